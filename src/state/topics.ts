/**
 * Every data topic, in one registry. A read names the topic it shows (`useWealthQuery`'s `topic`);
 * a money action names the topics it changes (`useMoneyAction`'s `invalidates`), and those reads
 * load again. A bare string elsewhere would be a topic nobody invalidates.
 */
export const TOPICS = {
  /** Flexible holdings (and the minimum lent APR, one of their fields). */
  earnHoldings: 'earn.holdings',
  /** Fixed orders and what depends on them: the lendable quota, the vouchers. */
  earnFixedOrders: 'earn.fixedOrders',
  /** Simple Earn product detail (coin-info): rates, fixed products, their sale status. */
  earnProducts: 'earn.products',
  /** The account mode (classic, unified). */
  accountMode: 'account.mode',
  /** The customer's staking position. */
  stakingUser: 'staking.user',
  /** The staking product and its caps. */
  stakingProduct: 'staking.product',
  /** A launch pool project, its statistics and loans. */
  launchPool: 'launch-pool',
  /** Dual products. */
  dualProducts: 'dual.products',
  /** Dual orders. */
  dualOrders: 'dual.orders',
} as const;

/** One of {@link TOPICS}. */
export type Topic = (typeof TOPICS)[keyof typeof TOPICS];
