import { formatAmount, formatApr, isPositiveAmount, isUnlimitedBound, MISSING_VALUE } from '../../domain';
import { estimatedAmount } from '../../flows/subscribe';
import type { SubscribeCore } from '../../hooks/earn/useSubscribeForm';
import { type FormStore, useFormSlice, useLiveForm, useLiveSelect } from '../../hooks/formStore';
import { useMessages } from '../../hooks/useMessages';
import { earnMessages } from '../../i18n/features/earn';

/** Estimated APR (with bonus, voucher and ladder tiers) and estimated return of the subscribe form (§9). */
export function SubscribeSummary({ store }: { store: FormStore<SubscribeCore> }) {
  const t = useMessages(earnMessages);
  const form = useFormSlice(store, ['estimate', 'check', 'product', 'asset', 'bonus', 'voucher']);
  const { estimate, product, asset, bonus } = form;
  // The return is of the amount as it stood when typing paused (§9 debounce, 500 ms), while
  // Subscribe already follows each key: until the estimate catches up, it is of another amount, and
  // a customer pressing Subscribe straight after typing read the return of what they had typed
  // before. It shows "--" until then (re-rendering as typing starts and as it settles, not per key).
  const settling = useLiveSelect(
    useLiveForm<SubscribeCore>(),
    ({ amount }) => estimate !== null && estimatedAmount(amount) !== estimate.amount,
  );
  if (!estimate || !product) return null;
  const fixed = product.kind === 'fixed';
  // Nothing that can be subscribed is typed (the field empty, or the amount refused): the estimate
  // is then of 0, which beside "Insufficient balance" read as "this earns nothing", as the stake
  // form's daily reward says too.
  const estimated = isPositiveAmount(estimate.amount) && form.check.error === null && !settling;
  return (
    <dl className="wk-earn-summary">
      <div className="wk-earn-summary__row">
        <dt>{t('earn.subscribe.estimatedApr')}</dt>
        <dd>{formatApr(estimate.aprFraction)}</dd>
      </div>
      {bonus && (
        <div className="wk-earn-summary__row">
          <dt>{t('earn.subscribe.bonusApr')}</dt>
          <dd>
            {t('earn.subscribe.bonusLimit', {
              apr: formatApr(bonus.aprFraction),
              asset: bonus.asset,
              limit: formatAmount(bonus.limit),
              principal: asset,
            })}
          </dd>
        </div>
      )}
      {estimate.voucherAprFraction !== null && form.voucher && (
        <div className="wk-earn-summary__row">
          <dt>{t('earn.subscribe.voucherApr')}</dt>
          <dd>
            {t('earn.subscribe.voucherAprValue', {
              apr: formatApr(estimate.voucherAprFraction),
              days: String(estimate.voucherDays),
            })}
          </dd>
        </div>
      )}
      {product.ladder.length > 1 && (
        <div className="wk-earn-summary__row">
          <dt>{t('earn.subscribe.ladderApr')}</dt>
          <dd>
            <ul className="wk-earn-summary__tiers">
              {product.ladder.map((tier) => (
                <li key={tier.left}>
                  {isUnlimitedBound(tier.right)
                    ? t('earn.subscribe.ladderTierOpen', { from: formatAmount(tier.left), asset })
                    : t('earn.subscribe.ladderTier', {
                        from: formatAmount(tier.left),
                        to: formatAmount(tier.right ?? ''),
                        asset,
                      })}
                  {': '}
                  {formatApr(tier.apr)}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      )}
      <div className="wk-earn-summary__row">
        <dt>{fixed ? t('earn.subscribe.estimatedTotal') : t('earn.subscribe.estimatedDaily')}</dt>
        {/* No-break spaces: a figure keeps its coin when the value needs two lines (in a 340 px
            frame it read "0 USDT + 0" over a lone "USDT"). */}
        <dd>
          {!estimated ? MISSING_VALUE : `${formatAmount(estimate.interest)}\u00a0${asset}`}
          {estimated && estimate.bonus !== null && bonus
            ? ` + ${formatAmount(estimate.bonus)}\u00a0${bonus.asset}`
            : ''}
        </dd>
      </div>
    </dl>
  );
}
