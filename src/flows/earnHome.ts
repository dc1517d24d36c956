/**
 * The Simple Earn home without React (§2 /simple-earn, §6, §9): which coins it lists and in what
 * order, each coin's row (flexible APR with its bonus and ladder, the fixed terms with their APRs,
 * sold-out and VIP marks), and the search by coin.
 */
import type { FlexibleProductDetail } from '../api/types';
import { isRecommendedAsset, RECOMMENDED_ASSETS } from '../domain/assets';
import { dec, parseDecimal } from '../domain/decimal';
import { PRODUCT_TYPE } from '../domain/enums';
import type { LadderTier } from '../domain/interest';
import { type BonusPromoWindow, flexibleBonusApr } from '../domain/lendings';
import { canSubscribeVipFixed, type VipVisibility, vipVisibility } from '../domain/vip';
import { subscribeProducts } from './subscribeProducts';

/** A coin symbol as the exchange writes it: upper case, no spaces. */
function symbol(coin: string): string {
  return coin.trim().toUpperCase();
}

/**
 * The coins the home lists: §9's recommended assets first (BTC, ETH, USDT, in that order), then
 * every other coin with a fixed product, held by the customer or named by the host, A to Z. §7 has
 * no call that lists the flexible coins, so these sources stand in for it. Blank and repeated
 * symbols are dropped; case does not matter.
 */
export function homeCoins(...sources: ReadonlyArray<readonly string[] | undefined>): string[] {
  const others = new Set<string>();
  for (const source of sources)
    for (const coin of source ?? []) {
      const s = symbol(coin);
      if (s !== '' && !isRecommendedAsset(s)) others.add(s);
    }
  return [...RECOMMENDED_ASSETS, ...[...others].sort()];
}

/** A fixed term of a coin, as a chip on the home. */
export interface HomeTerm {
  /** The fixed product id, as the subscribe modal takes it. */
  productId: string;
  termDays: number;
  aprFraction: string | null;
  soldOut: boolean;
  /** §6 the tier range of a VIP-exclusive product and what it offers this customer; null for a normal one. */
  vip: { minTier: number; maxTier: number; visibility: VipVisibility } | null;
}

/** One coin's row on the home. */
export interface HomeRow {
  asset: string;
  /**
   * The flexible APR, as a fraction: with a ladder (§3 ladder_apr, more than one tier) its highest
   * tier, shown as "up to".
   */
  aprFraction: string | null;
  /** §4 the bonus APR while the coin's promo runs (the award pool's window), else null. */
  bonusFraction: string | null;
  /** The ladder's tiers when there is more than one, else empty. */
  ladder: LadderTier[];
  /** The fixed terms, shortest first (a normal product before a VIP one of the same term). */
  terms: HomeTerm[];
}

/** §6 by range, and §5: below VIP 5 no VIP fixed product can be subscribed, whatever its range. */
function vipOffer(tierLevel: number, minTier: number, maxTier: number): VipVisibility {
  const visibility = vipVisibility(tierLevel, { minTier, maxTier });
  return visibility === 'eligible' && !canSubscribeVipFixed(tierLevel) ? 'upgrade' : visibility;
}

/**
 * A coin's row from its product detail (§7 coin-info), its promo window (§3 award pool) and the
 * customer's tier (§6: a VIP product shows its range and, below it, an upgrade; above it, the
 * benefits).
 */
export function homeRow(
  asset: string,
  detail: FlexibleProductDetail,
  context: { promo: BonusPromoWindow | null | undefined; nowMs: number; tierLevel: number },
): HomeRow {
  const [flexible, ...fixed] = subscribeProducts(detail);
  const ladder = (flexible?.ladder ?? []).filter((tier) => parseDecimal(tier.apr) !== null);
  const tiered = ladder.length > 1;
  const top = ladder.reduce<string | null>(
    (best, tier) => (best === null || dec(tier.apr).gt(dec(best)) ? tier.apr : best),
    null,
  );
  return {
    asset: symbol(asset),
    aprFraction: (tiered ? top : flexible?.aprFraction) ?? null,
    bonusFraction: flexibleBonusApr(detail, context.promo, context.nowMs),
    ladder: tiered ? ladder : [],
    terms: fixed.map((product) => ({
      productId: product.id,
      termDays: product.termDays,
      aprFraction: product.aprFraction,
      soldOut: product.soldOut,
      vip:
        product.productType === PRODUCT_TYPE.VIP
          ? {
              minTier: product.minVip,
              maxTier: product.maxVip,
              visibility: vipOffer(context.tierLevel, product.minVip, product.maxVip),
            }
          : null,
    })),
  };
}

/**
 * The rows whose coin contains the search, ignoring case, spaces and full-width forms (a customer
 * typing "ｂｔｃ" or " eth " finds BTC and ETH). An empty search keeps every row.
 */
export function searchCoins<T extends { asset: string }>(rows: readonly T[], search: string): T[] {
  const wanted = search.normalize('NFKC').replace(/\s+/g, '').toUpperCase();
  if (wanted === '') return [...rows];
  return rows.filter((row) => row.asset.toUpperCase().includes(wanted));
}
