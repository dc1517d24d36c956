/**
 * The enumerations of §4 (and the small flag sets of §3) as `as const` objects with their value
 * types, so the API layer and the widgets compare against names rather than bare numbers.
 * Values are the wire values of §3/§4/§7; where the spec names states without values (bonus status,
 * redeem type, product families of dual) the values are our own lowercase strings.
 */

/** Value type of an `as const` enumeration object. */
export type ValueOf<T> = T[keyof T];

/** §4 History types. */
export const HISTORY_TYPE = { LEND: 1, REDEEM: 2, INTEREST: 3, BONUS: 4, RATE_UP: 5 } as const;
export type HistoryType = ValueOf<typeof HISTORY_TYPE>;

/** §4 History modes. */
export const HISTORY_MODE = {
  REDEEM_UNIFIED: 0,
  UNIFIED_LIQUIDATION: 1,
  CRYPTO_LIQUIDATION: 2,
  AUTO_EARN: 5,
  LAUNCH_POOL: 10,
  AFTER_LIQUIDATION: 11,
  AUTO_LOCK: 12,
  CONVERT_TO_REGULAR: 14,
  AUTO_REINVEST: 15,
  REDEEM_SPOT: 32,
} as const;
export type HistoryMode = ValueOf<typeof HISTORY_MODE>;

/** §4 Fixed sub-business of a history record. */
export const FIXED_SUB_BUSINESS = { LAUNCH_PAD: 11, LAUNCH_POOL: 12 } as const;
export type FixedSubBusiness = ValueOf<typeof FIXED_SUB_BUSINESS>;

/** §4 Fixed redeem types. */
export const FIXED_REDEEM_TYPE = { EARLY: 1, MATURITY: 2 } as const;
export type FixedRedeemType = ValueOf<typeof FIXED_REDEEM_TYPE>;

/** §4 Launch pool project state. */
export const LAUNCH_POOL_STATE = { NONE: 0, IN_PROGRESS: 1, NOT_STARTED: 2, COMPLETED: 3 } as const;
export type LaunchPoolState = ValueOf<typeof LAUNCH_POOL_STATE>;

/** §4 Launch pool rate year type. */
export const RATE_YEAR_TYPE = { REAL: 1, ESTIMATE: 2, NONE: 3 } as const;
export type RateYearType = ValueOf<typeof RATE_YEAR_TYPE>;

/** §4 Launch pool reward pool type; only lock pools get a stake tab (§2). */
export const REWARD_POOL_TYPE = { LOCK_POOL: 0, MULTI_MINING: 1 } as const;
export type RewardPoolType = ValueOf<typeof REWARD_POOL_TYPE>;

/** §4 Account modes (§3 account mode `mode`). */
export const ACCOUNT_MODE = {
  CLASSIC: 'classic',
  MULTI_CURRENCY: 'multi_currency',
  SINGLE_CURRENCY: 'single_currency',
} as const;
export type AccountMode = ValueOf<typeof ACCOUNT_MODE>;

/** §3, §4 Fixed product sale status. */
export const SALE_STATUS = { SUBSCRIBABLE: 1, SOLD_OUT: 2 } as const;
export type SaleStatus = ValueOf<typeof SALE_STATUS>;

/** §4 Staking extra-bonus status; the bonus applies only while processing. */
export const BONUS_STATUS = {
  NOT_STARTED: 'not_started',
  PROCESSING: 'processing',
  FINISHED: 'finished',
} as const;
export type BonusStatus = ValueOf<typeof BONUS_STATUS>;

/** §4 Stake modes. */
export const STAKE_MODE = { CREDIT: 0, STAKING: 1, CREDIT_DEBT: 2 } as const;
export type StakeMode = ValueOf<typeof STAKE_MODE>;

/** §4, §7 Staking action (`side` of the stake/redeem call). */
export const STAKING_ACTION = { STAKE: 0, REDEEM: 1 } as const;
export type StakingAction = ValueOf<typeof STAKING_ACTION>;

/** §4 Staking redeem type. */
export const STAKING_REDEEM_TYPE = { STANDARD: 'standard', FAST: 'fast' } as const;
export type StakingRedeemType = ValueOf<typeof STAKING_REDEEM_TYPE>;

/** §7 `quick` flag of the redeem call: 1 fast, 0 standard. */
export function quickFlag(redeemType: StakingRedeemType): 0 | 1 {
  return redeemType === STAKING_REDEEM_TYPE.FAST ? 1 : 0;
}

/** §3, §4 Product type of a fixed product or order. */
export const PRODUCT_TYPE = { NORMAL: 1, VIP: 2 } as const;
export type ProductType = ValueOf<typeof PRODUCT_TYPE>;

/** §4 Dual order statuses (how an order moves between them is not specified). */
export const DUAL_ORDER_STATUS = {
  INIT: 'INIT',
  PROCESSING: 'PROCESSING',
  SETTLEMENT_SUCCESS: 'SETTLEMENT_SUCCESS',
  SETTLEMENT_PROCESSING: 'SETTLEMENT_PROCESSING',
  SETTLEMENT_FAILED: 'SETTLEMENT_FAILED',
  CANCELING: 'CANCELING',
  CANCELED: 'CANCELED',
  EXPIRED: 'EXPIRED',
  FAILED: 'FAILED',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
} as const;
export type DualOrderStatus = ValueOf<typeof DUAL_ORDER_STATUS>;

/** §1, §3 Dual product type: sell-high (call) or buy-low (put). */
export const DUAL_PRODUCT_TYPE = { CALL: 'call', PUT: 'put' } as const;
export type DualProductType = ValueOf<typeof DUAL_PRODUCT_TYPE>;

/** §3 Dual product categories with special behaviour (§6). */
export const DUAL_CATEGORY = { TRIAL_FUND: 2, VIP_SAVINGS: 3 } as const;
export type DualCategory = ValueOf<typeof DUAL_CATEGORY>;

/** §3 Dual coupon status of a usable coupon. */
export const DUAL_COUPON_STATUS = { TO_BE_USED: 'TO_BE_USED' } as const;

/** §4 Dual purchase result states. */
export const DUAL_PURCHASE_RESULT = { WAITING: 'waiting', SUCCESS: 'success', FAIL: 'fail' } as const;
export type DualPurchaseResult = ValueOf<typeof DUAL_PURCHASE_RESULT>;

/** §4 Dual auto-reinvest setup tabs. */
export const DUAL_REINVEST_TAB = { BASIC: 'basic', ADVANCED: 'advanced' } as const;
export type DualReinvestTab = ValueOf<typeof DUAL_REINVEST_TAB>;

/** §4 Staking modal targets (see stakingModal.ts for the transitions). */
export const STAKING_MODAL_TARGET = {
  MAIN: 'main',
  FAQ: 'faq',
  RATE: 'rate',
  EXTRA_BONUS: 'extra_bonus',
  STAKE_SUCCESS: 'stake_success',
  BONUS_RULES: 'bonus_rules',
  REDEEM_SUCCESS: 'redeem_success',
  REDEEM_TYPE_SELECT: 'redeem_type_select',
} as const;
export type StakingModalTarget = ValueOf<typeof STAKING_MODAL_TARGET>;

/** §3 Flexible frozen_status: 1 lets the pending redemption be cancelled, 0 does not. */
export const FROZEN_STATUS = { NOT_CANCELLABLE: 0, CANCELLABLE: 1 } as const;
export type FrozenStatus = ValueOf<typeof FROZEN_STATUS>;

/** §4 Auto-earn switch values as sent ('0' disables, '1' enables). */
export const AUTO_EARN_STATUS = { OFF: '0', ON: '1' } as const;
export type AutoEarnStatus = ValueOf<typeof AUTO_EARN_STATUS>;

/** §3 Fixed order status values that mean "holding"; anything else is redeeming or redeemed. */
export const FIXED_ORDER_HOLDING_STATUSES = [0, 1] as const;

/** §3 product_info flags of a fixed order/product (pre_redeem, reinvest, redeem_account). */
export const PRODUCT_FLAG = { NOT_ALLOWED: 0, ALLOWED: 1 } as const;
export type ProductFlag = ValueOf<typeof PRODUCT_FLAG>;

/** §3 Upgrade-way recommend_type. */
export const RECOMMEND_TYPE = { NONE: 0, HOLD_GT: 1, HOLD_ASSETS: 2, TRADE_VOLUME: 3 } as const;
export type RecommendType = ValueOf<typeof RECOMMEND_TYPE>;

/** §3 Staking exchange_type. */
export const EXCHANGE_TYPE = { DEFAULT: 'default', ASSET: 'asset' } as const;
export type ExchangeType = ValueOf<typeof EXCHANGE_TYPE>;

/** §3 Local preference: where a fixed redemption goes (1 Simple Earn flexible, 0 spot or unified). */
export const REDEEM_ACCOUNT_TYPE = { SPOT_OR_UNIFIED: 0, SIMPLE_EARN_FLEXIBLE: 1 } as const;
export type RedeemAccountType = ValueOf<typeof REDEEM_ACCOUNT_TYPE>;

/** §3, §7 Reinvest status of a fixed order or the local default. */
export const REINVEST_STATUS = { OFF: 0, ON: 1 } as const;
export type ReinvestStatus = ValueOf<typeof REINVEST_STATUS>;
