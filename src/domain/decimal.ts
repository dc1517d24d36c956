import BigNumber from 'bignumber.js';

/**
 * wealthkit's own BigNumber constructor for money. A clone, so that nothing a host does to the
 * global BigNumber config (or another library's clone) can change how we round a customer's amount.
 * Division keeps 18 places and rounds down; every caller that shows or sends a value rounds it
 * explicitly to the precision the spec names (§5, §9).
 */
export const Decimal = BigNumber.clone({
  DECIMAL_PLACES: 18,
  ROUNDING_MODE: BigNumber.ROUND_DOWN,
  // Plain digits in every toString(): amounts are never shown or sent in exponent form.
  EXPONENTIAL_AT: [-40, 40],
});

export type Decimal = BigNumber;
export type DecimalInput = string | BigNumber;

/** Rounding modes, re-exported so callers never reach for the global BigNumber. */
export const Round = {
  DOWN: BigNumber.ROUND_DOWN,
  UP: BigNumber.ROUND_UP,
  HALF_UP: BigNumber.ROUND_HALF_UP,
} as const;

/**
 * Plain decimal notation, optionally with an exponent ("1e-8" is what a float serialiser sends).
 * BigNumber itself also accepts "0x10", "0b1" and "0o7"; a server amount in those forms is garbage,
 * not sixteen, so `dec` refuses them.
 */
const DECIMAL_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** A Decimal from a string or Decimal; anything unparsable becomes zero rather than NaN. */
export function dec(value: DecimalInput | null | undefined): Decimal {
  if (value === null || value === undefined) return new Decimal(0);
  const text = typeof value === 'string' ? value.trim() : value;
  if (typeof text === 'string' && !DECIMAL_TEXT.test(text)) return new Decimal(0);
  const d = new Decimal(text);
  return d.isFinite() ? d : new Decimal(0);
}

/** The number a value holds, or null when it holds none (garbage, blank, NaN, Infinity). */
export function parseDecimal(value: DecimalInput | null | undefined): Decimal | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'string' ? value.trim() : value;
  if (typeof text === 'string' && !DECIMAL_TEXT.test(text)) return null;
  const d = new Decimal(text);
  return d.isFinite() ? d : null;
}

/** True when the string is a finite decimal number (the server's amount strings). */
export function isDecimalString(value: string): boolean {
  return /^-?\d+(\.\d+)?$/.test(value.trim());
}

const PLAIN_FORMAT = {
  decimalSeparator: '.',
  groupSeparator: '',
  groupSize: 0,
  secondaryGroupSize: 0,
  fractionGroupSeparator: '',
  fractionGroupSize: 0,
  prefix: '',
  suffix: '',
};

const GROUPED_FORMAT = { ...PLAIN_FORMAT, groupSeparator: ',', groupSize: 3 };

/**
 * Exactly `decimals` places, rounded as asked (decimal arithmetic, never a float): "1.50".
 * @param rounding @default Round.DOWN
 */
export function toPlaces(
  value: DecimalInput,
  decimals: number,
  rounding: BigNumber.RoundingMode = Round.DOWN,
): string {
  return dropNegativeZero(dec(value).toFormat(decimals, rounding, PLAIN_FORMAT));
}

/** "-0.00" (a tiny negative rounded towards zero) would show a minus sign on nothing. */
function dropNegativeZero(text: string): string {
  return /^-[0.,]+$/.test(text) ? text.slice(1) : text;
}

/** Like `toPlaces`, with the integer part grouped by commas: "1,234.50". */
export function toGroupedPlaces(
  value: DecimalInput,
  decimals: number,
  rounding: BigNumber.RoundingMode = Round.DOWN,
): string {
  return dropNegativeZero(dec(value).toFormat(decimals, rounding, GROUPED_FORMAT));
}

/** Removes zeros after the decimal point only: "1.500" → "1.5", "100" stays "100". */
export function trimZeros(text: string): string {
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/** Smallest of the given amounts (zero when none is given, rather than BigNumber's throw). */
export function minDec(...values: DecimalInput[]): Decimal {
  return values.length === 0 ? new Decimal(0) : Decimal.min(...values.map(dec));
}

/** Largest of the given amounts (zero when none is given, rather than BigNumber's throw). */
export function maxDec(...values: DecimalInput[]): Decimal {
  return values.length === 0 ? new Decimal(0) : Decimal.max(...values.map(dec));
}
