import type { RouteName } from '../../../api/allRoutes';
import type { LaunchPoolProject, RewardPool } from '../../../api/types';
import { dec, HOUR_MS, type LaunchPoolState, msToSeconds } from '../../../domain';
import { readInt } from '../../body';
import {
  defineModule,
  type ExchangeContext,
  type HandlerAnswer,
  type HeldBalance,
  ok,
  type SandboxRequest,
} from '../../module';
import type { ScenarioDefinition } from '../../scenarios';
import {
  defaultLaunchPoolProjects,
  LAUNCH_POOL_PIDS,
  LAUNCH_POOL_RIDS,
  type LaunchPoolProjectConfig,
  type RewardPoolConfig,
} from './catalogue';
import {
  findProject,
  hasSimpleEarn,
  LAUNCH_POOL,
  LAUNCH_POOL_ACCOUNT,
  type LaunchPoolSlice,
  launchPoolSlice,
  payRewardHour,
  placeStake,
  positionOf,
  takeOut,
} from './ledger';
import { createOrder, redeem } from './orders';
import { isRewardHour, projectState, wholeHoursIn } from './rules';

/**
 * Launch pool (§3 Launch pool, §5 stake and redeem, §7 Launch pool): projects with lock and
 * multi-mining reward pools, personal and total quotas, hourly rewards and redeem. The catalogue is in
 * launchPool/catalogue.ts, the rules the spec leaves open in launchPool/rules.ts, the stake/redeem checks
 * in launchPool/orders.ts and the money movements in launchPool/ledger.ts.
 */

export { LAUNCH_POOL_PIDS, LAUNCH_POOL_RIDS };

/**
 * What project-info answers: the §3 project plus the §4 state and the end time (seconds), which §3
 * does not list. src/api's LaunchPoolProject has neither yet; read them through this type.
 */
export interface SandboxLaunchPoolProject extends LaunchPoolProject {
  state: LaunchPoolState;
  end_timest: number;
}

/** What the 'regular' scenario (and every scenario with holdings) has staked in the GT lock pool. */
const SEED_STAKE = { rid: LAUNCH_POOL_RIDS.GT_LOCK, amount: '100' } as const;
/** Borrowed amounts of scenarios with holdings: USDC lacks launch pool support, so it matters (§5). */
const SEED_LOANS: Readonly<Record<string, string>> = { USDC: '1000' };

function toRewardPool(ctx: ExchangeContext, pool: RewardPoolConfig): RewardPool {
  return {
    rid: pool.rid,
    coin: pool.coin,
    personal_max_amount: pool.personal_max_amount,
    personal_min_amount: pool.personal_min_amount,
    decimal_place: pool.decimal_place,
    left_buy_total_amount: pool.left_buy_total_amount,
    buy_total_amount: pool.buy_total_amount,
    rate_year: pool.rate_year,
    rate_year_type: pool.rate_year_type,
    reward_pool_type: pool.reward_pool_type,
    // The spec gives no shape for these; the sandbox has no VIP-only pools and no extra rules.
    vip_config: null,
    // 1 when the auto-transfer checkbox can send this coin to Simple Earn flexible.
    simple_earn: hasSimpleEarn(ctx, pool.coin) ? 1 : 0,
    isApply: launchPoolSlice(ctx).positions[pool.rid]?.applied ?? false,
    limit_rule: null,
  };
}

function projectInfo(request: SandboxRequest, ctx: ExchangeContext): HandlerAnswer {
  const project = findProject(ctx, readInt(request.query, 'projectId'));
  const answer: SandboxLaunchPoolProject = {
    coin: project.coin,
    icon: project.icon,
    start_timest: msToSeconds(project.startMs),
    end_timest: msToSeconds(project.endMs),
    state: projectState(project, ctx.now()),
    reward_pools: project.pools.map((pool) => toRewardPool(ctx, pool)),
  };
  return ok(answer);
}

/** §3 user statistics, one per reward pool in project-info's order; `rid` says which. */
function userProjectStatistics(request: SandboxRequest, ctx: ExchangeContext): HandlerAnswer {
  const project = findProject(ctx, readInt(request.query, 'pid'));
  const latestHour = Math.floor(ctx.now() / HOUR_MS) * HOUR_MS;
  return ok(
    project.pools.map((pool) => {
      const position = launchPoolSlice(ctx).positions[pool.rid];
      const lastHour = position?.lastHourAtMs === latestHour ? position.lastHourReward : '0';
      return {
        rid: pool.rid,
        valid_amount: position?.valid ?? '0',
        amount: position?.amount ?? '0',
        lastRewardAmount: position?.rewards ?? '0',
        lastHourRewardAmount: lastHour,
      };
    }),
  );
}

const ROUTES = {
  launchPoolProjectInfo: projectInfo,
  launchPoolUserProjectStatistics: userProjectStatistics,
  // Shape chosen here (§7 shows none): borrowed amount per coin, like staking's "Loans: assets by coin".
  launchPoolUserLoanProperty: (_request, ctx) => ok({ assets: { ...launchPoolSlice(ctx).loans } }),
  launchPoolCreateOrder: createOrder,
  launchPoolRedeem: redeem,
} satisfies Partial<Record<RouteName, (request: SandboxRequest, ctx: ExchangeContext) => HandlerAnswer>>;

/** At a whole hour: pay the hour that just ended, then snapshot (stakes made in it start earning). */
function hourMark(ctx: ExchangeContext, hourEndMs: number): void {
  const state = launchPoolSlice(ctx);
  for (const project of state.projects) {
    const paying = isRewardHour(project, hourEndMs);
    for (const pool of project.pools) {
      const position = state.positions[pool.rid];
      if (!position) continue;
      if (paying) payRewardHour(ctx, pool, position, hourEndMs);
      position.valid = position.amount;
    }
  }
}

/** At a project's end every stake goes back: to Simple Earn when its auto-transfer was chosen. */
function releaseProject(ctx: ExchangeContext, project: LaunchPoolProjectConfig): void {
  const state = launchPoolSlice(ctx);
  for (const pool of project.pools) {
    const position = state.positions[pool.rid];
    if (!position || !dec(position.amount).gt(0)) continue;
    const toSimpleEarn = position.simpleEarnStatus === 1 && hasSimpleEarn(ctx, pool.coin);
    takeOut(ctx, pool, position, position.amount, toSimpleEarn);
  }
}

function tick(ctx: ExchangeContext, fromMs: number, toMs: number): void {
  type Due = { atMs: number; order: number; run: () => void };
  const due: Due[] = wholeHoursIn(fromMs, toMs).map((h) => ({
    atMs: h,
    order: 0,
    run: () => hourMark(ctx, h),
  }));
  for (const project of launchPoolSlice(ctx).projects) {
    if (project.endMs > fromMs && project.endMs <= toMs) {
      due.push({ atMs: project.endMs, order: 1, run: () => releaseProject(ctx, project) });
    }
  }
  // At one instant the last hour is paid before the stakes leave.
  due.sort((a, b) => a.atMs - b.atMs || a.order - b.order);
  for (const item of due) ctx.at(item.atMs, item.run);
}

function seed(ctx: ExchangeContext, scenario: ScenarioDefinition): void {
  const state = launchPoolSlice(ctx);
  const project = findProject(ctx, LAUNCH_POOL_PIDS.IN_PROGRESS);
  if (scenario.holdings) {
    state.loans = { ...SEED_LOANS };
    const pool = project.pools.find((p) => p.rid === SEED_STAKE.rid) as RewardPoolConfig;
    if (!dec(ctx.data.spot[pool.coin]).lt(SEED_STAKE.amount)) {
      const position = positionOf(ctx, project.pid, pool.rid);
      placeStake(ctx, pool, position, SEED_STAKE.amount, 0);
      // Staked before the current hour, so the seeded holding earns from the first hour on.
      position.valid = position.amount;
    }
  }
  if (scenario.soldOut) {
    const usdt = project.pools.find((p) => p.rid === LAUNCH_POOL_RIDS.USDT_LOCK) as RewardPoolConfig;
    usdt.left_buy_total_amount = '0';
  }
}

/** The launch pool product module. */
export const launchPoolModule = defineModule<LaunchPoolSlice>({
  name: LAUNCH_POOL,
  routes: ROUTES,
  publicRoutes: ['launchPoolProjectInfo'],
  init: (ctx) => ({ projects: defaultLaunchPoolProjects(ctx.now()), positions: {}, loans: {} }),
  seed,
  tick,
  balances(ctx) {
    const rows: HeldBalance[] = [];
    for (const project of launchPoolSlice(ctx).projects) {
      for (const pool of project.pools) {
        const position = launchPoolSlice(ctx).positions[pool.rid];
        if (position) rows.push({ asset: pool.coin, account: LAUNCH_POOL_ACCOUNT, amount: position.amount });
      }
    }
    return rows;
  },
});
