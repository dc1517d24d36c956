import { HOUR_MS, MINUTE_MS } from '../../../domain';

/**
 * Flexible time and money rules the spec leaves open, chosen here and documented once. The ladder,
 * bonus and blended-APR arithmetic are spec rules and live in src/domain/ladder.ts
 * (`hourlyBandInterest`, `hourlyBonus`, `blendedApr`); this file says how the sandbox applies them.
 *
 * Payout schedule (§9 "interest starts 1 hour after subscription and is received 2 hours after"):
 * every subscription is a tranche with its own clock. Its k-th hour of interest covers
 * [sub + k h, sub + (k+1) h) for k ≥ 1 and is paid at sub + (k+1) h: the first payment at +2 h, then
 * hourly. The interest of an hour is computed on the tranche principal at the payment instant.
 *
 * Ladder (§9 "range width times apr/365"): earning tranches are stacked oldest first; a tranche owns
 * the band [lo, hi) of the holding's earning principal, and each ladder tier pays its overlap with the
 * band × apr / 365 / 24 per hour. Summed over tranches this is exactly the ladder applied to the whole
 * holding. Each payment is rounded down to 8 decimals (what the customer receives, §9).
 *
 * Bonus (§3 ext_award_rate_year within ext_award_limit): the part of the band below ext_award_limit
 * earns ext_award_rate_year / 365 / 24 per hour, paid in award_asset to spot, for an hour that lies
 * wholly inside [start_at, end_at].
 *
 * Interest is added to the tranche's principal (compounding); the bonus goes to spot because its asset
 * may differ from the lent one.
 */

/** How long a normal redemption stays frozen (cancellable, frozen_status 1) before it arrives. */
export const REDEEM_ARRIVAL_DELAY_MS = 10 * MINUTE_MS;
/**
 * How long a redemption answered with code 213 (an application, §4) takes to arrive. It is handed to
 * the engine at once, so it cannot be cancelled (frozen_status 0).
 */
export const APPLICATION_ARRIVAL_DELAY_MS = 24 * HOUR_MS;
/** The first payment of a tranche comes this long after subscribing (§9: +2 h). */
export const FIRST_PAYMENT_DELAY_MS = 2 * HOUR_MS;
