import { exceedsAvailable, formatAmount, roundDown, smallestUnit } from './amount';
import { dec, maxDec, minDec, parseDecimal } from './decimal';
import { type DomainMessage, message } from './messages';

/**
 * Launch pool stake and redeem rules of §5. Amounts are strings; `decimalPlace` is the reward pool's
 * decimal_place (§3), the precision of its inputs.
 */

export interface LaunchPoolAvailableInput {
  /** The available balance of the coin. */
  balance: string;
  /** The borrowed (loan) amount of the coin in the unified account. */
  borrowed?: string | null;
  /** borrow-coin-settings is_support_launchpool (§7). */
  coinSupportsLaunchPool: boolean;
}

/** §5: the available balance excludes the borrowed amount when the coin does not support launch pool (never below 0). */
export function launchPoolAvailable(input: LaunchPoolAvailableInput): string {
  if (input.coinSupportsLaunchPool) return maxDec(input.balance, '0').toString();
  return maxDec(dec(input.balance).minus(dec(input.borrowed)), '0').toString();
}

/** The pool limits and the user's position (§3 reward pool + user statistics). */
export interface LaunchPoolPosition {
  /** §3 personal_min_amount. */
  personalMin: string;
  /** §3 personal_max_amount. */
  personalMax: string;
  /** What the user has staked in this pool so far (user statistics amount). */
  staked: string;
  /** §3 decimal_place. */
  decimalPlace: number;
}

/** The personal quota left: personal max − staked, never below 0. */
export function launchPoolRemainingQuota(
  position: Pick<LaunchPoolPosition, 'personalMax' | 'staked'>,
): string {
  return maxDec(dec(position.personalMax).minus(dec(position.staked)), '0').toString();
}

/**
 * The personal maximum the customer can still reach: §3 personal_max_amount, or less when the pool's
 * total quota (left_buy_total_amount) runs out first, so a sold-out pool reads "used up" too (§5).
 * Pass it as `personalMax` of the position.
 */
export function launchPoolReachableMax(personalMax: string, staked: string, leftTotal: string): string {
  return maxDec(minDec(personalMax, dec(staked).plus(dec(leftTotal))), '0').toString();
}

/** §5: the quota is used up when nothing of the personal maximum is left (the button reads "used up"). */
export function isLaunchPoolQuotaUsedUp(
  position: Pick<LaunchPoolPosition, 'personalMax' | 'staked'>,
): boolean {
  return !dec(launchPoolRemainingQuota(position)).gt(0);
}

/** §5: Max fills min(available, remaining quota), rounded down to the pool's decimal_place. */
export function launchPoolMaxStake(position: LaunchPoolPosition, available: string): string {
  return roundDown(maxDec(minDec(available, launchPoolRemainingQuota(position)), '0'), position.decimalPlace);
}

/** What the confirm button shows and allows. */
export type LaunchPoolConfirmState = 'ready' | 'disabled' | 'used-up';

export interface LaunchPoolStakeCheck {
  readonly error: DomainMessage | null;
  /** 'used-up' when the quota is used up (the button reads "used up"), 'disabled' when empty or errored. */
  readonly confirm: LaunchPoolConfirmState;
  readonly canConfirm: boolean;
}

/**
 * §5 launch pool stake, in the spec's order: below the personal minimum →
 * 'finances.startupMining.stake.min.tip' {amount: minimum, coin}; staked + input above the personal
 * maximum → 'finances.startupMining.stake.max.tip' {amount: remaining quota, max, coin}; above the
 * available balance → 'finances.inadequateBalance'. An empty or zero amount shows nothing.
 */
export function checkLaunchPoolStake(
  amount: string,
  position: LaunchPoolPosition,
  /** Null while unknown (see exceedsAvailable). */
  available: string | null,
  coin: string,
): LaunchPoolStakeCheck {
  return launchPoolStakeChecker(position, available, coin)(amount);
}

/**
 * {@link checkLaunchPoolStake} for one position and balance, as a function of the amount. What the
 * amount does not change (the limits, whether the quota is used up, the messages naming them) is
 * worked out once, so a form that checks every keystroke parses only what was typed.
 */
export function launchPoolStakeChecker(
  position: LaunchPoolPosition,
  /** Null while unknown (see exceedsAvailable). */
  available: string | null,
  coin: string,
): (amount: string) => LaunchPoolStakeCheck {
  const min = dec(position.personalMin);
  // staked + input > max, as input > max − staked: the same comparison, exact, with one operand.
  const room = dec(position.personalMax).minus(dec(position.staked));
  const usedUp = isLaunchPoolQuotaUsedUp(position);
  const belowMin = message('finances.startupMining.stake.min.tip', {
    amount: formatAmount(position.personalMin),
    coin,
  });
  const aboveQuota = message('finances.startupMining.stake.max.tip', {
    amount: formatAmount(launchPoolRemainingQuota(position)),
    max: formatAmount(position.personalMax),
    coin,
  });
  const balance = available === null ? null : dec(available);
  return (amount) => {
    const value = parseDecimal(amount);
    let error: DomainMessage | null = null;
    let confirm: LaunchPoolConfirmState = 'disabled';
    if (value?.gt(0)) {
      if (value.lt(min)) error = belowMin;
      else if (value.gt(room)) error = aboveQuota;
      else if (exceedsAvailable(value, balance)) error = message('finances.inadequateBalance');
      else confirm = 'ready';
    }
    if (usedUp) confirm = 'used-up';
    return { error, confirm, canConfirm: confirm === 'ready' };
  };
}

export interface LaunchPoolRedeemCheck {
  readonly error: DomainMessage | null;
  readonly canConfirm: boolean;
}

/**
 * §5 launch pool redeem: above the staked amount → 'finances.startupMining.redeem.max.tip'
 * {amount: staked, coin}; a typed amount below the smallest unit of the pool's precision (0.01 for
 * decimal_place 2; this includes a typed "0" or "0.00") → 'finances.startupMining.redeem.min.tip'
 * {amount: smallest unit, coin}. Confirm is disabled while empty or errored.
 */
export function checkLaunchPoolRedeem(
  amount: string,
  staked: string,
  decimalPlace: number,
  coin: string,
): LaunchPoolRedeemCheck {
  if (amount === '') return { error: null, canConfirm: false };
  const value = dec(amount);
  const smallest = smallestUnit(decimalPlace);
  let error: DomainMessage | null = null;
  if (value.gt(staked))
    error = message('finances.startupMining.redeem.max.tip', { amount: formatAmount(staked), coin });
  else if (value.lt(smallest))
    error = message('finances.startupMining.redeem.min.tip', {
      amount: formatAmount(smallest, { decimals: decimalPlace }),
      coin,
    });
  return { error, canConfirm: error === null };
}

/** §5: redeem Max fills the staked amount, rounded down to the pool's decimal_place. */
export function launchPoolMaxRedeem(staked: string, decimalPlace: number): string {
  return roundDown(maxDec(staked, '0'), decimalPlace);
}
