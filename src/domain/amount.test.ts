import fc from 'fast-check';
import {
  commitAmount,
  DISPLAY_DECIMALS,
  formatAmount,
  formatApr,
  formatPercent,
  isPositiveAmount,
  MAX_AMOUNT,
  roundDown,
  SMALLEST_UNIT,
  sanitizeAmountInput,
  smallestUnit,
} from './amount';
import { dec, minDec } from './decimal';
import { arbDecimal, PROPERTY_RUNS } from './testSupport';

describe('§5 "Amount inputs in general": given typed or pasted text', () => {
  describe.each([
    // [raw, precision, max, expected]
    ['12.345', 2, undefined, '12.34'],
    ['12.349', 2, undefined, '12.34'],
    ['abc', 8, undefined, ''],
    ['1a2b.3c', 8, undefined, '12.3'],
    ['-5', 8, undefined, '5'],
    ['--5.5', 8, undefined, '5.5'],
    ['1e5', 8, undefined, '15'],
    ['007', 8, undefined, '7'],
    ['00.5', 8, undefined, '0.5'],
    ['000', 8, undefined, '0'],
    ['.5', 8, undefined, '0.5'],
    ['.', 8, undefined, '0.'],
    ['1.', 8, undefined, '1.'],
    ['1.2.3', 8, undefined, '1.23'],
    ['1,5', 8, undefined, '1.5'],
    ['1,234.56', 8, undefined, '1234.56'],
    ['5.55', 0, undefined, '5'],
    ['5.', 0, undefined, '5'],
    ['9999999999999', 8, undefined, MAX_AMOUNT],
    ['999999999999.5', 8, undefined, MAX_AMOUNT],
    ['150', 2, '100', '100'],
    ['5', 2, '1.239', '1.23'],
    ['2', 2, '-1', '0'],
    ['2', 2, '', '2'],
    ['2', 2, 'abc', '2'],
    ['10000000000000', 2, '99999999999999', MAX_AMOUNT],
    ['0.00000001', 8, undefined, '0.00000001'],
    ['', 8, undefined, ''],
  ])('when %j is typed with precision %i and max %j', (raw, precision, max, expected) => {
    it(`then the input holds ${JSON.stringify(expected)}`, () => {
      expect(sanitizeAmountInput(raw, max === undefined ? { precision } : { precision, max })).toBe(expected);
    });
  });

  it('§5 treats a nonsensical precision as 0 decimals', () => {
    expect(sanitizeAmountInput('1.5', { precision: Number.NaN })).toBe('1');
    expect(sanitizeAmountInput('1.55', { precision: 1.9 })).toBe('1.5');
    expect(sanitizeAmountInput('1.55', { precision: -3 })).toBe('1');
  });
});

describe('§5 commitAmount: given the user leaves the field', () => {
  it.each([
    ['1.', '1'],
    ['.', '0'],
    ['0.', '0'],
    ['1.50', '1.50'],
    ['', ''],
    ['12.345', '12.34'],
  ])('%j is committed as %j', (raw, expected) => {
    expect(commitAmount(raw, { precision: 2 })).toBe(expected);
  });
});

describe('§5 sanitizer properties (10 000 runs each)', () => {
  const rawText = fc.string({
    unit: fc.constantFrom('0', '1', '2', '5', '9', '.', ',', '-', '+', 'e', ' ', 'x'),
    maxLength: 24,
  });
  const precision = fc.integer({ min: 0, max: 10 });
  const maxOption = fc.option(arbDecimal(10n ** 14n, 10), { nil: undefined });

  function options(p: number, max: string | undefined) {
    return max === undefined ? { precision: p } : { precision: p, max };
  }

  it('§5 output is empty or a valid amount: digits, one dot, decimals ≤ precision, no leading zeros, ≤ max', () => {
    fc.assert(
      fc.property(rawText, precision, maxOption, (raw, p, max) => {
        // Plain boolean checks: expect() inside 10 000 runs costs more than the code under test.
        const out = sanitizeAmountInput(raw, options(p, max));
        if (out === '') return true;
        const bound = max === undefined ? dec(MAX_AMOUNT) : minDec(max, MAX_AMOUNT);
        return (
          /^\d+(\.\d*)?$/.test(out) &&
          /^(0|[1-9]\d*)(\.\d*)?$/.test(out) &&
          (out.split('.')[1] ?? '').length <= p &&
          dec(out).lte(bound)
        );
      }),
      PROPERTY_RUNS,
    );
  });

  it('§5 is idempotent: sanitize(sanitize(x)) === sanitize(x)', () => {
    fc.assert(
      fc.property(rawText, precision, maxOption, (raw, p, max) => {
        const once = sanitizeAmountInput(raw, options(p, max));
        return sanitizeAmountInput(once, options(p, max)) === once;
      }),
      PROPERTY_RUNS,
    );
  });

  it('§5 leaves an already-valid input unchanged', () => {
    const valid = fc
      .tuple(
        fc.integer({ min: 0, max: 10 }),
        fc.oneof(fc.constant('0'), fc.stringMatching(/^[1-9]\d{0,11}$/)),
        fc.boolean(),
        fc.stringMatching(/^\d{0,10}$/),
      )
      .map(([p, intPart, withDot, frac]) => {
        const fraction = frac.slice(0, p);
        return { p, text: withDot && p > 0 ? `${intPart}.${fraction}` : intPart };
      });
    fc.assert(
      fc.property(valid, ({ p, text }) => {
        return sanitizeAmountInput(text, { precision: p }) === text;
      }),
      PROPERTY_RUNS,
    );
  });

  it('§5 commitAmount never ends with a dot and is itself a fixed point', () => {
    fc.assert(
      fc.property(rawText, precision, maxOption, (raw, p, max) => {
        const out = commitAmount(raw, options(p, max));
        return !out.endsWith('.') && commitAmount(out, options(p, max)) === out;
      }),
      PROPERTY_RUNS,
    );
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
    ['1234567.5', { group: true }, '1,234,567.5'],
    ['0', {}, '0'],
    ['0.00000001', {}, '0.00000001'],
    ['0.000000009', {}, `<${SMALLEST_UNIT}`],
    ['-0.000000009', {}, `>-${SMALLEST_UNIT}`],
    ['0.001', { decimals: 2 }, '<0.01'],
    ['0.019', { decimals: 2 }, '0.01'],
    ['-1.999', { decimals: 2 }, '-1.99'],
    ['abc', {}, '0'],
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
