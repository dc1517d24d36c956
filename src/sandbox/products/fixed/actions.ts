import type { RouteName } from '../../../api/allRoutes';
import {
  canSubscribeVipFixed,
  checkSubscribe,
  dec,
  FIXED_REDEEM_TYPE,
  type FixedOrderAction,
  fixedArrivalTime,
  fixedOrderActionLock,
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
} from '../../../domain';
import { assertFundsUnlocked } from '../../auth';
import { bodyObject, paginate, readAmount, readDecimal, readFlag, readInt, readPage } from '../../body';
import { moveFunds, SPOT } from '../../ledger';
import { englishOf } from '../../messages';
import { type ExchangeContext, type HandlerAnswer, ok, refuse, type SandboxRequest } from '../../module';
import { historyHandler, PLAIN_MODE } from '../flexible';
import {
  createOrder,
  FIXED,
  FIXED_ACCOUNT,
  findOrder,
  findProduct,
  fixedOrders,
  lendRecord,
  remainingQuota,
  STATUS,
  type StoredFixedOrder,
  type StoredVoucher,
  slice,
  toFixedOrder,
} from './model';

/** §7 fixed calls: lend (subscribe) and early redemption, with the §4 one-hour lock. */

export function lend(request: SandboxRequest, ctx: ExchangeContext): HandlerAnswer {
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

export function assertUnlocked(
  ctx: ExchangeContext,
  order: StoredFixedOrder,
  action: FixedOrderAction,
): void {
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

export function preRedeem(request: SandboxRequest, ctx: ExchangeContext): HandlerAnswer {
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

export const ROUTES = {
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
