import type { DualProduct } from '../../../api/types';
import {
  DUAL_CATEGORY,
  DUAL_PRODUCT_TYPE,
  type DualCopyLimits,
  type DualProductType,
  type DualReinvestMatch,
  dec,
  HOUR_MS,
  isDualVip,
  maxDec,
  minDec,
  msToSeconds,
  percentToFraction,
  toPlaces,
} from '../../../domain';
import { canBuyDualVipSavings, dualCopyAmount } from '../../../domain/dual';
import type { ExchangeContext } from '../../module';
import { createRandom, hashSeed } from '../../random';
import { DUAL_CATEGORY_NORMAL, DUAL_SALE_CLOSE_MS, dualRemainingTerm } from './rules';
import { type DualProjectSnapshot, dualSlice, type StoredDualProject } from './slice';

/**
 * The dual catalogue (§3 Product, §7 project-list, reinvest-match-project). Each catalogue row
 * (template) is listed once at a time: a listing delivers `termHours` after it was listed, on a
 * whole hour, and at delivery a fresh listing of the same row replaces it at the price of that
 * moment. So every coin always has call and put projects of each term on sale.
 */

/** The quote coin of every pair (§7 tickers are quoted in USDT). */
export const DUAL_QUOTE = 'USDT';

interface Template {
  key: string;
  coin: string;
  type: DualProductType;
  category: number;
  termHours: number;
  /** Percent distance of the exercise price from the price (§3 multiple). */
  multiple: string;
  /** Percent APY before the listing's jitter. */
  baseApy: string;
  minCopies: number;
  maxCopies: number;
}

// Nearer targets are likelier to convert, so they pay more: the APY falls with the distance.
const BASE_APY_BY_MULTIPLE: Readonly<Record<string, string>> = { '0.5': '80', '2': '35', '5': '12' };
const TERMS_HOURS = [8, 24, 72, 168] as const;
const MULTIPLES = ['0.5', '2', '5'] as const;
const COINS = ['BTC', 'ETH'] as const;
const TYPES = [DUAL_PRODUCT_TYPE.CALL, DUAL_PRODUCT_TYPE.PUT] as const;

function template(
  coin: string,
  type: DualProductType,
  category: number,
  termHours: number,
  multiple: string,
): Template {
  const vip = category === DUAL_CATEGORY.VIP_SAVINGS;
  return {
    key: `${category}:${coin}:${type}:${termHours}h:${multiple}`,
    coin,
    type,
    category,
    termHours,
    multiple,
    // VIP savings pay a little more; the trial fund is a showcase with a round 100 %.
    baseApy:
      category === DUAL_CATEGORY.TRIAL_FUND
        ? '100'
        : dec(BASE_APY_BY_MULTIPLE[multiple] ?? '10')
            .times(vip ? '1.2' : '1')
            .toString(),
    minCopies: 10,
    maxCopies: vip ? 1_000_000 : 100_000,
  };
}

/** Every catalogue row: normal projects of each coin, type, term and distance, VIP savings, trial. */
export const DUAL_TEMPLATES: readonly Template[] = [
  ...COINS.flatMap((coin) =>
    TYPES.flatMap((type) =>
      TERMS_HOURS.flatMap((hours) =>
        MULTIPLES.map((m) => template(coin, type, DUAL_CATEGORY_NORMAL, hours, m)),
      ),
    ),
  ),
  ...COINS.flatMap((coin) => TYPES.map((type) => template(coin, type, DUAL_CATEGORY.VIP_SAVINGS, 168, '2'))),
  template('BTC', DUAL_PRODUCT_TYPE.PUT, DUAL_CATEGORY.TRIAL_FUND, 24, '2'),
];

/** The sandbox price of a coin against USDT ('0' when the sandbox has none). */
export function dualPrice(ctx: ExchangeContext, coin: string): string {
  return ctx.data.prices[`${coin}_${DUAL_QUOTE}`] ?? '0';
}

/** A call's target is above the price, a put's below, by `multiple` percent; 2 decimals, down. */
function exercisePrice(price: string, type: DualProductType, multiple: string): string {
  const shift = dec(percentToFraction(multiple));
  const factor = type === DUAL_PRODUCT_TYPE.CALL ? dec('1').plus(shift) : dec('1').minus(shift);
  return dec(toPlaces(dec(price).times(factor), 2)).toString();
}

/** A listing of `row` at `listedAtMs` (already on a whole hour). */
function listing(ctx: ExchangeContext, row: Template, listedAtMs: number): StoredDualProject {
  const state = dualSlice(ctx);
  // Seeded per row and time, so a listing's APY does not depend on what else was generated.
  const random = createRandom(hashSeed(`dual:${row.key}@${listedAtMs}`, ctx.data.seed));
  const call = row.type === DUAL_PRODUCT_TYPE.CALL;
  return {
    id: state.nextProjectId++,
    template: row.key,
    coin: row.coin,
    type: row.type,
    category: row.category,
    invest_currency: call ? row.coin : DUAL_QUOTE,
    exercise_currency: call ? DUAL_QUOTE : row.coin,
    exercise_price: exercisePrice(dualPrice(ctx, row.coin), row.type, row.multiple),
    apy_display: toPlaces(dec(row.baseApy).times(random.units(900, 1100, 3)), 2),
    min_copies: row.minCopies,
    max_copies: row.maxCopies,
    multiple: row.multiple,
    listedAtMs,
    deliveryAtMs: listedAtMs + row.termHours * HOUR_MS,
  };
}

/** Lists every catalogue row, delivering on whole hours from the next whole hour on. */
export function listCatalogue(ctx: ExchangeContext): void {
  const start = Math.ceil(ctx.now() / HOUR_MS) * HOUR_MS;
  const state = dualSlice(ctx);
  state.projects = DUAL_TEMPLATES.map((row) => listing(ctx, row, start));
}

/** At a project's delivery, a new listing of its row replaces it (orders keep their snapshot). */
export function relist(ctx: ExchangeContext, project: StoredDualProject): void {
  const state = dualSlice(ctx);
  const row = DUAL_TEMPLATES.find((t) => t.key === project.template);
  state.projects = state.projects.filter((p) => p.id !== project.id);
  if (row) state.projects.push(listing(ctx, row, project.deliveryAtMs));
}

/** Whether a project is still on sale (sales close {@link DUAL_SALE_CLOSE_MS} before delivery). */
export function isOnSale(ctx: ExchangeContext, project: StoredDualProject): boolean {
  return project.deliveryAtMs - ctx.now() >= DUAL_SALE_CLOSE_MS;
}

/** §6: VIP savings are for VIP users only; everything else is visible to all. */
export function isVisible(ctx: ExchangeContext, project: StoredDualProject): boolean {
  return project.category !== DUAL_CATEGORY.VIP_SAVINGS || canBuyDualVipSavings(ctx.data.user.tierLevel);
}

/** §3 Product as the API sends it, with the live price and the term left now. */
export function toDualProduct(ctx: ExchangeContext, project: StoredDualProject): DualProduct {
  return {
    id: project.id,
    type: project.type,
    category: project.category,
    invest_currency: project.invest_currency,
    exercise_currency: project.exercise_currency,
    exercise_price: project.exercise_price,
    price: dualPrice(ctx, project.coin),
    apy_display: project.apy_display,
    ...dualRemainingTerm(project.deliveryAtMs, ctx.now()),
    min_copies: project.min_copies,
    max_copies: project.max_copies,
    multiple: project.multiple,
    delivery_timest: msToSeconds(project.deliveryAtMs),
  };
}

/** The product as bought now, kept on the order so settlement uses exactly what was shown. */
export function snapshotOf(ctx: ExchangeContext, project: StoredDualProject): DualProjectSnapshot {
  const shown = toDualProduct(ctx, project);
  return {
    id: project.id,
    type: project.type,
    category: project.category,
    coin: project.coin,
    invest_currency: shown.invest_currency,
    exercise_currency: shown.exercise_currency,
    exercise_price: shown.exercise_price,
    price: shown.price,
    apy_display: shown.apy_display,
    invest_days: shown.invest_days,
    invest_hours: shown.invest_hours,
    multiple: shown.multiple,
  };
}

/** Projects on sale and visible, in a stable order (term, then exercise price). */
export function projectsOnSale(ctx: ExchangeContext): StoredDualProject[] {
  return dualSlice(ctx)
    .projects.filter((p) => isOnSale(ctx, p) && isVisible(ctx, p))
    .sort(
      (a, b) =>
        a.deliveryAtMs - b.deliveryAtMs ||
        dec(a.exercise_price).comparedTo(dec(b.exercise_price)) ||
        a.id - b.id,
    );
}

/** The projects auto-reinvest may buy for a coin, type and category (never a trial fund). */
export function reinvestCandidates(
  ctx: ExchangeContext,
  filter: { coin: string; type: DualProductType; category: number; maxTermMs?: number },
): StoredDualProject[] {
  // A trial fund never reinvests; a paused exchange (scenario trait dualReinvestPaused) matches nothing.
  if (filter.category === DUAL_CATEGORY.TRIAL_FUND || dualSlice(ctx).reinvestPaused) return [];
  return projectsOnSale(ctx).filter(
    (p) =>
      p.coin === filter.coin &&
      p.type === filter.type &&
      p.category === filter.category &&
      (filter.maxTermMs === undefined || p.deliveryAtMs - ctx.now() <= filter.maxTermMs),
  );
}

/**
 * §7 reinvest-match-project: whether auto-reinvest can find a project of this coin, type and the
 * category of `pid`, and the range of price differences (§3 multiple) on offer. The range is
 * answered whatever `rate` is, since §5 shows a range tip for a rate outside it.
 */
export function reinvestMatch(
  ctx: ExchangeContext,
  filter: { coin: string; type: DualProductType; category: number },
): DualReinvestMatch {
  const found = reinvestCandidates(ctx, filter);
  if (found.length === 0) return { match_project: false, min_rate: '0', max_rate: '0' };
  const rates = found.map((p) => p.multiple);
  return {
    match_project: true,
    min_rate: minDec(...rates).toString(),
    max_rate: maxDec(...rates).toString(),
  };
}

/**
 * The project auto-reinvest buys: the candidate whose price difference is nearest the order's
 * price_deviation, then the shortest term, then the oldest listing.
 */
export function pickReinvestProject(
  candidates: readonly StoredDualProject[],
  priceDeviation: string,
): StoredDualProject | undefined {
  const distance = (p: StoredDualProject) => dec(p.multiple).minus(dec(priceDeviation)).abs();
  return [...candidates].sort(
    (a, b) => distance(a).comparedTo(distance(b)) || a.deliveryAtMs - b.deliveryAtMs || a.id - b.id,
  )[0];
}

/** The §5 copy limits of a project (VIP savings use the VIP minimum of 100 copies, §6). */
export function dualLimits(project: {
  category: number;
  min_copies: number;
  max_copies: number;
  invest_currency: string;
}): DualCopyLimits {
  return {
    minCopies: project.min_copies,
    maxCopies: project.max_copies,
    copyAmount: dualCopyAmount(project.invest_currency),
    vip: isDualVip(false, project.category),
  };
}
