/**
 * My lendings without React (§2 "My lendings", §3, §4, §9): a flexible holding and a fixed order
 * as the table, the cards and the holding detail show them. Each view keeps its `source`, the wire
 * record, for the hooks that act on it (redeem, early redeem, the order's settings).
 */
import type { FixedOrder, FlexibleHolding } from '../api/types';
import { dec } from '../domain/decimal';
import type { RedeemAccountType } from '../domain/enums';
import {
  type FixedOrderState,
  fixedBonusPercent,
  fixedOrderState,
  fixedReceivedAtMs,
  isVipOrder,
  type RedeemToDisplay,
  redeemToDisplay,
  showsEarlyRedeem,
} from '../domain/lendings';
import { canCancelRedemption, flexibleRedeemable } from '../domain/redeem';
import { secondsToMs } from '../domain/timeline';

/** A flexible holding as My lendings shows it. */
export interface FlexibleHoldingView {
  readonly source: FlexibleHolding;
  readonly asset: string;
  /** §3 curr_amount: what the customer holds. */
  readonly principal: string;
  /** §3 lend_amount: what is currently lent out. */
  readonly lent: string;
  /** A pending redemption (§3 frozen_amount), and whether it may still be cancelled (§4). */
  readonly redeeming: string | null;
  readonly canCancelRedeeming: boolean;
  readonly redeemable: string;
  readonly cumulative: string;
  readonly lastInterest: string;
  /** Fractions. */
  readonly aprFraction: string;
  readonly minAprFraction: string;
  readonly autoEarn: boolean;
}

export function flexibleHoldingView(holding: FlexibleHolding): FlexibleHoldingView {
  return {
    source: holding,
    asset: holding.asset,
    principal: holding.curr_amount,
    lent: holding.lend_amount,
    redeeming: dec(holding.frozen_amount).gt(0) ? holding.frozen_amount : null,
    canCancelRedeeming: canCancelRedemption(holding.frozen_status),
    redeemable: flexibleRedeemable(holding),
    cumulative: holding.cumulative,
    lastInterest: holding.interest,
    aprFraction: holding.next_time_rate_year,
    minAprFraction: holding.min_lend_rate_year,
    autoEarn: String(holding.auto_invest_status) === '1',
  };
}

/** A fixed order as My lendings shows it. */
export interface FixedOrderView {
  readonly source: FixedOrder;
  readonly orderId: string;
  readonly asset: string;
  readonly productId: string;
  readonly vip: boolean;
  readonly principal: string;
  readonly interest: string;
  readonly termDays: number;
  /** A fraction. */
  readonly aprFraction: string;
  /** The bonus of the product's ladder, PERCENT, or null. */
  readonly bonusPercent: string | null;
  readonly subscribedMs: number;
  /** §9: 30 minutes after finish_time; null without arrival data. */
  readonly receivedAtMs: number | null;
  /** When the term ends (§3 finish_time). */
  readonly finishesMs: number;
  readonly state: FixedOrderState;
  /** §4: early redemption is shown while the order holds. */
  readonly holding: boolean;
  readonly redeemTo: RedeemToDisplay;
  readonly redeemAccountType: RedeemAccountType;
}

export function fixedOrderView(order: FixedOrder): FixedOrderView {
  return {
    source: order,
    orderId: String(order.order_id),
    asset: order.asset,
    productId: String(order.product_id),
    vip: isVipOrder(order.product_type),
    principal: order.principal,
    interest: order.interest,
    termDays: order.lock_up_period,
    aprFraction: order.year_rate,
    bonusPercent: fixedBonusPercent(order),
    subscribedMs: secondsToMs(order.create_time),
    receivedAtMs: fixedReceivedAtMs(order.finish_time),
    finishesMs: secondsToMs(order.finish_time),
    state: fixedOrderState(order.status),
    holding: showsEarlyRedeem(order.status),
    redeemTo: redeemToDisplay(order),
    redeemAccountType: order.redeem_account_type,
  };
}
