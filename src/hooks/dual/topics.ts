/** Invalidation topics of the dual widgets. */
export const DUAL_TOPICS = { PRODUCTS: 'dual.products', ORDERS: 'dual.orders' } as const;
