import type { BonusPromo } from '../../api';
import { simpleEarnApi } from '../../api/endpoints/simpleEarn';
import { isAwardPoolOpen } from '../../domain/lendings';
import { TOPICS } from '../../state/topics';
import { useWealthQuery } from '../useWealthQuery';

/**
 * The bonus promos (GET uni-loan/earn/award-pool, §3 "Bonus promo") of the holdings whose pools are
 * open, whose start_at / end_at decide whether a bonus applies now (§4). One read for a whole list
 * (one answer, one render): by asset, null where a coin's read failed, and undefined until read;
 * either way no bonus is promised.
 */
export function useAwardPools(
  holdings: readonly { asset: string; is_open_award_pool?: number | boolean | null }[],
): Readonly<Record<string, BonusPromo | null>> | undefined {
  const assets = holdings
    .filter(isAwardPoolOpen)
    .map((h) => h.asset)
    .sort();
  const query = useWealthQuery(
    assets.length > 0 ? ['earn.awardPools', assets] : null,
    async (client, signal) => {
      const answers = await Promise.allSettled(
        assets.map((asset) => simpleEarnApi(client).awardPool({ asset }, { signal })),
      );
      return Object.fromEntries(
        assets.map((asset, i) => {
          const answer = answers[i];
          return [asset, answer?.status === 'fulfilled' ? answer.value : null];
        }),
      );
    },
    { requiresLogin: false, topic: TOPICS.earnProducts },
  );
  return query.data;
}
