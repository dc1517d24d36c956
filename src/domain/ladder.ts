import { DAYS_PER_YEAR, DISPLAY_DECIMALS } from './constants';
import { type DecimalInput, dec, maxDec, minDec, toPlaces } from './decimal';
import { type LadderTier, tierPortion } from './interest';

/**
 * Hourly Simple Earn flexible accrual over a ladder APR and a bonus, and the blended APR a ladder
 * gives (§9 "Accrual per tier ladder: range width times apr/365"; §3 ext_award_rate_year within
 * ext_award_limit). The amounts are bands [lo, hi) of an earning principal, so a principal made of
 * several parts (one per subscription) can be paid part by part and still add up to the ladder
 * applied to the whole.
 *
 * A payment is rounded down to 8 decimals (§9 smallest unit), not to the 6 of the ladder estimate
 * (`ladderDailyAccrual`): it is money the customer receives, and 6 decimals would round a small
 * hour to nothing.
 */

const HOURS_PER_YEAR = DAYS_PER_YEAR * 24;

/**
 * One hour of ladder interest for the band [lo, hi) of the earning principal: each tier pays its
 * overlap with the band × apr / 365 / 24. Rounded down to 8 places ("0.00000000" for an empty band).
 */
export function hourlyBandInterest(
  lo: DecimalInput,
  hi: DecimalInput,
  ladder: readonly LadderTier[],
): string {
  let total = dec('0');
  for (const tier of ladder) {
    const width = tierPortion(hi, tier.left, tier.right).minus(tierPortion(lo, tier.left, tier.right));
    total = total.plus(width.times(dec(tier.apr)));
  }
  return toPlaces(total.div(HOURS_PER_YEAR), DISPLAY_DECIMALS);
}

/**
 * One hour of bonus for the band [lo, hi): only the part below `limit` (ext_award_limit) earns
 * `rateYear` (ext_award_rate_year) / 365 / 24. Rounded down to 8 places.
 */
export function hourlyBonus(
  lo: DecimalInput,
  hi: DecimalInput,
  limit: DecimalInput,
  rateYear: DecimalInput,
): string {
  const width = maxDec(minDec(hi, limit).minus(minDec(lo, limit)), '0');
  return toPlaces(width.times(dec(rateYear)).div(HOURS_PER_YEAR), DISPLAY_DECIMALS);
}

/**
 * The estimated APR of an earning principal under a ladder (next_time_rate_year): the ladder's yearly
 * interest / principal, as a fraction with 4 decimals (2 decimals once shown in percent, §9),
 * rounded down. With nothing earning it is the first tier's APR (what a first subscription gets);
 * an empty ladder gives "0".
 */
export function blendedApr(principal: DecimalInput, ladder: readonly LadderTier[]): string {
  if (!dec(principal).gt(0)) return ladder[0]?.apr ?? '0';
  let yearly = dec('0');
  for (const tier of ladder)
    yearly = yearly.plus(tierPortion(principal, tier.left, tier.right).times(dec(tier.apr)));
  return toPlaces(yearly.div(dec(principal)), 4);
}
