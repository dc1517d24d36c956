import { useCallback } from 'react';
import type { FixedOrder, FlexibleHolding } from '../../api';
import { fixedApi } from '../../api/endpoints/fixed';
import {
  type DomainMessage,
  emptyStateMessage,
  HOLDING_DETAIL_PAGE_SIZE,
  type LendingsTab,
} from '../../domain';
import { lendingsMessages } from '../../i18n/features/lendings';
import { TOPICS } from '../../state/topics';
import { useFlexibleHolding } from '../earn/useFlexibleHolding';
import { type ReadFailure, readFailure } from '../readFailure';
import { useCopyText } from '../useCopyText';
import { useMessages } from '../useMessages';
import { type QueryStatus, useWealthQuery } from '../useWealthQuery';
import { CURRENT_FIXED_ORDERS } from './useLendings';

/** A runaway list is not scanned forever: 50 pages of 20 is 1,000 current orders. */
const MAX_SCANNED_PAGES = 50;

export interface UseHoldingDetailOptions {
  /** §2 `orderType` of the route: which kind of holding. */
  orderType: LendingsTab;
  /** §2 `asset` of the route. */
  asset: string;
  /** §2 `order_id` of a fixed route; without it the asset's first current order is shown. */
  orderId?: string | number;
}

export interface HoldingDetailState {
  orderType: LendingsTab;
  /** The flexible holding, null when there is none (flexible only). */
  holding: FlexibleHolding | null;
  /** The fixed order, null when it is not found (fixed only). */
  order: FixedOrder | null;
  status: QueryStatus;
  loading: boolean;
  /** The read failed after its retries: show it with Retry, not 'Loading' or 'No Data'. */
  readError: ReadFailure | null;
  /** §8 'No Data' once loaded and the holding or order is missing, else null. */
  missing: DomainMessage | null;
  /** Copies the order id; toasts 'Copied' (§2, §8), or the generic error when the clipboard refuses. */
  copyOrderId: () => Promise<boolean>;
}

/**
 * The holding detail (§2): a flexible holding by asset, or a fixed order by order id. Fixed orders
 * have no lookup by id in §7, so the current orders are read 20 a page (§9 holding detail page size)
 * until the order turns up. Both reads follow the holdings / fixed-orders topics, so the detail
 * refreshes after a redeem, cancel, early redeem or setting change.
 */
export function useHoldingDetail({ orderType, asset, orderId }: UseHoldingDetailOptions): HoldingDetailState {
  useMessages(lendingsMessages);
  const flexible = useFlexibleHolding(asset, orderType === 'flexible');
  const wanted = orderId === undefined || orderId === '' ? null : String(orderId);
  const fixed = useWealthQuery(
    orderType === 'fixed' ? ['lendings.detail', asset, wanted] : null,
    async (client, signal) => {
      for (let page = 1; page <= MAX_SCANNED_PAGES; page += 1) {
        const result = await fixedApi(client).orders(
          { order_type: CURRENT_FIXED_ORDERS, page, limit: HOLDING_DETAIL_PAGE_SIZE },
          { signal },
        );
        const found = result.list.find((o) =>
          wanted === null ? o.asset === asset : String(o.order_id) === wanted,
        );
        if (found) return found;
        const seen = page * HOLDING_DETAIL_PAGE_SIZE;
        const done =
          result.list.length < HOLDING_DETAIL_PAGE_SIZE ||
          (result.total !== undefined && seen >= result.total);
        if (done) break;
      }
      return null;
    },
    { topic: TOPICS.earnFixedOrders },
  );
  const query = orderType === 'flexible' ? flexible : fixed;
  const value = query.data ?? null;
  const missing = query.status === 'success' && value === null ? emptyStateMessage('detail') : null;

  const order = orderType === 'fixed' ? ((fixed.data ?? null) as FixedOrder | null) : null;
  const copy = useCopyText();
  const copyOrderId = useCallback(async () => (order ? copy(String(order.order_id)) : false), [order, copy]);

  return {
    orderType,
    holding: orderType === 'flexible' ? (flexible.data ?? null) : null,
    order,
    status: query.status,
    loading: query.loading,
    readError: readFailure(query),
    missing,
    copyOrderId,
  };
}
