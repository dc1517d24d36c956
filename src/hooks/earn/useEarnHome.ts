import { useMemo } from 'react';
import type { EarnStatistics, FlexibleProductDetail, WealthClient } from '../../api';
import { fixedApi } from '../../api/endpoints/fixed';
import { simpleEarnApi } from '../../api/endpoints/simpleEarn';
import { coinInfoQuery } from '../../flows/coinInfoQuery';
import { type HomeRow, homeCoins, homeRow } from '../../flows/earnHome';
import { TOPICS } from '../../state/topics';
import { useWealth } from '../context';
import type { ReadFailure } from '../readFailure';
import { useWealthQuery, type WealthQuery } from '../useWealthQuery';
import { useAwardPools } from './useAwardPools';
import { useEarnStatistics } from './useEarnStatistics';

export interface UseEarnHomeOptions {
  /** Coins to list besides §9's recommended ones, the fixed products' and the customer's. @default [] */
  coins?: readonly string[];
}

export interface EarnHome {
  /** One row per coin whose product detail loaded, recommended coins first (§9). */
  rows: HomeRow[];
  /** True until the first wave of product details has answered. */
  loading: boolean;
  /** Coins whose product detail could not be read after its retries: their rows are missing. */
  failedCoins: string[];
  /**
   * The list of coins with a fixed product could not be read after its retries: a coin that only
   * it names (not recommended, held or the host's) is missing, and which one cannot be told.
   */
  fixedCoinsFailed: boolean;
  /** The failed reads (a product detail, the fixed coins), with Retry; null when none failed. */
  readError: ReadFailure | null;
  /** The customer's totals (§7 statistics): the summary shows them and their coins join the list. */
  statistics: WealthQuery<EarnStatistics>;
}

type Details = Readonly<Record<string, FlexibleProductDetail | null>>;

/** Reads the product detail of each coin in parallel; a coin whose read fails maps to null. */
function readDetails(coins: readonly string[], query: (coin: string) => ReturnType<typeof coinInfoQuery>) {
  return async (client: WealthClient, signal: AbortSignal): Promise<Details> => {
    const answers = await Promise.allSettled(
      coins.map((coin) => simpleEarnApi(client).coinInfo(query(coin), { signal })),
    );
    return Object.fromEntries(
      coins.map((coin, i) => {
        const answer = answers[i];
        return [coin, answer?.status === 'fulfilled' ? answer.value : null];
      }),
    );
  };
}

/**
 * What the Simple Earn home shows (§2 /simple-earn): the coins (§9 recommended first, then those
 * with a fixed product, held by the customer or named by the host), each with its product detail
 * (§7 coin-info, public: a logged-out visitor sees the rates), its promo window (award pool) and
 * the customer's totals. The recommended and host coins are read at once, beside the fixed coins
 * and the totals; a coin only those answers name is read when they arrive.
 */
export function useEarnHome({ coins = [] }: UseEarnHomeOptions = {}): EarnHome {
  const { user, now } = useWealth();
  const query = (coin: string) =>
    coinInfoQuery(coin, { kycLevel: user.kycLevel, verified: user.verified }, 'subscribe');
  const fixedCoins = useWealthQuery(
    ['earn.fixedCoins'],
    (client, signal) => fixedApi(client).productCoins({ signal }),
    {
      requiresLogin: false,
      topic: TOPICS.earnProducts,
    },
  );
  const statistics = useEarnStatistics();
  const first = homeCoins(coins);
  const all = homeCoins(
    coins,
    fixedCoins.data,
    statistics.data?.list?.map((row) => row.asset),
  );
  const later = all.filter((coin) => !first.includes(coin));
  const firstDetails = useWealthQuery(
    ['earn.homeDetails', first, user.kycLevel, user.verified],
    readDetails(first, query),
    { requiresLogin: false, topic: TOPICS.earnProducts },
  );
  const laterDetails = useWealthQuery(
    later.length > 0 ? ['earn.homeDetails', later, user.kycLevel, user.verified] : null,
    readDetails(later, query),
    { requiresLogin: false, topic: TOPICS.earnProducts },
  );
  const details = useMemo(
    () => ({ ...firstDetails.data, ...laterDetails.data }),
    [firstDetails.data, laterDetails.data],
  );
  const loaded = all.flatMap((coin) => {
    const detail = details[coin];
    return detail ? [{ asset: coin, ...detail }] : [];
  });
  const pools = useAwardPools(loaded);
  const nowMs = now();
  const rows = loaded.map(({ asset, ...detail }) =>
    homeRow(asset, detail, { promo: pools?.[asset], nowMs, tierLevel: user.tierLevel }),
  );
  const failedCoins = all.filter((coin) => details[coin] === null);
  const fixedCoinsFailed = fixedCoins.status === 'error' && fixedCoins.data === undefined;
  const readError: ReadFailure | null =
    failedCoins.length > 0 || fixedCoinsFailed
      ? {
          retry() {
            if (fixedCoinsFailed) fixedCoins.refetch();
            if (failedCoins.some((coin) => first.includes(coin))) firstDetails.refetch();
            if (failedCoins.some((coin) => later.includes(coin))) laterDetails.refetch();
          },
        }
      : null;
  return {
    rows,
    loading: firstDetails.data === undefined,
    failedCoins,
    fixedCoinsFailed,
    readError,
    statistics,
  };
}
