import { DAY_MS, MINUTE_MS } from './constants';
import { dec, maxDec } from './decimal';
import type { RedemptionSpan } from './stakingRedeem';
import { startOfDay } from './timeline';

/**
 * Staking time and money rules the spec leaves open, chosen once for the widgets and the sandbox
 * alike: the widgets show the arrival, the reward net of commission and the fast quota left; the
 * sandbox books them.
 *
 * Accrual (§1 "daily accrual", §3 reward_delay_days / interest_days): days are UTC days. A stake
 * starts earning at the first 00:00 after it, plus reward_delay_days days. At each 00:00 every
 * tranche that earned for the whole day just ended adds principal × base_rate / 100 / 365 (the
 * reward), and the exchange keeps its commission: fee_rate percent of it, times the VIP tier's
 * vip_sale multiplier (§6 "VIP discounts come from vip_config, matched by tier"). The net reward
 * is rounded down once to 8 decimals and paid in reward_coin to spot interest_days days later.
 *
 * Bonus (§3 extra_interest, §4 "applies only while processing"): a day earns the ladder bonus when
 * the campaign is processing for the whole day; it is paid with the day's reward, in the campaign's
 * reward_coin, without commission.
 *
 * Redemption (§3 extra, §4 redemption span): standard redemption arrives after the span (immediate;
 * income_days, or the minimum day when larger; the maximum day when one is set, since redeem_stamp
 * is a promise); fast redemption after redeem_quick_long minutes. The fast quota is per UTC day.
 */

/** First instant that earns: next 00:00 UTC after `stakedAtMs`, plus the delay. */
export function accrualStartMs(stakedAtMs: number, rewardDelayDays: number): number {
  return startOfDay(stakedAtMs) + DAY_MS + Math.max(0, rewardDelayDays) * DAY_MS;
}

/** When the reward of the day ending at `dayEndMs` is paid. */
export function rewardPaymentMs(dayEndMs: number, interestDays: number): number {
  return dayEndMs + Math.max(0, interestDays) * DAY_MS;
}

/** True when the whole UTC day from `dayStartMs` lies inside [start_time, end_time). */
export function bonusCoversDay(
  window: { start_time: number; end_time: number },
  dayStartMs: number,
): boolean {
  return window.start_time * 1000 <= dayStartMs && dayStartMs + DAY_MS <= window.end_time * 1000;
}

/** When a standard redemption requested at `nowMs` arrives (see the note above). */
export function standardArrivalMs(nowMs: number, span: RedemptionSpan): number {
  switch (span.kind) {
    case 'immediate':
      return nowMs;
    case 'period':
      return nowMs + Math.max(span.incomeDays, span.minDays ?? 0) * DAY_MS;
    case 'max-only':
      return nowMs + span.maxDays * DAY_MS;
    case 'exact':
      return nowMs + span.days * DAY_MS;
    case 'range':
      return nowMs + span.maxDays * DAY_MS;
  }
}

/** §3 redeem_quick_long: a fast redemption arrives this many minutes later. */
export function fastArrivalMs(nowMs: number, quickLongMinutes: number): number {
  return nowMs + Math.max(0, quickLongMinutes) * MINUTE_MS;
}

/** The UTC day number of an instant (the fast quota resets when it changes). */
export function utcDay(ms: number): number {
  return Math.floor(ms / DAY_MS);
}

/**
 * §3 redeem_quick_daily: what is left of the daily fast quota, '-1' when unlimited, never below 0.
 *
 */
export function remainingFastQuota(dailyQuota: string, usedToday: string): string {
  if (dec(dailyQuota).isNegative()) return '-1';
  return maxDec(dec(dailyQuota).minus(dec(usedToday)), '0').toString();
}
