import { subscriptionPreview } from '../../domain';
import { useWealth } from '../../hooks/context';
import type { SubscribeCore } from '../../hooks/earn/useSubscribeForm';
import { type FormStore, useFormSlice } from '../../hooks/formStore';
import { useDateFormat } from '../../hooks/useDateFormat';
import { useMessages } from '../../hooks/useMessages';
import { earnMessages } from '../../i18n/features/earn';

/**
 * When the money starts and stops working if subscribed now (§9 timelines), in the provider's
 * zone: flexible earns from +1 h and first pays at +2 h; fixed earns from the next day's 00:00,
 * matures after the term and arrives 30 minutes later.
 */
export function SubscriptionPreview({ store }: { store: FormStore<SubscribeCore> }) {
  const t = useMessages(earnMessages);
  const { now, zone } = useWealth();
  const dates = useDateFormat();
  const form = useFormSlice(store, ['product']);
  const product = form.product;
  if (!product) return null;
  const nowMs = now();
  const steps = subscriptionPreview(
    product.kind === 'fixed'
      ? { kind: 'fixed', lockUpDays: product.termDays, utcOffsetMinutes: zone.offsetMinutes(nowMs) }
      : { kind: 'flexible' },
    nowMs,
  );
  return (
    <section className="wk-earn-preview" aria-label={t('earn.preview.title')}>
      <h3 className="wk-earn-preview__title">{t('earn.preview.title')}</h3>
      <ol className="wk-earn-preview__steps">
        {steps.map(({ step, atMs }) => (
          <li key={step} className="wk-earn-preview__step">
            <span>{t(`earn.preview.${step}`)}</span>
            <span className="wk-earn-muted">{dates.arrival(atMs)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
