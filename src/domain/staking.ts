import { exceedsAvailable, formatAmount, roundDown } from './amount';
import { DAYS_PER_YEAR, ESTIMATE_DECIMALS, STAKING_PRECISION } from './constants';
import { type Decimal, type DecimalInput, dec, maxDec, minDec, toPlaces } from './decimal';
import { BONUS_STATUS, type BonusStatus } from './enums';
import { isUnlimitedBound, tierPortion } from './interest';
import { type DomainMessage, message } from './messages';

/**
 * Staking stake rules and rewards of §5, §4, §9. Staking rates (rate, base_rate, money_rate) are
 * PERCENT strings ("5.2" = 5.2 %).
 */

export interface StakingAvailableInput {
  /** The available balance of the coin. */
  balance: string;
  /** Outstanding loans of the coin (§7 user-loans). */
  loans?: string | null;
  /** borrow-coin-settings is_support_staking (§7): whether the unified account lets it be staked. */
  coinSupportsStaking: boolean;
}

/**
 * §5: available = available balance, minus outstanding loans when the coin does not support staking
 * in the unified account; never below 0.
 */
export function stakingAvailable(input: StakingAvailableInput): string {
  const available = input.coinSupportsStaking
    ? dec(input.balance)
    : dec(input.balance).minus(dec(input.loans));
  return maxDec(available, '0').toString();
}

/** A staking cap: unlimited (−1), or a limit with what is left of it. */
export type StakingCap =
  | { readonly kind: 'unlimited' }
  | { readonly kind: 'limited'; readonly limit: string; readonly remaining: string };

export interface StakingCapInput {
  /** §3 personal_mortgage_limit; −1 unlimited. */
  personalLimit: string;
  /** §3 crowd_mortgage_limit; −1 unlimited. Applies instead of the personal one when `isCrowd`. */
  crowdLimit?: string | null;
  /** §3 user staking info is_crowd. @default false */
  isCrowd?: boolean;
  /** What the user already stakes (§3 mortgage_amount). */
  staked: string;
}

/**
 * §5, §3: the staking cap in force, −1 meaning unlimited, and what is left of it (never below 0).
 * A crowd user is bound by crowd_mortgage_limit, everyone else by personal_mortgage_limit: the spec
 * gives both limits and the is_crowd flag without saying more, and this is the reading that uses all three.
 */
export function stakingCap(input: StakingCapInput): StakingCap {
  const limit = input.isCrowd && input.crowdLimit ? input.crowdLimit : input.personalLimit;
  if (isUnlimitedBound(limit)) return { kind: 'unlimited' };
  return { kind: 'limited', limit, remaining: maxDec(dec(limit).minus(dec(input.staked)), '0').toString() };
}

/**
 * The Max button of the stake form: the available amount, bounded by the remaining cap, rounded down
 * to the stake precision.
 * @param precision @default STAKING_PRECISION (8)
 */
export function stakingMaxAmount(available: string, cap: StakingCap, precision = STAKING_PRECISION): string {
  const top = cap.kind === 'unlimited' ? dec(available) : minDec(available, cap.remaining);
  return roundDown(maxDec(top, '0'), precision);
}

export interface StakeCheckInput {
  /** The sanitized amount input. */
  amount: string;
  /** The coin, for message parameters. */
  coin: string;
  /** §3 min_mortgage_amount. */
  minAmount: string;
  /** From {@link stakingAvailable}; null while unknown (see exceedsAvailable). */
  available: string | null;
  /** From {@link stakingCap}; the cap is not checked when absent. */
  cap?: StakingCap | null;
  /** The agreement checkbox. */
  agreed: boolean;
}

export interface StakeCheck {
  readonly error: DomainMessage | null;
  /** §5: disabled without an amount, with an error, or without the agreement ticked. */
  readonly canStake: boolean;
}

/**
 * §5 staking stake: empty or ≤ 0 shows no message; below min_mortgage_amount → 'staking.stake.min'
 * {amount, coin}; above available → 'staking.stake.insufficient'. Beyond the spec's list, an amount
 * above a limited cap's remainder → 'staking.stake.capExceeded' {amount: remaining, coin}, since §5
 * shows the cap in the form but the server refuses more than it.
 */
export function checkStake(input: StakeCheckInput): StakeCheck {
  const error = stakeError(input);
  const hasAmount = input.amount !== '' && dec(input.amount).gt(0);
  return { error, canStake: hasAmount && error === null && input.agreed };
}

function stakeError(input: StakeCheckInput): DomainMessage | null {
  if (input.amount === '' || !dec(input.amount).gt(0)) return null;
  const value = dec(input.amount);
  if (value.lt(input.minAmount))
    return message('staking.stake.min', { amount: formatAmount(input.minAmount), coin: input.coin });
  if (exceedsAvailable(value, input.available)) return message('staking.stake.insufficient');
  if (input.cap?.kind === 'limited' && value.gt(input.cap.remaining)) {
    return message('staking.stake.capExceeded', {
      amount: formatAmount(input.cap.remaining),
      coin: input.coin,
    });
  }
  return null;
}

/** One tier of a staking bonus ladder (§3 extra_interest.interest). */
export interface StakingLadderTier {
  readonly money_min: string;
  /** −1 (or blank) unlimited. */
  readonly money_max: string;
  /** The tier's rate in PERCENT. */
  readonly money_rate: string;
}

/**
 * §5: estimated daily reward = amount × rate / 100 / 365, rounded down.
 * @param decimals @default ESTIMATE_DECIMALS (8)
 */
export function stakingDailyReward(
  amount: DecimalInput,
  ratePercent: DecimalInput,
  decimals = ESTIMATE_DECIMALS,
): string {
  return toPlaces(
    dec(amount)
      .times(dec(ratePercent))
      .div(100 * DAYS_PER_YEAR),
    decimals,
  );
}

/** Σ (part of the amount in [money_min, money_max)) × money_rate: the ladder's year, in PERCENT × amount. */
function ladderPerYear(amount: DecimalInput, tiers: readonly StakingLadderTier[]): Decimal {
  let perYear = dec('0');
  for (const tier of tiers)
    perYear = perYear.plus(tierPortion(amount, tier.money_min, tier.money_max).times(dec(tier.money_rate)));
  return perYear;
}

/**
 * §5: daily reward over ladder tiers: Σ (part of the amount in [money_min, money_max)) × money_rate
 * / 100 / 365, summed exactly and rounded down once (same half-open tiers as {@link tierPortion}).
 * @param decimals @default ESTIMATE_DECIMALS (8)
 */
export function stakingLadderDailyReward(
  amount: DecimalInput,
  tiers: readonly StakingLadderTier[],
  decimals = ESTIMATE_DECIMALS,
): string {
  return toPlaces(ladderPerYear(amount, tiers).div(100 * DAYS_PER_YEAR), decimals);
}

/** What the exchange keeps of a base reward (§3 fee_rate, §6 vip_config). */
export interface StakingCommission {
  /** §3 fee_rate: PERCENT of the base reward kept as commission. @default '0' */
  readonly feePercent?: string;
  /**
   * §3 vip_config vip_sale of the customer's tier (§6 "VIP discounts come from vip_config, matched
   * by tier"): the share of the commission charged, so '0.9' charges 90 % of it. null without a
   * matching tier (the whole commission). @default null
   */
  readonly vipSale?: string | null;
}

/** The commission the customer pays, PERCENT of the base reward: fee_rate × vip_sale (the whole fee without a tier). */
export function stakingCommissionPercent(commission: StakingCommission = {}): string {
  return dec(commission.feePercent || '0')
    .times(dec(commission.vipSale || '1'))
    .toString();
}

/**
 * The share of the base reward the customer keeps: 1 − commission / 100, never below 0. The
 * sandbox books the reward with it and the stake form estimates with it, so the form never
 * promises what the exchange does not pay.
 */
export function stakingNetShare(commission: StakingCommission = {}): Decimal {
  return maxDec(dec('1').minus(dec(stakingCommissionPercent(commission)).shiftedBy(-2)), '0');
}

/**
 * One day's base reward net of commission, rounded down once to 8 decimals: what the exchange
 * books for a day, and the base part of {@link stakingDailyEstimate}.
 */
export function stakingNetDailyReward(
  amount: string,
  ratePercent: string,
  commission: StakingCommission = {},
): string {
  return stakingDailyEstimate({ amount, ratePercent, ...commission, ladder: null }).base;
}

/** §3 extra_interest timing, in API seconds. */
export interface BonusWindow {
  /** §3 start_time, Unix seconds. */
  readonly start_time: number;
  /** §3 end_time, Unix seconds. */
  readonly end_time: number;
}

/**
 * §4 bonus status from start_time/end_time (SECONDS) and `nowMs` (MILLISECONDS): not started before
 * start, processing from start (inclusive) until end (exclusive), finished from end.
 */
export function bonusStatus(window: BonusWindow, nowMs: number): BonusStatus {
  if (nowMs < window.start_time * 1000) return BONUS_STATUS.NOT_STARTED;
  if (nowMs < window.end_time * 1000) return BONUS_STATUS.PROCESSING;
  return BONUS_STATUS.FINISHED;
}

/** §4: the extra bonus applies only while processing. */
export function isBonusActive(window: BonusWindow, nowMs: number): boolean {
  return bonusStatus(window, nowMs) === BONUS_STATUS.PROCESSING;
}

export interface StakingRewardEstimateInput extends StakingCommission {
  amount: string;
  /** The product (or protocol) rate, PERCENT. */
  ratePercent: string;
  /** §3 extra_interest: a bonus ladder and its window; ignored unless processing at `nowMs`. */
  bonus?: (BonusWindow & { readonly interest: readonly StakingLadderTier[] }) | null;
  /** The current time, ms. */
  nowMs: number;
}

export interface StakingRewardEstimate {
  /** The base reward net of commission per day, rounded down to 8 decimals. */
  readonly base: string;
  /** The ladder bonus per day (no commission), rounded down to 8 decimals; '0.00000000' unless processing. */
  readonly bonus: string;
  /** base + bonus summed exactly, then rounded down once: not the sum of the two rounded parts. */
  readonly total: string;
}

/**
 * §5: the estimated daily reward of the stake form, amount × rate / 365 with the ladder, rounded
 * once: the base rate net of the commission the exchange keeps (fee_rate × the tier's vip_sale),
 * plus `ladder`, the bonus tiers in force (null when no campaign is processing, §4). Each part is
 * what the exchange books for a day; the total may be one smallest unit above their rounded sum.
 */
export function stakingDailyEstimate(
  input: StakingCommission & {
    amount: string;
    ratePercent: string;
    ladder: readonly StakingLadderTier[] | null;
  },
): StakingRewardEstimate {
  const yearDivisor = 100 * DAYS_PER_YEAR;
  const base = dec(input.amount).times(dec(input.ratePercent)).times(stakingNetShare(input));
  const bonus = input.ladder ? ladderPerYear(input.amount, input.ladder) : dec('0');
  return {
    base: toPlaces(base.div(yearDivisor), ESTIMATE_DECIMALS),
    bonus: toPlaces(bonus.div(yearDivisor), ESTIMATE_DECIMALS),
    total: toPlaces(base.plus(bonus).div(yearDivisor), ESTIMATE_DECIMALS),
  };
}

/** {@link stakingDailyEstimate} with the bonus ladder applied only while its window is processing at `nowMs` (§4). */
export function estimateStakingReward(input: StakingRewardEstimateInput): StakingRewardEstimate {
  const { bonus, nowMs, ...rest } = input;
  return stakingDailyEstimate({
    ...rest,
    ladder: bonus && isBonusActive(bonus, nowMs) ? bonus.interest : null,
  });
}

/**
 * §3 exchange_rate / exchange_rate_reverse, and the debt payout: a conversion at a rate, amount ×
 * rate rounded down to the staking precision (§9), so the customer is never promised or paid more
 * than the rate gives. The dialogs' estimates and the sandbox's bookings both use it.
 */
export function stakingConversion(amount: DecimalInput, rate: DecimalInput): string {
  return roundDown(dec(amount).times(dec(rate)), STAKING_PRECISION);
}
