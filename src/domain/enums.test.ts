import {
  BONUS_STATUS,
  DUAL_ORDER_STATUS,
  FIXED_REDEEM_TYPE,
  FIXED_SUB_BUSINESS,
  HISTORY_MODE,
  HISTORY_TYPE,
  LAUNCH_POOL_STATE,
  PRODUCT_TYPE,
  quickFlag,
  RATE_YEAR_TYPE,
  REWARD_POOL_TYPE,
  SALE_STATUS,
  STAKE_MODE,
  STAKING_ACTION,
  STAKING_MODAL_TARGET,
  STAKING_REDEEM_TYPE,
} from './enums';
import {
  DEFAULT_EARN_PREFERENCES,
  redeemAccountForReinvest,
  setReinvest,
  showsRedeemTo,
} from './preferences';

describe('§4 enumerations carry the wire values of the spec', () => {
  it.each([
    ['history types', HISTORY_TYPE, { LEND: 1, REDEEM: 2, INTEREST: 3, BONUS: 4, RATE_UP: 5 }],
    [
      'history modes',
      HISTORY_MODE,
      {
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
      },
    ],
    ['fixed sub-business', FIXED_SUB_BUSINESS, { LAUNCH_PAD: 11, LAUNCH_POOL: 12 }],
    ['fixed redeem types', FIXED_REDEEM_TYPE, { EARLY: 1, MATURITY: 2 }],
    ['launch pool state', LAUNCH_POOL_STATE, { NONE: 0, IN_PROGRESS: 1, NOT_STARTED: 2, COMPLETED: 3 }],
    ['rate year type', RATE_YEAR_TYPE, { REAL: 1, ESTIMATE: 2, NONE: 3 }],
    ['reward pool type', REWARD_POOL_TYPE, { LOCK_POOL: 0, MULTI_MINING: 1 }],
    ['sale status', SALE_STATUS, { SUBSCRIBABLE: 1, SOLD_OUT: 2 }],
    ['stake modes', STAKE_MODE, { CREDIT: 0, STAKING: 1, CREDIT_DEBT: 2 }],
    ['staking actions', STAKING_ACTION, { STAKE: 0, REDEEM: 1 }],
    ['product types', PRODUCT_TYPE, { NORMAL: 1, VIP: 2 }],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('§4 bonus statuses, redeem types, modal targets and dual order statuses are all listed', () => {
    expect(Object.values(BONUS_STATUS)).toEqual(['not_started', 'processing', 'finished']);
    expect(Object.values(STAKING_REDEEM_TYPE)).toEqual(['standard', 'fast']);
    expect(Object.values(STAKING_MODAL_TARGET)).toHaveLength(8);
    expect(Object.keys(DUAL_ORDER_STATUS)).toEqual(Object.values(DUAL_ORDER_STATUS));
    expect(Object.values(DUAL_ORDER_STATUS)).toHaveLength(10);
  });

  it.each([
    ['fast', 1],
    ['standard', 0],
  ] as const)('§7 a %s redeem sends quick=%i', (type, flag) => {
    expect(quickFlag(type)).toBe(flag);
  });
});

describe('§3, §4 local preferences: reinvest moves the redeem account', () => {
  it.each([
    [true, { reinvestStatus: 1, redeemAccountType: 0 }],
    [false, { reinvestStatus: 0, redeemAccountType: 1 }],
  ])('when reinvest is turned %s the preferences become %j', (on, expected) => {
    expect(setReinvest(DEFAULT_EARN_PREFERENCES, on)).toEqual(expected);
    expect(redeemAccountForReinvest(on)).toBe(expected.redeemAccountType);
  });

  it.each([
    [1, false],
    [0, true],
  ] as const)('§2 with reinvest status %i the redeem-to selector shows: %s', (status, shown) => {
    expect(showsRedeemTo(status)).toBe(shown);
  });
});
