import {
  canCancelRedemption,
  capRedeemAmount,
  checkFlexibleRedeem,
  coinAmountPrecision,
  exceedsPrecision,
  flexibleRedeemable,
  isEarlyRedeemAllowed,
  isHighLendRatio,
} from './redeem';

describe('§5 Simple Earn redeem: redeemable = curr − frozen − margin frozen', () => {
  it.each([
    [{ curr_amount: '100', frozen_amount: '20', margin_frozen_amount: '5' }, '75'],
    [{ curr_amount: '100', frozen_amount: null, margin_frozen_amount: undefined }, '100'],
    [{ curr_amount: '1.5', frozen_amount: '1', margin_frozen_amount: '1' }, '0'],
    [{ curr_amount: '0.00000003', frozen_amount: '0.00000001', margin_frozen_amount: '0' }, '0.00000002'],
  ])('given %j redeemable is %s', (holding, expected) => {
    expect(flexibleRedeemable(holding)).toBe(expected);
  });
});

describe('§5 Simple Earn redeem: given redeemable 75.123456789', () => {
  it.each([
    ['', ''],
    ['10', '10'],
    ['75.12345678', '75.12345678'],
    ['80', '75.12345678'],
  ])('when %j is typed the amount is %j', (amount, expected) => {
    expect(capRedeemAmount(amount, '75.123456789')).toBe(expected);
  });

  it('caps to the input precision given', () => {
    expect(capRedeemAmount('80', '75.129', 2)).toBe('75.12');
  });

  it('a negative redeemable caps to 0', () => {
    expect(capRedeemAmount('1', '-1')).toBe('0');
  });
});

describe('§5 Simple Earn redeem: amount check', () => {
  it.each([
    ['', null, false],
    ['0', null, false],
    ['0.', null, false],
    ['0.00000', null, false],
    ['0.000000', { key: 'earn.redeem.min', params: { amount: '0.000001' } }, false],
    ['0.00000099', { key: 'earn.redeem.min', params: { amount: '0.000001' } }, false],
    ['0.000001', null, true],
    ['5', null, true],
  ])('when the amount is %j the error is %j and confirm enabled is %s', (amount, error, canConfirm) => {
    const check = checkFlexibleRedeem({ amount });
    expect(check.error).toEqual(error);
    expect(check.canConfirm).toBe(canConfirm);
  });

  it.each([
    ['0.8', true],
    ['0.95', true],
    ['0.7999', false],
    ['', false],
    [null, false],
  ])('§5 given lend_ratio %j the warning shows: %s', (lendRatio, shown) => {
    expect(isHighLendRatio(lendRatio)).toBe(shown);
    expect(checkFlexibleRedeem({ amount: '1', lendRatio }).warning).toEqual(
      shown ? { key: 'earn.redeem.lendRatioWarning' } : null,
    );
  });
});

describe('§4, §5 redemption permissions', () => {
  it.each([
    [1, true],
    [0, false],
    [null, false],
    [undefined, false],
  ])('§5 early redeem with pre_redeem %j is allowed: %s', (flag, allowed) => {
    expect(isEarlyRedeemAllowed(flag)).toBe(allowed);
  });

  it.each([
    [1, true],
    [0, false],
  ])('§4 frozen_status %i lets the pending redemption be cancelled: %s', (status, allowed) => {
    expect(canCancelRedemption(status)).toBe(allowed);
  });
});

describe("§5 decimals capped at the coin's precision (lend-earn-coin-info precision, at most 8)", () => {
  it.each([
    [6, 6],
    [0, 0],
    [8, 8],
    [12, 8],
    [undefined, 8],
    [-1, 8],
    [2.5, 8],
    ['6', 8],
  ])('given precision %j the amount takes %i decimals', (precision, expected) => {
    expect(coinAmountPrecision(precision)).toBe(expected);
  });

  it.each([
    ['1.123456', 6, false],
    ['1.1234567', 6, true],
    ['1.1234560', 6, false],
    ['12', 0, false],
    ['12.5', 0, true],
    ['0.00000001', 8, false],
  ] as const)('%s with precision %i exceeds it: %s', (amount, precision, expected) => {
    expect(exceedsPrecision(amount, precision)).toBe(expected);
  });
});
