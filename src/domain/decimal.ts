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

/** A Decimal from a string or Decimal; anything unparsable becomes zero rather than NaN. */
export function dec(value: DecimalInput | null | undefined): Decimal {
  if (value === null || value === undefined || value === '') return new Decimal(0);
  const d = new Decimal(value);
  return d.isFinite() ? d : new Decimal(0);
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
export function toPlaces(value: DecimalInput, decimals: number, rounding: BigNumber.RoundingMode = Round.DOWN): string {
  return dec(value).toFormat(decimals, rounding, PLAIN_FORMAT);
}

/** Like `toPlaces`, with the integer part grouped by commas: "1,234.50". */
export function toGroupedPlaces(
  value: DecimalInput,
  decimals: number,
  rounding: BigNumber.RoundingMode = Round.DOWN,
): string {
  return dec(value).toFormat(decimals, rounding, GROUPED_FORMAT);
}

/** Removes zeros after the decimal point only: "1.500" → "1.5", "100" stays "100". */
export function trimZeros(text: string): string {
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/** Smallest of the given amounts. */
export function minDec(...values: DecimalInput[]): Decimal {
  return Decimal.min(...values.map(dec));
}

/** Largest of the given amounts. */
export function maxDec(...values: DecimalInput[]): Decimal {
  return Decimal.max(...values.map(dec));
}
