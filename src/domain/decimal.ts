/**
 * wealthkit's exact decimal for money (§9): an integer coefficient (BigInt) and a count of places,
 * so 1.25 is 125 × 10⁻². Adding, subtracting and multiplying are exact; division keeps 18 places
 * and rounds down; every caller that shows or sends a value rounds it explicitly, once, to the
 * precision the spec names (§5, §9). It holds only finite numbers: no NaN, no infinity, no −0.
 *
 * Our own rather than bignumber.js: money needs these few operations, and bignumber.js cost every
 * widget 20 kB minified (8 kB brotli) for the rest.
 */

/** How a value is rounded to fewer places. */
export const Round = {
  /** Away from zero. */
  UP: 0,
  /** Towards zero (truncate): what the spec's "round down" means for amounts. */
  DOWN: 1,
  /** To the nearest, a half away from zero. */
  HALF_UP: 4,
} as const;
export type RoundingMode = (typeof Round)[keyof typeof Round];

export type DecimalInput = string | Decimal;
/** What the arithmetic takes: a decimal string, a Decimal or a (literal) number such as 365. */
export type DecimalOperand = DecimalInput | number;

/** Places a quotient keeps, rounded down. */
const DIVISION_PLACES = 18;
/** An exponent beyond this is no amount; expanding it would build a huge integer. */
const MAX_EXPONENT = 1000;

/**
 * Plain decimal notation, optionally with an exponent ("1e-8" is what a float serialiser sends).
 * "0x10", "0b1", "Infinity" and "NaN" are garbage, not numbers.
 */
const DECIMAL_TEXT = /^([+-]?)(\d+\.?\d*|\.\d+)(?:e([+-]?\d+))?$/i;

const pow10 = (places: number) => 10n ** BigInt(places);

/** The [coefficient, places] a text holds, or null when it holds no finite number. */
function parse(text: string): [bigint, number] | null {
  const match = DECIMAL_TEXT.exec(text.trim());
  if (!match) return null;
  const [, sign, body = '', exponentText = '0'] = match;
  const exponent = Number(exponentText);
  if (Math.abs(exponent) > MAX_EXPONENT) return null;
  const [whole = '', fraction = ''] = body.split('.');
  const digits = BigInt(`${whole}${fraction}` || '0');
  return [sign === '-' ? -digits : digits, fraction.length - exponent];
}

function operand(value: DecimalOperand): Decimal {
  return value instanceof Decimal ? value : new Decimal(value);
}

/** Two values' coefficients at their common number of places. */
function aligned(a: Decimal, b: Decimal): [bigint, bigint, number] {
  const places = Math.max(a.places, b.places);
  return [a.coefficient * pow10(places - a.places), b.coefficient * pow10(places - b.places), places];
}

export class Decimal {
  /** The value's digits as an integer, without trailing zeros after the point. */
  readonly coefficient: bigint;
  /** How many of those digits are after the point (never negative). */
  readonly places: number;

  /**
   * A decimal from text ("1.5", "-0.25", "1e-8"), a number, another Decimal, or a coefficient and
   * its places (`new Decimal(125n, 2)` is 1.25). Throws a TypeError on anything else (use `dec` or
   * `parseDecimal` for untrusted input).
   */
  constructor(value: DecimalOperand | bigint, places = 0) {
    let parsed: [bigint, number] | null;
    if (typeof value === 'bigint') parsed = [value, places];
    else if (value instanceof Decimal) parsed = [value.coefficient, value.places];
    else parsed = parse(String(value));
    if (!parsed) throw new TypeError(`Not a finite decimal: ${String(value)}`);
    let [coefficient, scale] = parsed;
    if (scale < 0) {
      coefficient *= pow10(-scale);
      scale = 0;
    }
    while (scale > 0 && coefficient % 10n === 0n) {
      coefficient /= 10n;
      scale -= 1;
    }
    this.coefficient = coefficient;
    this.places = scale;
  }

  plus(other: DecimalOperand): Decimal {
    const [a, b, places] = aligned(this, operand(other));
    return new Decimal(a + b, places);
  }

  minus(other: DecimalOperand): Decimal {
    const [a, b, places] = aligned(this, operand(other));
    return new Decimal(a - b, places);
  }

  times(other: DecimalOperand): Decimal {
    const b = operand(other);
    return new Decimal(this.coefficient * b.coefficient, this.places + b.places);
  }

  /**
   * The quotient with 18 places, rounded down (towards zero). A quotient by zero is zero: money
   * has no infinity, and every caller guards a zero divisor where it means something.
   */
  div(other: DecimalOperand): Decimal {
    const b = operand(other);
    if (b.coefficient === 0n) return new Decimal(0n);
    // (a / 10^pa) / (b / 10^pb) at 18 places = a × 10^(pb + 18) / (b × 10^pa), truncated.
    const numerator = this.coefficient * pow10(b.places + DIVISION_PLACES);
    return new Decimal(numerator / (b.coefficient * pow10(this.places)), DIVISION_PLACES);
  }

  /** The value × 10^n: `shiftedBy(-2)` turns a percent into a fraction. */
  shiftedBy(n: number): Decimal {
    return new Decimal(this.coefficient, this.places - n);
  }

  /** The value with at most `places` decimals, rounded as asked. @param mode @default Round.DOWN */
  round(places: number, mode: RoundingMode = Round.DOWN): Decimal {
    if (this.places <= places) return this;
    const divisor = pow10(this.places - places);
    let kept = this.coefficient / divisor;
    const dropped = this.coefficient % divisor;
    const magnitude = dropped < 0n ? -dropped : dropped;
    const away = mode === Round.UP || (mode === Round.HALF_UP && 2n * magnitude >= divisor);
    if (dropped !== 0n && away) kept += this.coefficient < 0n ? -1n : 1n;
    return new Decimal(kept, places);
  }

  abs(): Decimal {
    return this.coefficient < 0n ? this.negated() : this;
  }

  negated(): Decimal {
    return new Decimal(-this.coefficient, this.places);
  }

  /** −1, 0 or 1 as this is below, equal to or above `other`. */
  comparedTo(other: DecimalOperand): -1 | 0 | 1 {
    const [a, b] = aligned(this, operand(other));
    return a < b ? -1 : a > b ? 1 : 0;
  }

  eq(other: DecimalOperand): boolean {
    return this.comparedTo(other) === 0;
  }

  gt(other: DecimalOperand): boolean {
    return this.comparedTo(other) > 0;
  }

  gte(other: DecimalOperand): boolean {
    return this.comparedTo(other) >= 0;
  }

  lt(other: DecimalOperand): boolean {
    return this.comparedTo(other) < 0;
  }

  lte(other: DecimalOperand): boolean {
    return this.comparedTo(other) <= 0;
  }

  isZero(): boolean {
    return this.coefficient === 0n;
  }

  isNegative(): boolean {
    return this.coefficient < 0n;
  }

  /** How many decimals the value has ("1.50" has 1). */
  decimalPlaces(): number {
    return this.places;
  }

  /**
   * Exactly `places` decimals (padded with zeros, or rounded down when it has more), the integer
   * part grouped by `group` when one is given: `format(2, ',')` of 1234.5 is "1,234.50".
   */
  format(places: number, group = ''): string {
    if (places < this.places) return this.round(places).format(places, group);
    const negative = this.coefficient < 0n;
    const digits =
      (negative ? -this.coefficient : this.coefficient).toString().padStart(this.places + 1, '0') +
      '0'.repeat(places - this.places);
    let whole = digits.slice(0, digits.length - places);
    if (group) whole = whole.replace(/\B(?=(\d{3})+$)/g, group);
    return `${negative ? '-' : ''}${whole}${places > 0 ? `.${digits.slice(-places)}` : ''}`;
  }

  /** Plain digits, never exponent form: amounts are never shown or sent as "1e-8". */
  toString(): string {
    return this.format(this.places);
  }

  valueOf(): string {
    return this.toString();
  }

  toJSON(): string {
    return this.toString();
  }
}

/** A Decimal from a string or Decimal; anything unparsable becomes zero rather than NaN. */
export function dec(value: DecimalInput | null | undefined): Decimal {
  return parseDecimal(value) ?? new Decimal(0n);
}

/** The number a value holds, or null when it holds none (garbage, blank, NaN, Infinity). */
export function parseDecimal(value: DecimalInput | null | undefined): Decimal | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Decimal) return value;
  const parsed = parse(value);
  return parsed && new Decimal(...parsed);
}

/** True when the string is a finite decimal number (the server's amount strings). */
export function isDecimalString(value: string): boolean {
  return /^-?\d+(\.\d+)?$/.test(value.trim());
}

/**
 * Exactly `decimals` places, rounded as asked (decimal arithmetic, never a float): "1.50".
 * @param rounding @default Round.DOWN
 */
export function toPlaces(value: DecimalInput, decimals: number, rounding: RoundingMode = Round.DOWN): string {
  return dec(value).round(decimals, rounding).format(decimals);
}

/** Like `toPlaces`, with the integer part grouped by commas: "1,234.50". */
export function toGroupedPlaces(
  value: DecimalInput,
  decimals: number,
  rounding: RoundingMode = Round.DOWN,
): string {
  return dec(value).round(decimals, rounding).format(decimals, ',');
}

/** Removes zeros after the decimal point only: "1.500" → "1.5", "100" stays "100". */
export function trimZeros(text: string): string {
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/** Smallest of the given amounts (zero when none is given). */
export function minDec(...values: DecimalInput[]): Decimal {
  return values.map(dec).reduce((a, b) => (b.lt(a) ? b : a), dec(values[0]));
}

/** Largest of the given amounts (zero when none is given). */
export function maxDec(...values: DecimalInput[]): Decimal {
  return values.map(dec).reduce((a, b) => (b.gt(a) ? b : a), dec(values[0]));
}
