import type { FlexibleHolding } from '../../api';
import { useWealthQuery, type WealthQuery } from '../useWealthQuery';
import { flexibleHoldingRead } from './subscribeOpenReads';

/**
 * The customer's flexible holding of one asset (§3), or null when they hold none. `enabled` false
 * makes no request (a closed modal).
 */
export function useFlexibleHolding(asset: string, enabled: boolean): WealthQuery<FlexibleHolding | null> {
  const read = flexibleHoldingRead(asset);
  return useWealthQuery(enabled ? read.key : null, read.load, read.options);
}
