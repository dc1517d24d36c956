import { MAX_COIN_ICONS } from './constants';

/** §9: the USD-like assets; every other asset is "non-USD". */
export const USD_ASSETS = ['USDT', 'USDC', 'USD', 'USDD'] as const;
/** §9: assets that have no staking product. */
export const ASSETS_WITHOUT_STAKING = ['ETH', 'BTC'] as const;
/** §9: assets recommended first. */
export const RECOMMENDED_ASSETS = ['BTC', 'ETH', 'USDT'] as const;
/** §9, §3: the coin a credit-debt staking redemption pays out by default. */
export const DEFAULT_DEBT_REDEEM_COIN = 'USDC';

// Asset symbols arrive in upper case from the API but hosts pass route params ("/staking/eth");
// comparing upper-cased keeps both working.
function symbol(asset: string): string {
  return asset.trim().toUpperCase();
}

/** §9: true for anything other than USDT, USDC, USD and USDD (case-insensitive). */
export function isNonUsdAsset(asset: string): boolean {
  return !(USD_ASSETS as readonly string[]).includes(symbol(asset));
}

/** §9: false for ETH and BTC, which have no staking (case-insensitive). */
export function hasStaking(asset: string): boolean {
  return !(ASSETS_WITHOUT_STAKING as readonly string[]).includes(symbol(asset));
}

/** §9: true for BTC, ETH and USDT (case-insensitive). */
export function isRecommendedAsset(asset: string): boolean {
  return (RECOMMENDED_ASSETS as readonly string[]).includes(symbol(asset));
}

/** The icons a coin list shows and how many it leaves out (§9: at most 5). */
export interface CoinIcons {
  readonly shown: readonly string[];
  readonly hiddenCount: number;
}

/**
 * §9: a coin list shows at most 5 icons; the rest are counted (for a "+N" badge).
 * @param limit @default MAX_COIN_ICONS
 */
export function coinIcons(coins: readonly string[], limit: number = MAX_COIN_ICONS): CoinIcons {
  return { shown: coins.slice(0, limit), hiddenCount: Math.max(0, coins.length - limit) };
}

/** §3: a staking product's mortgage_coin is a comma-separated list; blanks are dropped. */
export function parseCoinList(list: string | null | undefined): string[] {
  if (!list) return [];
  return list
    .split(',')
    .map((coin) => coin.trim())
    .filter((coin) => coin !== '');
}
