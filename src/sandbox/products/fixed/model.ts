import type { FixedOrder, FixedProduct, RateUpVoucher } from '../../../api/types';
import {
  dec,
  estimateFixedInterest,
  fixedTimeline,
  fractionToPercent,
  HISTORY_TYPE,
  msToSeconds,
  PRODUCT_TYPE,
  voucherInterest,
} from '../../../domain';
import { addHistory } from '../../history';
import { moveFunds, SPOT } from '../../ledger';
import { type ExchangeContext, refuse } from '../../module';
import { PLAIN_MODE } from '../flexible';

/**
 * Simple Earn fixed (§3 Fixed product / order / rate-up voucher, §7 Fixed, §9 times).
 *
 * Order statuses: 1 holding, 2 redeeming (matured or redeemed early, waiting to arrive), 3 redeemed.
 * Interest and the voucher's rate-up are paid at maturity (finish_time); the money arrives 30 minutes
 * later (§9) in spot (redeem_account_type 0) or as a flexible subscription (1). An early redemption
 * forfeits the interest and arrives 30 minutes after the request. Auto-reinvest: at maturity the
 * principal plus interest becomes a new order of the same product, if it is still on sale and the
 * quota allows; otherwise the order is redeemed as usual.
 * `product/{type}/list`: `type` is the §3 product type (1 normal, 2 VIP); 0 lists both.
 */

/** A §3 rate-up voucher plus whether it was used. */
export interface StoredVoucher extends RateUpVoucher {
  used: boolean;
}

/** A fixed order as the sandbox keeps it. */
export interface StoredFixedOrder {
  order_id: number;
  product_id: number;
  asset: string;
  product_type: 1 | 2;
  principal: string;
  lock_up_period: number;
  year_rate: string;
  createdAtMs: number;
  finishAtMs: number;
  status: 1 | 2 | 3;
  reinvest_status: 0 | 1;
  redeem_account_type: 0 | 1;
  /** Estimated (and at maturity paid) interest of the term. */
  interest: string;
  coupon: { id: number; rate_ratio: string; rate_day: number; interest: string } | null;
  /** While redeeming: what arrives and when. */
  payout: string | null;
  arriveAtMs: number | null;
}

/** The fixed module's state. */
export interface FixedSlice {
  products: FixedProduct[];
  orders: StoredFixedOrder[];
  vouchers: StoredVoucher[];
}

export const FIXED = 'fixed';

export const FIXED_ACCOUNT = 'fixed';

export const STATUS = { HOLDING: 1, REDEEMING: 2, REDEEMED: 3 } as const;

export function slice(ctx: ExchangeContext): FixedSlice {
  return ctx.slice<FixedSlice>(FIXED);
}

export function findProduct(ctx: ExchangeContext, id: number): FixedProduct {
  const product = slice(ctx).products.find((p) => Number(p.id) === id);
  if (!product) refuse(`no fixed product ${id}`);
  return product;
}

export function findOrder(ctx: ExchangeContext, id: number): StoredFixedOrder {
  const order = slice(ctx).orders.find((o) => o.order_id === id);
  if (!order) refuse(`no fixed order ${id}`);
  return order;
}

/** What the customer may still lend into a product (user_max_lend_volume − holding principal). */
export function remainingQuota(ctx: ExchangeContext, product: FixedProduct): string {
  const used = slice(ctx)
    .orders.filter((o) => o.product_id === Number(product.id) && o.status === STATUS.HOLDING)
    .reduce((acc, o) => acc.plus(dec(o.principal)), dec('0'));
  const left = dec(product.user_max_lend_volume).minus(used);
  return left.isNegative() ? '0' : left.toString();
}

/** §3 Fixed order as the API sends it. */
export function toFixedOrder(ctx: ExchangeContext, order: StoredFixedOrder): FixedOrder {
  const product = slice(ctx).products.find((p) => Number(p.id) === order.product_id);
  const couponInterest = order.coupon?.interest ?? '0';
  const percent = fractionToPercent(order.year_rate);
  return {
    order_id: order.order_id,
    id: order.order_id,
    asset: order.asset,
    product_id: order.product_id,
    product_type: order.product_type,
    create_time: msToSeconds(order.createdAtMs),
    principal: order.principal,
    lock_up_period: order.lock_up_period,
    interest: order.interest,
    total_interest: dec(order.interest).plus(dec(couponInterest)).toString(),
    year_rate: order.year_rate,
    year_rate_perent: percent,
    total_year_rate_percent: dec(percent)
      .plus(dec(order.coupon?.rate_ratio ?? '0'))
      .toString(),
    finish_time: msToSeconds(order.finishAtMs),
    status: order.status,
    bonus_info: product ? { ladder_apr: product.ladder_apr, bonus_asset: product.bonus_asset } : null,
    coupon_info: order.coupon,
    redeem_account_type: order.redeem_account_type,
    reinvest_status: order.reinvest_status,
    product_info: {
      pre_redeem: product?.pre_redeem ?? 0,
      reinvest: product?.reinvest ?? 0,
      redeem_account: product?.redeem_account ?? 0,
    },
  };
}

/** Every fixed order, newest first. */
export function fixedOrders(ctx: ExchangeContext): FixedOrder[] {
  return [...slice(ctx).orders].sort((a, b) => b.order_id - a.order_id).map((o) => toFixedOrder(ctx, o));
}

export function createOrder(
  ctx: ExchangeContext,
  product: FixedProduct,
  input: { amount: string; reinvest: 0 | 1; redeemTo: 0 | 1; voucher: StoredVoucher | null },
): StoredFixedOrder {
  const timeline = fixedTimeline({ subscribedAtMs: ctx.now(), lockUpDays: product.lock_up_period });
  const coupon = input.voucher
    ? {
        id: Number(input.voucher.id),
        rate_ratio: input.voucher.rate_ratio,
        rate_day: input.voucher.rate_day,
        interest: dec(
          voucherInterest(
            input.amount,
            input.voucher.rate_ratio,
            input.voucher.rate_day,
            product.lock_up_period,
          ),
        ).toString(),
      }
    : null;
  const order: StoredFixedOrder = {
    order_id: ctx.nextId(),
    product_id: Number(product.id),
    asset: product.asset,
    product_type: product.type === PRODUCT_TYPE.VIP ? 2 : 1,
    principal: input.amount,
    lock_up_period: product.lock_up_period,
    year_rate: product.year_rate,
    createdAtMs: ctx.now(),
    finishAtMs: timeline.maturityAtMs,
    status: STATUS.HOLDING,
    reinvest_status: input.reinvest,
    redeem_account_type: input.redeemTo,
    // Stored without trailing zeros, like every other amount the sandbox sends.
    interest: dec(estimateFixedInterest(input.amount, product.year_rate, product.lock_up_period)).toString(),
    coupon,
    payout: null,
    arriveAtMs: null,
  };
  slice(ctx).orders.push(order);
  return order;
}

export function lendRecord(ctx: ExchangeContext, order: StoredFixedOrder, mode: number): void {
  addHistory(ctx.data, {
    business: FIXED,
    asset: order.asset,
    type: HISTORY_TYPE.LEND,
    mode: mode as typeof PLAIN_MODE,
    amount: order.principal,
    principal: order.principal,
    order_id: order.order_id,
    lock_up_period: order.lock_up_period,
    create_at: msToSeconds(order.createdAtMs),
    finish_at: msToSeconds(order.finishAtMs),
    year_rate: order.year_rate,
  });
}

/**
 * Lends into a fixed product now as a plain lend does: funded from spot, with its lend record; the
 * redeem-to account follows §4 (reinvestment on, or a product without the redeem-to choice, → 0).
 * The scenario seed uses it, and tests and stories that need an order of a product the scenario does
 * not hold call it through `exchange.state.update`.
 */
export function lendFixedNow(
  ctx: ExchangeContext,
  productId: number,
  amount: string,
  options: { reinvest?: 0 | 1 } = {},
): StoredFixedOrder {
  const product = findProduct(ctx, productId);
  const reinvest = options.reinvest ?? 0;
  moveFunds(ctx.data, { asset: product.asset, from: SPOT, to: FIXED_ACCOUNT, amount, reason: 'fixed-lend' });
  const order = createOrder(ctx, product, {
    amount,
    reinvest,
    redeemTo: reinvest === 1 || product.redeem_account !== 1 ? 0 : 1,
    voucher: null,
  });
  lendRecord(ctx, order, PLAIN_MODE);
  return order;
}
