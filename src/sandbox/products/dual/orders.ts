import type { DualOrder } from '../../../api/types';
import {
  DUAL_CATEGORY,
  DUAL_ORDER_STATUS,
  type DualSettlementInput,
  dec,
  dualTrialYield,
  HISTORY_MODE,
  HISTORY_TYPE,
  type HistoryMode,
  type HistoryType,
  msToSeconds,
  percentToFraction,
  settleDual,
} from '../../../domain';
import { addHistory } from '../../history';
import { bookExternal, moveFunds, SPOT } from '../../ledger';
import type { ExchangeContext, HeldBalance } from '../../module';
import { PLAIN_MODE, redeemMode } from '../flexible';
import { dualPrice } from './catalogue';
import { DUAL_ARRIVAL_MS, DUAL_CONFIRM_MS } from './rules';
import {
  DUAL,
  DUAL_ACCOUNT,
  type DualAutoRenewal,
  type DualProjectSnapshot,
  dualSlice,
  type StoredDualOrder,
} from './slice';

/**
 * Dual orders through the §4 statuses, on the virtual clock (the spec does not say how they move;
 * these are the sandbox's choices):
 *
 * | from                  | to                    | when                                               |
 * |-----------------------|-----------------------|----------------------------------------------------|
 * | (purchase)            | INIT                  | the order call: money leaves spot for the order    |
 * | INIT                  | PROCESSING            | 1 minute later (the exchange confirms the order)   |
 * | PROCESSING            | SETTLEMENT_PROCESSING | delivery_timest: settled at the pair's price then  |
 * | SETTLEMENT_PROCESSING | SETTLEMENT_SUCCESS    | 30 minutes later: paid to spot, or reinvested      |
 *
 * CANCELING / CANCELED: §7 has no cancel call, so an order is never cancelled. EXPIRED: sales close
 * an hour before delivery, so an order never outlives its project unconfirmed. FAILED: a purchase
 * that breaks a §5 rule is answered −1 and stores no order. SETTLEMENT_FAILED and INTERNAL_ERROR are
 * never reached (a story can set them with `state.update`).
 *
 * Money: the 'dual' ledger account holds the principal until delivery, then the settled amount
 * until it arrives. At delivery, an unconverted order books its yield as interest; a converted one
 * books the principal leaving and the exercise currency arriving (both shown in history), because
 * the exchange, not the customer, swaps them. A trial-fund order books its voucher as money in at
 * purchase, and at delivery the principal back out to the house plus the yield as interest.
 */

/** The domain's settlement input for an order. */
export function settlementInput(order: StoredDualOrder): DualSettlementInput {
  const p = order.project;
  return {
    type: p.type,
    principal: order.amount,
    apyFraction: percentToFraction(p.apy_display),
    exercisePrice: p.exercise_price,
    term: { invest_days: p.invest_days, invest_hours: p.invest_hours },
    investCurrency: p.invest_currency,
    exerciseCurrency: p.exercise_currency,
  };
}

/** A new order (status INIT unless `confirmed`), funds already in the dual account. */
export function createOrder(
  ctx: ExchangeContext,
  input: {
    project: DualProjectSnapshot;
    deliveryAtMs: number;
    amount: string;
    appId: string;
    bizEntrance: string;
    refCode: string;
    autorenewal: DualAutoRenewal | null;
    voucherId: number | null;
    previous?: StoredDualOrder;
    /** A seeded holding is already confirmed. */
    confirmed?: boolean;
  },
): StoredDualOrder {
  const id = ctx.nextId();
  const order: StoredDualOrder = {
    id,
    status: input.confirmed ? DUAL_ORDER_STATUS.PROCESSING : DUAL_ORDER_STATUS.INIT,
    project: input.project,
    amount: input.amount,
    createdAtMs: ctx.now(),
    processingAtMs: ctx.now() + DUAL_CONFIRM_MS,
    deliveryAtMs: input.deliveryAtMs,
    arriveAtMs: input.deliveryAtMs + DUAL_ARRIVAL_MS,
    app_id: input.appId,
    biz_entrance: input.bizEntrance,
    ref_code: input.refCode,
    autorenewal: input.autorenewal,
    voucherId: input.voucherId,
    renewalId: input.previous?.renewalId ?? id,
    previousOrderId: input.previous?.id ?? null,
    reinvestedInto: null,
    settlement: null,
  };
  dualSlice(ctx).orders.push(order);
  return order;
}

function record(
  ctx: ExchangeContext,
  order: StoredDualOrder,
  entry: { type: HistoryType; mode: HistoryMode; asset: string; amount: string; interest?: string },
): number {
  const created = addHistory(ctx.data, {
    business: DUAL,
    order_id: order.id,
    create_at: msToSeconds(order.createdAtMs),
    finish_at: msToSeconds(order.deliveryAtMs),
    principal: order.amount,
    year_rate: percentToFraction(order.project.apy_display),
    ...entry,
  });
  return Number(created.id);
}

/** Records the purchase (and books a trial-fund voucher as money coming in). */
export function recordPurchase(ctx: ExchangeContext, order: StoredDualOrder, mode: HistoryMode): void {
  const asset = order.project.invest_currency;
  const historyId = record(ctx, order, { type: HISTORY_TYPE.LEND, mode, asset, amount: order.amount });
  if (order.voucherId !== null) {
    bookExternal(ctx.data, {
      asset,
      account: DUAL_ACCOUNT,
      delta: order.amount,
      reason: 'trial-fund',
      historyId,
    });
  }
}

function bookIn(ctx: ExchangeContext, order: StoredDualOrder, asset: string, amount: string, reason: string) {
  if (!dec(amount).gt(0)) return;
  const type = reason === 'interest' ? HISTORY_TYPE.INTEREST : HISTORY_TYPE.REDEEM;
  const interest = reason === 'interest' ? amount : undefined;
  const historyId = record(ctx, order, { type, mode: PLAIN_MODE, asset, amount, interest });
  bookExternal(ctx.data, { asset, account: DUAL_ACCOUNT, delta: amount, reason, historyId });
}

function bookOut(ctx: ExchangeContext, order: StoredDualOrder, amount: string, reason: string) {
  const asset = order.project.invest_currency;
  const historyId = record(ctx, order, { type: HISTORY_TYPE.REDEEM, mode: PLAIN_MODE, asset, amount });
  bookExternal(ctx.data, {
    asset,
    account: DUAL_ACCOUNT,
    delta: dec(amount).negated().toString(),
    reason,
    historyId,
  });
}

/** INIT → PROCESSING. */
export function confirm(order: StoredDualOrder): void {
  if (order.status === DUAL_ORDER_STATUS.INIT) order.status = DUAL_ORDER_STATUS.PROCESSING;
}

/**
 * PROCESSING → SETTLEMENT_PROCESSING at delivery: settles with the domain's settleDual at the
 * sandbox price of the pair now, and books the difference so the dual account holds what is paid.
 */
export function settle(ctx: ExchangeContext, order: StoredDualOrder): void {
  confirm(order);
  if (order.status !== DUAL_ORDER_STATUS.PROCESSING) return;
  const price = dualPrice(ctx, order.project.coin);
  const input = settlementInput(order);
  const result = settleDual(input, price);
  const amount = dec(result.amount).toString();
  const invest = order.project.invest_currency;
  let paidAsset = result.asset;
  let paid = amount;
  if (order.voucherId !== null) {
    // Trial fund: the voucher's principal returns to the house, the customer keeps the yield.
    paidAsset = invest;
    paid = dualTrialYield(input);
    bookOut(ctx, order, order.amount, 'trial-fund-return');
    bookIn(ctx, order, invest, paid, 'interest');
  } else if (result.exercised) {
    bookOut(ctx, order, order.amount, 'dual-convert-out');
    bookIn(ctx, order, result.asset, amount, 'dual-convert-in');
  } else {
    bookIn(ctx, order, invest, dec(amount).minus(dec(order.amount)).toString(), 'interest');
  }
  order.settlement = { price, exercised: result.exercised, asset: result.asset, amount, paidAsset, paid };
  order.status = DUAL_ORDER_STATUS.SETTLEMENT_PROCESSING;
}

/** SETTLEMENT_PROCESSING → SETTLEMENT_SUCCESS: the settled amount arrives in spot. */
export function payOut(ctx: ExchangeContext, order: StoredDualOrder): void {
  const s = order.settlement;
  if (order.status !== DUAL_ORDER_STATUS.SETTLEMENT_PROCESSING || !s) return;
  order.status = DUAL_ORDER_STATUS.SETTLEMENT_SUCCESS;
  if (!dec(s.paid).gt(0)) return;
  moveFunds(ctx.data, {
    asset: s.paidAsset,
    from: DUAL_ACCOUNT,
    to: SPOT,
    amount: s.paid,
    reason: 'dual-arrival',
  });
  record(ctx, order, {
    type: HISTORY_TYPE.REDEEM,
    mode: redeemMode(ctx.data),
    asset: s.paidAsset,
    amount: s.paid,
  });
}

/** Marks an order reinvested: its settled amount became the principal of `next`. */
export function markReinvested(ctx: ExchangeContext, order: StoredDualOrder, next: StoredDualOrder): void {
  order.status = DUAL_ORDER_STATUS.SETTLEMENT_SUCCESS;
  order.reinvestedInto = next.id;
  recordPurchase(ctx, next, HISTORY_MODE.AUTO_REINVEST);
}

/** What an order holds in the dual account now. */
export function heldBy(order: StoredDualOrder): HeldBalance[] {
  if (order.status === DUAL_ORDER_STATUS.INIT || order.status === DUAL_ORDER_STATUS.PROCESSING)
    return [{ asset: order.project.invest_currency, account: DUAL_ACCOUNT, amount: order.amount }];
  if (order.status === DUAL_ORDER_STATUS.SETTLEMENT_PROCESSING && order.settlement)
    return [{ asset: order.settlement.paidAsset, account: DUAL_ACCOUNT, amount: order.settlement.paid }];
  return [];
}

/**
 * A dual order as the API sends it. §7 shows no order shape, so the fields follow §3's product
 * names plus the order's own: amount, times in seconds, settlement and auto-reinvest settings.
 */
export function toDualOrder(order: StoredDualOrder): DualOrder {
  const p = order.project;
  const s = order.settlement;
  return {
    id: order.id,
    order_id: order.id,
    status: order.status,
    project_id: p.id,
    type: p.type,
    category: p.category,
    coin: p.coin,
    invest_currency: p.invest_currency,
    exercise_currency: p.exercise_currency,
    exercise_price: p.exercise_price,
    price: p.price,
    apy_display: p.apy_display,
    invest_days: p.invest_days,
    invest_hours: p.invest_hours,
    multiple: p.multiple,
    amount: order.amount,
    create_timest: msToSeconds(order.createdAtMs),
    delivery_timest: msToSeconds(order.deliveryAtMs),
    settlement_price: s?.price ?? '',
    is_exercised: s ? (s.exercised ? 1 : 0) : null,
    settlement_currency: s?.paidAsset ?? '',
    settlement_amount: s?.paid ?? '',
    is_autorenewal: order.autorenewal ? 1 : 0,
    price_deviation: order.autorenewal?.price_deviation ?? '',
    effective_time_duration: order.autorenewal?.effective_time_duration ?? 0,
    renewal_id: order.renewalId,
    reinvest_order_id: order.reinvestedInto ?? 0,
    voucher_id: order.voucherId ?? 0,
    is_trial: p.category === DUAL_CATEGORY.TRIAL_FUND ? 1 : 0,
    app_id: order.app_id,
  };
}
