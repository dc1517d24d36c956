import { Decimal, type DecimalInput, dec, Round, toGroupedPlaces, toPlaces, trimZeros } from './decimal';

/** §5 "Amount inputs in general": the largest amount any input accepts. */
export const MAX_AMOUNT = '999999999999';
/** §9: amounts are shown with up to 8 decimals. */
export const DISPLAY_DECIMALS = 8;
/** §9: the smallest unit shown; anything smaller but non-zero is shown as '<0.00000001'. */
export const SMALLEST_UNIT = '0.00000001';

export interface SanitizeOptions {
  /** Decimals the coin allows (§5: capped at the coin's precision). */
  precision: number;
  /** Upper bound of the input. @default MAX_AMOUNT */
  max?: string;
}

/**
 * Cleans what the customer typed, keystroke by keystroke (§5 "Amount inputs in general"):
 * digits and one dot only (so negatives and exponents are stripped), decimals cut at the coin's
 * precision (never rounded up), leading zeros normalised, and values above the maximum clamped to
 * it. A trailing dot is kept while typing so "1." can become "1.5"; `commitAmount` removes it.
 */
export function sanitizeAmountInput(raw: string, options: SanitizeOptions): string {
  const precision = Math.max(0, Math.floor(options.precision));
  const max = options.max ?? MAX_AMOUNT;
  // Comma as decimal separator is what many keyboards type; treat it as a dot.
  let text = raw.replace(/,/g, '.').replace(/[^\d.]/g, '');
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
 * non-zero amounts smaller than the smallest unit.
 */
export function formatAmount(value: DecimalInput, options: FormatAmountOptions = {}): string {
  const decimals = options.decimals ?? DISPLAY_DECIMALS;
  const d = dec(value);
  const abs = d.abs();
  if (!abs.isZero() && abs.lt(SMALLEST_UNIT)) return d.isNegative() ? `>-${SMALLEST_UNIT}` : `<${SMALLEST_UNIT}`;
  const text = options.group ? toGroupedPlaces(d, decimals) : toPlaces(d, decimals);
  const shown = options.keepZeros ? text : trimZeros(text);
  return shown.startsWith('-') && dec(shown.replace(/,/g, '')).isZero() ? shown.slice(1) : shown;
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
