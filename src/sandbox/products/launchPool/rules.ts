import {
  DAYS_PER_YEAR,
  DISPLAY_DECIMALS,
  dec,
  HOUR_MS,
  LAUNCH_POOL_STATE,
  type LaunchPoolState,
  roundDown,
} from '../../../domain';

/**
 * Launch pool time and money rules the spec leaves open, chosen here and documented once. The §5
 * stake/redeem checks are not here: they are the domain's (src/domain/launchPool.ts).
 *
 * Project state (§4): not started (2) before the project's start_timest, in progress (1) from it
 * until its end, completed (3) from the end on. §3 has no end field, so project-info also answers
 * `end_timest` (seconds) next to `state`.
 *
 * Rewards: a project pays every whole hour H with [H − 1 h, H] inside [start, end]. A pool's reward
 * for that hour, in the pool's reward coin (the project's coin), is
 *   valid_amount × rate_year / 365 / 24, rounded down to 8 decimals (§9 display decimals).
 * rate_year is read as "reward coin per staked coin per year" (a quantity rate, not a value rate:
 * project coins have no market price in the sandbox). It is rounded to 8 decimals and not to the
 * pool's decimal_place, because decimal_place is the precision of what the customer types (§3, §5),
 * not of the reward coin. Rewards go to spot and are recorded in history (type interest, mode
 * launch pool 10), so conservation holds.
 *
 * valid_amount vs amount (§3): a stake counts for rewards from the next whole hour (the hourly
 * snapshot), so `amount` is what is staked and `valid_amount` what earns in the current hour. A
 * redemption stops earning at once, taken first from the part that is not valid yet.
 *
 * lastHourRewardAmount is the reward of the latest whole hour (0 when that hour paid nothing);
 * lastRewardAmount is everything the pool has paid the customer so far (the "my rewards" figure).
 *
 * Total quota: left_buy_total_amount falls by every stake and rises by every redemption; the stakes
 * returned when a project completes leave it as it was (the final figure of the sale).
 *
 * simpleEarnStatus (the §2 auto-transfer checkbox): on redeem, 1 sends the redeemed amount to Simple
 * Earn flexible (a lend with §4 mode launch pool 10) instead of spot; on create-order it is remembered
 * and decides where the stake goes when the project completes (the sandbox returns every stake at the
 * end). It needs a Simple Earn product for the coin (§3 reward pool `simple_earn` is 1 then).
 * Redemptions arrive at once.
 */

const HOURS_PER_YEAR = DAYS_PER_YEAR * 24;

/** §4 launch pool state at `nowMs` for a project running [startMs, endMs). */
export function projectState(project: { startMs: number; endMs: number }, nowMs: number): LaunchPoolState {
  if (nowMs < project.startMs) return LAUNCH_POOL_STATE.NOT_STARTED;
  if (nowMs < project.endMs) return LAUNCH_POOL_STATE.IN_PROGRESS;
  return LAUNCH_POOL_STATE.COMPLETED;
}

/** True when the hour ending at `hourEndMs` lies wholly inside the project's run, so it pays rewards. */
export function isRewardHour(project: { startMs: number; endMs: number }, hourEndMs: number): boolean {
  return project.startMs <= hourEndMs - HOUR_MS && hourEndMs <= project.endMs;
}

/** One hour of reward for `validAmount` staked at `rateYear`, rounded down to 8 decimals. */
export function hourlyReward(validAmount: string, rateYear: string): string {
  return roundDown(dec(validAmount).times(dec(rateYear)).div(HOURS_PER_YEAR), DISPLAY_DECIMALS);
}

/** Whole hours H with fromMs < H ≤ toMs, in order. */
export function wholeHoursIn(fromMs: number, toMs: number): number[] {
  const hours: number[] = [];
  for (let h = Math.floor(fromMs / HOUR_MS) * HOUR_MS + HOUR_MS; h <= toMs; h += HOUR_MS) hours.push(h);
  return hours;
}
