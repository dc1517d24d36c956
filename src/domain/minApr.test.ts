import {
  aprFractionToPercentInput,
  checkMinApr,
  MIN_APR_PRECISION,
  minAprMaxPercent,
  minAprToRateYear,
} from './minApr';

describe('§5 minimum lent APR edit: given the default maximum of 5 percent', () => {
  it.each([
    ['', null, false],
    ['.', null, false],
    ['5', null, true],
    ['5.01', { key: 'earn.minApr.max', params: { max: '5' } }, false],
    ['0', null, true],
  ])('when %j is typed the error is %j', (input, error, canSubmit) => {
    expect(checkMinApr(input)).toEqual({ error, canSubmit });
  });
});

describe('§5 minimum lent APR edit: given a product max 8 and system minimum 1.5', () => {
  const limits = { maxPercent: '8.00', minPercent: '1.50' };
  it.each([
    ['8', null],
    ['8.01', { key: 'earn.minApr.max', params: { max: '8' } }],
    ['1.5', null],
    ['1.49', { key: 'earn.minApr.min', params: { min: '1.5' } }],
  ])('when %j is typed the error is %j', (input, error) => {
    expect(checkMinApr(input, limits).error).toEqual(error);
  });

  it.each([
    [null, '5'],
    ['', '5'],
    ['abc', '5'],
    ['7', '7'],
  ])('§9 a product maximum of %j gives %s', (max, expected) => {
    expect(minAprMaxPercent(max)).toBe(expected);
  });
});

describe('§5 minimum lent APR edit: value sent', () => {
  it('§5 the input takes 2 decimals', () => {
    expect(MIN_APR_PRECISION).toBe(2);
  });

  it.each([
    ['5', '0.0500'],
    ['5.25', '0.0525'],
    ['0.01', '0.0001'],
    ['1.234', '0.0124'],
    ['1.2301', '0.0124'],
    ['0.000000000000000000001', '0.0001'],
    ['0', '0.0000'],
  ])('%s percent is sent as %s (rate/100, 4 decimals, rounded up)', (percent, sent) => {
    expect(minAprToRateYear(percent)).toBe(sent);
  });

  it.each([
    ['0.0525', '5.25'],
    ['0.05251', '5.26'],
    ['0.05', '5'],
  ])('the API fraction %s is shown in the input as %s (rounded up)', (fraction, percent) => {
    expect(aprFractionToPercentInput(fraction)).toBe(percent);
  });
});
