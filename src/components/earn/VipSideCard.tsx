import {
  canSubscribeVipFixed,
  formatApr,
  PRODUCT_TYPE,
  VIP_FIXED_MIN_TIER,
  vipVisibility,
} from '../../domain';
import { useWealth } from '../../hooks/context';
import type { SubscribeCore } from '../../hooks/earn/useSubscribeForm';
import { type FormStore, useFormSlice } from '../../hooks/formStore';
import { useMessages } from '../../hooks/useMessages';
import { earnMessages } from '../../i18n/features/earn';
import { Button } from '../ui/Button';

/** The VIP-exclusive side card of the subscribe modal (§2): the coin's VIP fixed products. */
export function VipSideCard({ store }: { store: FormStore<SubscribeCore> }) {
  const t = useMessages(earnMessages);
  const form = useFormSlice(store, ['products', 'productId', 'setProductId']);
  const { user } = useWealth();
  const vip = form.products.filter((p) => p.productType === PRODUCT_TYPE.VIP);
  if (vip.length === 0) return null;
  const tier = user.tierLevel;
  // §6 by the customer's tier: below the range (or below VIP 5) an upgrade, above it the benefits.
  const standing = (minTier: number, maxTier: number) => {
    const visibility = vipVisibility(tier, { minTier, maxTier });
    if (visibility === 'view-benefits') return t('earn.subscribe.vipCardAbove', { tier: String(tier) });
    if (visibility === 'upgrade' || !canSubscribeVipFixed(tier))
      return t('earn.subscribe.vipCardBelow', { min: String(Math.max(minTier, VIP_FIXED_MIN_TIER)) });
    return t('earn.subscribe.vipCardEligible', { tier: String(tier) });
  };
  return (
    <aside className="wk-earn-vip-card" aria-labelledby="wk-earn-vip-card-title">
      <h3 className="wk-earn-vip-card__title" id="wk-earn-vip-card-title">
        {t('earn.subscribe.vipCardTitle')}
      </h3>
      <ul className="wk-earn-vip-card__list">
        {vip.map((p) => (
          <li key={p.id} className="wk-earn-vip-card__item">
            <span className="wk-earn-vip-card__product">
              {t('earn.subscribe.vipCardProduct', {
                days: String(p.termDays),
                apr: formatApr(p.aprFraction ?? '0'),
              })}
            </span>
            <span className="wk-earn-muted">
              {t('earn.subscribe.vipCardTiers', { min: String(p.minVip), max: String(p.maxVip) })}
            </span>
            <span className="wk-earn-muted">{standing(p.minVip, p.maxVip)}</span>
            {form.productId !== p.id && (
              <Button variant="ghost" size="sm" onClick={() => form.setProductId(p.id)}>
                {t('earn.subscribe.vipCardView', { days: String(p.termDays) })}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </aside>
  );
}
