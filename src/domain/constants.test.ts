import * as constants from './constants';

// A plain copy, so the tables can look names up without dynamic access on the module namespace.
const c: Readonly<Record<string, unknown>> = { ...constants };

describe('§9 business constants', () => {
  it.each([
    ['REQUEST_TIMEOUT_MS', 20_000],
    ['REQUEST_RETRY_COUNT', 10],
    ['BALANCE_REFRESH_MS', 60_000],
    ['MAX_AMOUNT', '999999999999'],
    ['DISPLAY_DECIMALS', 8],
    ['SMALLEST_UNIT', '0.00000001'],
    ['APR_DISPLAY_DECIMALS', 2],
    ['STAKING_PRECISION', 8],
    ['FEE_DECIMALS', 8],
    ['LADDER_DECIMALS', 6],
    ['FLEXIBLE_PRODUCT_ID', 0],
    ['HISTORY_PAGE_SIZE', 8],
    ['TABLE_PAGE_SIZE', 10],
    ['HOLDING_DETAIL_PAGE_SIZE', 20],
    ['HISTORY_MODAL_PAGE_SIZE', 6],
    ['INTEREST_HISTORY_PAGE_SIZE', 7],
    ['DAILY_DETAIL_PAGE_SIZE', 25],
    ['HISTORY_RANGE_MONTHS', 6],
    ['HISTORY_RANGE_MONTHS_EXTENDED', 12],
    ['STAKING_CHART_DEFAULT_PERIOD_DAYS', 365],
    ['MATURITY_LOCK_MS', 3_600_000],
    ['FLEXIBLE_INTEREST_START_DELAY_MS', 3_600_000],
    ['FLEXIBLE_INTEREST_RECEIVED_DELAY_MS', 7_200_000],
    ['FIXED_ARRIVAL_DELAY_MS', 1_800_000],
    ['DEFAULT_MAX_LEND_APR_PERCENT', '5'],
    ['VIP_UPGRADE_TARGET_TIER', 5],
    ['VIP_MANAGER_MIN_TIER', 8],
    ['REDEEM_WARNING_LEND_RATIO', '0.8'],
    ['MIN_FLEXIBLE_REDEEM', '0.000001'],
    ['MAX_COIN_ICONS', 5],
    ['CHART_DEBOUNCE_MS', 300],
    ['SUBSCRIBE_DEBOUNCE_MS', 500],
    ['REDEEM_DEBOUNCE_MS', 200],
    ['MOBILE_BREAKPOINT_PX', 768],
    ['DUAL_MAX_PRICE_DIFFERENCE_PERCENT', '10'],
    ['DUAL_DEFAULT_ADVANCED_DEVIATION_PERCENT', '0.1'],
    ['DUAL_MAX_TERM_DAYS', 30],
    ['DUAL_VIP_MIN_COPIES', 100],
    ['DUAL_REINVEST_TIP_INTERVAL_SECONDS', 604_800],
    ['DUAL_COUPON_LIMIT', 20],
    ['DATE_TIME_FORMAT', 'YYYY-MM-DD HH:mm'],
  ] as const)('%s is %j', (name, value) => {
    expect(c[name]).toBe(value);
  });

  it.each([
    ['APR_TREND_WINDOWS_DAYS', [1, 7, 30, 90]],
    ['APR_TREND_HOURLY_WINDOWS_DAYS', [1, 7]],
    ['SIMPLE_EARN_CHART_TABS', ['24h', '7d', '30d']],
    ['STAKING_CHART_PERIODS_DAYS', [7, 30, 90, 365]],
    ['DUAL_PRICE_DIFFERENCE_CHOICES', ['0.5', '1', '3', '5']],
  ] as const)('%s is %j', (name, value) => {
    expect(c[name]).toEqual(value);
  });
});
