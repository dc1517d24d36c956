/**
 * The launch pool modals without React (§2 "Launch pool stake and redeem modals", §3 "Reward
 * pool", §4 rate year type): a reward pool as the tab of a modal shows it.
 */
import type { RewardPool } from '../api/types';
import { RATE_YEAR_TYPE, type RateYearType } from '../domain/enums';

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
