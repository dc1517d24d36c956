import { formatAmount } from './amount';
import { FEE_DECIMALS } from './constants';
import { dec, toPlaces } from './decimal';
import { type DomainMessage, message } from './messages';

/** Staking redemption rules of §5 and the redemption span of §4. Fee rates are PERCENT strings. */

export interface StakingRedeemCheckInput {
  /** The sanitized amount input. */
  amount: string;
  coin: string;
  /** §3 min_redeem_amount. */
  minAmount: string;
  /** The redeemable holding. */
  redeemable: string;
  /**
   * §3 redeem_quick_daily for a fast redemption: what is left of today's fast quota, '-1'
   * unlimited. Leave it out for a standard redemption. @default null (no quota applies)
   */
  fastQuota?: string | null;
}

export interface StakingRedeemCheck {
  readonly error: DomainMessage | null;
  /** Disabled while empty, zero or errored. */
  readonly canRedeem: boolean;
}

/**
 * §5 staking redeem: below min_redeem_amount → 'staking.redeem.min' {amount, coin}; above the
 * redeemable holding → 'staking.redeem.insufficient'; a fast redemption above today's fast quota
 * (§3 redeem_quick_daily) → 'staking.redeem.fastQuota' {amount, coin}. Empty or ≤ 0 shows nothing
 * (as for staking).
 */
export function checkStakingRedeem(input: StakingRedeemCheckInput): StakingRedeemCheck {
  if (input.amount === '' || !dec(input.amount).gt(0)) return { error: null, canRedeem: false };
  const value = dec(input.amount);
  const quota = limitingQuota(input.fastQuota);
  let error: DomainMessage | null = null;
  if (value.lt(input.minAmount))
    error = message('staking.redeem.min', { amount: formatAmount(input.minAmount), coin: input.coin });
  else if (value.gt(input.redeemable)) error = message('staking.redeem.insufficient');
  else if (quota !== null && value.gt(quota))
    error = message('staking.redeem.fastQuota', { amount: formatAmount(quota), coin: input.coin });
  return { error, canRedeem: error === null };
}

/** A fast quota that limits the amount, or null ('-1' unlimited, or none given). */
function limitingQuota(fastQuota: string | null | undefined): string | null {
  if (fastQuota === null || fastQuota === undefined || fastQuota.trim() === '') return null;
  return dec(fastQuota).eq(-1) ? null : dec(fastQuota).toString();
}

/**
 * What Max fills in a redemption: the redeemable holding, or for a fast redemption no more than
 * today's fast quota (§3 redeem_quick_daily, '-1' unlimited).
 */
export function stakingRedeemMax(redeemable: string, fastQuota: string | null = null): string {
  const quota = limitingQuota(fastQuota);
  return quota !== null && dec(quota).lt(redeemable) ? quota : dec(redeemable).toString();
}

/** The fee and what arrives for a redemption. */
export interface RedeemFee {
  /** amount × fee percent / 100, truncated to 8 decimals. */
  readonly fee: string;
  /** amount − fee (exact, so at most the amount's decimals or 8). */
  readonly received: string;
}

/**
 * §5, §9: fee = amount × feePercent / 100 truncated (ROUND_DOWN) to 8 decimals; received = amount −
 * fee. `feePercent` is redeem_quick_fee for fast and redeem_fee for standard redemption (PERCENT).
 */
export function stakingRedeemFee(amount: string, feePercent: string): RedeemFee {
  // shiftedBy(-2) is an exact /100, so the only rounding is the one the spec names.
  const fee = toPlaces(dec(amount).times(dec(feePercent)).shiftedBy(-2), FEE_DECIMALS);
  return { fee, received: dec(amount).minus(fee).toString() };
}

export interface FastRedeemInput {
  /** §3 extra.redeem_quick: the product's fast-redeem flag. */
  redeemQuick: boolean | number | null | undefined;
  /** §3 redeem_quick_daily: remaining fast quota today, "-1" unlimited. */
  dailyQuota: string | null | undefined;
  /** §3 min_redeem_amount. */
  minRedeemAmount: string;
}

/**
 * §5: fast redemption is enabled only when the fast flag is on, the daily quota is −1 or > 0, and the
 * quota exceeds the minimum redeem amount (strictly; an unlimited −1 quota always does).
 */
export function isFastRedeemAvailable(input: FastRedeemInput): boolean {
  if (!input.redeemQuick) return false;
  const quota = input.dailyQuota;
  if (quota === null || quota === undefined || quota.trim() === '') return false;
  if (dec(quota).eq(-1)) return true;
  return dec(quota).gt(0) && dec(quota).gt(input.minRedeemAmount);
}

/** §3 fields that decide the redemption span. */
export interface RedemptionSpanInput {
  /** §3 income_days. */
  readonly income_days: number;
  /** §3 extra.redeem_minday; 0 or −1 when not set. */
  readonly redeem_minday: number;
  /** §3 extra.redeem_maxday; 0 or −1 when not set. */
  readonly redeem_maxday: number;
  /** §3 extra.redeem_period_txt: the product's own words for its period, shown in the `period` case. */
  readonly redeem_period_txt?: string | null;
}

/**
 * The five redemption-span cases of §4:
 * - `immediate`: income_days is 0 and both min and max days are 0 or −1;
 * - `period`: no max day (0 or −1) but not immediate: the product's redeem_period_txt / income_days
 *   period is shown (`minDays` is set when only a minimum exists);
 * - `max-only`: no min day, a max day ("up to N days");
 * - `exact`: min equals max ("N days");
 * - `range`: min differs from max ("M–N days").
 * The spec names the cases without their conditions beyond the first; this mapping is ours.
 */
export type RedemptionSpan =
  | { readonly kind: 'immediate' }
  | {
      readonly kind: 'period';
      readonly incomeDays: number;
      readonly minDays: number | null;
      /** §3 redeem_period_txt when the product gives one: shown instead of the day count. */
      readonly text: string | null;
    }
  | { readonly kind: 'max-only'; readonly maxDays: number }
  | { readonly kind: 'exact'; readonly days: number }
  | { readonly kind: 'range'; readonly minDays: number; readonly maxDays: number };

/** §4 redemption span of a staking product (see {@link RedemptionSpan}). */
export function redemptionSpan(input: RedemptionSpanInput): RedemptionSpan {
  const minSet = input.redeem_minday > 0;
  const maxSet = input.redeem_maxday > 0;
  if (input.income_days === 0 && !minSet && !maxSet) return { kind: 'immediate' };
  if (!maxSet)
    return {
      kind: 'period',
      incomeDays: input.income_days,
      minDays: minSet ? input.redeem_minday : null,
      text: input.redeem_period_txt?.trim() || null,
    };
  if (!minSet) return { kind: 'max-only', maxDays: input.redeem_maxday };
  if (input.redeem_minday === input.redeem_maxday) return { kind: 'exact', days: input.redeem_minday };
  return { kind: 'range', minDays: input.redeem_minday, maxDays: input.redeem_maxday };
}

/**
 * §3 extra.redeem_control: a list of flags, one per control the exchange sets; redemption is open
 * only while none of them forbids it (an empty list forbids nothing).
 */
export function isRedeemAllowed(
  redeemControl: readonly { redeem: boolean | number }[] | null | undefined,
): boolean {
  return (redeemControl ?? []).every((control) => Boolean(control.redeem));
}
