/**
 * The §3 entities as the API sends them. Field names are exactly those of §3 (snake_case and the odd
 * camelCase included). Every amount, rate and price is a decimal string: the client never turns
 * money into a JS number (ARCHITECTURE "Contracts"); src/domain does the arithmetic.
 */

import type { DualReinvestMatch } from '../domain/dual';
/** A decimal number sent as a string (amount, rate, price). */
import type {
  AccountMode,
  DualOrderStatus,
  HistoryMode,
  HistoryType,
  LaunchPoolState,
  RateYearType,
  RedeemAccountType,
  RewardPoolType,
  SaleStatus,
} from '../domain/enums';

export type {
  DualOrderStatus,
  DualReinvestMatch,
  HistoryMode,
  HistoryType,
  RateYearType,
  RedeemAccountType,
  RewardPoolType,
  SaleStatus,
};

export type DecimalString = string;
/** An id the server may send as a number or a numeric string. */
export type Id = number | string;
/** A 0/1 switch as the API encodes it. */
export type Flag = 0 | 1;

// ---------------------------------------------------------------- Simple Earn, flexible (§3)

/** §3 "Flexible holding". */
export interface FlexibleHolding {
  asset: string;
  curr_amount: DecimalString;
  lend_amount: DecimalString;
  frozen_amount: DecimalString;
  /** §4: 1 lets the pending redemption be cancelled, 0 does not. */
  frozen_status: Flag;
  margin_frozen_amount: DecimalString;
  cumulative: DecimalString;
  interest: DecimalString;
  next_time_rate_year: DecimalString;
  ext_award_rate_year: DecimalString;
  last_rate_year: DecimalString;
  is_open_award_pool: Flag | boolean;
  award_asset: string;
  auto_invest_status: Flag | '0' | '1';
  min_lend_rate_year: DecimalString;
  ladder_apr: LadderApr[];
}

/** A ladder APR tier (§3 fixed product "ladder_apr list (left, right, apr)"). */
export interface LadderApr {
  left: DecimalString;
  right: DecimalString;
  apr: DecimalString;
}

/** §3 "Bonus promo". */
export interface BonusPromo {
  award_asset: string;
  ext_award_limit: DecimalString;
  ext_award_rate_year: DecimalString;
  start_at: number;
  end_at: number;
}

/** §3 "Flexible product detail". */
export interface FlexibleProductDetail {
  min_lend_amount: DecimalString;
  limit_min_lend_rate_year: DecimalString;
  max_lend_rate_year: DecimalString;
  next_time_rate_year: DecimalString;
  ext_award_rate_year: DecimalString;
  ext_award_limit: DecimalString;
  award_asset: string;
  ladder_apr: LadderApr[];
  is_open_award_pool: Flag | boolean;
  lend_ratio: DecimalString;
  usdt_rate: DecimalString;
  fixed_list: FixedProduct[];
}

/** §7 funding-lock check answer: the operation stops when both are true (§8). */
export interface FundingLock {
  use_funding: boolean | Flag;
  locked: boolean | Flag;
}

/** §4 redeem result: 'submitted' when the engine answered 213 (an application, not yet executed). */
export interface FlexibleRedeemResult<T = unknown> {
  outcome: 'redeemed' | 'submitted';
  data: T;
}

// ---------------------------------------------------------------- Fixed (§3)

/** §3 fixed order `product_type`: 1 normal, 2 VIP. */
export type FixedProductType = 1 | 2;

/** §3 "Fixed order". */
export interface FixedOrder {
  order_id: Id;
  id: Id;
  asset: string;
  product_id: Id;
  product_type: FixedProductType;
  create_time: number;
  principal: DecimalString;
  lock_up_period: number;
  interest: DecimalString;
  total_interest: DecimalString;
  year_rate: DecimalString;
  /** §3: the same rate under another name in some views. */
  year_rate_perent?: DecimalString;
  /** §3: the same rate under another name in some views. */
  total_year_rate_percent?: DecimalString;
  finish_time: number;
  /** §3: 0 or 1 = holding, otherwise redeeming or redeemed. */
  status: number;
  bonus_info: { ladder_apr: LadderApr[]; bonus_asset: string } | null;
  coupon_info: unknown;
  redeem_account_type: RedeemAccountType;
  reinvest_status: Flag;
  /** Each flag: 0 not allowed, 1 allowed. */
  product_info: { pre_redeem: Flag; reinvest: Flag; redeem_account: Flag };
}

/** §3 "Fixed product". */
export interface FixedProduct {
  asset: string;
  id: Id;
  type: number;
  year_rate: DecimalString;
  ladder_apr: LadderApr[];
  min_vip: number;
  max_vip: number;
  sale_status: SaleStatus;
  lock_up_period: number;
  award_asset: string;
  next_time_rate_year: DecimalString;
  min_lend_amount: DecimalString;
  user_max_lend_volume: DecimalString;
  start_at: number;
  end_at: number;
  bonus_asset: string;
  bonus_asset_price: DecimalString;
  product_asset_price: DecimalString;
  reinvest: Flag;
  pre_redeem: Flag;
  redeem_account: Flag;
}

/** §3 "Rate-up voucher". */
export interface RateUpVoucher {
  id: Id;
  title: string;
  /** Percent. */
  rate_ratio: DecimalString;
  rate_day: number;
  /** Seconds. */
  expired_timest: number;
  buy_limit_low: DecimalString;
  buy_limit_high: DecimalString;
  using_currency: string;
}

// ---------------------------------------------------------------- History (§3, §4)

/** §4 fixed sub-business: launch pad 11, launch pool 12. */
export type SubBusiness = 11 | 12;

/** §3 "History record". */
export interface HistoryRecord {
  id: Id;
  asset: string;
  order_id: Id;
  lock_up_period: number;
  create_at: number;
  finish_at: number;
  principal: DecimalString;
  interest: DecimalString;
  amount: DecimalString;
  year_rate: DecimalString;
  mode: HistoryMode;
  type: HistoryType;
  time_at: number;
  unique_time: number | string;
  sub_business: SubBusiness | number;
  bonus_amount: DecimalString;
  bonus_asset: string;
  coupon_principal: DecimalString;
  coupon_interest: DecimalString;
  rate_ratio: DecimalString;
}

/** §3 "Daily interest detail / interest record". */
export interface InterestRecord {
  time_at: number;
  lend_principal: DecimalString;
  lend_rate_year: DecimalString;
  amount: DecimalString;
}

/** §3 "APR history point". */
export interface AprHistoryPoint {
  /** Seconds. */
  time: number;
  value: DecimalString;
}

/** §3 "Upgrade-way": 0 none, 1 hold GT, 2 hold assets, 3 trade volume. */
export interface UpgradeWay {
  recommend_type: 0 | 1 | 2 | 3;
  recommend_asset: string;
  recommend_value: DecimalString;
}

/** A page of rows; §7 does not show the paging wrapper, so both usual spellings are allowed. */
export interface Page<T> {
  list: T[];
  total?: number;
  count?: number;
}

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

// ---------------------------------------------------------------- Account, user, misc (§3)

/** §4 account modes. */
export type AccountModeName = AccountMode;

/** §3 "Account mode". */
export interface AccountModeInfo {
  mode: AccountModeName;
  first_open: boolean | Flag;
  settings: { use_funding: boolean | Flag };
}

/** §3 "User". */
export interface WealthUser {
  isLogin: boolean;
  tier_level: number;
}

/** §3 "Available balance entry". */
export interface AvailableBalance {
  outable: DecimalString;
  available: DecimalString;
  mode: AccountModeName | string;
}

/** §3 "Referral info". */
export interface ReferralInfo {
  encrypted_uid: string;
  kol_code: string;
}

/** §7 `borrow-coin-settings` answer. */
export interface BorrowCoinSettings {
  is_support_launchpool: boolean | Flag;
  is_support_staking: boolean | Flag;
}

/** §7 `compliance/check` answer; the shape of both fields is not shown. */
export interface ComplianceCheck {
  business: unknown;
  menu: unknown;
}

/** §7 `market/tickers` row. */
export interface Ticker {
  pair: string;
  rate: DecimalString;
}

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

// ---------------------------------------------------------------- Dual (§3, §4)

/** §3 dual product type: call = sell high, put = buy low. */
export type DualType = 'call' | 'put';

/** §3 dual "Product". */
export interface DualProduct {
  id: Id;
  type: DualType;
  /** 2 trial fund, 3 VIP savings. */
  category: number;
  invest_currency: string;
  exercise_currency: string;
  exercise_price: DecimalString;
  /** Last price. */
  price: DecimalString;
  apy_display: DecimalString;
  invest_days: number;
  invest_hours: number;
  min_copies: number;
  max_copies: number;
  /** Percent deviation. */
  multiple: DecimalString;
  delivery_timest: number;
}

/** §3 "Auto-reinvest info". */
export interface DualAutoRenewalInfo {
  is_reinvested: boolean | Flag;
}

/** §3 "Reinvest settings". */
export interface DualReinvestSettings {
  priceDeviation: DecimalString;
  term: number;
}

/** §3 dual "Coupon". */
export interface DualCoupon {
  id: Id;
  currency: string;
  status: 'TO_BE_USED' | string;
  amount: DecimalString;
  expire_second: number;
}

/** A dual order row; §7 says "Other dual response shapes are not shown", so only the status is typed. */
export interface DualOrder {
  id: Id;
  status: DualOrderStatus;
  [field: string]: unknown;
}
