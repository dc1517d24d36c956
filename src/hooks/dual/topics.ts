import { TOPICS } from '../../state/topics';

/** Invalidation topics of the dual widgets. */
export const DUAL_TOPICS = { PRODUCTS: TOPICS.dualProducts, ORDERS: TOPICS.dualOrders } as const;
