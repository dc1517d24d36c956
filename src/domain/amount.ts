import { DISPLAY_DECIMALS, MAX_AMOUNT, SMALLEST_UNIT } from './constants';
import {
  Decimal,
  type DecimalInput,
  dec,
  parseDecimal,
  Round,
  toGroupedPlaces,
  toPlaces,
  trimZeros,
} from './decimal';
import { MISSING_VALUE } from './messages';

// Defined in constants.ts with the rest of §9; re-exported here because amounts are where they are used.
export { DISPLAY_DECIMALS, MAX_AMOUNT, SMALLEST_UNIT };

/** True when the input holds a number greater than zero. */
export function isPositiveAmount(value: string): boolean {
  return value !== '' && value !== '.' && dec(value).gt(0);
}

/**
 * The balance rule of the money forms (§5: above available → the form's insufficient-balance
 * message), for an available balance that may not be known: `null` while it is not (a logged-out
 * customer has none to show, a signed-in one's is still being read). An unknown balance refuses
 * nothing; the exchange checks again on submit (§8).
 */
export function exceedsAvailable(value: DecimalInput, available: DecimalInput | null): boolean {
  return available !== null && dec(value).gt(available);
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
  /**
   * Group the integer part with commas ("1,234.5"), as every amount the customer reads is shown.
   * Off only where the text is an example of what to type into an amount field (a placeholder),
   * which takes no grouping commas.
   * @default true
   */
  group?: boolean;
}

/**
 * Formats an amount for display (§5, §9): up to 8 decimals, rounded down, and '<0.00000001' for
 * non-zero amounts smaller than the smallest unit. With fewer `decimals` the threshold follows
 * them ('<0.01' for 2), so a non-zero amount is never shown as a bare 0. A value that holds no
 * number (a malformed amount from the exchange, a missing field) is shown as '--', never as 0.
 */
export function formatAmount(
  value: DecimalInput | null | undefined,
  options: FormatAmountOptions = {},
): string {
  const decimals = options.decimals ?? DISPLAY_DECIMALS;
  const d = parseDecimal(value);
  if (d === null) return MISSING_VALUE;
  const abs = d.abs();
  const smallest = decimals === DISPLAY_DECIMALS ? SMALLEST_UNIT : smallestUnit(decimals);
  if (!abs.isZero() && abs.lt(smallest)) return d.isNegative() ? `>-${smallest}` : `<${smallest}`;
  const text = (options.group ?? true) ? toGroupedPlaces(d, decimals) : toPlaces(d, decimals);
  return options.keepZeros ? text : trimZeros(text);
}

/**
 * An amount with its coin, as the customer reads it ("1,234.5 USDT"): `formatAmount`, then the coin
 * when there is one. An amount that holds no number reads '--' alone, not '-- USDT'.
 */
export function formatCoinAmount(
  value: DecimalInput | null | undefined,
  coin: string | null | undefined,
  options?: FormatAmountOptions,
): string {
  const amount = formatAmount(value, options);
  return amount === MISSING_VALUE || !coin ? amount : `${amount} ${coin}`;
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
