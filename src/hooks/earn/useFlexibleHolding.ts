import type { FlexibleHolding } from '../../api';
import { simpleEarnApi } from '../../api/endpoints/simpleEarn';
import { TABLE_PAGE_SIZE } from '../../domain';
import { TOPICS } from '../../state/topics';
import { useWealthQuery, type WealthQuery } from '../useWealthQuery';

/**
 * The customer's flexible holding of one asset (§3), or null when they hold none. `enabled` false
 * makes no request (a closed modal).
 */
export function useFlexibleHolding(asset: string, enabled: boolean): WealthQuery<FlexibleHolding | null> {
  return useWealthQuery(
    enabled ? ['earn.holding', asset] : null,
    async (client, signal) => {
      const page = await simpleEarnApi(client).holdings(
        { page: 1, limit: TABLE_PAGE_SIZE, asset },
        { signal },
      );
      return page.list.find((h) => h.asset === asset) ?? null;
    },
    { topic: TOPICS.earnHoldings },
  );
}
