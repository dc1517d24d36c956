import { DISPLAY_DECIMALS, MAX_AMOUNT, SMALLEST_UNIT } from './constants';
import {
  Decimal,
  type DecimalInput,
  dec,
  isDecimalString,
  minDec,
  Round,
  toGroupedPlaces,
  toPlaces,
  trimZeros,
} from './decimal';

// Defined in constants.ts with the rest of §9; re-exported here because amounts are where they are used.
export { DISPLAY_DECIMALS, MAX_AMOUNT, SMALLEST_UNIT };

export interface SanitizeOptions {
  /** Decimals the coin allows (§5: capped at the coin's precision). */
  precision: number;
  /**
   * Upper bound of the input; never above MAX_AMOUNT, and cut down to `precision` decimals so the
   * clamped value is itself a valid input. A blank or unparsable bound means no bound of its own.
   * @default MAX_AMOUNT
   */
  max?: string;
}

/** The bound actually applied: at most MAX_AMOUNT, at least 0, with no more than `precision` decimals. */
function effectiveMax(max: string | undefined, precision: number): string {
  if (max === undefined || !isDecimalString(max)) return MAX_AMOUNT;
  const bounded = minDec(max, MAX_AMOUNT);
  return bounded.isNegative() ? '0' : roundDown(bounded, precision);
}

/**
 * Cleans what the customer typed, keystroke by keystroke (§5 "Amount inputs in general"):
 * digits and one dot only (so negatives and exponents are stripped), decimals cut at the coin's
 * precision (never rounded up), leading zeros normalised, and values above the maximum clamped to
 * it. A trailing dot is kept while typing so "1." can become "1.5"; `commitAmount` removes it.
 */
export function sanitizeAmountInput(raw: string, options: SanitizeOptions): string {
  const precision = Number.isFinite(options.precision) ? Math.max(0, Math.floor(options.precision)) : 0;
  const max = effectiveMax(options.max, precision);
  // A comma alone is the decimal separator many keyboards type ("1,5"); next to a dot it can only
  // be a thousands separator of a pasted amount ("1,234.56"), which must not become 1.23456.
  const separators = raw.includes('.') ? raw.replace(/,/g, '') : raw.replace(/,/g, '.');
  let text = separators.replace(/[^\d.]/g, '');
  if (text === '') return '';
  const firstDot = text.indexOf('.');
  if (firstDot !== -1) {
    text = text.slice(0, firstDot + 1) + text.slice(firstDot + 1).replace(/\./g, '');
  }
  let [intPart = '', fracPart] = text.split('.') as [string, string | undefined];
  intPart = intPart.replace(/^0+(?=\d)/, '');
  if (intPart === '') intPart = '0';
  if (fracPart !== undefined) {
    if (precision === 0) fracPart = undefined;
    else fracPart = fracPart.slice(0, precision);
  }
  const candidate = fracPart === undefined ? intPart : `${intPart}.${fracPart}`;
  if (dec(candidate).gt(max)) return max;
  return candidate;
}

/** The value to keep once the customer leaves the field or submits: no trailing dot (§5). */
export function commitAmount(raw: string, options: SanitizeOptions): string {
  const clean = sanitizeAmountInput(raw, options);
  return clean.endsWith('.') ? clean.slice(0, -1) : clean;
}

/** True when the input holds a number greater than zero. */
export function isPositiveAmount(value: string): boolean {
  return value !== '' && value !== '.' && dec(value).gt(0);
}

/** Cuts an amount to `decimals` places, rounding down (what the user can pay or receive, §5, §9). */
export function roundDown(value: DecimalInput, decimals: number): string {
  return trimZeros(toPlaces(value, decimals, Round.DOWN));
}

export interface FormatAmountOptions {
  /** Most decimals to show. @default DISPLAY_DECIMALS */
  decimals?: number;
  /** Keep trailing zeros up to `decimals`. @default false */
  keepZeros?: boolean;
  /** Group the integer part with commas. @default false */
  group?: boolean;
}

/**
 * Formats an amount for display (§5, §9): up to 8 decimals, rounded down, and '<0.00000001' for
 * non-zero amounts smaller than the smallest unit. With fewer `decimals` the threshold follows
 * them ('<0.01' for 2), so a non-zero amount is never shown as a bare 0.
 */
export function formatAmount(value: DecimalInput, options: FormatAmountOptions = {}): string {
  const decimals = options.decimals ?? DISPLAY_DECIMALS;
  const d = dec(value);
  const abs = d.abs();
  const smallest = decimals === DISPLAY_DECIMALS ? SMALLEST_UNIT : smallestUnit(decimals);
  if (!abs.isZero() && abs.lt(smallest)) return d.isNegative() ? `>-${smallest}` : `<${smallest}`;
  const text = options.group ? toGroupedPlaces(d, decimals) : toPlaces(d, decimals);
  return options.keepZeros ? text : trimZeros(text);
}

/** The smallest positive amount with `decimals` places: 2 → "0.01", 0 → "1". */
export function smallestUnit(decimals: number): string {
  const places = Math.max(0, Math.floor(decimals));
  return places === 0 ? '1' : `0.${'0'.repeat(places - 1)}1`;
}

/**
 * Formats an APR given as a fraction ("0.0523") as a percentage with 2 decimals ("5.23%"), §9.
 * Rounded down, so an estimate is never shown higher than it is.
 */
export function formatApr(fraction: DecimalInput): string {
  return `${toPlaces(dec(fraction).times(100), 2)}%`;
}

/** Formats an APR already given in percent ("5.234") with 2 decimals ("5.23%"), §9. */
export function formatPercent(percent: DecimalInput): string {
  return `${toPlaces(percent, 2)}%`;
}

export { Decimal };
