import {
  checkLaunchPoolRedeem,
  checkLaunchPoolStake,
  type LaunchPoolPosition as DomainPosition,
  dec,
  isLaunchPoolQuotaUsedUp,
  LAUNCH_POOL_STATE,
  launchPoolAvailable,
  launchPoolRemainingQuota,
  MAX_AMOUNT,
  minDec,
  REWARD_POOL_TYPE,
  roundDown,
} from '../../../domain';
import { assertFundsUnlocked } from '../../auth';
import { bodyObject, readAmount, readDecimal, readFlag, readInt } from '../../body';
import { englishOf } from '../../messages';
import { type ExchangeContext, type HandlerAnswer, ok, refuse, type SandboxRequest } from '../../module';
import { COINS_WITHOUT_LAUNCH_POOL } from '../shared';
import type { LaunchPoolProjectConfig, RewardPoolConfig } from './catalogue';
import {
  findPool,
  findProject,
  hasSimpleEarn,
  type LaunchPoolPosition,
  launchPoolSlice,
  placeStake,
  positionOf,
  takeOut,
} from './ledger';
import { projectState } from './rules';

/**
 * §7 launch pool create-order (stake) and redeem. The server never trusts the client: every §5 rule
 * is checked again by calling src/domain/launchPool.ts, before anything changes, and a broken rule is
 * code −1 with an English sentence. That sentence is also the failure reason the client reports for
 * tracking (§8 "Launch pool stake or redeem failure"), so each names what failed and the limit.
 */

/**
 * §7 "a device token header": the name the client sends (src/api transport DEVICE_TOKEN_HEADER),
 * lower-cased as fetch delivers headers. Kept as a literal so the sandbox bundle does not pull in the
 * client's transport; a test pins the two together.
 */
export const DEVICE_TOKEN_HEADER_KEY = 'x-device-token';

interface OrderRequest {
  project: LaunchPoolProjectConfig;
  pool: RewardPoolConfig;
  position: LaunchPoolPosition;
  simpleEarnStatus: 0 | 1;
}

function readOrder(request: SandboxRequest, ctx: ExchangeContext): OrderRequest {
  const token = request.headers[DEVICE_TOKEN_HEADER_KEY];
  if (token === undefined || token.trim() === '') refuse('device token header (X-Device-Token) is required');
  const body = bodyObject(request.body);
  const project = findProject(ctx, readInt(body, 'pid'));
  const pool = findPool(project, readInt(body, 'rid'));
  const simpleEarnStatus = readFlag(body, 'simpleEarnStatus');
  if (simpleEarnStatus === 1 && !hasSimpleEarn(ctx, pool.coin)) {
    refuse(`auto-transfer to Simple Earn is not available for ${pool.coin} (simple_earn is 0)`);
  }
  return { project, pool, position: positionOf(ctx, project.pid, pool.rid), simpleEarnStatus };
}

/** §3 decimal_place: an amount with more decimals means the client skipped the §5 precision cap. */
function assertPrecision(amount: string, pool: RewardPoolConfig): void {
  if (!dec(roundDown(amount, pool.decimal_place)).eq(dec(amount))) {
    refuse(`amount must have at most ${pool.decimal_place} decimals for this pool`);
  }
}

function domainPosition(pool: RewardPoolConfig, position: LaunchPoolPosition): DomainPosition {
  return {
    personalMin: pool.personal_min_amount,
    personalMax: pool.personal_max_amount,
    staked: position.amount,
    decimalPlace: pool.decimal_place,
  };
}

/** §5 available balance of the coin: spot, minus borrowed when the coin lacks launch pool support. */
export function stakeAvailable(ctx: ExchangeContext, coin: string): string {
  return launchPoolAvailable({
    balance: ctx.data.spot[coin] ?? '0',
    borrowed: launchPoolSlice(ctx).loans[coin] ?? '0',
    coinSupportsLaunchPool: !COINS_WITHOUT_LAUNCH_POOL.includes(coin),
  });
}

function assertOpen(project: LaunchPoolProjectConfig, pool: RewardPoolConfig, nowMs: number): void {
  const state = projectState(project, nowMs);
  if (state === LAUNCH_POOL_STATE.NOT_STARTED) {
    refuse(
      `launch pool project ${project.coin} has not started; staking opens at ${new Date(project.startMs).toISOString()}`,
    );
  }
  if (state === LAUNCH_POOL_STATE.COMPLETED) refuse(`launch pool project ${project.coin} has ended`);
  if (pool.reward_pool_type !== REWARD_POOL_TYPE.LOCK_POOL) {
    refuse(`reward pool ${pool.rid} is a multi-mining pool; stakes are only accepted into lock pools`);
  }
}

/**
 * The total pool quota (left_buy_total_amount) as one more personal limit: the domain's quota rules
 * run on a position whose maximum is what the customer may still reach in this pool.
 */
function poolCapped(pool: RewardPoolConfig, position: LaunchPoolPosition): DomainPosition {
  const reachable = dec(position.amount).plus(dec(pool.left_buy_total_amount));
  const personalMax = minDec(pool.personal_max_amount, reachable).toString();
  return { ...domainPosition(pool, position), personalMax };
}

/** §5 "used up" (the button reads used up): nothing left of the personal or the total quota. */
function assertNotUsedUp(pool: RewardPoolConfig, position: LaunchPoolPosition): void {
  if (!isLaunchPoolQuotaUsedUp(poolCapped(pool, position))) return;
  refuse(
    dec(pool.left_buy_total_amount).gt(0)
      ? `used up: your personal quota of ${pool.personal_max_amount} ${pool.coin} is used up`
      : `used up: reward pool ${pool.rid} has no total quota left`,
  );
}

/** After the personal rules: the stake must also fit what is left of the pool's total quota. */
function assertWithinPoolQuota(amount: string, pool: RewardPoolConfig, position: LaunchPoolPosition): void {
  if (!dec(amount).gt(pool.left_buy_total_amount)) return;
  const left = launchPoolRemainingQuota(poolCapped(pool, position));
  refuse(`exceeds the pool's remaining total quota: you can stake at most ${left} ${pool.coin} more`);
}

/** POST create-order: stake `amount` of the pool's coin. */
export function createOrder(request: SandboxRequest, ctx: ExchangeContext): HandlerAnswer {
  const { project, pool, position, simpleEarnStatus } = readOrder(request, ctx);
  const amount = readAmount(bodyObject(request.body), 'amount');
  assertFundsUnlocked(ctx, 'subscribe');
  assertOpen(project, pool, ctx.now());
  if (dec(amount).gt(MAX_AMOUNT)) refuse(`amount must not exceed ${MAX_AMOUNT}`);
  assertPrecision(amount, pool);
  assertNotUsedUp(pool, position);
  const available = stakeAvailable(ctx, pool.coin);
  const check = checkLaunchPoolStake(amount, domainPosition(pool, position), available, pool.coin);
  if (check.error) refuse(englishOf(check.error));
  if (!check.canConfirm) refuse(`stake refused (${check.confirm})`);
  assertWithinPoolQuota(amount, pool, position);
  placeStake(ctx, pool, position, amount, simpleEarnStatus);
  return ok({ pid: project.pid, rid: pool.rid, amount, order_id: ctx.nextId() });
}

/** POST redeem: take `amount` of the stake back, to spot or (simpleEarnStatus 1) to Simple Earn. */
export function redeem(request: SandboxRequest, ctx: ExchangeContext): HandlerAnswer {
  const { project, pool, position, simpleEarnStatus } = readOrder(request, ctx);
  // §5's minimum is a rule on the typed amount ("0" is below the smallest unit), so the domain sees
  // any decimal string before the "greater than 0" reader runs.
  const typed = readDecimal(bodyObject(request.body), 'amount');
  assertFundsUnlocked(ctx, 'redeem');
  const check = checkLaunchPoolRedeem(typed, position.amount, pool.decimal_place, pool.coin);
  if (check.error) refuse(englishOf(check.error));
  if (!check.canConfirm) refuse('redeem refused');
  const amount = readAmount(bodyObject(request.body), 'amount');
  assertPrecision(amount, pool);
  takeOut(ctx, pool, position, amount, simpleEarnStatus === 1);
  // A redemption while the project runs frees its share of the total quota for others.
  pool.left_buy_total_amount = dec(pool.left_buy_total_amount).plus(dec(amount)).toString();
  return ok({ pid: project.pid, rid: pool.rid, amount, simpleEarnStatus });
}
