/**
 * Business constants and limits of §9 (and the few numeric facts of §2, §5, §7 the other layers
 * need), named once so that the API client, the hooks and the widgets import them instead of
 * repeating a number. Money values are strings (see decimal.ts); counts, sizes and durations are
 * numbers.
 */

// ---------------------------------------------------------------------------------------------
// Requests (§9, §8)
// ---------------------------------------------------------------------------------------------

/** §9: every request times out after 20 s. */
export const REQUEST_TIMEOUT_MS = 20_000;
/** §9, §8: data fetches retry up to 10 times (never a request that moves money, ARCHITECTURE). */
export const REQUEST_RETRY_COUNT = 10;
/** §9, §7: the available balance refreshes every 60 s by default. */
export const BALANCE_REFRESH_MS = 60_000;

// ---------------------------------------------------------------------------------------------
// Amounts and precision (§5, §9)
// ---------------------------------------------------------------------------------------------

/** §5 "Amount inputs in general": the largest amount any input accepts. */
export const MAX_AMOUNT = '999999999999';
/** §9: amounts are shown with up to 8 decimals. */
export const DISPLAY_DECIMALS = 8;
/** §9: the smallest unit shown; anything smaller but non-zero is shown as '<0.00000001'. */
export const SMALLEST_UNIT = '0.00000001';
/** §9: an estimated APR is shown with 2 decimals. */
export const APR_DISPLAY_DECIMALS = 2;
/** §5: Simple Earn subscribe amounts take 6 decimals on mobile. */
export const SUBSCRIBE_PRECISION_MOBILE = 6;
/** §5: Simple Earn subscribe amounts take 8 decimals on desktop. */
export const SUBSCRIBE_PRECISION_DESKTOP = 8;
/** §5: the subscribe amount is rounded down to 6 decimals when submitted. */
export const SUBSCRIBE_SUBMIT_DECIMALS = 6;
/** §9: staking amounts default to 8 decimals (the coin config may say otherwise). */
export const STAKING_PRECISION = 8;
/** §5, §9: redemption fees are rounded down to 8 decimals. */
export const FEE_DECIMALS = 8;
/** §9: ladder (tiered APR) accrual is computed to 6 decimals. */
export const LADDER_DECIMALS = 6;
/** Decimals of an estimated reward or interest shown to the user (the display precision, §9). */
export const ESTIMATE_DECIMALS = DISPLAY_DECIMALS;
/** §9, §5: the smallest flexible redemption. */
export const MIN_FLEXIBLE_REDEEM = '0.000001';
/** §9: interest is quoted per 365-day year. */
export const DAYS_PER_YEAR = 365;

// ---------------------------------------------------------------------------------------------
// Simple Earn (§5, §9)
// ---------------------------------------------------------------------------------------------

/** §9, §1: the flexible product's id. */
export const FLEXIBLE_PRODUCT_ID = 0;
/** §5, §9: the minimum lent APR edit may not go above 5 percent unless the product says otherwise. */
export const DEFAULT_MAX_LEND_APR_PERCENT = '5';
/** §5, §9: the minimum lent APR is typed in percent with 2 decimals. */
export const MIN_APR_INPUT_DECIMALS = 2;
/** §5: the minimum lent APR is sent as a fraction with 4 decimals (rate / 100), rounded up. */
export const MIN_APR_SEND_DECIMALS = 4;
/** §5, §9: a redeem warning appears when the lend ratio is at least 0.8. */
export const REDEEM_WARNING_LEND_RATIO = '0.8';

// ---------------------------------------------------------------------------------------------
// Times (§9, §4)
// ---------------------------------------------------------------------------------------------

/** One hour, in milliseconds. */
export const HOUR_MS = 3_600_000;
/** One day, in milliseconds. */
export const DAY_MS = 86_400_000;
/** One minute, in milliseconds. */
export const MINUTE_MS = 60_000;
/** §9: flexible interest starts 1 hour after subscription. */
export const FLEXIBLE_INTEREST_START_DELAY_MS = HOUR_MS;
/** §9: flexible interest is received 2 hours after subscription. */
export const FLEXIBLE_INTEREST_RECEIVED_DELAY_MS = 2 * HOUR_MS;
/** §9: a fixed redemption arrives 30 minutes after finish_time. */
export const FIXED_ARRIVAL_DELAY_MS = 30 * MINUTE_MS;
/** §4, §9: early redeem, reinvest and redeem-to changes lock within 1 hour of maturity. */
export const MATURITY_LOCK_MS = HOUR_MS;

// ---------------------------------------------------------------------------------------------
// VIP and support (§6, §9)
// ---------------------------------------------------------------------------------------------

/** §5, §6, §9: VIP fixed products need this tier to subscribe; also the /vip upTo target. */
export const VIP_FIXED_MIN_TIER = 5;
/** §2, §9: the upgrade guide links to /vip with upTo=5. */
export const VIP_UPGRADE_TARGET_TIER = 5;
/** §1, §6, §9: a VIP account manager is offered from this tier up. */
export const VIP_MANAGER_MIN_TIER = 8;

// ---------------------------------------------------------------------------------------------
// Page sizes (§2, §7, §9)
// ---------------------------------------------------------------------------------------------

/** §9: the history page shows 8 rows by default. */
export const HISTORY_PAGE_SIZE = 8;
/** §9: tables, lendings and holdings show 10 rows per page. */
export const TABLE_PAGE_SIZE = 10;
/** §9: the holding detail lists 20 rows per page. */
export const HOLDING_DETAIL_PAGE_SIZE = 20;
/** §2, §9: the history modal shows 6 rows per page (no total count). */
export const HISTORY_MODAL_PAGE_SIZE = 6;
/** §2, §9: interest history and the cumulative-return modal show 7 rows per page. */
export const INTEREST_HISTORY_PAGE_SIZE = 7;
/** §2, §7, §9: the daily interest detail shows 25 rows. */
export const DAILY_DETAIL_PAGE_SIZE = 25;
/** §7, §9: dual coupon list limit. */
export const DUAL_COUPON_LIMIT = 20;

// ---------------------------------------------------------------------------------------------
// History (§5, §9)
// ---------------------------------------------------------------------------------------------

/** §5, §9: the history date range is limited to 6 months by default. */
export const HISTORY_RANGE_MONTHS = 6;
/** §5, §9: some history views allow 12 months. */
export const HISTORY_RANGE_MONTHS_EXTENDED = 12;

// ---------------------------------------------------------------------------------------------
// Charts (§2, §9)
// ---------------------------------------------------------------------------------------------

/** §9: APR trend windows in days; 1 and 7 are hourly, the others daily. */
export const APR_TREND_WINDOWS_DAYS = [1, 7, 30, 90] as const;
/** §9: APR trend windows (in days) that use hourly points. */
export const APR_TREND_HOURLY_WINDOWS_DAYS = [1, 7] as const;
/** §2, §9: Simple Earn chart tabs. */
export const SIMPLE_EARN_CHART_TABS = ['24h', '7d', '30d'] as const;
/** §2, §9: staking APR chart periods in days. */
export const STAKING_CHART_PERIODS_DAYS = [7, 30, 90, 365] as const;
/** §9: the staking chart opens on the 1-year period. */
export const STAKING_CHART_DEFAULT_PERIOD_DAYS = 365;

// ---------------------------------------------------------------------------------------------
// UI timing and layout (§9, §2)
// ---------------------------------------------------------------------------------------------

/** §9: chart inputs are debounced by 300 ms. */
export const CHART_DEBOUNCE_MS = 300;
/** §9: the subscribe amount is debounced by 500 ms. */
export const SUBSCRIBE_DEBOUNCE_MS = 500;
/** §9: the redeem amount is debounced by 200 ms. */
export const REDEEM_DEBOUNCE_MS = 200;
/** §9: below this width the mobile layout is used. */
export const MOBILE_BREAKPOINT_PX = 768;
/** §2: the desktop subscribe dialog width. */
export const SUBSCRIBE_DIALOG_WIDTH_PX = 840;
/** §2: the rate-up voucher modal height. */
export const VOUCHER_MODAL_HEIGHT_PX = 496;
/** §2: the staking bonus rules list has 6 items. */
export const STAKING_BONUS_RULES_COUNT = 6;
/** §9: a coin list shows at most 5 icons. */
export const MAX_COIN_ICONS = 5;
/** §9: date-time format of the wealth area (dayjs-style tokens). */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

// ---------------------------------------------------------------------------------------------
// Dual-currency investment (§5, §9)
// ---------------------------------------------------------------------------------------------

/** §5, §9: the price difference may be at most 10 percent. */
export const DUAL_MAX_PRICE_DIFFERENCE_PERCENT = '10';
/** §5: the price difference input cannot exceed 100. */
export const DUAL_PRICE_DIFFERENCE_INPUT_MAX = '100';
/** §5: the lower bound of a range tip is at least 0.1 percent. */
export const DUAL_MIN_PRICE_DIFFERENCE_PERCENT = '0.1';
/** §9: quick choices of the price difference, in percent. */
export const DUAL_PRICE_DIFFERENCE_CHOICES = ['0.5', '1', '3', '5'] as const;
/** §9: the default advanced price deviation, in percent. */
export const DUAL_DEFAULT_ADVANCED_DEVIATION_PERCENT = '0.1';
/** §9: dual terms are capped at 30 days. */
export const DUAL_MAX_TERM_DAYS = 30;
/** §9: terms shorter than 24 hours are shown in hours. */
export const DUAL_HOUR_TERM_LIMIT_HOURS = 24;
/** §9: the maximum-days hint is ceil(term) + 14 (then capped at 30). */
export const DUAL_MAX_DAYS_HINT_EXTRA = 14;
/** §5, §9: the minimum amount is 2 × min_copies copies. */
export const DUAL_MIN_COPIES_MULTIPLIER = 2;
/** §5, §6, §9: VIP dual products start at 100 copies. */
export const DUAL_VIP_MIN_COPIES = 100;
/** §4, §9: the reinvest tip reappears this long after it was dismissed. */
export const DUAL_REINVEST_TIP_INTERVAL_SECONDS = 604_800;

/** §7 "A market price subscription covers reward coins paired with USDT". */
export const DUAL_QUOTE_COIN = 'USDT';
