import { formatApr, PRODUCT_TYPE } from '../../domain';
import type { SubscribeForm } from '../../hooks/earn/useSubscribeForm';
import { type FormStore, useFormSlice } from '../../hooks/formStore';
import { useMessages } from '../../hooks/useMessages';
import { earnMessages } from '../../i18n/features/earn';
import { Button } from '../ui/Button';

/** The VIP-exclusive side card of the subscribe modal (§2): the coin's VIP fixed products. */
export function VipSideCard({ store }: { store: FormStore<SubscribeForm> }) {
  const t = useMessages(earnMessages);
  const form = useFormSlice(store, ['products', 'productId', 'setProductId']);
  const vip = form.products.filter((p) => p.productType === PRODUCT_TYPE.VIP);
  if (vip.length === 0) return null;
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
