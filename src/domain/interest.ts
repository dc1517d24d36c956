import { DAYS_PER_YEAR, ESTIMATE_DECIMALS, LADDER_DECIMALS } from './constants';
import { type Decimal, type DecimalInput, dec, maxDec, minDec, toPlaces } from './decimal';

/**
 * Interest estimates of §9. Simple Earn rates arrive as fractions ("0.05" = 5 %), staking and fee
 * rates as percent strings ("5.2" = 5.2 %); every function names the unit it takes. Each result is
 * computed exactly and then rounded down once, to the decimals named, so an estimate is never shown
 * higher than the money the user will get.
 */

/** A percent string as a fraction ("5.2" → "0.052"); exact (a decimal shift, no division). */
export function percentToFraction(percent: DecimalInput): string {
  return dec(percent).shiftedBy(-2).toString();
}

/** A fraction as a percent string ("0.052" → "5.2"); exact. */
export function fractionToPercent(fraction: DecimalInput): string {
  return dec(fraction).shiftedBy(2).toString();
}

/**
 * §9: estimated flexible interest for one day = amount × APR / 365, rounded down.
 * @param decimals @default ESTIMATE_DECIMALS (8)
 */
export function estimateDailyInterest(
  amount: DecimalInput,
  aprFraction: DecimalInput,
  decimals = ESTIMATE_DECIMALS,
): string {
  return toPlaces(dec(amount).times(dec(aprFraction)).div(DAYS_PER_YEAR), decimals);
}

/**
 * §9: estimated fixed interest = amount × APR / 365 × term days, rounded down once at the end
 * (rounding the daily figure first would lose up to `termDays` units).
 * @param decimals @default ESTIMATE_DECIMALS (8)
 */
export function estimateFixedInterest(
  amount: DecimalInput,
  aprFraction: DecimalInput,
  termDays: number,
  decimals = ESTIMATE_DECIMALS,
): string {
  return toPlaces(dec(amount).times(dec(aprFraction)).times(termDays).div(DAYS_PER_YEAR), decimals);
}

/** §3 rate-up voucher: it raises the APR for `rate_day` days of the term, never beyond the term. */
export function voucherDays(rateDay: number, termDays: number): number {
  return Math.min(rateDay, termDays);
}

/**
 * §3, §9 the extra interest a rate-up voucher adds to a fixed subscription: amount × rate_ratio % ×
 * the voucher's days / 365. The subscribe estimate and the sandbox's booking both use it.
 */
export function voucherInterest(
  amount: DecimalInput,
  rateRatioPercent: DecimalInput,
  rateDay: number,
  termDays: number,
): string {
  return estimateFixedInterest(amount, percentToFraction(rateRatioPercent), voucherDays(rateDay, termDays));
}

/** One tier of a Simple Earn ladder APR (§3 ladder_apr: left, right, apr as a fraction). */
export interface LadderTier {
  readonly left: string;
  /** Upper bound; blank or negative ("-1") means unlimited. */
  readonly right: string | null;
  /** The tier's APR as a fraction. */
  readonly apr: string;
}

/** One tier's share of an amount and its interest. */
export interface TierAccrual {
  /** The part of the amount inside the tier. */
  readonly portion: string;
  /** That part's daily interest, rounded down. */
  readonly interest: string;
}

export interface LadderAccrual {
  /** Daily interest of the whole amount: the sum of the rounded tier interests. */
  readonly total: string;
  /** One entry per input tier, in the input order. */
  readonly tiers: readonly TierAccrual[];
}

/** True when a tier's upper bound means "no upper bound" (§3: money_max −1; blank ladder right). */
export function isUnlimitedBound(bound: string | null | undefined): boolean {
  return bound === null || bound === undefined || bound.trim() === '' || dec(bound).isNegative();
}

/**
 * The part of `amount` that falls in the half-open tier [left, right): max(0, min(amount, right) −
 * left). Half-open makes a boundary amount count once: an amount equal to `right` fills this tier
 * completely (width right − left) and puts nothing in the next tier, which starts at `right`; an
 * amount equal to `left` puts nothing in this tier.
 */
export function tierPortion(
  amount: DecimalInput,
  left: DecimalInput,
  right: string | null | undefined,
): Decimal {
  const top = isUnlimitedBound(right) ? dec(amount) : minDec(amount, right as string);
  return maxDec(top.minus(dec(left)), '0');
}

/**
 * §9 ladder accrual: each tier earns its width-in-use × apr / 365 per day. Each tier's interest is
 * rounded down to 6 decimals (§9 ladder precision) and the total is the sum of the rounded tier
 * interests, so the tier rows returned add up to it. The subscribe form's estimated daily return on
 * a flexible ladder is this total (`subscribeEstimate`). Tiers are taken as given (the API sends
 * them contiguous and sorted); overlapping tiers would each count their share.
 * @param decimals @default LADDER_DECIMALS (6)
 */
export function ladderDailyAccrual(
  amount: DecimalInput,
  tiers: readonly LadderTier[],
  decimals = LADDER_DECIMALS,
): LadderAccrual {
  let total = dec('0');
  const rows = tiers.map((tier) => {
    const portion = tierPortion(amount, tier.left, tier.right);
    const interest = toPlaces(portion.times(dec(tier.apr)).div(DAYS_PER_YEAR), decimals);
    total = total.plus(interest);
    return { portion: portion.toString(), interest };
  });
  return { total: toPlaces(total, decimals), tiers: rows };
}
