import BigNumber from 'bignumber.js';
import fc from 'fast-check';
import {
  Decimal,
  dec,
  isDecimalString,
  maxDec,
  minDec,
  Round,
  toGroupedPlaces,
  toPlaces,
  trimZeros,
} from './decimal';
import { arbDecimal, PROPERTY_RUNS } from './testSupport';

describe('§9 money arithmetic: Decimal', () => {
  it('keeps 18 places and rounds down on division', () => {
    expect(new Decimal('1').div(3).toString()).toBe('0.333333333333333333');
    expect(new Decimal('2').div(3).toString()).toBe('0.666666666666666666');
  });

  it('prints plain digits, never exponent form, for amounts', () => {
    expect(new Decimal('0.00000000000000000001').toString()).toBe('0.00000000000000000001');
    expect(new Decimal('999999999999999999999999').toString()).toBe('999999999999999999999999');
  });
});

describe('§9 dec: given server strings', () => {
  it.each([
    ['1.5', '1.5'],
    [' 2 ', '2'],
    ['-3.25', '-3.25'],
    ['1e-8', '0.00000001'],
    ['.5', '0.5'],
    ['0.', '0'],
    ['', '0'],
    ['abc', '0'],
    ['NaN', '0'],
    ['Infinity', '0'],
    ['0x10', '0'],
    ['0b1', '0'],
    ['1e99999999999', '0'],
  ])('dec(%j) is %s', (input, expected) => {
    expect(dec(input).toString()).toBe(expected);
  });

  it.each([null, undefined])('dec(%s) is zero', (input) => {
    expect(dec(input).toString()).toBe('0');
  });

  it('accepts a Decimal; a NaN or an infinity cannot become one', () => {
    expect(dec(new Decimal('7')).toString()).toBe('7');
    expect(() => new Decimal(Number.NaN)).toThrow(TypeError);
    expect(() => new Decimal(Number.POSITIVE_INFINITY)).toThrow(TypeError);
  });
});

describe('§9 isDecimalString', () => {
  it.each([
    ['1', true],
    ['-1.5', true],
    [' 2.0 ', true],
    ['1.', false],
    ['.5', false],
    ['1e5', false],
    ['', false],
    ['abc', false],
  ])('%j → %s', (input, expected) => {
    expect(isDecimalString(input)).toBe(expected);
  });
});

describe('§9 toPlaces / toGroupedPlaces: explicit rounding, no float', () => {
  it.each([
    ['1.239', 2, Round.DOWN, '1.23'],
    ['1.231', 2, Round.UP, '1.24'],
    ['1.235', 2, Round.HALF_UP, '1.24'],
    ['1.5', 2, Round.DOWN, '1.50'],
    ['-1.239', 2, Round.DOWN, '-1.23'],
    ['-0.0000001', 2, Round.DOWN, '0.00'],
    ['0.1', 0, Round.DOWN, '0'],
    ['1234567.891', 2, Round.DOWN, '1234567.89'],
  ])('toPlaces(%s, %i, mode %i) = %s', (value, places, mode, expected) => {
    expect(toPlaces(value, places, mode)).toBe(expected);
  });

  it('defaults to rounding down', () => {
    expect(toPlaces('0.999', 2)).toBe('0.99');
  });

  it.each([
    ['1234567.5', 2, '1,234,567.50'],
    ['999', 0, '999'],
    ['-1234.5', 1, '-1,234.5'],
    ['-0.001', 2, '0.00'],
    ['0.5', 1, '0.5'],
    ['12', 0, '12'],
    ['1000', 0, '1,000'],
    ['12345', 0, '12,345'],
    ['123456', 0, '123,456'],
    ['1234567890123456789012', 0, '1,234,567,890,123,456,789,012'],
  ])('toGroupedPlaces(%s, %i) = %s', (value, places, expected) => {
    expect(toGroupedPlaces(value, places)).toBe(expected);
  });
});

describe('§9 grouping: commas every three digits of the integer part, the digits kept', () => {
  it('holds for any integer part', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), (n) => {
        const text = toGroupedPlaces(n.toString(), 0);
        expect(text.replaceAll(',', '')).toBe(n.toString());
        expect(text).toMatch(/^\d{1,3}(,\d{3})*$/);
      }),
    );
  });
});

describe('§9 trimZeros, minDec, maxDec', () => {
  it.each([
    ['1.500', '1.5'],
    ['1.000', '1'],
    ['100', '100'],
    ['0.00', '0'],
    ['1,000.00', '1,000'],
  ])('trimZeros(%s) = %s', (input, expected) => {
    expect(trimZeros(input)).toBe(expected);
  });

  it.each([
    [['3', '1.5', '2'], '1.5', '3'],
    [['-1', '0'], '-1', '0'],
    [[], '0', '0'],
  ])('minDec/maxDec of %j are %s / %s', (values, min, max) => {
    expect(minDec(...values).toString()).toBe(min);
    expect(maxDec(...values).toString()).toBe(max);
  });
});

describe('§9 Decimal: given the arithmetic bignumber.js does (the library it replaces, as the oracle)', () => {
  // The oracle as wealthkit configured it before: 18 places on division, rounded down.
  const Oracle = BigNumber.clone({
    DECIMAL_PLACES: 18,
    ROUNDING_MODE: BigNumber.ROUND_DOWN,
    EXPONENTIAL_AT: 1e9,
  });
  const signed = fc
    .tuple(fc.boolean(), fc.oneof(arbDecimal(10n ** 24n, 18), arbDecimal(1000n, 2)))
    .map(([negative, text]) => (negative && text !== '0' ? `-${text}` : text));
  const modes = fc.constantFrom(Round.DOWN, Round.UP, Round.HALF_UP);

  it('adds, subtracts, multiplies, divides and compares exactly as it did', () => {
    fc.assert(
      fc.property(signed, signed, (a, b) => {
        const x = new Decimal(a);
        const o = new Oracle(a);
        expect(x.plus(b).toString()).toBe(o.plus(b).toString());
        expect(x.minus(b).toString()).toBe(o.minus(b).toString());
        expect(x.times(b).toString()).toBe(o.times(b).toString());
        if (!new Oracle(b).isZero()) expect(x.div(b).toString()).toBe(o.div(b).toString());
        expect(x.comparedTo(b)).toBe(o.comparedTo(b));
        expect(x.shiftedBy(-2).toString()).toBe(o.shiftedBy(-2).toString());
      }),
      PROPERTY_RUNS,
    );
  });

  it('rounds to places in every mode as toFormat did', () => {
    fc.assert(
      fc.property(signed, fc.integer({ min: 0, max: 20 }), modes, (a, places, mode) => {
        const expected = new Oracle(a).toFormat(places, mode, {
          decimalSeparator: '.',
          groupSeparator: '',
          groupSize: 0,
        });
        expect(toPlaces(a, places, mode)).toBe(expected.replace(/^-([0.]+)$/, '$1'));
        const grouped = new Oracle(a).toFormat(places, mode, {
          decimalSeparator: '.',
          groupSeparator: ',',
          groupSize: 3,
        });
        expect(toGroupedPlaces(a, places, mode)).toBe(grouped.replace(/^-([0.]+)$/, '$1'));
      }),
      PROPERTY_RUNS,
    );
  });

  it('reads exponent text as it did, and refuses what it is not given to hold', () => {
    expect(dec('1.5e3').toString()).toBe('1500');
    expect(dec('-25E-3').toString()).toBe('-0.025');
    expect(dec('1e1001').toString()).toBe('0');
    expect(dec('-0').toString()).toBe('0');
    expect(new Decimal(125n, 2).toString()).toBe('1.25');
  });

  it('divides by zero to zero, never to an infinity a caller could print', () => {
    expect(dec('5').div(0).toString()).toBe('0');
  });
});
