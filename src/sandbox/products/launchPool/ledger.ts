import type { Flag } from '../../../api/types';
import { dec, HISTORY_MODE, HISTORY_TYPE, minDec } from '../../../domain';
import { addHistory } from '../../history';
import { bookExternal, moveFunds, SPOT } from '../../ledger';
import { type ExchangeContext, refuse } from '../../module';
import { type FlexibleSlice, lendToFlexible } from '../flexible';
import type { LaunchPoolProjectConfig, RewardPoolConfig } from './catalogue';
import { hourlyReward } from './rules';

/**
 * The launch pool's state and every money movement it makes: stake, take out (redeem or the return at
 * the project's end) and the hourly reward. Callers have already checked the §5 rules.
 */

/** Module name, state slice key and history business. */
export const LAUNCH_POOL = 'launchPool';
/** Ledger account of staked principal. */
export const LAUNCH_POOL_ACCOUNT = 'launchPool';

/** The customer's position in one reward pool. */
export interface LaunchPoolPosition {
  pid: number;
  rid: number;
  /** §3 amount: what is staked. */
  amount: string;
  /** §3 valid_amount: what earns in the current hour (see launchPool/rules.ts). */
  valid: string;
  /** §3 lastRewardAmount: every reward paid so far. */
  rewards: string;
  /** The reward of the hour ending at `lastHourAtMs`. */
  lastHourReward: string;
  lastHourAtMs: number | null;
  /** The auto-transfer choice of the latest stake: where the stake goes when the project completes. */
  simpleEarnStatus: Flag;
  /** §3 isApply: the customer has staked in this pool. */
  applied: boolean;
}

/** The launch pool module's state. */
export interface LaunchPoolSlice {
  projects: LaunchPoolProjectConfig[];
  /** By rid (rids are unique across projects). */
  positions: Record<string, LaunchPoolPosition>;
  /** Borrowed amount per coin in the unified account (§5, §7 get-user-loan-property). */
  loans: Record<string, string>;
}

/** The module's slice. */
export function launchPoolSlice(ctx: ExchangeContext): LaunchPoolSlice {
  return ctx.slice<LaunchPoolSlice>(LAUNCH_POOL);
}

/** The project with this id, or a refusal naming it. */
export function findProject(ctx: ExchangeContext, pid: number): LaunchPoolProjectConfig {
  const project = launchPoolSlice(ctx).projects.find((p) => p.pid === pid);
  if (!project) refuse(`launch pool project ${pid} does not exist`);
  return project;
}

/** The pool `rid` of the project, or a refusal (a rid of another project is refused too). */
export function findPool(project: LaunchPoolProjectConfig, rid: number): RewardPoolConfig {
  const pool = project.pools.find((p) => p.rid === rid);
  if (!pool) refuse(`reward pool ${rid} does not belong to launch pool project ${project.pid}`);
  return pool;
}

/**
 * The customer's position in a pool: the stored one, or a fresh empty one that is stored only when
 * money goes in (so a refused request leaves the state exactly as it was).
 */
export function positionOf(ctx: ExchangeContext, pid: number, rid: number): LaunchPoolPosition {
  return (
    launchPoolSlice(ctx).positions[rid] ?? {
      pid,
      rid,
      amount: '0',
      valid: '0',
      rewards: '0',
      lastHourReward: '0',
      lastHourAtMs: null,
      simpleEarnStatus: 0,
      applied: false,
    }
  );
}

/** True when Simple Earn flexible takes this coin (the §3 reward pool `simple_earn` flag). */
export function hasSimpleEarn(ctx: ExchangeContext, coin: string): boolean {
  const flexible = ctx.data.modules.flexible as FlexibleSlice | undefined;
  return flexible?.products[coin] !== undefined;
}

/** Moves a stake from spot into the pool and records it. */
export function placeStake(
  ctx: ExchangeContext,
  pool: RewardPoolConfig,
  position: LaunchPoolPosition,
  amount: string,
  simpleEarnStatus: Flag,
): void {
  moveFunds(ctx.data, { asset: pool.coin, from: SPOT, to: LAUNCH_POOL_ACCOUNT, amount, reason: 'stake' });
  position.amount = dec(position.amount).plus(dec(amount)).toString();
  position.simpleEarnStatus = simpleEarnStatus;
  position.applied = true;
  launchPoolSlice(ctx).positions[pool.rid] = position;
  pool.left_buy_total_amount = dec(pool.left_buy_total_amount).minus(dec(amount)).toString();
  addHistory(ctx.data, {
    business: LAUNCH_POOL,
    asset: pool.coin,
    type: HISTORY_TYPE.LEND,
    mode: HISTORY_MODE.LAUNCH_POOL,
    amount,
    principal: amount,
    order_id: pool.rid,
  });
}

/**
 * Takes `amount` out of a position to spot, or to Simple Earn flexible when `toSimpleEarn`. The
 * amount leaves the not-yet-valid part first, so what has earned longest keeps earning.
 */
export function takeOut(
  ctx: ExchangeContext,
  pool: RewardPoolConfig,
  position: LaunchPoolPosition,
  amount: string,
  toSimpleEarn: boolean,
): void {
  position.amount = dec(position.amount).minus(dec(amount)).toString();
  position.valid = minDec(position.valid, position.amount).toString();
  if (toSimpleEarn) {
    lendToFlexible(ctx, {
      asset: pool.coin,
      amount,
      from: LAUNCH_POOL_ACCOUNT,
      mode: HISTORY_MODE.LAUNCH_POOL,
      reason: 'launch-pool-redeem',
    });
  } else {
    moveFunds(ctx.data, {
      asset: pool.coin,
      from: LAUNCH_POOL_ACCOUNT,
      to: SPOT,
      amount,
      reason: 'launch-pool-redeem',
    });
  }
  addHistory(ctx.data, {
    business: LAUNCH_POOL,
    asset: pool.coin,
    type: HISTORY_TYPE.REDEEM,
    mode: HISTORY_MODE.LAUNCH_POOL,
    amount,
    principal: amount,
    order_id: pool.rid,
  });
}

/** Pays one hour of reward on the position's valid amount, at `hourEndMs` (the caller's ctx.at). */
export function payRewardHour(
  ctx: ExchangeContext,
  pool: RewardPoolConfig,
  position: LaunchPoolPosition,
  hourEndMs: number,
): void {
  const reward = hourlyReward(position.valid, pool.rate_year);
  position.lastHourReward = reward;
  position.lastHourAtMs = hourEndMs;
  if (!dec(reward).gt(0)) return;
  const record = addHistory(ctx.data, {
    business: LAUNCH_POOL,
    asset: pool.rewardCoin,
    type: HISTORY_TYPE.INTEREST,
    mode: HISTORY_MODE.LAUNCH_POOL,
    amount: reward,
    interest: reward,
    principal: position.valid,
    year_rate: pool.rate_year,
    order_id: pool.rid,
  });
  bookExternal(ctx.data, {
    asset: pool.rewardCoin,
    account: SPOT,
    delta: reward,
    reason: 'reward',
    historyId: Number(record.id),
  });
  position.rewards = dec(position.rewards).plus(dec(reward)).toString();
}
