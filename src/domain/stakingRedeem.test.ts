import fc from 'fast-check';
import {
  checkStakingRedeem,
  isFastRedeemAvailable,
  isRedeemAllowed,
  redemptionSpan,
  stakingRedeemFee,
  stakingRedeemMax,
} from './stakingRedeem';
import { arbDecimal, floorDiv, fromScaled, PROPERTY_RUNS, pow10, toScaled } from './testSupport';

describe('§5 staking redeem: given min 0.1 and redeemable 50', () => {
  const base = { coin: 'DOT', minAmount: '0.1', redeemable: '50' };
  it.each([
    ['', null, false],
    ['0', null, false],
    ['0.09', { key: 'staking.redeem.min', params: { amount: '0.1', coin: 'DOT' } }, false],
    ['0.1', null, true],
    ['50', null, true],
    ['50.00000001', { key: 'staking.redeem.insufficient' }, false],
  ])('when %j is typed the error is %j and redeem enabled is %s', (amount, error, canRedeem) => {
    expect(checkStakingRedeem({ ...base, amount })).toEqual({ error, canRedeem });
  });
});

describe('§5, §9 redemption fee: amount × fee percent, truncated to 8 decimals', () => {
  it.each([
    ['100', '0.5', '0.50000000', '99.5'],
    ['1', '0.3', '0.00300000', '0.997'],
    ['0.00000001', '50', '0.00000000', '0.00000001'],
    ['0.12345678', '0.1', '0.00012345', '0.12333333'],
    ['10', '0', '0.00000000', '10'],
  ])('redeeming %s at %s %% costs %s and %s arrives', (amount, fee, expectedFee, received) => {
    expect(stakingRedeemFee(amount, fee)).toEqual({ fee: expectedFee, received });
  });

  it('§5 agrees with exact rational arithmetic (BigInt), 10 000 runs', () => {
    fc.assert(
      fc.property(arbDecimal(10n ** 10n, 8), arbDecimal(100n, 4), (amount, feePercent) => {
        const a = toScaled(amount, 8);
        const fee = floorDiv(a * toScaled(feePercent, 4), 100n * pow10(4));
        const result = stakingRedeemFee(amount, feePercent);
        return result.fee === fromScaled(fee, 8) && toScaled(result.received, 8) === a - fee;
      }),
      PROPERTY_RUNS,
    );
  });
});

describe('§5 fast redemption eligibility', () => {
  it.each([
    [true, '-1', '1', true],
    [1, '100', '1', true],
    [true, '1', '1', false],
    [true, '0.5', '1', false],
    [true, '0', '0', false],
    [false, '-1', '1', false],
    [0, '100', '1', false],
    [true, null, '1', false],
    [true, '', '1', false],
  ])('flag %j, daily quota %j, min %s → %s', (redeemQuick, dailyQuota, minRedeemAmount, expected) => {
    expect(isFastRedeemAvailable({ redeemQuick, dailyQuota, minRedeemAmount })).toBe(expected);
  });
});

describe('§4 redemption span cases', () => {
  it.each([
    [0, 0, 0, { kind: 'immediate' }],
    [0, -1, -1, { kind: 'immediate' }],
    [0, -1, 0, { kind: 'immediate' }],
    [3, 0, 0, { kind: 'period', incomeDays: 3, minDays: null, text: null }],
    [3, 2, -1, { kind: 'period', incomeDays: 3, minDays: 2, text: null }],
    [0, 0, 7, { kind: 'max-only', maxDays: 7 }],
    [1, -1, 7, { kind: 'max-only', maxDays: 7 }],
    [1, 5, 5, { kind: 'exact', days: 5 }],
    [1, 2, 5, { kind: 'range', minDays: 2, maxDays: 5 }],
  ])('income_days %i, min %i, max %i → %j', (income_days, redeem_minday, redeem_maxday, expected) => {
    expect(redemptionSpan({ income_days, redeem_minday, redeem_maxday })).toEqual(expected);
  });
});

describe("§3 redeem_quick_daily: a fast redemption stays within today's quota (issue 16 item 3)", () => {
  const base = { coin: 'GT', minAmount: '1', redeemable: '100' };
  it.each([
    ['41', '40', 'staking.redeem.fastQuota'],
    ['40', '40', null],
    ['41', '-1', null],
    ['41', null, null],
    ['100.1', '40', 'staking.redeem.insufficient'],
  ])('%s GT with a fast quota of %s → %s', (amount, fastQuota, key) => {
    expect(checkStakingRedeem({ ...base, amount, fastQuota }).error?.key ?? null).toBe(key);
  });

  it('names the quota left and the coin', () => {
    expect(checkStakingRedeem({ ...base, amount: '41', fastQuota: '40' }).error?.params).toEqual({
      amount: '40',
      coin: 'GT',
    });
  });

  it.each([
    ['100', '40', '40'],
    ['30', '40', '30'],
    ['100', '-1', '100'],
    ['100', null, '100'],
  ])('Max of %s redeemable with a fast quota of %s is %s', (redeemable, quota, expected) => {
    expect(stakingRedeemMax(redeemable, quota)).toBe(expected);
  });
});

describe('§3 extra.redeem_control: redemption is open while no control forbids it (issue 16 item 4)', () => {
  it.each([
    [[], true],
    [null, true],
    [[{ redeem: 1 }], true],
    [[{ redeem: true }, { redeem: 1 }], true],
    [[{ redeem: 0 }], false],
    [[{ redeem: 1 }, { redeem: false }], false],
  ])('%j → %s', (controls, allowed) => {
    expect(isRedeemAllowed(controls)).toBe(allowed);
  });
});

describe("§3 extra.redeem_period_txt: the period case carries the product's words (issue 16 item 4)", () => {
  it.each([
    ['T+2', 'T+2'],
    ['  ', null],
    [null, null],
  ])('%j → %j', (text, expected) => {
    const span = redemptionSpan({
      income_days: 2,
      redeem_minday: 0,
      redeem_maxday: 0,
      redeem_period_txt: text,
    });
    expect(span).toEqual({ kind: 'period', incomeDays: 2, minDays: null, text: expected });
  });
});
