import { useMemo } from 'react';
import { fixedApi } from '../../api/endpoints/fixed';
import { simpleEarnApi } from '../../api/endpoints/simpleEarn';
import { coinInfoQuery } from '../../flows/subscribe';
import { subscribeProducts } from '../../flows/subscribeProducts';
import { TOPICS } from '../../state/topics';
import { useWealth } from '../context';
import { useWealthQuery } from '../useWealthQuery';
import { useFlexibleHolding } from './useFlexibleHolding';

/**
 * The reads of the subscribe form (§7), in one parallel wave: the product detail (public, so a
 * logged-out visitor still sees the rates), then per kind the holding (flexible) or the quota and
 * the vouchers (fixed), and the flexible bonus's award pool. `needed` lists the ones whose failure
 * blocks the form.
 */
export function useSubscribeReads(asset: string, productId: string, enabled: boolean, verified: boolean) {
  const { user } = useWealth();
  const query = coinInfoQuery(asset, { kycLevel: user.kycLevel, verified }, 'subscribe');
  const detailQuery = useWealthQuery(
    enabled ? ['earn.coinInfo', query] : null,
    (c, signal) => simpleEarnApi(c).coinInfo(query, { signal }),
    { requiresLogin: false, topic: TOPICS.earnProducts },
  );
  const products = useMemo(
    () => (detailQuery.data ? subscribeProducts(detailQuery.data) : []),
    [detailQuery.data],
  );
  const product = products.find((p) => p.id === productId) ?? null;
  const isFixed = product?.kind === 'fixed';
  const holdingQuery = useFlexibleHolding(asset, enabled && !isFixed);
  // §4 the flexible bonus applies only inside its promo window, which the award pool gives; read
  // in the same wave as the product (it is public), and never blocking: unknown, no bonus is shown.
  const promoQuery = useWealthQuery(
    enabled && !isFixed ? ['earn.awardPool', asset] : null,
    (c, signal) => simpleEarnApi(c).awardPool({ asset }, { signal }),
    { requiresLogin: false, topic: TOPICS.earnProducts },
  );
  const quotaQuery = useWealthQuery(
    enabled && isFixed ? ['earn.fixedQuota', productId] : null,
    (c, signal) => fixedApi(c).lendable({ product_id: productId }, { signal }),
    { topic: TOPICS.earnFixedOrders },
  );
  const voucherQuery = useWealthQuery(
    enabled && isFixed ? ['earn.vouchers', productId] : null,
    (c, signal) => simpleEarnApi(c).couponRecommend({ pid: productId }, { signal }),
    { topic: TOPICS.earnFixedOrders },
  );
  const needed = [detailQuery, !isFixed && holdingQuery, isFixed && quotaQuery, isFixed && voucherQuery];
  return {
    detailQuery,
    products,
    product,
    isFixed,
    holdingQuery,
    promoQuery,
    quotaQuery,
    voucherQuery,
    needed,
  };
}
