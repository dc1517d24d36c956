import type { LaunchPoolState, RateYearType, RewardPoolType } from '../../domain/enums';
import type { DecimalString, Flag, Id } from './base';

// ---------------------------------------------------------------- Launch pool (§3, §4)

/** §3 "Reward pool". */
export interface RewardPool {
  rid: Id;
  coin: string;
  personal_max_amount: DecimalString;
  personal_min_amount: DecimalString;
  decimal_place: number;
  left_buy_total_amount: DecimalString;
  buy_total_amount: DecimalString;
  rate_year: DecimalString;
  rate_year_type: RateYearType;
  reward_pool_type: RewardPoolType;
  vip_config: unknown;
  simple_earn: unknown;
  isApply: boolean | Flag;
  limit_rule: unknown;
}

/** §3 launch pool "Project". */
export interface LaunchPoolProject {
  coin: string;
  icon: string;
  start_timest: number;
  reward_pools: RewardPool[];
  /** §4 launch pool state: none 0, in progress 1, not started 2, completed 3. */
  state?: LaunchPoolState;
  /** When staking closes (seconds); §3 lists no end field, the state needs one. */
  end_timest?: number;
}

/** §3 "User statistics per pool". */
export interface LaunchPoolUserStatistics {
  valid_amount: DecimalString;
  amount: DecimalString;
  lastRewardAmount: DecimalString;
  lastHourRewardAmount: DecimalString;
}
