import {
  dec,
  fixedArrivalTime,
  HISTORY_MODE,
  HISTORY_TYPE,
  msToSeconds,
  REDEEM_ACCOUNT_TYPE,
  SALE_STATUS,
} from '../../../domain';
import { addHistory } from '../../history';
import { bookExternal, moveFunds, SPOT } from '../../ledger';
import type { ExchangeContext } from '../../module';
import { lendToFlexible, PLAIN_MODE, redeemMode } from '../flexible';
import {
  createOrder,
  FIXED,
  FIXED_ACCOUNT,
  lendRecord,
  remainingQuota,
  STATUS,
  type StoredFixedOrder,
  slice,
} from './model';

/** The fixed clock (§9): maturity, reinvestment, and the money arriving 30 minutes later. */

/** Matures and delivers every order due in (fromMs, toMs], in time order. */
export function tick(ctx: ExchangeContext, fromMs: number, toMs: number): void {
  type Due = { atMs: number; id: number; run: () => void };
  const due: Due[] = [];
  for (const order of slice(ctx).orders) {
    if (order.status === STATUS.HOLDING && order.finishAtMs > fromMs && order.finishAtMs <= toMs) {
      due.push({ atMs: order.finishAtMs, id: order.order_id, run: () => mature(ctx, order) });
    }
    // An arrival may fall in the same step as its maturity: it is queued when the maturity runs.
    if (
      order.status === STATUS.REDEEMING &&
      order.arriveAtMs !== null &&
      order.arriveAtMs > fromMs &&
      order.arriveAtMs <= toMs
    ) {
      due.push({ atMs: order.arriveAtMs, id: order.order_id, run: () => deliver(ctx, order) });
    }
  }
  due.sort((a, b) => a.atMs - b.atMs || a.id - b.id);
  for (const item of due) {
    ctx.at(item.atMs, item.run);
    // Maturity sets an arrival 30 minutes later; deliver it now if it is inside this step.
    const order = slice(ctx).orders.find((o) => o.order_id === item.id);
    if (
      order &&
      order.status === STATUS.REDEEMING &&
      order.arriveAtMs !== null &&
      order.arriveAtMs <= toMs &&
      item.atMs === order.finishAtMs
    ) {
      ctx.at(order.arriveAtMs, () => deliver(ctx, order));
    }
  }
}

export function mature(ctx: ExchangeContext, order: StoredFixedOrder): void {
  const common = {
    business: FIXED,
    asset: order.asset,
    order_id: order.order_id,
    lock_up_period: order.lock_up_period,
    create_at: msToSeconds(order.createdAtMs),
    finish_at: msToSeconds(order.finishAtMs),
    principal: order.principal,
  };
  let payout = dec(order.principal);
  if (dec(order.interest).gt(0)) {
    const record = addHistory(ctx.data, {
      ...common,
      type: HISTORY_TYPE.INTEREST,
      mode: PLAIN_MODE,
      amount: order.interest,
      interest: order.interest,
      year_rate: order.year_rate,
    });
    bookExternal(ctx.data, {
      asset: order.asset,
      account: FIXED_ACCOUNT,
      delta: order.interest,
      reason: 'interest',
      historyId: Number(record.id),
    });
    payout = payout.plus(dec(order.interest));
  }
  if (order.coupon && dec(order.coupon.interest).gt(0)) {
    const record = addHistory(ctx.data, {
      ...common,
      type: HISTORY_TYPE.RATE_UP,
      mode: PLAIN_MODE,
      amount: order.coupon.interest,
      coupon_principal: order.principal,
      coupon_interest: order.coupon.interest,
      rate_ratio: order.coupon.rate_ratio,
    });
    bookExternal(ctx.data, {
      asset: order.asset,
      account: FIXED_ACCOUNT,
      delta: order.coupon.interest,
      reason: 'rate-up',
      historyId: Number(record.id),
    });
    payout = payout.plus(dec(order.coupon.interest));
  }
  const product = slice(ctx).products.find((p) => Number(p.id) === order.product_id);
  const canReinvest =
    order.reinvest_status === 1 &&
    product !== undefined &&
    product.reinvest === 1 &&
    product.sale_status === SALE_STATUS.SUBSCRIBABLE &&
    dec(remainingQuota(ctx, product)).minus(dec(order.principal)).gte(payout);
  if (canReinvest && product) {
    order.status = STATUS.REDEEMED;
    order.payout = null;
    const next = createOrder(ctx, product, {
      amount: payout.toString(),
      reinvest: 1,
      redeemTo: order.redeem_account_type,
      voucher: null,
    });
    lendRecord(ctx, next, HISTORY_MODE.AUTO_REINVEST);
    return;
  }
  order.status = STATUS.REDEEMING;
  order.payout = payout.toString();
  order.arriveAtMs = fixedArrivalTime(order.finishAtMs);
}

export function deliver(ctx: ExchangeContext, order: StoredFixedOrder): void {
  if (order.status !== STATUS.REDEEMING || order.payout === null) return;
  const amount = order.payout;
  order.status = STATUS.REDEEMED;
  order.payout = null;
  if (order.redeem_account_type === REDEEM_ACCOUNT_TYPE.SIMPLE_EARN_FLEXIBLE) {
    lendToFlexible(ctx, {
      asset: order.asset,
      amount,
      from: FIXED_ACCOUNT,
      mode: HISTORY_MODE.CONVERT_TO_REGULAR,
      reason: 'fixed-arrival',
    });
  } else {
    moveFunds(ctx.data, {
      asset: order.asset,
      from: FIXED_ACCOUNT,
      to: SPOT,
      amount,
      reason: 'fixed-arrival',
    });
  }
  addHistory(ctx.data, {
    business: FIXED,
    asset: order.asset,
    type: HISTORY_TYPE.REDEEM,
    mode:
      order.redeem_account_type === REDEEM_ACCOUNT_TYPE.SIMPLE_EARN_FLEXIBLE
        ? HISTORY_MODE.CONVERT_TO_REGULAR
        : redeemMode(ctx.data),
    amount,
    principal: order.principal,
    interest: order.interest,
    order_id: order.order_id,
    lock_up_period: order.lock_up_period,
    create_at: msToSeconds(order.createdAtMs),
    finish_at: msToSeconds(order.finishAtMs),
    year_rate: order.year_rate,
  });
}
