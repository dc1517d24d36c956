import type { HistoryMode, HistoryType, RedeemAccountType, SaleStatus } from '../../domain/enums';
import type { DecimalString, Flag, Id } from './base';

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

/**
 * GET uni-loan/earn/statistics (§7): the customer's Simple Earn totals, valued in USDT. §7 names
 * the call, not its fields: these are the sandbox exchange's, each optional so an answer without
 * one shows '--' rather than a made-up zero.
 */
export interface EarnStatistics {
  /** What the customer has lent in flexible products, valued in USDT. */
  total_lend_usdt?: DecimalString;
  /** Cumulative return of those holdings, valued in USDT. */
  total_interest_usdt?: DecimalString;
  /** Per coin: the amount held and its cumulative return, in the coin. */
  list?: Array<{ asset: string; curr_amount: DecimalString; cumulative: DecimalString }>;
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
