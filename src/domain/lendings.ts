import { dec } from './decimal';
import { PRODUCT_TYPE, REINVEST_STATUS } from './enums';
import { showsRedeemTo } from './preferences';
import {
  type FixedOrderAction,
  type FixedOrderLock,
  fixedArrivalTime,
  fixedOrderActionLock,
  isFixedOrderHolding,
  type ProductInfoFlags,
  secondsToMs,
} from './timeline';

/**
 * Rules of "My lendings" and the holding detail (§2, §4, §8). Pure: the widgets ask these, the
 * sandbox and the hooks do not repeat them.
 */

/** §3 what a fixed order is doing: holding (status 0 or 1) or, otherwise, redeeming. */
export type FixedOrderState = 'holding' | 'redeeming';

/** §3 status 0 or 1 is holding; anything else is on its way out (redeeming or redeemed). */
export function fixedOrderState(status: number): FixedOrderState {
  return isFixedOrderHolding(status) ? 'holding' : 'redeeming';
}

/**
 * §9, §8: the redemption is received 30 minutes after finish_time (seconds); with no finish time
 * (0 or missing: no arrival data) there is nothing to show and the cell reads '--'.
 */
export function fixedReceivedAtMs(finishTimeSeconds: number | null | undefined): number | null {
  if (finishTimeSeconds === null || finishTimeSeconds === undefined) return null;
  if (!Number.isFinite(finishTimeSeconds) || finishTimeSeconds <= 0) return null;
  return fixedArrivalTime(secondsToMs(finishTimeSeconds));
}

/** Where a fixed redemption goes, as the table shows it; 'none' reads '--' (§2, §4). */
export type RedeemToDisplay = 'none' | 'flexible' | 'spot';

/** §2, §4: with reinvestment on there is no redeem-to account ('--'); otherwise §3 redeem_account_type. */
export function redeemToDisplay(order: {
  reinvest_status: number;
  redeem_account_type: number;
}): RedeemToDisplay {
  if (!showsRedeemTo(order.reinvest_status === REINVEST_STATUS.ON ? 1 : 0)) return 'none';
  return order.redeem_account_type === 1 ? 'flexible' : 'spot';
}

/** §3 product_type 2 is VIP (the coin cell carries a VIP badge). */
export function isVipOrder(productType: number): boolean {
  return productType === PRODUCT_TYPE.VIP;
}

export interface FixedOrderLocksInput {
  status: number;
  /** §3 finish_time, seconds. */
  finish_time: number;
  product_info?: ProductInfoFlags | null;
}

/** The three §4 per-order locks of a fixed order at `nowMs`. */
export type FixedOrderLocks = Readonly<Record<FixedOrderAction, FixedOrderLock>>;

/**
 * §4, §9: early redeem, auto reinvest and redeem-to of one order, each locked (with the reason for
 * its tooltip) when the order is not holding, under one hour is left, or the product forbids it.
 */
export function fixedOrderLocks(order: FixedOrderLocksInput, nowMs: number): FixedOrderLocks {
  const lock = (action: FixedOrderAction) =>
    fixedOrderActionLock({
      action,
      status: order.status,
      finishTimeMs: secondsToMs(order.finish_time),
      nowMs,
      productInfo: order.product_info ?? null,
    });
  return { earlyRedeem: lock('earlyRedeem'), reinvest: lock('reinvest'), redeemTo: lock('redeemTo') };
}

/** §2 holding detail: Redeem early is hidden while the order is redeeming. */
export function showsEarlyRedeem(status: number): boolean {
  return isFixedOrderHolding(status);
}

/**
 * §2 "APR with bonus" of a fixed order: the rate-up in percent points on top of the product APR
 * (total_year_rate_percent − year_rate_perent), or null when there is none.
 */
export function fixedBonusPercent(order: {
  year_rate_perent?: string | null;
  total_year_rate_percent?: string | null;
}): string | null {
  const base = order.year_rate_perent;
  const total = order.total_year_rate_percent;
  if (!base || !total) return null;
  const extra = dec(total).minus(dec(base));
  return extra.gt(0) ? extra.toString() : null;
}

/** The window of a flexible bonus promo (§3 "Bonus promo", GET uni-loan/earn/award-pool), in seconds. */
export interface BonusPromoWindow {
  readonly start_at: number;
  readonly end_at: number;
}

/** True when a holding or product says its award pool is open (§3 is_open_award_pool). */
export function isAwardPoolOpen(holding: { is_open_award_pool?: number | boolean | null }): boolean {
  return holding.is_open_award_pool === true || holding.is_open_award_pool === 1;
}

/**
 * §2 "estimated APR with bonus", §4 "applies only while processing": the bonus fraction of a
 * flexible holding or product while its pool is open, its rate is above 0 and now lies in the
 * promo's [start_at, end_at); else null. An unknown window (the award pool not read) promises no
 * bonus.
 */
export function flexibleBonusApr(
  holding: { ext_award_rate_year?: string | null; is_open_award_pool?: number | boolean | null },
  window: BonusPromoWindow | null | undefined,
  nowMs: number,
): string | null {
  const rate = holding.ext_award_rate_year;
  if (!isAwardPoolOpen(holding) || !rate || !dec(rate).gt(0) || !window) return null;
  const running = window.start_at * 1000 <= nowMs && nowMs < window.end_at * 1000;
  return running ? rate : null;
}
