import type { StakingFaqItem } from '../../api';
import { stakingApi } from '../../api/endpoints/staking';
import { sourceField } from '../../flows/staking';
import { type ReadFailure, readFailure } from '../readFailure';
import { useWealthQuery } from '../useWealthQuery';

export interface StakingFaq {
  /** The §3 FAQ items (ask, answer, cate, unfold), once loaded. */
  items: readonly StakingFaqItem[] | undefined;
  /** The read failed after its retries: show it with Retry. */
  readError: ReadFailure | null;
}

/** §7 coin-ask: the FAQ of a staking product (public), shared by the stake and redeem dialogs. */
export function useStakingFaq(coin: string, pid: string): StakingFaq {
  const query = useWealthQuery(
    ['staking.faq', coin, pid],
    (client, signal) => stakingApi(client).faq({ coin, ...sourceField(pid) }, { signal }),
    { requiresLogin: false },
  );
  return { items: query.data, readError: readFailure(query) };
}
