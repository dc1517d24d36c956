import type { DecimalString, Flag, Id } from './base';

// ---------------------------------------------------------------- Staking (§3, §4)

/** A staking VIP discount tier (§3 vip_config). */
export interface StakingVipConfig {
  min_tier: number;
  max_tier: number;
  vip_sale: DecimalString;
}

/** §3 extra_interest ladder tier (money_max '-1' = unlimited). */
export interface ExtraInterestTier {
  money_min: DecimalString;
  money_max: DecimalString;
  money_rate: DecimalString;
}

/** §3 "extra_interest" (bonus campaign). */
export interface ExtraInterest {
  status: string | number;
  max_interest: DecimalString;
  reward_coin: string;
  /** Seconds. */
  start_time: number;
  /** Seconds. */
  end_time: number;
  interest: ExtraInterestTier[];
}

/** §3 staking "extra". */
export interface StakingExtra {
  redeem_period_txt: string;
  redeem_quick: boolean | Flag;
  /** Minutes. */
  redeem_quick_long: number;
  /** Percent. */
  redeem_quick_fee: DecimalString;
  /** Percent. */
  redeem_fee: DecimalString;
  redeem_control: Array<{ redeem: boolean | Flag }>;
  redeem_minday: number;
  redeem_maxday: number;
}

/** §3 defi/debt "reward list" entry. */
export interface StakingReward {
  reward_coin: string;
  reward_delay_days: number;
  interest_delay_days: number;
  fee_rate: DecimalString;
  income_days: number;
  min_redeem_amount: DecimalString;
  vip_config: StakingVipConfig[];
}

/** §3 "defi list" entry. */
export interface StakingDefiSource {
  pid: Id;
  protocol_name: string;
  rate: DecimalString;
  base_rate: DecimalString;
  reward: StakingReward[];
  extra_interest: ExtraInterest | null;
}

/** §3 "debt list" entry. */
export interface StakingDebtSource {
  id: Id;
  protocol_name: string;
  mortgage_coin: string;
  reward_coin: string;
  base_rate: DecimalString;
  extra_interest: ExtraInterest | null;
  reward: StakingReward[];
}

/** §3 "Staking product". */
export interface StakingProduct {
  /** Comma-separated list. */
  mortgage_coin: string;
  reward_coin: string;
  rate: DecimalString;
  base_rate: DecimalString;
  most_rate: DecimalString;
  type: number;
  min_mortgage_amount: DecimalString;
  min_redeem_amount: DecimalString;
  /** '-1' unlimited. */
  personal_mortgage_limit: DecimalString;
  /** '-1' unlimited. */
  crowd_mortgage_limit: DecimalString;
  agreement: string;
  reward_delay_days: number;
  interest_days: number;
  income_days: number;
  borrow_support: boolean | Flag;
  is_defi: boolean | Flag;
  exchange_type: 'default' | 'asset';
  exchange_rate: DecimalString;
  exchange_rate_reverse: DecimalString;
  tips: string;
  /** Remaining fast-redeem quota; '-1' unlimited. */
  redeem_quick_daily: DecimalString;
  vip_config: StakingVipConfig[];
  /**
   * PERCENT of the base reward the exchange keeps as commission, before the tier's vip_sale. §3
   * names fee_rate on the sources' reward entries; the product answered for a source (pid) carries
   * that source's, and a single-source product its own. Absent: no commission.
   */
  fee_rate?: DecimalString;
  extra_interest_type: string | number;
  extra_interest_task: { interest_key: string; jump_web: string } | null;
  extra_interest?: ExtraInterest | null;
  extra?: StakingExtra;
  defi?: StakingDefiSource[];
  debt?: StakingDebtSource[];
}

/** §3 "User staking info". */
export interface StakingUserInfo {
  hold_amount: DecimalString;
  tier: number;
  is_crowd: boolean | Flag;
  mortgage_amount: DecimalString;
  /** Unix seconds of expected arrival. */
  redeem_stamp: number;
}

/**
 * GET coin-user-profit-records (§7): one reward paid to the customer. §7 names the call, not its
 * fields: these are the sandbox exchange's.
 */
export interface StakingProfitRecord {
  id: Id;
  coin: string;
  pid: Id;
  protocol_name?: string;
  reward_coin: string;
  amount: DecimalString;
  /** PERCENT the amount was paid at. */
  rate?: DecimalString;
  /** 'reward' the base reward, 'extra' the bonus campaign's. */
  type?: 'reward' | 'extra';
  /** Unix seconds. */
  time: number;
}

/**
 * GET statistics (coin, pid) (§7): what the customer has staked and earned in a coin. §7 names the
 * call, not its fields: these are the sandbox exchange's.
 */
export interface StakingStatistics {
  mortgage_amount?: DecimalString;
  redeeming_amount?: DecimalString;
  /** Everything paid so far, per reward coin. */
  total_profit?: Array<{ reward_coin: string; amount: DecimalString }>;
  /** Paid in the last day, per reward coin. */
  yesterday_profit?: Array<{ reward_coin: string; amount: DecimalString }>;
}

/** §3 staking "Balances" row (§7: the balance read uses data[0].mortgage_amount). */
export interface StakingBalance {
  pid: Id;
  protocol_name: string;
  mortgage_amount: DecimalString;
}

/** §3 staking "Loans: assets by coin". */
export type StakingLoans = Record<string, DecimalString>;

/** §3 staking "Trend point". */
export interface StakingTrendPoint {
  time: number;
  rate: DecimalString;
  base_rate: DecimalString;
  reward_coin: string;
  extra_rate: DecimalString;
  extra_coin: string;
  coins: Array<{
    rate: DecimalString;
    stake_total_amount: DecimalString;
    stake_total_amount_u: DecimalString;
  }>;
}

/** §3 staking "FAQ item". */
export interface StakingFaqItem {
  ask: string;
  answer: string;
  cate: string;
  unfold: boolean | Flag;
}

/** §7 staking redeem answer: when the funds are expected. */
export interface StakingRedeemResult {
  /** Unix seconds; absent when the server has no arrival data (§8: '--'). */
  redeem_stamp?: number;
}
