import fc from 'fast-check';
import {
  checkLaunchPoolRedeem,
  checkLaunchPoolStake,
  isLaunchPoolQuotaUsedUp,
  type LaunchPoolPosition,
  launchPoolAvailable,
  launchPoolMaxRedeem,
  launchPoolMaxStake,
  launchPoolReachableMax,
  launchPoolRemainingQuota,
  launchPoolStakeChecker,
} from './launchPool';
import { arbDecimal, PROPERTY_RUNS, toScaled } from './testSupport';

const position: LaunchPoolPosition = {
  personalMin: '10',
  personalMax: '1000',
  staked: '400',
  decimalPlace: 2,
};

describe('§5 launch pool available balance', () => {
  it.each([
    [{ balance: '100', borrowed: '30', coinSupportsLaunchPool: true }, '100'],
    [{ balance: '100', borrowed: '30', coinSupportsLaunchPool: false }, '70'],
    [{ balance: '100', borrowed: null, coinSupportsLaunchPool: false }, '100'],
    [{ balance: '20', borrowed: '30', coinSupportsLaunchPool: false }, '0'],
  ])('given %j available is %s', (input, expected) => {
    expect(launchPoolAvailable(input)).toBe(expected);
  });
});

describe('§5 launch pool stake: given min 10, max 1000, staked 400, available 500', () => {
  it.each([
    ['', null, 'disabled'],
    ['0', null, 'disabled'],
    [
      '9.99',
      { key: 'finances.startupMining.stake.min.tip', params: { amount: '10', coin: 'BTC' } },
      'disabled',
    ],
    ['10', null, 'ready'],
    ['600', { key: 'finances.inadequateBalance' }, 'disabled'],
    [
      '600.01',
      { key: 'finances.startupMining.stake.max.tip', params: { amount: '600', max: '1,000', coin: 'BTC' } },
      'disabled',
    ],
    ['500', null, 'ready'],
  ])('when %j is typed the error is %j and confirm is %s', (amount, error, confirm) => {
    const check = checkLaunchPoolStake(amount, position, '500', 'BTC');
    expect(check.error).toEqual(error);
    expect(check.confirm).toBe(confirm);
    expect(check.canConfirm).toBe(confirm === 'ready');
  });

  it('§5 a balance not known (logged out, or not read yet) refuses nothing; the quota still holds', () => {
    expect(checkLaunchPoolStake('600', position, null, 'BTC').error).toBeNull();
    expect(checkLaunchPoolStake('600.01', position, null, 'BTC').error?.key).toBe(
      'finances.startupMining.stake.max.tip',
    );
  });

  it('§5 when the quota is used up the button reads used up, whatever is typed', () => {
    const full = { ...position, staked: '1000' };
    expect(isLaunchPoolQuotaUsedUp(full)).toBe(true);
    expect(checkLaunchPoolStake('', full, '500', 'BTC').confirm).toBe('used-up');
    expect(checkLaunchPoolStake('20', full, '500', 'BTC').confirm).toBe('used-up');
  });

  it.each([
    ['400', '600'],
    ['1000', '0'],
    ['1200', '0'],
  ])('given staked %s the remaining quota is %s', (staked, remaining) => {
    expect(launchPoolRemainingQuota({ personalMax: '1000', staked })).toBe(remaining);
  });
});

describe('§5 launch pool stake checker: made once per position and balance', () => {
  /** The rule as §5 reads, on integers at 8 places, written apart from the checker. */
  function expectedKey(amount: string, min: string, max: string, staked: string, available: string | null) {
    const at8 = (text: string) => toScaled(text, 8);
    const value = at8(amount);
    if (value <= 0n) return null;
    if (value < at8(min)) return 'finances.startupMining.stake.min.tip';
    if (at8(staked) + value > at8(max)) return 'finances.startupMining.stake.max.tip';
    if (available !== null && value > at8(available)) return 'finances.inadequateBalance';
    return null;
  }

  it('when amounts are typed one after another, each gets what §5 says for it alone', () => {
    const amount = arbDecimal(2_000n, 8);
    fc.assert(
      fc.property(
        amount,
        amount,
        amount,
        fc.option(amount, { nil: null }),
        fc.array(amount, { minLength: 1, maxLength: 6 }),
        (min, max, staked, available, typed) => {
          const check = launchPoolStakeChecker(
            { personalMin: min, personalMax: max, staked, decimalPlace: 8 },
            available,
            'GT',
          );
          for (const text of typed) {
            expect(check(text).error?.key ?? null).toBe(expectedKey(text, min, max, staked, available));
          }
        },
      ),
      PROPERTY_RUNS,
    );
  });

  it('when the amount is empty or not a number it shows nothing and cannot be confirmed', () => {
    const check = launchPoolStakeChecker(position, '500', 'BTC');
    for (const text of ['', '.', 'abc'])
      expect(check(text)).toEqual({ error: null, confirm: 'disabled', canConfirm: false });
  });
});

describe('§5 launch pool Max = min(available, remaining quota), rounded down to decimal_place', () => {
  it.each([
    ['500', 2, '500'],
    ['800', 2, '600'],
    ['123.456789', 2, '123.45'],
    ['123.456789', 0, '123'],
    ['0', 2, '0'],
  ])('given available %s and decimal_place %i, Max fills %s', (available, decimalPlace, expected) => {
    expect(launchPoolMaxStake({ ...position, decimalPlace }, available)).toBe(expected);
  });
});

describe('§5 launch pool redeem: given staked 400 and decimal_place 2', () => {
  it.each([
    ['', null, false],
    ['400', null, true],
    ['0.01', null, true],
    [
      '400.01',
      { key: 'finances.startupMining.redeem.max.tip', params: { amount: '400', coin: 'BTC' } },
      false,
    ],
    ['0', { key: 'finances.startupMining.redeem.min.tip', params: { amount: '0.01', coin: 'BTC' } }, false],
    [
      '0.00',
      { key: 'finances.startupMining.redeem.min.tip', params: { amount: '0.01', coin: 'BTC' } },
      false,
    ],
  ])('when %j is typed the error is %j and confirm enabled is %s', (amount, error, canConfirm) => {
    expect(checkLaunchPoolRedeem(amount, '400', 2, 'BTC')).toEqual({ error, canConfirm });
  });

  it('§5 redeem Max fills the staked amount at the pool precision', () => {
    expect(launchPoolMaxRedeem('400.129', 2)).toBe('400.12');
  });
});

describe('§5 launch pool reachable maximum: given personal max 1000 and staked 400', () => {
  it('is the personal max while the pool has enough total quota left', () => {
    expect(launchPoolReachableMax('1000', '400', '5000')).toBe('1000');
  });

  it('is staked + what is left of the total quota when that is less', () => {
    expect(launchPoolReachableMax('1000', '400', '250.5')).toBe('650.5');
  });

  it('leaves the quota used up when the pool is sold out', () => {
    const max = launchPoolReachableMax('1000', '400', '0');
    expect(isLaunchPoolQuotaUsedUp({ personalMax: max, staked: '400' })).toBe(true);
  });
});
