import type {
  ExtraInterest,
  StakingBalance,
  StakingFaqItem,
  StakingProduct,
  StakingTrendPoint,
  StakingUserInfo,
} from '../../../api/types';
import {
  bonusStatus,
  DAY_MS,
  dec,
  hasStaking,
  isBonusActive,
  matchVipConfig,
  msToSeconds,
  stakingAvailable,
  startOfDay,
  toPlaces,
} from '../../../domain';
import { remainingFastQuota, utcDay } from '../../../domain/stakingSchedule';
import type { ExchangeContext } from '../../module';
import { createRandom, hashSeed } from '../../random';
import {
  type ExtraInterestConfig,
  findPosition,
  positionAmount,
  productsOf,
  type StakingProductConfig,
  type StakingTerms,
  stakingSlice,
  sumOf,
  termsOf,
} from './model';

/** The §3 shapes the staking reads answer, built from the sandbox's state. */

/** §3 extra_interest with its §4 status at `nowMs`. */
export function extraInterestView(config: ExtraInterestConfig | null, nowMs: number): ExtraInterest | null {
  if (!config) return null;
  return { status: bonusStatus(config, nowMs), ...config };
}

/** The headline rate: base plus the first ladder tier while the campaign is processing (PERCENT). */
function rateAt(baseRate: string, extra: ExtraInterestConfig | null, nowMs: number): string {
  return dec(baseRate)
    .plus(dec(extraRateAt(extra, nowMs)))
    .toString();
}

/** The bonus rate a small stake gets at `nowMs`: the first tier's, or 0 outside the window. */
function extraRateAt(extra: ExtraInterestConfig | null, nowMs: number): string {
  if (!extra || !isBonusActive(extra, nowMs)) return '0';
  return extra.interest[0]?.money_rate ?? '0';
}

/** §3 redeem_quick_daily: today's remaining fast quota ('-1' unlimited; '0' without fast redemption). */
export function fastQuotaLeft(ctx: ExchangeContext, product: StakingProductConfig): string {
  if (!product.extra.redeem_quick) return '0';
  const used = stakingSlice(ctx).quickUsed[product.key];
  const usedToday = used && used.day === utcDay(ctx.now()) ? used.used : '0';
  return remainingFastQuota(product.quick_daily_quota, usedToday);
}

/** §3 Staking product for a (product, source): the source's values where it has them. */
export function toStakingProduct(ctx: ExchangeContext, terms: StakingTerms): StakingProduct {
  const product = terms.product;
  const now = ctx.now();
  const extra = terms.extraInterest;
  const sources = product.sources?.list ?? [];
  const sourceView = (s: (typeof sources)[number]) => ({
    pid: s.pid,
    protocol_name: s.protocol_name,
    rate: rateAt(s.base_rate, s.extra_interest, now),
    base_rate: s.base_rate,
    reward: [s.reward],
    extra_interest: extraInterestView(s.extra_interest, now),
  });
  return {
    mortgage_coin: product.coin,
    reward_coin: terms.rewardCoin,
    rate: rateAt(terms.baseRate, extra, now),
    base_rate: terms.baseRate,
    most_rate:
      extra && bonusStatus(extra, now) !== 'finished'
        ? dec(terms.baseRate).plus(dec(extra.max_interest)).toString()
        : terms.baseRate,
    type: product.type,
    min_mortgage_amount: terms.minMortgage,
    min_redeem_amount: terms.minRedeem,
    personal_mortgage_limit: product.personal_mortgage_limit,
    crowd_mortgage_limit: product.crowd_mortgage_limit,
    agreement: product.agreement,
    reward_delay_days: terms.rewardDelayDays,
    interest_days: terms.interestDays,
    income_days: terms.incomeDays,
    borrow_support: product.borrow_support,
    is_defi: product.sources?.kind === 'defi' ? 1 : 0,
    exchange_type: product.exchange ? 'asset' : 'default',
    exchange_rate: product.exchange?.rate ?? '1',
    exchange_rate_reverse: product.exchange?.reverse ?? '1',
    tips: product.tips,
    redeem_quick_daily: fastQuotaLeft(ctx, product),
    vip_config: terms.vipConfig,
    fee_rate: terms.feeRate,
    extra_interest_type: product.extra_interest_type,
    extra_interest_task: product.extra_interest_task,
    extra_interest: extraInterestView(extra, now),
    extra: product.extra,
    defi: product.sources?.kind === 'defi' ? sources.map(sourceView) : [],
    debt:
      product.sources?.kind === 'debt'
        ? sources.map((s) => ({
            id: s.pid,
            protocol_name: s.protocol_name,
            mortgage_coin: product.coin,
            reward_coin: s.reward.reward_coin,
            base_rate: s.base_rate,
            extra_interest: extraInterestView(s.extra_interest, now),
            reward: [s.reward],
          }))
        : [],
  };
}

/**
 * §5: what may be staked: spot balance, minus outstanding loans when the product does not take
 * borrowed (unified-account) funds (§3 borrow_support 0) or the coin has no staking at all (§9).
 */
export function availableToStake(ctx: ExchangeContext, terms: StakingTerms): string {
  return stakingAvailable({
    balance: ctx.data.spot[terms.coin] ?? '0',
    loans: stakingSlice(ctx).loans[terms.coin] ?? '0',
    coinSupportsStaking: hasStaking(terms.coin) && terms.product.borrow_support === 1,
  });
}

/** The latest expected arrival of the (coin, pid)'s pending redemptions, seconds; 0 when none. */
export function redeemStampOf(ctx: ExchangeContext, coin: string, pid: number): number {
  const pending = stakingSlice(ctx).redemptions.filter((r) => r.coin === coin && r.pid === pid);
  return pending.reduce((latest, r) => Math.max(latest, msToSeconds(r.arriveAtMs)), 0);
}

/** §3 User staking info. hold_amount is what the wallet can stake (§5 available). */
export function toUserInfo(ctx: ExchangeContext, terms: StakingTerms): StakingUserInfo {
  return {
    hold_amount: availableToStake(ctx, terms),
    tier: ctx.data.user.tierLevel,
    is_crowd: stakingSlice(ctx).isCrowd ? 1 : 0,
    mortgage_amount: positionAmount(findPosition(ctx, terms.coin, terms.pid)),
    redeem_stamp: redeemStampOf(ctx, terms.coin, terms.pid),
  };
}

/** Every (product, source) of a coin, or of every coin when `coin` is blank. */
export function allTerms(ctx: ExchangeContext, coin: string): StakingTerms[] {
  const products = coin ? productsOf(ctx, coin) : stakingSlice(ctx).products;
  return products.flatMap((p) => (p.sources ? p.sources.list.map((s) => termsOf(p, s)) : [termsOf(p, null)]));
}

/** §3 Balances rows of a coin; `hideZero` drops sources with nothing staked (§7 hide_zero_hold 1). */
export function toBalances(ctx: ExchangeContext, coin: string, hideZero: boolean): StakingBalance[] {
  return allTerms(ctx, coin)
    .map((t) => ({
      pid: t.pid,
      protocol_name: t.protocolName,
      mortgage_amount: positionAmount(findPosition(ctx, t.coin, t.pid)),
    }))
    .filter((row) => !hideZero || dec(row.mortgage_amount).gt(0));
}

/** The VIP discount multiplier for the user's tier, or null (§6). */
export function vipSaleOf(ctx: ExchangeContext, terms: StakingTerms): string | null {
  return matchVipConfig(terms.vipConfig, ctx.data.user.tierLevel)?.vip_sale ?? null;
}

/** The USDT value of an amount of a coin (§9 USD-like coins count 1 when no ticker exists). */
export function usdtValue(ctx: ExchangeContext, coin: string, amount: string): string {
  const price = ctx.data.prices[`${coin}_USDT`] ?? '1';
  return toPlaces(dec(amount).times(dec(price)), 2);
}

/** The days of a trend page, oldest first: page 1 ends today 00:00 UTC. */
function trendDays(nowMs: number, limit: number, page: number): number[] {
  const today = startOfDay(nowMs);
  const newest = today - (page - 1) * limit * DAY_MS;
  return Array.from({ length: limit }, (_, i) => newest - (limit - 1 - i) * DAY_MS);
}

/** A seeded daily base rate and market stake total of a source: the same for a day whatever asks. */
function seededDay(ctx: ExchangeContext, terms: StakingTerms, dayMs: number) {
  const random = createRandom(hashSeed(`staking:${terms.coin}:${terms.pid}@${dayMs}`, ctx.data.seed));
  const baseRate = toPlaces(dec(terms.baseRate).times(dec(random.units(850, 1150, 3))), 4);
  const staked = random.units(100_000_000, 5_000_000_000, 2);
  return {
    rate: baseRate,
    stake_total_amount: staked,
    stake_total_amount_u: usdtValue(ctx, terms.coin, staked),
  };
}

/** §3 Trend points of one source (coin-lines): one per UTC day, deterministic from the seed. */
export function coinLines(
  ctx: ExchangeContext,
  terms: StakingTerms,
  limit: number,
  page: number,
): StakingTrendPoint[] {
  return trendDays(ctx.now(), limit, page).map((dayMs) => {
    const day = seededDay(ctx, terms, dayMs);
    const extraRate = extraRateAt(terms.extraInterest, dayMs);
    return {
      time: msToSeconds(dayMs),
      rate: dec(day.rate).plus(dec(extraRate)).toString(),
      base_rate: day.rate,
      reward_coin: terms.rewardCoin,
      extra_rate: extraRate,
      extra_coin: terms.extraInterest?.reward_coin ?? '',
      coins: [day],
    };
  });
}

/** §3 Trend points of a DeFi product (coin-defi-lines): the best source per day, every source listed. */
export function defiLines(
  ctx: ExchangeContext,
  terms: StakingTerms[],
  limit: number,
  page: number,
): StakingTrendPoint[] {
  return trendDays(ctx.now(), limit, page).map((dayMs) => {
    const perSource = terms.map((t) => {
      const day = seededDay(ctx, t, dayMs);
      const extraRate = extraRateAt(t.extraInterest, dayMs);
      return { t, day, extraRate, total: dec(day.rate).plus(dec(extraRate)) };
    });
    const best = perSource.reduce((a, b) => (b.total.gt(a.total) ? b : a));
    return {
      time: msToSeconds(dayMs),
      rate: best.total.toString(),
      base_rate: best.day.rate,
      reward_coin: best.t.rewardCoin,
      extra_rate: best.extraRate,
      extra_coin: best.t.extraInterest?.reward_coin ?? '',
      coins: perSource.map((s) => s.day),
    };
  });
}

/** §3 FAQ items (ask, answer, cate, unfold) for the stake dialog's tabs: overview, sources, FAQ. */
export function faqItems(terms: StakingTerms): StakingFaqItem[] {
  const { product, coin } = terms;
  const sources = product.sources?.list.map((s) => s.protocol_name).join(', ');
  const items: Array<Omit<StakingFaqItem, 'unfold'>> = [
    {
      cate: 'overview',
      ask: `What is ${product.name}?`,
      answer: `Stake ${coin} to earn ${terms.rewardCoin} at about ${terms.baseRate}% a year, paid daily.`,
    },
    {
      cate: 'sources',
      ask: 'Where do the rewards come from?',
      answer: sources
        ? `Rewards come from the protocols you choose: ${sources}.`
        : `Rewards come from ${coin} network staking run by the exchange.`,
    },
    {
      cate: 'faq',
      ask: 'When do rewards start?',
      answer: `Rewards start at 00:00 UTC after staking, plus ${days(terms.rewardDelayDays)}, and are paid ${terms.interestDays > 0 ? `${days(terms.interestDays)} after` : 'on the day'} they accrue.`,
    },
    {
      cate: 'faq',
      ask: 'How long does redemption take?',
      answer: product.extra.redeem_quick
        ? `Standard redemption: ${product.extra.redeem_period_txt || 'immediate'}. Fast redemption: ${product.extra.redeem_quick_long} minutes for a ${product.extra.redeem_quick_fee}% fee.`
        : `Standard redemption: ${product.extra.redeem_period_txt || 'immediate'}.`,
    },
  ];
  if (product.exchange) {
    items.push({
      cate: 'faq',
      ask: `What is ${product.exchange.asset}?`,
      answer: `Staking 1 ${coin} gives ${product.exchange.rate} ${product.exchange.asset}; redeeming 1 ${product.exchange.asset} pays ${product.exchange.reverse} ${coin}.`,
    });
  }
  return items.map((item, i) => ({ ...item, unfold: i === 0 ? 1 : 0 }));
}

/** What a coin's positions hold and have waiting, for statistics and lock-balances. */
export function holdingsOf(ctx: ExchangeContext, coin: string, pid: number | null) {
  const state = stakingSlice(ctx);
  const positions = state.positions.filter(
    (p) => (!coin || p.coin === coin) && (pid === null || p.pid === pid),
  );
  return positions.map((p) => {
    const pending = state.redemptions.filter((r) => r.coin === p.coin && r.pid === p.pid);
    return {
      position: p,
      staked: positionAmount(p),
      redeeming: sumOf(pending.map((r) => r.amount)),
      redeemStamp: redeemStampOf(ctx, p.coin, p.pid),
    };
  });
}

/** The exchange's own English FAQ words: "1 day", "2 days". */
function days(count: number): string {
  return count === 1 ? '1 day' : `${count} days`;
}
