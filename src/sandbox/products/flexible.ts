import type { RouteName } from '../../api/routes';
import type {
  BonusPromo,
  FixedProduct,
  FlexibleHolding,
  FlexibleProductDetail,
  LadderApr,
} from '../../api/types';
import {
  AUTO_EARN_STATUS,
  blendedApr,
  checkFlexibleRedeem,
  checkMinApr,
  checkSubscribe,
  dec,
  FLEXIBLE_PRODUCT_ID,
  flexibleRedeemable,
  fractionToPercent,
  HISTORY_MODE,
  HISTORY_TYPE,
  HOUR_MS,
  hourlyBandInterest,
  hourlyBonus,
  isHighLendRatio,
  MAX_AMOUNT,
  minAprToRateYear,
  msToSeconds,
  subscribeSubmitAmount,
  TABLE_PAGE_SIZE,
  toPlaces,
} from '../../domain';
import { assertFundsUnlocked } from '../auth';
import { bodyObject, paginate, readAmount, readDecimal, readPage, readString } from '../body';
import { addHistory, queryHistory, readHistoryTime } from '../history';
import { bookExternal, moveFunds, SPOT } from '../ledger';
import { englishOf } from '../messages';
import {
  defineModule,
  type ExchangeContext,
  type HandlerAnswer,
  type HeldBalance,
  ok,
  refuse,
  type SandboxRequest,
} from '../module';
import { createRandom, hashSeed } from '../random';
import type { SandboxData } from '../state';
import {
  APPLICATION_ARRIVAL_DELAY_MS,
  FIRST_PAYMENT_DELAY_MS,
  REDEEM_ARRIVAL_DELAY_MS,
} from './flexibleRules';

/**
 * Simple Earn flexible (§3 Flexible holding / product detail, §7 Simple Earn, §9 times). The time and
 * money rules the spec leaves open are in flexibleRules.ts.
 *
 * Code 213 rule (§4, §8): a redemption is an application (code 213, arrives after 24 h, cannot be
 * cancelled) when the product's lend_ratio is at least 0.8 (§9 redeem warning threshold: most of the
 * asset is lent out) or the amount is above the product's `instant_redeem_limit`; otherwise it is
 * frozen (frozen_status 1, cancellable) and arrives after 10 minutes.
 *
 * Redemptions take principal from the newest tranche first, so older, earning money keeps earning.
 * Cancelling puts the amount back as a new tranche (it earns again from +1 h, like a subscription).
 */

/** A §3 flexible product plus the sandbox's own knobs. */
export interface FlexibleProductConfig {
  asset: string;
  min_lend_amount: string;
  limit_min_lend_rate_year: string;
  max_lend_rate_year: string;
  ladder_apr: LadderApr[];
  /** §3 bonus promo, or null when the asset has none. */
  bonus: BonusPromo | null;
  lend_ratio: string;
  /** Amounts above this are redeemed as an application (code 213). */
  instant_redeem_limit: string;
}

/** Principal subscribed at one time; it keeps its own interest clock. */
export interface Tranche {
  id: number;
  principal: string;
  subscribedAtMs: number;
}

/** A redemption on its way to spot (frozen_amount). */
export interface PendingRedemption {
  id: number;
  amount: string;
  arriveAtMs: number;
  /** False for a 213 application (frozen_status 0). */
  cancellable: boolean;
}

/** The customer's flexible position in one asset. */
export interface FlexibleHoldingState {
  asset: string;
  tranches: Tranche[];
  pending: PendingRedemption[];
  cumulative: string;
  /** The last hourly interest paid (§3 `interest`). */
  lastInterest: string;
  autoInvest: '0' | '1';
  /** §3 min_lend_rate_year, a fraction. */
  minLendRateYear: string;
}

/** The flexible module's state. */
export interface FlexibleSlice {
  products: Record<string, FlexibleProductConfig>;
  holdings: Record<string, FlexibleHoldingState>;
}

export const FLEXIBLE = 'flexible';
/** Ledger accounts: lent principal and frozen (redeeming) principal. */
export const FLEXIBLE_ACCOUNT = 'flexible';
export const FROZEN_ACCOUNT = 'frozen';
/**
 * §4 lists modes for special sources only (auto earn, launch pool, auto reinvest...). A plain lend,
 * interest or bonus record has none, so it carries 0; the UI shows a mode only for redemptions.
 */
export const PLAIN_MODE = HISTORY_MODE.REDEEM_UNIFIED;

function slice(ctx: ExchangeContext): FlexibleSlice {
  return ctx.slice<FlexibleSlice>(FLEXIBLE);
}

function sum(values: readonly string[]): string {
  return values.reduce((acc, v) => acc.plus(dec(v)), dec('0')).toString();
}

function product(ctx: ExchangeContext, asset: string): FlexibleProductConfig {
  const found = slice(ctx).products[asset];
  if (!found) refuse(`${asset} has no flexible product`);
  return found;
}

function holdingOf(ctx: ExchangeContext, asset: string): FlexibleHoldingState {
  const holdings = slice(ctx).holdings;
  holdings[asset] ??= {
    asset,
    tranches: [],
    pending: [],
    cumulative: '0',
    lastInterest: '0',
    autoInvest: '0',
    minLendRateYear: product(ctx, asset).limit_min_lend_rate_year,
  };
  return holdings[asset];
}

function bonusActive(bonus: BonusPromo | null, hourStartMs: number, hourEndMs: number): bonus is BonusPromo {
  return (
    bonus !== null &&
    dec(bonus.ext_award_rate_year).gt(0) &&
    bonus.start_at * 1000 <= hourStartMs &&
    hourEndMs <= bonus.end_at * 1000
  );
}

/** Earning tranches at `atMs` (the hour before it was wholly after their +1 h start), oldest first. */
function earningTranches(holding: FlexibleHoldingState, atMs: number): Tranche[] {
  return holding.tranches
    .filter((t) => t.subscribedAtMs + FIRST_PAYMENT_DELAY_MS <= atMs)
    .sort((a, b) => a.subscribedAtMs - b.subscribedAtMs || a.id - b.id);
}

/** Moves `amount` from `from` into the flexible product as a new tranche and records the lend. */
export function lendToFlexible(
  ctx: ExchangeContext,
  move: { asset: string; amount: string; from: string; mode: number; reason: string },
): void {
  const holding = holdingOf(ctx, move.asset);
  moveFunds(ctx.data, {
    asset: move.asset,
    from: move.from,
    to: FLEXIBLE_ACCOUNT,
    amount: move.amount,
    reason: move.reason,
  });
  holding.tranches.push({ id: ctx.nextId(), principal: move.amount, subscribedAtMs: ctx.now() });
  addHistory(ctx.data, {
    business: FLEXIBLE,
    asset: move.asset,
    type: HISTORY_TYPE.LEND,
    mode: move.mode as typeof PLAIN_MODE,
    amount: move.amount,
    principal: move.amount,
    order_id: FLEXIBLE_PRODUCT_ID,
  });
}

/** §3 Flexible holding as the API sends it. */
export function toFlexibleHolding(ctx: ExchangeContext, holding: FlexibleHoldingState): FlexibleHolding {
  const config = product(ctx, holding.asset);
  const now = ctx.now();
  const principal = sum(holding.tranches.map((t) => t.principal));
  const frozen = sum(holding.pending.map((p) => p.amount));
  const lent = sum(earningTranches(holding, now + HOUR_MS).map((t) => t.principal));
  const apr = blendedApr(lent, config.ladder_apr);
  const bonusOn = bonusActive(config.bonus, now, now);
  return {
    asset: holding.asset,
    curr_amount: dec(principal).plus(dec(frozen)).toString(),
    lend_amount: lent,
    frozen_amount: frozen,
    frozen_status: holding.pending.some((p) => p.cancellable) ? 1 : 0,
    margin_frozen_amount: '0',
    cumulative: holding.cumulative,
    interest: holding.lastInterest,
    next_time_rate_year: apr,
    ext_award_rate_year: bonusOn ? config.bonus!.ext_award_rate_year : '0',
    last_rate_year: apr,
    is_open_award_pool: bonusOn ? 1 : 0,
    award_asset: config.bonus?.award_asset ?? holding.asset,
    auto_invest_status: holding.autoInvest,
    min_lend_rate_year: holding.minLendRateYear,
    ladder_apr: config.ladder_apr,
  };
}

/** The customer's flexible holdings with anything in them, by asset. */
export function flexibleHoldings(ctx: ExchangeContext): FlexibleHolding[] {
  return Object.values(slice(ctx).holdings)
    .filter((h) => h.tranches.length > 0 || h.pending.length > 0 || dec(h.cumulative).gt(0))
    .sort((a, b) => (a.asset < b.asset ? -1 : 1))
    .map((h) => toFlexibleHolding(ctx, h));
}

function productDetail(ctx: ExchangeContext, asset: string): FlexibleProductDetail {
  const config = product(ctx, asset);
  const now = ctx.now();
  const bonusOn = bonusActive(config.bonus, now, now);
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
function checkRateYear(config: FlexibleProductConfig, rateYear: string): void {
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

function subscribe(request: SandboxRequest, ctx: ExchangeContext): HandlerAnswer {
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

function redeem(request: SandboxRequest, ctx: ExchangeContext): HandlerAnswer {
  const body = bodyObject(request.body);
  const asset = readString(body, 'asset');
  const amountText = typeof body.amount === 'string' ? body.amount : '';
  const config = product(ctx, asset);
  assertFundsUnlocked(ctx, 'redeem');
  // §5's minimum is a rule on the typed text; the domain checks it before the amount is parsed.
  const check = checkFlexibleRedeem({ amount: amountText, lendRatio: config.lend_ratio });
  if (check.error) refuse(englishOf(check.error));
  const amount = readAmount(body, 'amount');
  // curr_amount and lend_amount in the body are the client's view; the server uses its own numbers.
  const holding = holdingOf(ctx, asset);
  const redeemable = flexibleRedeemable(toFlexibleHolding(ctx, holding));
  if (dec(amount).gt(redeemable)) refuse(`amount exceeds the redeemable ${redeemable} ${asset}`);
  const application = isHighLendRatio(config.lend_ratio) || dec(amount).gt(config.instant_redeem_limit);
  takeFromTranches(holding, amount);
  moveFunds(ctx.data, { asset, from: FLEXIBLE_ACCOUNT, to: FROZEN_ACCOUNT, amount, reason: 'redeem' });
  const arriveAtMs = ctx.now() + (application ? APPLICATION_ARRIVAL_DELAY_MS : REDEEM_ARRIVAL_DELAY_MS);
  holding.pending.push({ id: ctx.nextId(), amount, arriveAtMs, cancellable: !application });
  const data = { asset, amount, arrival_time: msToSeconds(arriveAtMs) };
  return application ? { code: 213, data, message: 'redemption application submitted' } : ok(data);
}

/** Newest tranche first (see module note). */
function takeFromTranches(holding: FlexibleHoldingState, amount: string): void {
  let left = dec(amount);
  const ordered = [...holding.tranches].sort((a, b) => b.subscribedAtMs - a.subscribedAtMs || b.id - a.id);
  for (const tranche of ordered) {
    if (!left.gt(0)) break;
    const take = dec(tranche.principal).lt(left) ? dec(tranche.principal) : left;
    tranche.principal = dec(tranche.principal).minus(take).toString();
    left = left.minus(take);
  }
  holding.tranches = holding.tranches.filter((t) => dec(t.principal).gt(0));
}

function cancelRedemption(request: SandboxRequest, ctx: ExchangeContext): HandlerAnswer {
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

function splitAssets(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

function historyBusinessQuery(
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

const ROUTES = {
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

const DEFAULT_PRODUCTS = (nowMs: number): Record<string, FlexibleProductConfig> => {
  const start = msToSeconds(nowMs) - 86_400;
  const end = msToSeconds(nowMs) + 7 * 86_400;
  return {
    USDT: {
      asset: 'USDT',
      min_lend_amount: '1',
      limit_min_lend_rate_year: '0.0001',
      max_lend_rate_year: '0.05',
      ladder_apr: [
        { left: '0', right: '1000', apr: '0.1' },
        { left: '1000', right: '', apr: '0.03' },
      ],
      bonus: {
        award_asset: 'USDT',
        ext_award_limit: '500',
        ext_award_rate_year: '0.05',
        start_at: start,
        end_at: end,
      },
      lend_ratio: '0.5',
      instant_redeem_limit: '100000',
    },
    BTC: {
      asset: 'BTC',
      min_lend_amount: '0.0001',
      limit_min_lend_rate_year: '0.0001',
      max_lend_rate_year: '0.05',
      ladder_apr: [
        { left: '0', right: '1', apr: '0.02' },
        { left: '1', right: '', apr: '0.005' },
      ],
      bonus: null,
      lend_ratio: '0.85',
      instant_redeem_limit: '5',
    },
    ETH: {
      asset: 'ETH',
      min_lend_amount: '0.001',
      limit_min_lend_rate_year: '0.0001',
      max_lend_rate_year: '0.05',
      ladder_apr: [
        { left: '0', right: '10', apr: '0.03' },
        { left: '10', right: '', apr: '0.01' },
      ],
      bonus: {
        award_asset: 'GT',
        ext_award_limit: '5',
        ext_award_rate_year: '0.02',
        start_at: start,
        end_at: end,
      },
      lend_ratio: '0.6',
      instant_redeem_limit: '50',
    },
    GT: {
      asset: 'GT',
      min_lend_amount: '1',
      limit_min_lend_rate_year: '0.0001',
      max_lend_rate_year: '0.05',
      ladder_apr: [{ left: '0', right: '', apr: '0.04' }],
      bonus: null,
      lend_ratio: '0.3',
      instant_redeem_limit: '100000',
    },
    USDC: {
      asset: 'USDC',
      min_lend_amount: '1',
      limit_min_lend_rate_year: '0.0001',
      max_lend_rate_year: '0.05',
      ladder_apr: [{ left: '0', right: '', apr: '0.06' }],
      bonus: null,
      lend_ratio: '0.4',
      instant_redeem_limit: '100000',
    },
  };
};

/** Holdings the 'regular' scenario starts with, subscribed 3 days before the start (already earning). */
const SEED_HOLDINGS: Record<string, string> = { USDT: '5000', BTC: '0.5', ETH: '5' };

/** Pays every tranche hour and delivers every redemption due in (fromMs, toMs], in time order. */
function tick(ctx: ExchangeContext, fromMs: number, toMs: number): void {
  const state = slice(ctx);
  type Due = { atMs: number; order: number; run: () => void };
  const due: Due[] = [];
  for (const holding of Object.values(state.holdings)) {
    for (const tranche of holding.tranches) {
      const firstK = Math.max(2, Math.floor((fromMs - tranche.subscribedAtMs) / HOUR_MS) + 1);
      const lastK = Math.floor((toMs - tranche.subscribedAtMs) / HOUR_MS);
      for (let k = firstK; k <= lastK; k += 1) {
        const atMs = tranche.subscribedAtMs + k * HOUR_MS;
        due.push({ atMs, order: tranche.id, run: () => payHour(ctx, holding, tranche.id, atMs) });
      }
    }
    for (const pending of holding.pending) {
      if (pending.arriveAtMs > fromMs && pending.arriveAtMs <= toMs) {
        due.push({
          atMs: pending.arriveAtMs,
          order: pending.id,
          run: () => arrive(ctx, holding, pending.id),
        });
      }
    }
  }
  due.sort((a, b) => a.atMs - b.atMs || a.order - b.order);
  for (const item of due) ctx.at(item.atMs, item.run);
}

function payHour(ctx: ExchangeContext, holding: FlexibleHoldingState, trancheId: number, atMs: number): void {
  const config = product(ctx, holding.asset);
  const earning = earningTranches(holding, atMs);
  let lo = dec('0');
  for (const tranche of earning) {
    const hi = lo.plus(dec(tranche.principal));
    if (tranche.id === trancheId) {
      const interest = hourlyBandInterest(lo.toString(), hi.toString(), config.ladder_apr);
      if (dec(interest).gt(0)) {
        const record = addHistory(ctx.data, {
          business: FLEXIBLE,
          asset: holding.asset,
          type: HISTORY_TYPE.INTEREST,
          mode: PLAIN_MODE,
          amount: interest,
          interest,
          principal: tranche.principal,
          year_rate: blendedApr(hi.toString(), config.ladder_apr),
          order_id: FLEXIBLE_PRODUCT_ID,
        });
        bookExternal(ctx.data, {
          asset: holding.asset,
          account: FLEXIBLE_ACCOUNT,
          delta: interest,
          reason: 'interest',
          historyId: Number(record.id),
        });
        tranche.principal = dec(tranche.principal).plus(dec(interest)).toString();
        holding.cumulative = dec(holding.cumulative).plus(dec(interest)).toString();
        holding.lastInterest = interest;
      }
      const bonus = config.bonus;
      if (bonusActive(bonus, atMs - HOUR_MS, atMs)) {
        const amount = hourlyBonus(
          lo.toString(),
          hi.toString(),
          bonus.ext_award_limit,
          bonus.ext_award_rate_year,
        );
        if (dec(amount).gt(0)) {
          const record = addHistory(ctx.data, {
            business: FLEXIBLE,
            asset: holding.asset,
            type: HISTORY_TYPE.BONUS,
            mode: PLAIN_MODE,
            amount,
            bonus_amount: amount,
            bonus_asset: bonus.award_asset,
            year_rate: bonus.ext_award_rate_year,
            order_id: FLEXIBLE_PRODUCT_ID,
          });
          bookExternal(ctx.data, {
            asset: bonus.award_asset,
            account: SPOT,
            delta: amount,
            reason: 'bonus',
            historyId: Number(record.id),
          });
        }
      }
      return;
    }
    lo = hi;
  }
}

function arrive(ctx: ExchangeContext, holding: FlexibleHoldingState, pendingId: number): void {
  const pending = holding.pending.find((p) => p.id === pendingId);
  if (!pending) return;
  holding.pending = holding.pending.filter((p) => p.id !== pendingId);
  moveFunds(ctx.data, {
    asset: holding.asset,
    from: FROZEN_ACCOUNT,
    to: SPOT,
    amount: pending.amount,
    reason: 'redeem-arrival',
  });
  addHistory(ctx.data, {
    business: FLEXIBLE,
    asset: holding.asset,
    type: HISTORY_TYPE.REDEEM,
    mode: redeemMode(ctx.data),
    amount: pending.amount,
    principal: pending.amount,
    order_id: FLEXIBLE_PRODUCT_ID,
  });
}

/** §4: a redemption to spot is mode 32 in the classic account, 0 (redeem unified) otherwise. */
export function redeemMode(
  data: SandboxData,
): typeof HISTORY_MODE.REDEEM_SPOT | typeof HISTORY_MODE.REDEEM_UNIFIED {
  return data.account.mode === 'classic' ? HISTORY_MODE.REDEEM_SPOT : HISTORY_MODE.REDEEM_UNIFIED;
}

/** The flexible product module. */
export const flexibleModule = defineModule<FlexibleSlice>({
  name: FLEXIBLE,
  routes: ROUTES,
  publicRoutes: [
    'earnCoinInfo',
    'earnChart',
    'earnAwardPool',
    'earnHistoryTypes',
    'earnMaintenanceMarginRate',
    'earnTradingHome',
  ],
  init: (ctx) => ({ products: DEFAULT_PRODUCTS(ctx.now()), holdings: {} }),
  seed(ctx, scenario) {
    if (scenario.holdings) {
      const subscribedAtMs = ctx.now() - 3 * 24 * HOUR_MS;
      for (const [asset, amount] of Object.entries(SEED_HOLDINGS)) {
        if (dec(ctx.data.spot[asset]).lt(amount)) continue;
        lendToFlexible(ctx, { asset, amount, from: SPOT, mode: PLAIN_MODE, reason: 'subscribe' });
        const tranches = holdingOf(ctx, asset).tranches;
        (tranches[tranches.length - 1] as Tranche).subscribedAtMs = subscribedAtMs;
      }
      holdingOf(ctx, 'USDT').autoInvest = '1';
    }
    if (scenario.whale) generateHistory(ctx, FLEXIBLE, Math.ceil(scenario.whale.historyRecords / 2));
  },
  tick,
  balances(ctx) {
    const rows: HeldBalance[] = [];
    for (const holding of Object.values(slice(ctx).holdings)) {
      rows.push({
        asset: holding.asset,
        account: FLEXIBLE_ACCOUNT,
        amount: sum(holding.tranches.map((t) => t.principal)),
      });
      rows.push({
        asset: holding.asset,
        account: FROZEN_ACCOUNT,
        amount: sum(holding.pending.map((p) => p.amount)),
      });
    }
    return rows;
  },
});

/**
 * Past records for the whale: display only (they are history before the sandbox started, so they move
 * no balance), spread over the last 12 months, in time order.
 */
export function generateHistory(ctx: ExchangeContext, business: string, count: number): void {
  const random = ctx.random;
  const now = ctx.now();
  const span = 365 * 24 * HOUR_MS;
  const assets = ['USDT', 'BTC', 'ETH', 'GT', 'USDC'];
  const types = business === FLEXIBLE ? [1, 2, 3, 4] : [1, 2, 3, 5];
  const step = Math.floor(span / count);
  for (let i = 0; i < count; i += 1) {
    const atMs = now - span + i * step + random.int(0, Math.max(0, step - 1));
    const type = random.pick(types) as 1 | 2 | 3 | 4 | 5;
    const amount = random.units(1, 10_000_000, 6);
    const asset = random.pick(assets);
    const record = {
      business,
      asset,
      type,
      mode: type === HISTORY_TYPE.REDEEM ? redeemMode(ctx.data) : PLAIN_MODE,
      amount,
      order_id: business === FLEXIBLE ? FLEXIBLE_PRODUCT_ID : random.int(100_000, 999_999),
      lock_up_period: business === FLEXIBLE ? 0 : random.pick([7, 14, 30]),
    } as const;
    addHistory(ctx.data, record, atMs);
  }
}
