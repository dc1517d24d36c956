import { DEFAULT_MAX_LEND_APR_PERCENT, MIN_APR_INPUT_DECIMALS, MIN_APR_SEND_DECIMALS } from './constants';
import { dec, isDecimalString, Round, toPlaces, trimZeros } from './decimal';
import { type DomainMessage, message } from './messages';

/** §5, §9: the minimum lent APR input takes percent with 2 decimals. */
export const MIN_APR_PRECISION = MIN_APR_INPUT_DECIMALS;

/**
 * An APR fraction from the API ("0.0525", e.g. limit_min_lend_rate_year) as a percent string for
 * the input ("5.25"). Rounded up, so a minimum shown to the user is one the edit accepts.
 * @param rounding @default Round.UP
 */
export function aprFractionToPercentInput(
  aprFraction: string,
  rounding: typeof Round.UP | typeof Round.DOWN = Round.UP,
): string {
  return trimZeros(toPlaces(dec(aprFraction).shiftedBy(2), MIN_APR_INPUT_DECIMALS, rounding));
}

export interface MinAprLimits {
  /**
   * The highest APR the user may set, in percent. A blank value falls back to the default.
   * @default DEFAULT_MAX_LEND_APR_PERCENT ('5')
   */
  maxPercent?: string | null;
  /** The system minimum, in percent; blank means no minimum. */
  minPercent?: string | null;
}

export interface MinAprCheck {
  /** 'earn.minApr.max' or 'earn.minApr.min' with the bound in percent, or null. */
  readonly error: DomainMessage | null;
  /** False while the input is empty or errored. */
  readonly canSubmit: boolean;
}

/** The maximum percent in force: the product's, else 5 (§5, §9). */
export function minAprMaxPercent(maxPercent?: string | null): string {
  return maxPercent !== null && maxPercent !== undefined && isDecimalString(maxPercent)
    ? maxPercent
    : DEFAULT_MAX_LEND_APR_PERCENT;
}

/** §5 minimum lent APR edit: not above the maximum (default 5 %) and not below the system minimum. */
export function checkMinApr(percentInput: string, limits: MinAprLimits = {}): MinAprCheck {
  if (percentInput === '' || percentInput === '.') return { error: null, canSubmit: false };
  const value = dec(percentInput);
  const max = minAprMaxPercent(limits.maxPercent);
  if (value.gt(max)) return { error: message('earn.minApr.max', { max: trimZeros(max) }), canSubmit: false };
  const min = limits.minPercent;
  if (min !== null && min !== undefined && isDecimalString(min) && value.lt(min)) {
    return { error: message('earn.minApr.min', { min: trimZeros(min) }), canSubmit: false };
  }
  return { error: null, canSubmit: true };
}

/**
 * §5: the value sent for a minimum lent APR typed in percent: rate / 100 as a fraction string with
 * 4 decimals, rounded UP ("5.25" → "0.0525", "1.234" → "0.0124"), so the lender never gets less than
 * they asked for. With the 2-decimal input the division is exact and rounding changes nothing.
 */
export function minAprToRateYear(percentInput: string): string {
  // shiftedBy is exact; div would first truncate at 18 places and could lose what rounds up.
  return toPlaces(dec(percentInput).shiftedBy(-2), MIN_APR_SEND_DECIMALS, Round.UP);
}
