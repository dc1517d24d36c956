import type { BonusPromo } from '../../api';
import { simpleEarnApi } from '../../api/endpoints/simpleEarn';
import { TOPICS } from '../../state/topics';
import { useWealthQuery } from '../useWealthQuery';

/**
 * The bonus promo of a coin (GET uni-loan/earn/award-pool, §3 "Bonus promo"), read only while its
 * pool is open: its start_at / end_at decide whether the bonus applies now (§4). Undefined until
 * read, or when the read failed: then no bonus is promised.
 */
export function useAwardPool(asset: string, open: boolean): BonusPromo | null | undefined {
  const query = useWealthQuery(
    open ? ['earn.awardPool', asset] : null,
    (client, signal) => simpleEarnApi(client).awardPool({ asset }, { signal }),
    { requiresLogin: false, topic: TOPICS.earnProducts },
  );
  return query.data;
}
