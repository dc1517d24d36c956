import {
  DISPLAY_DECIMALS,
  exceedsAvailable,
  formatAmount,
  formatApr,
  formatCoinAmount,
  formatPercent,
  isPositiveAmount,
  roundDown,
  SMALLEST_UNIT,
  smallestUnit,
} from './amount';

describe("§5 exceedsAvailable: the money forms' balance rule", () => {
  it.each([
    ['100.1', '100', true],
    ['100', '100', false],
    ['0.00000001', '0', true],
    // Unknown (logged out, or not read yet): nothing is refused; the exchange checks on submit (§8).
    ['1000000', null, false],
  ] as const)('%s against available %s exceeds it: %s', (value, available, exceeds) => {
    expect(exceedsAvailable(value, available)).toBe(exceeds);
  });
});

describe('§5 isPositiveAmount', () => {
  it.each([
    ['', false],
    ['.', false],
    ['0', false],
    ['0.', false],
    ['0.00000001', true],
    ['5', true],
  ])('%j → %s', (value, expected) => {
    expect(isPositiveAmount(value)).toBe(expected);
  });
});

describe('§5, §9 roundDown: what the user can pay or receive', () => {
  it.each([
    ['1.999999', 2, '1.99'],
    ['1.10', 2, '1.1'],
    ['5', 6, '5'],
    ['0.0000009', 6, '0'],
  ])('roundDown(%s, %i) = %s', (value, decimals, expected) => {
    expect(roundDown(value, decimals)).toBe(expected);
  });
});

describe('§9 formatAmount: given an amount to display', () => {
  it.each([
    ['1.123456789', {}, '1.12345678'],
    ['1.5', {}, '1.5'],
    ['1.5', { keepZeros: true }, '1.50000000'],
    ['1234567.5', {}, '1,234,567.5'],
    ['-1234.5', {}, '-1,234.5'],
    ['1234567.5', { group: false }, '1234567.5'],
    ['0', {}, '0'],
    ['0.00000001', {}, '0.00000001'],
    ['0.000000009', {}, `<${SMALLEST_UNIT}`],
    ['-0.000000009', {}, `>-${SMALLEST_UNIT}`],
    ['0.001', { decimals: 2 }, '<0.01'],
    ['0.019', { decimals: 2 }, '0.01'],
    ['-1.999', { decimals: 2 }, '-1.99'],
    // §8 / issue 13: an amount the exchange sends that holds no number is '--', never 0.
    ['abc', {}, '--'],
    ['', {}, '--'],
    ['NaN', {}, '--'],
  ])('formatAmount(%s, %j) = %s', (value, options, expected) => {
    expect(formatAmount(value, options)).toBe(expected);
  });

  it('§9 shows 8 decimals by default', () => {
    expect(DISPLAY_DECIMALS).toBe(8);
  });

  it.each([
    [0, '1'],
    [2, '0.01'],
    [8, SMALLEST_UNIT],
  ])('smallestUnit(%i) = %s', (decimals, expected) => {
    expect(smallestUnit(decimals)).toBe(expected);
  });
});

describe('§9 formatCoinAmount: given an amount and its coin', () => {
  it.each([
    ['1234.5', 'USDT', '1,234.5 USDT'],
    ['0.000000009', 'BTC', `<${SMALLEST_UNIT} BTC`],
    // A missing amount reads '--' alone, not '-- GT' (a field the exchange left out).
    [undefined, 'GT', '--'],
    ['abc', 'GT', '--'],
    // No coin known (a dual order without its currency): the amount alone, no trailing space.
    ['10', undefined, '10'],
    ['10', '', '10'],
  ])('formatCoinAmount(%j, %j) = %j', (value, coin, expected) => {
    expect(formatCoinAmount(value, coin)).toBe(expected);
  });
});

describe('§9 APR display with 2 decimals', () => {
  it.each([
    ['0.0523', '5.23%'],
    ['0.05239', '5.23%'],
    ['0.05', '5.00%'],
    ['1', '100.00%'],
    ['0', '0.00%'],
  ])('formatApr(%s) = %s (fraction in)', (fraction, expected) => {
    expect(formatApr(fraction)).toBe(expected);
  });

  it.each([
    ['5.234', '5.23%'],
    ['5.2', '5.20%'],
    ['12', '12.00%'],
  ])('formatPercent(%s) = %s (percent in)', (percent, expected) => {
    expect(formatPercent(percent)).toBe(expected);
  });
});
