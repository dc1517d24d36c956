import type { RouteName } from '../../../api/allRoutes';
import {
  DAY_MS,
  dec,
  hasStaking,
  msToSeconds,
  STAKING_CHART_PERIODS_DAYS,
  TABLE_PAGE_SIZE,
} from '../../../domain';
import { paginate, readFlag, readInt, readPage, readString } from '../../body';
import {
  defineModule,
  type ExchangeContext,
  type HandlerAnswer,
  type HeldBalance,
  ok,
  refuse,
  type SandboxRequest,
} from '../../module';
import { stakingTick } from './accrual';
import { redeem, stake } from './actions';
import { defaultStakingProducts } from './catalogue';
import {
  productsOf,
  readPid,
  resolveTerms,
  STAKING,
  STAKING_ACCOUNT,
  STAKING_REDEEMING_ACCOUNT,
  type StakingSlice,
  stakingSlice,
  sumOf,
  termsOf,
} from './model';
import { seedStaking } from './seed';
import {
  coinLines,
  defiLines,
  faqItems,
  holdingsOf,
  toBalances,
  toStakingProduct,
  toUserInfo,
} from './views';

/**
 * Staking (§1, §3 Staking product, §4 stake modes / bonus status / redemption span, §5 Staking, §7
 * Staking, §9). The products (one per family, plus an exchange-type asset) are in
 * staking/catalogue.ts; the time and money rules the spec leaves open in src/domain/stakingSchedule.ts; the §3
 * answers in staking/views.ts; stake and redeem in staking/actions.ts; the clock in
 * staking/accrual.ts; the scenario part in staking/seed.ts.
 *
 * Ledger accounts: 'staking' (staked principal, in the position asset) and 'staking-redeeming'
 * (redemptions on their way, after the fee). Rewards are paid to spot in their reward coin.
 */

/** A coin query parameter; ETH and BTC have no staking (§9), which is said plainly. */
function readCoin(query: Readonly<Record<string, string>>): string {
  const coin = readString(query, 'coin').toUpperCase();
  if (!hasStaking(coin)) refuse(`${coin} has no staking`);
  return coin;
}

/** limit/page of a trend call: up to a year of daily points (§9 periods 7, 30, 90, 365 days). */
const LONGEST_PERIOD_DAYS = Math.max(...STAKING_CHART_PERIODS_DAYS);

function readTrendPage(query: Readonly<Record<string, string>>): { limit: number; page: number } {
  // Without a limit the chart's default period (§9: one year) is answered.
  const limit = query.limit ? readInt(query, 'limit') : LONGEST_PERIOD_DAYS;
  const page = query.page ? readInt(query, 'page') : 1;
  if (limit < 1 || limit > LONGEST_PERIOD_DAYS) refuse(`limit must be between 1 and ${LONGEST_PERIOD_DAYS}`);
  if (page < 1) refuse('page must be at least 1');
  return { limit, page };
}

function statistics(request: SandboxRequest, ctx: ExchangeContext): HandlerAnswer {
  const coin = readCoin(request.query);
  const pid = request.query.pid === undefined ? null : readPid(request.query.pid);
  if (productsOf(ctx, coin).length === 0) refuse(`${coin} has no staking product`);
  const rows = holdingsOf(ctx, coin, pid);
  const records = stakingSlice(ctx).profitRecords.filter(
    (r) => r.coin === coin && (pid === null || r.pid === pid),
  );
  // 'Yesterday' is the last 24 hours of the virtual clock: the reward paid at the latest 00:00.
  const yesterdayFrom = msToSeconds(ctx.now() - DAY_MS);
  const byCoin = (list: typeof records) => {
    const totals: Record<string, string> = {};
    for (const r of list) totals[r.reward_coin] = dec(totals[r.reward_coin]).plus(dec(r.amount)).toString();
    return Object.entries(totals).map(([reward_coin, amount]) => ({ reward_coin, amount }));
  };
  return ok({
    coin,
    pid: pid ?? -1,
    mortgage_amount: sumOf(rows.map((r) => r.staked)),
    redeeming_amount: sumOf(rows.map((r) => r.redeeming)),
    total_profit: byCoin(records),
    yesterday_profit: byCoin(records.filter((r) => r.time > yesterdayFrom)),
  });
}

function profitRecords(request: SandboxRequest, ctx: ExchangeContext): HandlerAnswer {
  const coin = readCoin(request.query);
  const { page, limit } = readPage(request.query, TABLE_PAGE_SIZE);
  // §7 `to` = end of today (seconds); records after it are not listed.
  const to = request.query.to ? readInt(request.query, 'to') : Number.MAX_SAFE_INTEGER;
  const list = stakingSlice(ctx)
    .profitRecords.filter((r) => r.coin === coin && r.time <= to)
    .sort((a, b) => b.time - a.time || b.id - a.id);
  return ok(paginate(list, page, limit));
}

const ROUTES = {
  stakingCoinLines: (request, ctx) => {
    const terms = resolveTerms(ctx, readCoin(request.query), readPid(request.query.pid), false);
    const { limit, page } = readTrendPage(request.query);
    return ok(coinLines(ctx, terms, limit, page));
  },
  stakingDefiLines: (request, ctx) => {
    const coin = readCoin(request.query);
    const product = productsOf(ctx, coin).find((p) => p.sources?.kind === 'defi');
    if (!product?.sources) refuse(`${coin} has no DeFi staking`);
    const { limit, page } = readTrendPage(request.query);
    return ok(
      defiLines(
        ctx,
        product.sources.list.map((s) => termsOf(product, s)),
        limit,
        page,
      ),
    );
  },
  stakingStake: stake,
  stakingRedeem: redeem,
  stakingStatistics: statistics,
  stakingUserInfo: (request, ctx) =>
    ok(toUserInfo(ctx, resolveTerms(ctx, readCoin(request.query), readPid(request.query.pid), false))),
  stakingBalances: (request, ctx) => {
    const coin = request.query.coin ? readCoin(request.query) : '';
    const hideZero = request.query.hide_zero_hold ? readFlag(request.query, 'hide_zero_hold') === 1 : false;
    return ok(toBalances(ctx, coin, hideZero));
  },
  stakingProfitRecords: profitRecords,
  stakingLockBalances: (_request, ctx) =>
    ok(
      holdingsOf(ctx, '', null)
        .filter((row) => dec(row.staked).gt(0) || dec(row.redeeming).gt(0))
        .map((row) => ({
          coin: row.position.coin,
          pid: row.position.pid,
          asset: row.position.asset,
          mortgage_amount: row.staked,
          redeeming_amount: row.redeeming,
          redeem_stamp: row.redeemStamp,
        })),
    ),
  stakingProduct: (request, ctx) =>
    ok(toStakingProduct(ctx, resolveTerms(ctx, readCoin(request.query), readPid(request.query.pid), false))),
  stakingUserLoans: (request, ctx) => {
    const coin = readCoin(request.query);
    return ok({ [coin]: stakingSlice(ctx).loans[coin] ?? '0' });
  },
  stakingFaq: (request, ctx) =>
    ok(faqItems(resolveTerms(ctx, readCoin(request.query), readPid(request.query.pid), false))),
} satisfies Partial<Record<RouteName, (request: SandboxRequest, ctx: ExchangeContext) => HandlerAnswer>>;

/** The staking product module. */
export const stakingModule = defineModule<StakingSlice>({
  name: STAKING,
  routes: ROUTES,
  publicRoutes: ['stakingCoinLines', 'stakingDefiLines', 'stakingProduct', 'stakingFaq'],
  init: (ctx) => ({
    products: defaultStakingProducts(ctx.now()),
    positions: [],
    pendingRewards: [],
    redemptions: [],
    profitRecords: [],
    loans: {},
    quickUsed: {},
    isCrowd: false,
  }),
  seed: seedStaking,
  tick: stakingTick,
  balances(ctx) {
    const slice = stakingSlice(ctx);
    const rows: HeldBalance[] = slice.positions.map((p) => ({
      asset: p.asset,
      account: STAKING_ACCOUNT,
      amount: sumOf(p.tranches.map((t) => t.amount)),
    }));
    for (const r of slice.redemptions)
      rows.push({ asset: r.asset, account: STAKING_REDEEMING_ACCOUNT, amount: r.amount });
    return rows;
  },
});
