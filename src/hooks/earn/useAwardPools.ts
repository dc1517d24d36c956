import type { BonusPromo } from '../../api';
import { simpleEarnApi } from '../../api/endpoints/simpleEarn';
import { isAwardPoolOpen } from '../../domain/lendings';
import { describeError } from '../../flows/failures';
import { TOPICS } from '../../state/topics';
import { useWealth } from '../context';
import { useWealthQuery } from '../useWealthQuery';

/**
 * The bonus promos (GET uni-loan/earn/award-pool, §3 "Bonus promo") of the holdings whose pools are
 * open, whose start_at / end_at decide whether a bonus applies now (§4). One read for a whole list
 * (one answer, one render): by asset, null where a coin's read failed, and undefined until read;
 * either way no bonus is promised. A failed read is told as a toast (§8): a bonus has no place of
 * its own to show an error in, and without a word the APRs would just show without it.
 */
export function useAwardPools(
  holdings: readonly { asset: string; is_open_award_pool?: number | boolean | null }[],
): Readonly<Record<string, BonusPromo | null>> | undefined {
  const assets = holdings
    .filter(isAwardPoolOpen)
    .map((h) => h.asset)
    .sort();
  const { toast } = useWealth();
  const query = useWealthQuery(
    assets.length > 0 ? ['earn.awardPools', assets] : null,
    async (client, signal) => {
      const answers = await Promise.allSettled(
        assets.map((asset) => simpleEarnApi(client).awardPool({ asset }, { signal })),
      );
      const failed = answers.find((answer) => answer.status === 'rejected');
      const outcome = failed && describeError(failed.reason, 'read');
      // One toast for the list; nothing for a read the page abandoned.
      if (outcome && !outcome.silent) toast(outcome.tone, outcome.message);
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
