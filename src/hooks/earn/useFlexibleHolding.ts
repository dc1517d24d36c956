import type { FlexibleHolding } from '../../api';
import { simpleEarnApi } from '../../api/endpoints/simpleEarn';
import { TABLE_PAGE_SIZE } from '../../domain';
import { TOPICS } from '../../state/topics';
import type { ReadSpec } from '../prefetchReads';
import { useWealthQuery, type WealthQuery } from '../useWealthQuery';

/**
 * The customer's flexible holding of one asset (§3), or null when they hold none. `enabled` false
 * makes no request (a closed modal).
 */
export function useFlexibleHolding(asset: string, enabled: boolean): WealthQuery<FlexibleHolding | null> {
  const read = flexibleHoldingRead(asset);
  return useWealthQuery(enabled ? read.key : null, read.load, read.options);
}

/** The flexible holding read as `useFlexibleHolding` makes it (for `prefetchReads`). */
export function flexibleHoldingRead(asset: string): ReadSpec<FlexibleHolding | null> {
  return {
    key: ['earn.holding', asset],
    load: async (client, signal) => {
      const page = await simpleEarnApi(client).holdings(
        { page: 1, limit: TABLE_PAGE_SIZE, asset },
        { signal },
      );
      return page.list.find((h) => h.asset === asset) ?? null;
    },
    options: { topic: TOPICS.earnHoldings },
  };
}
