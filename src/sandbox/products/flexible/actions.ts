import type { RouteName } from '../../../api/allRoutes';
import type { FixedProduct, FlexibleProductDetail } from '../../../api/types';
import {
  AUTO_EARN_STATUS,
  blendedApr,
  checkFlexibleRedeem,
  checkMinApr,
  checkSubscribe,
  dec,
  exceedsPrecision,
  FLEXIBLE_REDEEM_AUTO_TRANSFER_DEFAULT,
  flexibleRedeemable,
  fractionToPercent,
  HISTORY_TYPE,
  isHighLendRatio,
  MAX_AMOUNT,
  minAprToRateYear,
  msToSeconds,
  subscribeSubmitAmount,
  TABLE_PAGE_SIZE,
  toPlaces,
} from '../../../domain';
import { assertFundsUnlocked } from '../../auth';
import { bodyObject, paginate, readAmount, readDecimal, readFlag, readPage, readString } from '../../body';
import { queryHistory, readHistoryTime } from '../../history';
import { moveFunds, SPOT } from '../../ledger';
import { englishOf } from '../../messages';
import { type ExchangeContext, type HandlerAnswer, ok, refuse, type SandboxRequest } from '../../module';
import { createRandom, hashSeed } from '../../random';
import {
  FLEXIBLE,
  FLEXIBLE_ACCOUNT,
  type FlexibleProductConfig,
  FROZEN_ACCOUNT,
  flexibleHoldings,
  holdingOf,
  lendToFlexible,
  PLAIN_MODE,
  poolOpen,
  product,
  slice,
  sum,
  takeFromTranches,
  toFlexibleHolding,
} from './model';
import { APPLICATION_ARRIVAL_DELAY_MS, REDEEM_ARRIVAL_DELAY_MS } from './rules';

/** §7 Simple Earn flexible calls: product detail, subscribe, redeem, cancel a redemption, history. */

export function productDetail(ctx: ExchangeContext, asset: string): FlexibleProductDetail {
  const config = product(ctx, asset);
  // The pool is open whenever a promo is set up, before and after its window too, as an exchange
  // reports it: the window (award-pool) decides when the bonus applies (§4).
  const bonusOn = poolOpen(config.bonus);
  const fixed = ctx.data.modules.fixed as { products?: FixedProduct[] } | undefined;
  return {
    min_lend_amount: config.min_lend_amount,
    limit_min_lend_rate_year: config.limit_min_lend_rate_year,
    max_lend_rate_year: config.max_lend_rate_year,
    next_time_rate_year: blendedApr('0', config.ladder_apr),
    ext_award_rate_year: bonusOn ? config.bonus!.ext_award_rate_year : '0',
    ext_award_limit: config.bonus?.ext_award_limit ?? '0',
    award_asset: config.bonus?.award_asset ?? asset,
    ladder_apr: config.ladder_apr,
    is_open_award_pool: bonusOn ? 1 : 0,
    lend_ratio: config.lend_ratio,
    usdt_rate: ctx.data.prices[`${asset}_USDT`] ?? '0',
    fixed_list: (fixed?.products ?? []).filter((p) => p.asset === asset),
  };
}

/** §5 minimum lent APR, checked by the domain on the percent the fraction stands for. */
export function checkRateYear(config: FlexibleProductConfig, rateYear: string): void {
  const check = checkMinApr(fractionToPercent(rateYear), {
    maxPercent: fractionToPercent(config.max_lend_rate_year),
    minPercent: fractionToPercent(config.limit_min_lend_rate_year),
  });
  if (check.error) refuse(englishOf(check.error));
  if (!check.canSubmit) refuse('rateYear is not a valid APR');
  // §5: sent as rate/100 with 4 decimals; more decimals mean the client skipped the rule.
  if (!dec(minAprToRateYear(fractionToPercent(rateYear))).eq(dec(rateYear))) {
    refuse('rateYear must have at most 4 decimals');
  }
}

export function subscribe(request: SandboxRequest, ctx: ExchangeContext): HandlerAnswer {
  const body = bodyObject(request.body);
  const asset = readString(body, 'asset');
  const amount = readAmount(body, 'amount');
  const rateYear = readDecimal(body, 'rateYear');
  const config = product(ctx, asset);
  assertFundsUnlocked(ctx, 'subscribe');
  if (dec(amount).gt(MAX_AMOUNT)) refuse(`amount must not exceed ${MAX_AMOUNT}`);
  if (!dec(subscribeSubmitAmount(amount)).eq(dec(amount))) refuse('amount must have at most 6 decimals');
  checkRateYear(config, rateYear);
  const check = checkSubscribe({
    amount,
    asset,
    minAmount: config.min_lend_amount,
    available: ctx.data.spot[asset] ?? '0',
    aprFraction: rateYear,
  });
  if (check.error) refuse(englishOf(check.error));
  if (!check.canSubmit) refuse('subscription refused');
  lendToFlexible(ctx, { asset, amount, from: SPOT, mode: PLAIN_MODE, reason: 'subscribe' });
  holdingOf(ctx, asset).minLendRateYear = rateYear;
  return ok({ asset, amount });
}

export function redeem(request: SandboxRequest, ctx: ExchangeContext): HandlerAnswer {
  const body = bodyObject(request.body);
  const asset = readString(body, 'asset');
  const amountText = typeof body.amount === 'string' ? body.amount : '';
  const config = product(ctx, asset);
  assertFundsUnlocked(ctx, 'redeem');
  // §5's minimum is a rule on the typed text; the domain checks it before the amount is parsed.
  const check = checkFlexibleRedeem({ amount: amountText, lendRatio: config.lend_ratio });
  if (check.error) refuse(englishOf(check.error));
  const amount = readAmount(body, 'amount');
  if (exceedsPrecision(amount, config.precision)) {
    refuse(`${asset} amounts take at most ${config.precision} decimals`);
  }
  // curr_amount and lend_amount in the body are the client's view; the server uses its own numbers.
  const holding = holdingOf(ctx, asset);
  const redeemable = flexibleRedeemable(toFlexibleHolding(ctx, holding));
  if (dec(amount).gt(redeemable)) refuse(`amount exceeds the redeemable ${redeemable} ${asset}`);
  const application = isHighLendRatio(config.lend_ratio) || dec(amount).gt(config.instant_redeem_limit);
  // The auto-transfer checkbox (see FLEXIBLE_REDEEM_AUTO_TRANSFER_DEFAULT): without it the customer has
  // not accepted an application, so one that cannot be paid now is refused and nothing moves.
  const autoTransfer =
    body.auto_transfer === undefined
      ? FLEXIBLE_REDEEM_AUTO_TRANSFER_DEFAULT
      : readFlag(body, 'auto_transfer') === 1;
  if (application && !autoTransfer) {
    refuse(
      isHighLendRatio(config.lend_ratio)
        ? `${asset} cannot be paid out at once now; turn on auto-transfer to queue the redemption`
        : `at most ${config.instant_redeem_limit} ${asset} can be paid out at once; redeem less, or turn on auto-transfer to queue the redemption`,
    );
  }
  takeFromTranches(holding, amount);
  moveFunds(ctx.data, { asset, from: FLEXIBLE_ACCOUNT, to: FROZEN_ACCOUNT, amount, reason: 'redeem' });
  const arriveAtMs = ctx.now() + (application ? APPLICATION_ARRIVAL_DELAY_MS : REDEEM_ARRIVAL_DELAY_MS);
  holding.pending.push({ id: ctx.nextId(), amount, arriveAtMs, cancellable: !application });
  const data = { asset, amount, arrival_time: msToSeconds(arriveAtMs) };
  return application ? { code: 213, data, message: 'redemption application submitted' } : ok(data);
}

export function cancelRedemption(request: SandboxRequest, ctx: ExchangeContext): HandlerAnswer {
  const body = bodyObject(request.body);
  const asset = readString(body, 'asset');
  const amount = readAmount(body, 'amount');
  const holding = holdingOf(ctx, asset);
  const cancellable = holding.pending.filter((p) => p.cancellable);
  const total = sum(cancellable.map((p) => p.amount));
  if (cancellable.length === 0) refuse('no redemption can be cancelled (frozen_status is 0)');
  if (dec(amount).gt(total)) refuse(`amount exceeds the cancellable ${total} ${asset}`);
  let left = dec(amount);
  for (const pending of [...cancellable].sort((a, b) => b.id - a.id)) {
    if (!left.gt(0)) break;
    const take = dec(pending.amount).lt(left) ? dec(pending.amount) : left;
    pending.amount = dec(pending.amount).minus(take).toString();
    left = left.minus(take);
  }
  holding.pending = holding.pending.filter((p) => dec(p.amount).gt(0));
  moveFunds(ctx.data, { asset, from: FROZEN_ACCOUNT, to: FLEXIBLE_ACCOUNT, amount, reason: 'cancel-redeem' });
  holding.tranches.push({ id: ctx.nextId(), principal: amount, subscribedAtMs: ctx.now() });
  return ok({ asset, amount });
}

export function splitAssets(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

export function historyBusinessQuery(
  request: SandboxRequest,
  ctx: ExchangeContext,
  business: string,
): HandlerAnswer {
  const { page, limit } = readPage(request.query, TABLE_PAGE_SIZE);
  const startAt = readHistoryTime(request.query.start_at);
  const endAt = readHistoryTime(request.query.end_at);
  if (startAt === 'invalid' || endAt === 'invalid') refuse('start_at and end_at must be numeric (seconds)');
  const type = request.query.type ? Number.parseInt(request.query.type, 10) : undefined;
  if (type !== undefined && ![1, 2, 3, 4, 5].includes(type)) refuse('type must be one of 1 to 5');
  return ok(
    queryHistory(ctx.data, {
      business,
      page,
      limit,
      type,
      asset: request.query.asset || undefined,
      startAt,
      endAt,
    }),
  );
}

/** The history query of a business, shared with the fixed module. */
export const historyHandler =
  (business: string) =>
  (request: SandboxRequest, ctx: ExchangeContext): HandlerAnswer =>
    historyBusinessQuery(request, ctx, business);

export const ROUTES = {
  earnCoinInfo: (request, ctx) => ok(productDetail(ctx, readString(request.query, 'coin'))),
  earnSubscribe: subscribe,
  earnRedeem: redeem,
  earnCancelRedemption: cancelRedemption,
  earnAutoInvest: (request, ctx) => {
    const assets = splitAssets(request.query.assets);
    const all = assets.length > 0 ? assets : Object.keys(slice(ctx).products);
    return ok(all.map((asset) => ({ asset, status: holdingOf(ctx, asset).autoInvest })));
  },
  earnSetAutoInvest: (request, ctx) => {
    const body = bodyObject(request.body);
    const status = body.status;
    if (status !== AUTO_EARN_STATUS.ON && status !== AUTO_EARN_STATUS.OFF)
      refuse("status must be '0' or '1'");
    const assets = splitAssets(typeof body.assets === 'string' ? body.assets : undefined);
    if (assets.length === 0) refuse('assets is required');
    for (const asset of assets) product(ctx, asset);
    for (const asset of assets) holdingOf(ctx, asset).autoInvest = status;
    return ok({ assets: assets.join(','), status });
  },
  earnChart: (request, ctx) => {
    const asset = readString(request.query, 'asset');
    const config = product(ctx, asset);
    const type = request.query.type === 'day' ? 'day' : 'hour';
    const step = type === 'day' ? 86_400 : 3_600;
    const from = Number.parseInt(request.query.from ?? '', 10);
    const to = Number.parseInt(request.query.to ?? '', 10);
    if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to) || from > to)
      refuse('from and to must be seconds, from ≤ to');
    if ((to - from) / step > 2000) refuse('chart range is too long');
    const base = config.ladder_apr[0]?.apr ?? '0';
    const points = [];
    for (let time = Math.ceil(from / step) * step; time <= to; time += step) {
      // Seeded per point, so a point is the same whatever range asked for it.
      const factor = createRandom(hashSeed(`${asset}@${time}`, ctx.data.seed)).units(800, 1200, 3);
      points.push({ time, value: toPlaces(dec(base).times(dec(factor)), 4) });
    }
    return ok(points);
  },
  earnSetMinRate: (request, ctx) => {
    const body = bodyObject(request.body);
    const asset = readString(body, 'asset');
    const rateYear = readDecimal(body, 'rateYear');
    checkRateYear(product(ctx, asset), rateYear);
    holdingOf(ctx, asset).minLendRateYear = rateYear;
    return ok({ asset, rateYear });
  },
  earnAwardPool: (request, ctx) => {
    const config = product(ctx, readString(request.query, 'asset'));
    return ok(config.bonus);
  },
  earnStatistics: (_request, ctx) => {
    let lendUsdt = dec('0');
    let interestUsdt = dec('0');
    const list = flexibleHoldings(ctx).map((h) => {
      const price = dec(ctx.data.prices[`${h.asset}_USDT`] ?? '0');
      lendUsdt = lendUsdt.plus(dec(h.curr_amount).times(price));
      interestUsdt = interestUsdt.plus(dec(h.cumulative).times(price));
      return { asset: h.asset, curr_amount: h.curr_amount, cumulative: h.cumulative };
    });
    return ok({
      total_lend_usdt: toPlaces(lendUsdt, 2),
      total_interest_usdt: toPlaces(interestUsdt, 2),
      list,
    });
  },
  earnHoldings: (request, ctx) => {
    const { page, limit } = readPage(request.query, TABLE_PAGE_SIZE);
    const asset = request.query.asset;
    const rows = flexibleHoldings(ctx).filter((h) => !asset || h.asset === asset);
    return ok(paginate(rows, page, limit));
  },
  earnHistory: historyHandler(FLEXIBLE),
  earnHistoryCoins: (_request, ctx) => {
    // Simple Earn's coin filter (§2 History): only coins with flexible or fixed records, not the
    // launch pool, staking or dual coins that share the history store.
    const coins = new Set<string>();
    for (const record of ctx.data.history) {
      if (record.business === FLEXIBLE || record.business === 'fixed') coins.add(record.asset);
    }
    return ok([...coins].sort());
  },
  earnHistoryTypes: (request) => {
    // product_type 0 (or 'flexible') is the flexible product (§9 product id 0); anything else fixed.
    const flexible = ['0', 'flexible', ''].includes(request.query.product_type ?? '');
    const types = flexible
      ? [HISTORY_TYPE.LEND, HISTORY_TYPE.REDEEM, HISTORY_TYPE.INTEREST, HISTORY_TYPE.BONUS]
      : [HISTORY_TYPE.LEND, HISTORY_TYPE.REDEEM, HISTORY_TYPE.INTEREST, HISTORY_TYPE.RATE_UP];
    return ok(types);
  },
  earnUserVip: (_request, ctx) =>
    ok(
      ctx.data.user.tierLevel >= 5
        ? { recommend_type: 0, recommend_asset: '', recommend_value: '0' }
        : { recommend_type: 2, recommend_asset: 'USDT', recommend_value: '50000' },
    ),
  earnMaintenanceMarginRate: () => ok({ maintenance_margin_rate: '0.05' }),
  earnTradingHome: (request, ctx) => {
    const market = readString(request.query, 'market');
    return ok({ market, last: ctx.data.prices[market] ?? '0' });
  },
  earnFundingLock: (_request, ctx) =>
    ok({ use_funding: ctx.data.account.useFunding, locked: ctx.data.account.locked }),
} satisfies Partial<Record<RouteName, (request: SandboxRequest, ctx: ExchangeContext) => HandlerAnswer>>;
