import { useMemo } from 'react';
import type { DualProduct } from '../../api';
import { dualApi } from '../../api/endpoints/dual';
import { TABLE_PAGE_SIZE } from '../../domain/constants';
import type { DualProductType } from '../../domain/enums';
import { type DualOrderView, dualOrderView, sortDualProducts } from '../../flows/dualPage';
import { TOPICS } from '../../state/topics';
import { type ReadFailure, readFailure } from '../readFailure';
import { useWealthQuery, type WealthQuery } from '../useWealthQuery';

export interface DualPage {
  /** The coin's products of the type, shortest term and nearest target first; undefined until read. */
  products: DualProduct[] | undefined;
  productsQuery: WealthQuery<DualProduct[]>;
  productsError: ReadFailure | null;
  /** The customer's orders, newest first (§7 order-list; the VIP list on the VIP theme, §6). */
  orders: DualOrderView[] | undefined;
  ordersQuery: WealthQuery<{ list: unknown[] }>;
  ordersError: ReadFailure | null;
  /** Whether another page of orders may follow (§7 gives no total: a full page says so). */
  hasMoreOrders: boolean;
}

/**
 * The reads of the dual-currency page (§2): the products of a coin and type (§7 project-list, public)
 * and one page of the customer's orders (§7 order-list, 10 a page, §9), reloaded after a purchase.
 */
export function useDualPage(options: { coin: string; type: DualProductType; ordersPage: number }): DualPage {
  const { coin, type, ordersPage } = options;
  // The same key as the purchase dialog's read: one product list, however many dialogs.
  const productsQuery = useWealthQuery(
    ['dual.projects', coin, type],
    (client, signal) => dualApi(client).projectList({ coin, type }, { signal }),
    { requiresLogin: false, topic: TOPICS.dualProducts },
  );
  const ordersQuery = useWealthQuery(
    ['dual.orders', ordersPage],
    (client, signal) =>
      dualApi(client).orderList({ page_size: TABLE_PAGE_SIZE, page: ordersPage }, { signal }),
    { topic: TOPICS.dualOrders },
  );
  const products = useMemo(
    () => (productsQuery.data ? sortDualProducts(productsQuery.data, type) : undefined),
    [productsQuery.data, type],
  );
  const orders = useMemo(() => ordersQuery.data?.list.map(dualOrderView), [ordersQuery.data]);
  return {
    products,
    productsQuery,
    productsError: readFailure(productsQuery),
    orders,
    ordersQuery,
    ordersError: readFailure(ordersQuery),
    hasMoreOrders: (ordersQuery.data?.list.length ?? 0) >= TABLE_PAGE_SIZE,
  };
}
