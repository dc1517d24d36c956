import type { EarnStatistics } from '../../api';
import { simpleEarnApi } from '../../api/endpoints/simpleEarn';
import { TOPICS } from '../../state/topics';
import { useWealthQuery, type WealthQuery } from '../useWealthQuery';

/**
 * The customer's Simple Earn totals (§7 uni-loan/earn/statistics): what they have lent and earned,
 * valued in USDT, and per coin. Reloads when holdings change (a subscription or redemption landed).
 * Makes no request while logged out or when `enabled` is false.
 */
export function useEarnStatistics(enabled = true): WealthQuery<EarnStatistics> {
  return useWealthQuery(
    enabled ? ['earn.statistics'] : null,
    (client, signal) => simpleEarnApi(client).statistics({ signal }),
    { topic: TOPICS.earnHoldings },
  );
}
