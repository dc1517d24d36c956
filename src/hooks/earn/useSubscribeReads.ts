import { useMemo } from 'react';
import { fixedApi } from '../../api/endpoints/fixed';
import { simpleEarnApi } from '../../api/endpoints/simpleEarn';
import { subscribeProducts } from '../../flows/subscribeProducts';
import { TOPICS } from '../../state/topics';
import { useWealth } from '../context';
import type { ReadSpec } from '../prefetchReads';
import { useWealthQuery } from '../useWealthQuery';
import { awardPoolRead, coinInfoRead } from './subscribeOpenReads';
import { useFlexibleHolding } from './useFlexibleHolding';

/**
 * The reads of the subscribe form (§7), in one parallel wave: the product detail (public, so a
 * logged-out visitor still sees the rates), then per kind the holding (flexible) or the quota and
 * the vouchers (fixed), and the flexible bonus's award pool. `needed` lists the ones whose failure
 * blocks the form.
 */
export function useSubscribeReads(asset: string, productId: string, enabled: boolean, verified: boolean) {
  const { user } = useWealth();
  const detail = coinInfoRead(asset, user, verified);
  const detailQuery = useWealthQuery(enabled ? detail.key : null, detail.load, detail.options);
  const products = useMemo(
    () => (detailQuery.data ? subscribeProducts(detailQuery.data) : []),
    [detailQuery.data],
  );
  const product = products.find((p) => p.id === productId) ?? null;
  const isFixed = product?.kind === 'fixed';
  const holdingQuery = useFlexibleHolding(asset, enabled && !isFixed);
  const promo = awardPoolRead(asset);
  const promoQuery = useWealthQuery(enabled && !isFixed ? promo.key : null, promo.load, promo.options);
  const quota = fixedQuotaRead(productId);
  const quotaQuery = useWealthQuery(enabled && isFixed ? quota.key : null, quota.load, quota.options);
  const vouchers = vouchersRead(productId);
  const voucherQuery = useWealthQuery(
    enabled && isFixed ? vouchers.key : null,
    vouchers.load,
    vouchers.options,
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

function fixedQuotaRead(productId: string) {
  return {
    key: ['earn.fixedQuota', productId],
    load: (c, signal) => fixedApi(c).lendable({ product_id: productId }, { signal }),
    options: { topic: TOPICS.earnFixedOrders },
  } satisfies ReadSpec<unknown>;
}

function vouchersRead(productId: string) {
  return {
    key: ['earn.vouchers', productId],
    load: (c, signal) => simpleEarnApi(c).couponRecommend({ pid: productId }, { signal }),
    options: { topic: TOPICS.earnFixedOrders },
  } satisfies ReadSpec<unknown>;
}
