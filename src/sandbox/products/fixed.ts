import type { RouteName } from '../../api/routes';
import type { FixedOrder, FixedProduct, RateUpVoucher } from '../../api/types';
import {
  canSubscribeVipFixed,
  checkSubscribe,
  DAY_MS,
  dec,
  estimateFixedInterest,
  FIXED_REDEEM_TYPE,
  type FixedOrderAction,
  fixedArrivalTime,
  fixedOrderActionLock,
  fixedTimeline,
  fractionToPercent,
  HISTORY_MODE,
  HISTORY_TYPE,
  HOUR_MS,
  isEarlyRedeemAllowed,
  MAX_AMOUNT,
  msToSeconds,
  PRODUCT_TYPE,
  REDEEM_ACCOUNT_TYPE,
  redeemAccountForReinvest,
  SALE_STATUS,
  subscribeSubmitAmount,
  TABLE_PAGE_SIZE,
  vipVisibility,
  voucherInterest,
} from '../../domain';
import { assertFundsUnlocked } from '../auth';
import { bodyObject, paginate, readAmount, readDecimal, readFlag, readInt, readPage } from '../body';
import { addHistory } from '../history';
import { bookExternal, moveFunds, SPOT } from '../ledger';
import { englishOf } from '../messages';
import {
  defineModule,
  type ExchangeContext,
  type HandlerAnswer,
  ok,
  refuse,
  type SandboxRequest,
} from '../module';
import { generateHistory, historyHandler, lendToFlexible, PLAIN_MODE, redeemMode } from './flexible';

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
const STATUS = { HOLDING: 1, REDEEMING: 2, REDEEMED: 3 } as const;

function slice(ctx: ExchangeContext): FixedSlice {
  return ctx.slice<FixedSlice>(FIXED);
}

function findProduct(ctx: ExchangeContext, id: number): FixedProduct {
  const product = slice(ctx).products.find((p) => Number(p.id) === id);
  if (!product) refuse(`no fixed product ${id}`);
  return product;
}

function findOrder(ctx: ExchangeContext, id: number): StoredFixedOrder {
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

function createOrder(
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

function lendRecord(ctx: ExchangeContext, order: StoredFixedOrder, mode: number): void {
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

function lend(request: SandboxRequest, ctx: ExchangeContext): HandlerAnswer {
  const body = bodyObject(request.body);
  const product = findProduct(ctx, readInt(body, 'product_id'));
  const amount = readAmount(body, 'amount');
  const yearRate = readDecimal(body, 'year_rate');
  const reinvest = readFlag(body, 'reinvest_status');
  const redeemAccount = readFlag(body, 'redeem_account_type');
  const isVip = body.isVip === true || body.isVip === 1 || body.isVip === '1';
  const tier = ctx.data.user.tierLevel;
  if (product.sale_status === SALE_STATUS.SOLD_OUT) refuse('this product is sold out');
  if (isVip !== (product.type === PRODUCT_TYPE.VIP)) refuse('isVip does not match the product');
  if (product.type === PRODUCT_TYPE.VIP) {
    if (!canSubscribeVipFixed(tier)) refuse('VIP products need VIP 5 or higher');
    const range = { minTier: product.min_vip, maxTier: product.max_vip };
    if (vipVisibility(tier, range) !== 'eligible') {
      refuse(`this product is for VIP ${product.min_vip} to VIP ${product.max_vip}`);
    }
  }
  if (!dec(yearRate).eq(dec(product.year_rate)))
    refuse('the product rate has changed; refresh and try again');
  assertFundsUnlocked(ctx, 'subscribe');
  if (dec(amount).gt(MAX_AMOUNT)) refuse(`amount must not exceed ${MAX_AMOUNT}`);
  if (!dec(subscribeSubmitAmount(amount)).eq(dec(amount))) refuse('amount must have at most 6 decimals');
  if (reinvest === 1 && product.reinvest !== 1) refuse('this product does not allow auto-reinvest');
  // §4: reinvestment on means redeem account 0; off keeps the customer's choice.
  const redeemTo = reinvest === 1 ? redeemAccountForReinvest(true) : redeemAccount;
  if (redeemTo === REDEEM_ACCOUNT_TYPE.SIMPLE_EARN_FLEXIBLE && product.redeem_account !== 1) {
    refuse('this product cannot redeem to the flexible account');
  }
  let voucher: StoredVoucher | null = null;
  if (
    body.financial_rate_id !== undefined &&
    body.financial_rate_id !== null &&
    body.financial_rate_id !== ''
  ) {
    const id = readInt(body, 'financial_rate_id');
    voucher = slice(ctx).vouchers.find((v) => Number(v.id) === id) ?? null;
    if (!voucher) refuse(`no rate-up voucher ${id}`);
    if (voucher.used) refuse('this rate-up voucher was already used');
    if (voucher.expired_timest * 1000 <= ctx.now()) refuse('this rate-up voucher has expired');
    if (voucher.using_currency !== product.asset)
      refuse(`this rate-up voucher is for ${voucher.using_currency}`);
  }
  const check = checkSubscribe({
    amount,
    asset: product.asset,
    minAmount: product.min_lend_amount,
    available: ctx.data.spot[product.asset] ?? '0',
    aprFraction: product.year_rate,
    fixed: {
      remainingQuota: remainingQuota(ctx, product),
      saleStatus: product.sale_status,
      productType: product.type === 2 ? 2 : 1,
    },
    voucher: voucher ? { buyLimitLow: voucher.buy_limit_low, buyLimitHigh: voucher.buy_limit_high } : null,
    tierLevel: tier,
  });
  if (check.error) refuse(englishOf(check.error));
  if (!check.canSubmit) refuse('subscription refused');
  moveFunds(ctx.data, { asset: product.asset, from: SPOT, to: FIXED_ACCOUNT, amount, reason: 'fixed-lend' });
  const order = createOrder(ctx, product, { amount, reinvest, redeemTo, voucher });
  if (voucher) voucher.used = true;
  lendRecord(ctx, order, PLAIN_MODE);
  return ok(toFixedOrder(ctx, order));
}

function assertUnlocked(ctx: ExchangeContext, order: StoredFixedOrder, action: FixedOrderAction): void {
  const product = findProduct(ctx, order.product_id);
  const lock = fixedOrderActionLock({
    action,
    status: order.status,
    finishTimeMs: order.finishAtMs,
    nowMs: ctx.now(),
    productInfo: product,
  });
  if (lock.locked) refuse(englishOf(lock.message));
}

function preRedeem(request: SandboxRequest, ctx: ExchangeContext): HandlerAnswer {
  const body = bodyObject(request.body);
  const order = findOrder(ctx, readInt(body, 'order_id'));
  assertFundsUnlocked(ctx, 'redeem');
  assertUnlocked(ctx, order, 'earlyRedeem');
  if (!isEarlyRedeemAllowed(findProduct(ctx, order.product_id).pre_redeem))
    refuse('early redeem is not allowed');
  order.status = STATUS.REDEEMING;
  order.payout = order.principal;
  order.arriveAtMs = fixedArrivalTime(ctx.now());
  order.interest = '0';
  order.coupon = order.coupon ? { ...order.coupon, interest: '0' } : null;
  return ok({
    order_id: order.order_id,
    redeem_type: FIXED_REDEEM_TYPE.EARLY,
    arrival_time: msToSeconds(order.arriveAtMs),
  });
}

/** Matures and delivers every order due in (fromMs, toMs], in time order. */
function tick(ctx: ExchangeContext, fromMs: number, toMs: number): void {
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

function mature(ctx: ExchangeContext, order: StoredFixedOrder): void {
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

function deliver(ctx: ExchangeContext, order: StoredFixedOrder): void {
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

function product(
  id: number,
  asset: string,
  lockUp: number,
  yearRate: string,
  extra: Partial<FixedProduct> = {},
): FixedProduct {
  return {
    asset,
    id,
    type: PRODUCT_TYPE.NORMAL,
    year_rate: yearRate,
    ladder_apr: [],
    min_vip: 0,
    max_vip: 16,
    sale_status: SALE_STATUS.SUBSCRIBABLE,
    lock_up_period: lockUp,
    award_asset: asset,
    next_time_rate_year: yearRate,
    min_lend_amount: asset === 'BTC' ? '0.001' : asset === 'ETH' ? '0.01' : '10',
    user_max_lend_volume: asset === 'BTC' ? '5' : asset === 'ETH' ? '100' : '100000',
    start_at: 0,
    end_at: 0,
    bonus_asset: '',
    bonus_asset_price: '0',
    product_asset_price: '0',
    reinvest: 1,
    pre_redeem: 1,
    redeem_account: 1,
    ...extra,
  };
}

/** The product catalogue every scenario starts with. */
export function defaultFixedProducts(): FixedProduct[] {
  return [
    product(101, 'USDT', 7, '0.06'),
    product(102, 'USDT', 30, '0.08', { pre_redeem: 0 }),
    product(103, 'BTC', 14, '0.03'),
    product(104, 'ETH', 7, '0.04', { redeem_account: 0 }),
    product(105, 'USDT', 30, '0.12', { type: PRODUCT_TYPE.VIP, min_vip: 5, max_vip: 7 }),
    product(106, 'ETH', 60, '0.07', { type: PRODUCT_TYPE.VIP, min_vip: 8, max_vip: 16, reinvest: 0 }),
  ];
}

function defaultVouchers(nowMs: number): StoredVoucher[] {
  const expires = msToSeconds(nowMs + 30 * DAY_MS);
  return [
    {
      id: 901,
      title: '+2% for 3 days',
      rate_ratio: '2',
      rate_day: 3,
      expired_timest: expires,
      buy_limit_low: '100',
      buy_limit_high: '10000',
      using_currency: 'USDT',
      used: false,
    },
    {
      id: 902,
      title: '+1% for 7 days',
      rate_ratio: '1',
      rate_day: 7,
      expired_timest: expires,
      buy_limit_low: '0.01',
      buy_limit_high: '1',
      using_currency: 'BTC',
      used: false,
    },
  ];
}

const ROUTES = {
  fixedProductList: (request, ctx) => {
    const type = Number.parseInt(request.params.type ?? '0', 10);
    const asset = request.query.asset;
    return ok(
      slice(ctx).products.filter((p) => (type === 0 || p.type === type) && (!asset || p.asset === asset)),
    );
  },
  fixedProductDetail: (request, ctx) => ok(findProduct(ctx, readInt(request.query, 'id'))),
  fixedProductCoins: (_request, ctx) => ok([...new Set(slice(ctx).products.map((p) => p.asset))].sort()),
  fixedLendable: (request, ctx) => {
    const found = findProduct(ctx, readInt(request.query, 'product_id'));
    return ok({
      product_id: found.id,
      lendable: remainingQuota(ctx, found),
      user_max_lend_volume: found.user_max_lend_volume,
    });
  },
  fixedLend: lend,
  fixedOrders: (request, ctx) => {
    const { page, limit } = readPage(request.query, TABLE_PAGE_SIZE);
    // order_type 1: current orders (holding or redeeming); anything else: finished ones.
    const current = (request.query.order_type ?? '1') === '1';
    const rows = fixedOrders(ctx).filter((o) =>
      current ? o.status !== STATUS.REDEEMED : o.status === STATUS.REDEEMED,
    );
    return ok(paginate(rows, page, limit));
  },
  fixedPreRedeem: preRedeem,
  fixedHistory: historyHandler(FIXED),
  fixedSetReinvestStatus: (request, ctx) => {
    const order = findOrder(ctx, readInt(request.params, 'order_id'));
    const status = readFlag(bodyObject(request.body), 'reinvest_status');
    assertUnlocked(ctx, order, 'reinvest');
    order.reinvest_status = status;
    order.redeem_account_type = redeemAccountForReinvest(status === 1);
    return ok(toFixedOrder(ctx, order));
  },
  fixedSetRedeemAccountType: (request, ctx) => {
    const order = findOrder(ctx, readInt(request.params, 'order_id'));
    const type = readFlag(bodyObject(request.body), 'redeem_account_type');
    assertUnlocked(ctx, order, 'redeemTo');
    if (order.reinvest_status === 1)
      refuse('turn auto-reinvest off before choosing where the redemption goes');
    order.redeem_account_type = type;
    return ok(toFixedOrder(ctx, order));
  },
  earnCouponRecommend: (request, ctx) => {
    const found = findProduct(ctx, readInt(request.query, 'pid'));
    const list = slice(ctx)
      .vouchers.filter(
        (v) => !v.used && v.using_currency === found.asset && v.expired_timest * 1000 > ctx.now(),
      )
      .map(({ used: _used, ...voucher }) => voucher);
    return ok({ list });
  },
} satisfies Partial<Record<RouteName, (request: SandboxRequest, ctx: ExchangeContext) => HandlerAnswer>>;

/** The fixed product module. */
export const fixedModule = defineModule<FixedSlice>({
  name: FIXED,
  routes: ROUTES,
  publicRoutes: ['fixedProductList', 'fixedProductDetail', 'fixedProductCoins'],
  init: (ctx) => ({ products: defaultFixedProducts(), orders: [], vouchers: defaultVouchers(ctx.now()) }),
  seed(ctx, scenario) {
    const state = slice(ctx);
    if (scenario.soldOut) for (const p of state.products) p.sale_status = SALE_STATUS.SOLD_OUT;
    if (scenario.holdings) {
      // Subscribed 2 days ago so the orders are mid-term; funded from spot like a real lend.
      ctx.at(ctx.now() - 2 * DAY_MS, () => {
        for (const [id, amount] of [
          [101, '1000'],
          [103, '0.1'],
        ] as const) {
          if (dec(ctx.data.spot[findProduct(ctx, id).asset]).lt(amount)) continue;
          lendFixedNow(ctx, id, amount, { reinvest: id === 101 ? 1 : 0 });
        }
      });
    }
    if (scenario.whale) {
      generateHistory(ctx, FIXED, Math.floor(scenario.whale.historyRecords / 2));
      generateOrders(ctx, scenario.whale.fixedOrders);
    }
  },
  tick,
  balances: (ctx) =>
    slice(ctx).orders.flatMap((o) => {
      if (o.status === STATUS.HOLDING)
        return [{ asset: o.asset, account: FIXED_ACCOUNT, amount: o.principal }];
      if (o.status === STATUS.REDEEMING && o.payout !== null)
        return [{ asset: o.asset, account: FIXED_ACCOUNT, amount: o.payout }];
      return [];
    }),
});

/** A whale-sized order in `asset`: USDT in the thousands, the coins in units (their balances' scale). */
function whaleAmount(ctx: ExchangeContext, asset: string): string {
  return asset === 'USDT' ? ctx.random.units(100_00, 50_000_00, 2) : ctx.random.units(1_0000, 20_0000, 4);
}

/**
 * The whale's book of `count` current fixed orders (a desk that rolls many orders): each was lent at
 * a random moment inside its own term, so it is holding now and matures as the clock moves. The
 * principal was already locked when the scenario opens, so it is booked as opening money in the fixed
 * account, and the ledger explains every balance as for any other order.
 */
function generateOrders(ctx: ExchangeContext, count: number): void {
  const state = slice(ctx);
  const now = ctx.now();
  for (let i = 0; i < count; i += 1) {
    const p = ctx.random.pick(state.products);
    const createdAtMs = now - ctx.random.int(1, p.lock_up_period * 24 - 1) * HOUR_MS;
    const amount = whaleAmount(ctx, p.asset);
    const timeline = fixedTimeline({ subscribedAtMs: createdAtMs, lockUpDays: p.lock_up_period });
    bookExternal(ctx.data, { asset: p.asset, account: FIXED_ACCOUNT, delta: amount, reason: 'opening' });
    state.orders.push({
      order_id: ctx.nextId(),
      product_id: Number(p.id),
      asset: p.asset,
      product_type: p.type === 2 ? 2 : 1,
      principal: amount,
      lock_up_period: p.lock_up_period,
      year_rate: p.year_rate,
      createdAtMs,
      finishAtMs: timeline.maturityAtMs,
      status: STATUS.HOLDING,
      reinvest_status: 0,
      redeem_account_type: 0,
      interest: dec(estimateFixedInterest(amount, p.year_rate, p.lock_up_period)).toString(),
      coupon: null,
      payout: null,
      arriveAtMs: null,
    });
  }
}
