import { useMemo } from 'react';
import { fixedApi } from '../../api/endpoints/fixed';
import { simpleEarnApi } from '../../api/endpoints/simpleEarn';
import { coinInfoQuery } from '../../flows/subscribe';
import { subscribeProducts } from '../../flows/subscribeProducts';
import { TOPICS } from '../../state/topics';
import { useWealth, type WealthContextValue, type WealthUser } from '../context';
import type { ReadSpec } from '../prefetchReads';
import { currentAccountModeRead } from '../useAccountMode';
import { useWealthQuery } from '../useWealthQuery';
import { flexibleHoldingRead, useFlexibleHolding } from './useFlexibleHolding';

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

/** The product detail (§7 coin-info) for the customer's KYC level; public. */
function coinInfoRead(asset: string, user: WealthUser, verified: boolean) {
  const query = coinInfoQuery(asset, { kycLevel: user.kycLevel, verified }, 'subscribe');
  return {
    key: ['earn.coinInfo', query],
    load: (c, signal) => simpleEarnApi(c).coinInfo(query, { signal }),
    options: { requiresLogin: false, topic: TOPICS.earnProducts },
  } satisfies ReadSpec<unknown>;
}

/**
 * §4 the flexible bonus applies only inside its promo window, which the award pool gives; read in
 * the same wave as the product (it is public), and never blocking: unknown, no bonus is shown.
 */
function awardPoolRead(asset: string) {
  return {
    key: ['earn.awardPool', asset],
    load: (c, signal) => simpleEarnApi(c).awardPool({ asset }, { signal }),
    options: { requiresLogin: false, topic: TOPICS.earnProducts },
  } satisfies ReadSpec<unknown>;
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

/**
 * The reads the subscribe form makes as it opens (`useSubscribeReads` and the form's account mode),
 * for the dialog to start while the form's code loads. Until the product detail says a product is
 * fixed, the form reads as for flexible, whichever product it opens on; the balance is the
 * provider's tracker's.
 */
export function subscribeOpenReads(
  wealth: WealthContextValue,
  asset: string,
  verified: boolean,
): Array<ReadSpec<unknown>> {
  return [
    coinInfoRead(asset, wealth.user, verified),
    flexibleHoldingRead(asset),
    awardPoolRead(asset),
    currentAccountModeRead(wealth.store, wealth.user),
  ];
}
