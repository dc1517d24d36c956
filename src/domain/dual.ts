import { exceedsAvailable, formatAmount } from './amount';
import { readAmount } from './amountInput';
import {
  DAY_MS,
  DUAL_HOUR_TERM_LIMIT_HOURS,
  DUAL_MAX_DAYS_HINT_EXTRA,
  DUAL_MAX_PRICE_DIFFERENCE_PERCENT,
  DUAL_MAX_TERM_DAYS,
  DUAL_MIN_COPIES_MULTIPLIER,
  DUAL_MIN_PRICE_DIFFERENCE_PERCENT,
  DUAL_PRICE_DIFFERENCE_INPUT_MAX,
  DUAL_REINVEST_TIP_INTERVAL_SECONDS,
  DUAL_VIP_MIN_COPIES,
  HOUR_MS,
} from './constants';
import { dec, maxDec, minDec, parseDecimal, toPlaces, trimZeros } from './decimal';
import { DUAL_CATEGORY } from './enums';
import { type DomainMessage, message } from './messages';
import { canSubscribeVipFixed } from './vip';

/**
 * Dual-currency investment rules of §5, §9, §4 and the settlement the sandbox uses. The price
 * difference is in PERCENT; the APY of settlement is a FRACTION ("0.25" = 25 %).
 */

// ---------------------------------------------------------------------------------------------
// Amount (§5, §6)
// ---------------------------------------------------------------------------------------------

/** §6: the VIP theme and VIP savings (category 3) use the VIP rules (100-copy minimum, no sharing). */
export function isDualVip(vipTheme: boolean, category?: number | null): boolean {
  return vipTheme || category === DUAL_CATEGORY.VIP_SAVINGS;
}

/** §5, §6: trial-fund purchases (category 2) use the voucher amount and cannot be edited. */
export function isDualAmountEditable(category?: number | null): boolean {
  return category !== DUAL_CATEGORY.TRIAL_FUND;
}

/**
 * The invest-currency amount of one copy, per invest currency. §5 counts the minimum "in copies of
 * the per-copy amount" but §3 has no per-copy field, so one copy is a property of the currency
 * (moved here from the sandbox's rules so the purchase dialog and the sandbox agree).
 */
export const DUAL_COPY_AMOUNT: Readonly<Record<string, string>> = { BTC: '0.0001', ETH: '0.001', USDT: '1' };

/** One copy of `asset` (1 unit for a currency {@link DUAL_COPY_AMOUNT} does not know). */
export function dualCopyAmount(asset: string): string {
  return DUAL_COPY_AMOUNT[asset] ?? '1';
}

/** The copy limits of a dual product (§3 min_copies, max_copies) and the amount of one copy. */
export interface DualCopyLimits {
  readonly minCopies: number;
  readonly maxCopies: number;
  /** The invest-currency amount of one copy. */
  readonly copyAmount: string;
  /** From {@link isDualVip}. */
  readonly vip: boolean;
}

/** §5, §9: the minimum is 100 copies for VIP, else 2 × min_copies, in copies of the per-copy amount. */
export function dualMinAmount(limits: DualCopyLimits): string {
  const copies = limits.vip ? DUAL_VIP_MIN_COPIES : DUAL_MIN_COPIES_MULTIPLIER * limits.minCopies;
  return dec(limits.copyAmount).times(copies).toString();
}

/** §5: the maximum is max_copies copies. */
export function dualMaxAmount(limits: DualCopyLimits): string {
  return dec(limits.copyAmount).times(limits.maxCopies).toString();
}

export interface DualAmountCheckInput {
  amount: string;
  /** The invest currency, for message parameters. */
  asset: string;
  /** The invest currency's available balance; null while unknown (see exceedsAvailable). */
  available: string | null;
  limits: DualCopyLimits;
}

export interface DualAmountCheck {
  readonly error: DomainMessage | null;
  readonly canConfirm: boolean;
}

/**
 * §5 dual amount, in the spec's order: above available → 'dual.balanceNotEnough'; below the minimum →
 * 'dual.subscribe.min' {amount, asset}; above the maximum → 'dual.subscribe.max' {amount, asset}.
 * Empty or zero shows nothing and cannot be confirmed.
 */
export function checkDualAmount(input: DualAmountCheckInput): DualAmountCheck {
  return dualAmountChecker(input)(input.amount);
}

/**
 * {@link checkDualAmount} for one product's limits and balance, as a function of the amount: the
 * bounds and the messages naming them are worked out once, so a form that checks every keystroke
 * parses only what was typed.
 */
export function dualAmountChecker({
  asset,
  available,
  limits,
}: Omit<DualAmountCheckInput, 'amount'>): (amount: string) => DualAmountCheck {
  const min = dualMinAmount(limits);
  const max = dualMaxAmount(limits);
  const least = dec(min);
  const most = dec(max);
  const balance = available === null ? null : dec(available);
  const belowMin = message('dual.subscribe.min', { amount: formatAmount(min), asset });
  const aboveMax = message('dual.subscribe.max', { amount: formatAmount(max), asset });
  return (amount) => {
    const value = parseDecimal(amount);
    if (!value?.gt(0)) return { error: null, canConfirm: false };
    let error: DomainMessage | null = null;
    if (exceedsAvailable(value, balance)) error = message('dual.balanceNotEnough');
    else if (value.lt(least)) error = belowMin;
    else if (value.gt(most)) error = aboveMax;
    return { error, canConfirm: error === null };
  };
}

// ---------------------------------------------------------------------------------------------
// Price difference (§5, §9)
// ---------------------------------------------------------------------------------------------

/** Decimals of the price difference input (our choice: the quick choices need one, 2 leaves room). */
export const DUAL_PRICE_DIFFERENCE_DECIMALS = 2;

/** §5: the price difference input is numeric, 2 decimals, and cannot exceed 100; refused text is blank. */
export function sanitizePriceDifference(raw: string): string {
  const reading = readAmount(raw, {
    precision: DUAL_PRICE_DIFFERENCE_DECIMALS,
    max: DUAL_PRICE_DIFFERENCE_INPUT_MAX,
  });
  return reading.ok ? reading.value : '';
}

/** §3 reinvest match (reinvest-match-project): whether a product matches, and its rate range in percent. */
export interface DualReinvestMatch {
  readonly match_project: boolean;
  readonly min_rate: string;
  readonly max_rate: string;
}

/** The allowed price difference range of a match: [max(min_rate, 0.1), min(max_rate, 10)] percent. */
export function priceDifferenceRange(match: DualReinvestMatch): {
  readonly min: string;
  readonly max: string;
} {
  return {
    min: maxDec(match.min_rate, DUAL_MIN_PRICE_DIFFERENCE_PERCENT).toString(),
    max: minDec(match.max_rate, DUAL_MAX_PRICE_DIFFERENCE_PERCENT).toString(),
  };
}

export interface PriceDifferenceCheck {
  readonly error: DomainMessage | null;
  /** §5: the parameter dialog's confirm needs a matched term, a difference, and no error. */
  readonly canConfirm: boolean;
}

/**
 * §5, §8 price difference, first failing rule wins: empty → 'dual.priceDifference.empty'; above 10 →
 * 'dual.priceDifference.max' {max: '10'}; no matching product (no match loaded, or match_project
 * false) → 'dual.priceDifference.noMatch'; outside the matched range → 'dual.priceDifference.range'
 * {min, max} with the lower bound at least 0.1 (and the upper at most 10).
 */
export function checkPriceDifference(
  input: string,
  match: DualReinvestMatch | null | undefined,
): PriceDifferenceCheck {
  const error = priceDifferenceError(input, match);
  return { error, canConfirm: error === null };
}

function priceDifferenceError(
  input: string,
  match: DualReinvestMatch | null | undefined,
): DomainMessage | null {
  if (input === '' || input === '.') return message('dual.priceDifference.empty');
  const value = dec(input);
  if (value.gt(DUAL_MAX_PRICE_DIFFERENCE_PERCENT)) {
    return message('dual.priceDifference.max', { max: DUAL_MAX_PRICE_DIFFERENCE_PERCENT });
  }
  if (!match?.match_project) return message('dual.priceDifference.noMatch');
  const range = priceDifferenceRange(match);
  if (value.lt(range.min) || value.gt(range.max)) return message('dual.priceDifference.range', range);
  return null;
}

// ---------------------------------------------------------------------------------------------
// Terms (§9)
// ---------------------------------------------------------------------------------------------

/** §3 dual product term: invest_hours when set (> 0), else invest_days. */
export interface DualTermInput {
  readonly invest_days?: number | null;
  readonly invest_hours?: number | null;
}

/** The term in whole hours: invest_hours when positive, else invest_days × 24. */
export function dualTermHours(term: DualTermInput): number {
  const hours = term.invest_hours ?? 0;
  return hours > 0 ? hours : (term.invest_days ?? 0) * 24;
}

/** How a term is shown: §9 terms under 24 hours in hours, others in days (capped at 30). */
export type DualTermDisplay =
  | { readonly unit: 'hour'; readonly value: number }
  | { readonly unit: 'day'; readonly value: number };

/**
 * §9: a term under 24 hours is hour-based; otherwise it is shown in whole days (ceil), capped at 30
 * days, the longest term the area offers.
 */
export function dualTermDisplay(term: DualTermInput): DualTermDisplay {
  const hours = dualTermHours(term);
  if (hours < DUAL_HOUR_TERM_LIMIT_HOURS) return { unit: 'hour', value: hours };
  return { unit: 'day', value: clampDualTermDays(Math.ceil(hours / 24)) };
}

/** §9: a (preferred) term in days is capped at 30. */
export function clampDualTermDays(days: number): number {
  return Math.min(days, DUAL_MAX_TERM_DAYS);
}

/** §9: the maximum-days hint of the parameter dialog: ceil(term in days) + 14, at most 30. */
export function dualMaxDaysHint(term: DualTermInput): number {
  return clampDualTermDays(Math.ceil(dualTermHours(term) / 24) + DUAL_MAX_DAYS_HINT_EXTRA);
}

/** §7: effective_time_duration of the order call, in seconds, for a preferred term in days (capped at 30). */
export function dualTermDurationSeconds(days: number): number {
  return (clampDualTermDays(days) * DAY_MS) / 1000;
}

/** The unit a preferred term is typed in (§9: whole days up to 30, or hours under 24). */
export type DualTermUnit = DualTermDisplay['unit'];

/**
 * §9 preferred term as typed in the parameter dialog: whole days from 1 to 30, or whole hours from 1
 * to 23 (an hour term is under 24 h; 24 h and more is typed in days). Anything else is null.
 */
export function parseDualPreferredTerm(text: string, unit: DualTermUnit): DualTermDisplay | null {
  if (!/^\d{1,3}$/.test(text)) return null;
  const value = Number.parseInt(text, 10);
  const max = unit === 'hour' ? DUAL_HOUR_TERM_LIMIT_HOURS - 1 : DUAL_MAX_TERM_DAYS;
  return value >= 1 && value <= max ? { unit, value } : null;
}

/** A preferred term in whole hours. */
export function dualPreferredTermHours(term: DualTermDisplay): number {
  return term.unit === 'hour' ? term.value : clampDualTermDays(term.value) * 24;
}

/** §7: effective_time_duration of the order call, in seconds, for a preferred term in days or hours. */
export function dualPreferredTermSeconds(term: DualTermDisplay): number {
  return (dualPreferredTermHours(term) * HOUR_MS) / 1000;
}

/**
 * §4, §5 "a matched term": whether some product on offer (of the coin, type and category being
 * bought) runs no longer than the preferred term, so auto-reinvest has something to buy.
 */
export function hasDualTermMatch(terms: readonly DualTermInput[], preferred: DualTermDisplay): boolean {
  const hours = dualPreferredTermHours(preferred);
  return terms.some((term) => {
    const own = dualTermHours(term);
    return own > 0 && own <= hours;
  });
}

// ---------------------------------------------------------------------------------------------
// Reinvest tip (§4, §9)
// ---------------------------------------------------------------------------------------------

/**
 * §4, §9: the reinvest tip shows when it was never dismissed, or when at least 604800 s have passed
 * since it was. `lastDismissedAtSec` is Unix SECONDS (as stored), `nowMs` MILLISECONDS.
 */
export function shouldShowReinvestTip(lastDismissedAtSec: number | null | undefined, nowMs: number): boolean {
  if (lastDismissedAtSec === null || lastDismissedAtSec === undefined) return true;
  return nowMs - lastDismissedAtSec * 1000 >= DUAL_REINVEST_TIP_INTERVAL_SECONDS * 1000;
}

// ---------------------------------------------------------------------------------------------
// Settlement (§1, §3; the sandbox settles with this)
// ---------------------------------------------------------------------------------------------

/** §9 quick choices and the advanced default, as shown (trimmed percent strings). */
export function formatPriceDifference(percent: string): string {
  return `${trimZeros(toPlaces(percent, DUAL_PRICE_DIFFERENCE_DECIMALS))}%`;
}

/**
 * §6 says "VIP products need tier level 5 or higher" for fixed products and that VIP savings have
 * VIP copy; we apply the same tier 5 to buying (and seeing) dual VIP savings (category 3).
 */
export function canBuyDualVipSavings(tierLevel: number): boolean {
  return canSubscribeVipFixed(tierLevel);
}
