import type { Page, StakingProfitRecord, StakingStatistics } from '../../api';
import { stakingApi } from '../../api/endpoints/staking';
import { TABLE_PAGE_SIZE } from '../../domain/constants';
import { endOfTodaySeconds } from '../../domain/timeline';
import { sourceField } from '../../flows/staking';
import { TOPICS } from '../../state/topics';
import { useWealth } from '../context';
import { type ReadFailure, readFailure } from '../readFailure';
import { useWealthQuery, type WealthQuery } from '../useWealthQuery';

export interface StakingHolding {
  /** §7 statistics: staked, redeeming, what was paid in all and yesterday, per reward coin. */
  statistics: WealthQuery<StakingStatistics>;
  /** §7 coin-user-profit-records: one page of the rewards paid, newest first. */
  records: WealthQuery<Page<StakingProfitRecord>>;
  /** Either read failed after its retries and left nothing to show. */
  readError: ReadFailure | null;
}

/**
 * What a signed-in customer has in a staking product (§2 the staking page): the statistics of the
 * coin (and source) and a page of profit records up to the end of today in the provider's time
 * zone (§7 `to`), 10 a page (§9). Reloads when a stake or redemption lands. Reads nothing logged out.
 */
export function useStakingHolding(options: { coin: string; pid: string; page: number }): StakingHolding {
  const { coin, pid, page } = options;
  const { now, zone } = useWealth();
  const nowMs = now();
  const to = endOfTodaySeconds(nowMs, zone.offsetMinutes(nowMs));
  const statistics = useWealthQuery(
    ['staking.statistics', coin, pid],
    (client, signal) => stakingApi(client).statistics({ coin, ...sourceField(pid) }, { signal }),
    { topic: TOPICS.stakingUser },
  );
  const records = useWealthQuery(
    ['staking.profits', coin, page, to],
    (client, signal) =>
      stakingApi(client).profitRecords({ coin, page, limit: TABLE_PAGE_SIZE, to }, { signal }),
    { topic: TOPICS.stakingUser },
  );
  return { statistics, records, readError: readFailure(statistics, records) };
}
