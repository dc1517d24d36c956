/**
 * The launch pool modals without React (§2 "Launch pool stake and redeem modals", §3 "Reward
 * pool", §4 rate year type): a reward pool as the tab of a modal shows it.
 */
import type { RewardPool } from '../api/types';
import { RATE_YEAR_TYPE, type RateYearType } from '../domain/enums';
import { type LaunchPoolPosition, launchPoolReachableMax } from '../domain/launchPool';

/** A reward pool as a modal's tab shows it. */
export interface RewardPoolView {
  readonly coin: string;
  /** Decimals the amount takes (§3 decimal_place). */
  readonly precision: number;
  /** §5 the smallest stake. */
  readonly minAmount: string;
  /** §4 how the APR is labelled: real, estimate or none. */
  readonly rateType: RateYearType;
  /** A fraction; null when the type is none (shown as '--'). */
  readonly aprFraction: string | null;
}

export function rewardPoolView(pool: RewardPool): RewardPoolView {
  return {
    coin: pool.coin,
    precision: pool.decimal_place,
    minAmount: pool.personal_min_amount,
    rateType: pool.rate_year_type,
    aprFraction: pool.rate_year_type === RATE_YEAR_TYPE.NONE ? null : pool.rate_year,
  };
}

/**
 * The position the §5 stake rules run on: the pool's personal minimum, its personal maximum capped
 * by the pool's total quota left (§3 left_buy_total_amount), what the customer stakes, and the
 * pool's decimals.
 */
export function launchPoolPosition(pool: RewardPool, staked: string): LaunchPoolPosition {
  return {
    personalMin: pool.personal_min_amount,
    personalMax: launchPoolReachableMax(pool.personal_max_amount, staked, pool.left_buy_total_amount),
    staked,
    decimalPlace: pool.decimal_place,
  };
}

/** §3 simple_earn: the pool offers to move its rewards to Simple Earn (the auto-transfer box). */
export function offersAutoTransfer(pool: RewardPool | undefined): boolean {
  return pool?.simple_earn === 1;
}
