import { MISSING_VALUE, REDEEM_ACCOUNT_TYPE, type RedeemAccountType } from '../../domain';
import type { SubscribeCore } from '../../hooks/earn/useSubscribeForm';
import { type FormStore, useFormSlice } from '../../hooks/formStore';
import { useAccountMode } from '../../hooks/useAccountMode';
import { useMessages } from '../../hooks/useMessages';
import { earnMessages } from '../../i18n/features/earn';
import { Chips } from '../ui/Chips';
import { Switch } from '../ui/Switch';

/**
 * The fixed product's auto-reinvest default and redeem-to account (§3, §4): reinvest on sends the
 * redemption back into the product, so there is no redeem-to choice ('--').
 */
export function FixedSubscribeOptions({ store }: { store: FormStore<SubscribeCore> }) {
  const t = useMessages(earnMessages);
  const form = useFormSlice(store, [
    'product',
    'reinvest',
    'setReinvest',
    'redeemAccountType',
    'setRedeemAccountType',
  ]);
  // §6: redeem account type 0 is the unified account in a unified mode, else the spot account.
  const { spotOrUnified } = useAccountMode();
  const { product } = form;
  if (product?.kind !== 'fixed') return null;
  return (
    <div className="wk-earn-fixed-options">
      <Switch
        label={t('earn.subscribe.autoReinvest')}
        checked={form.reinvest}
        disabled={!product.allowsReinvest}
        onCheckedChange={form.setReinvest}
      />
      <div className="wk-earn-fixed-options__redeem-to">
        <span className="wk-earn-fixed-options__label">{t('earn.subscribe.redeemTo')}</span>
        {form.reinvest ? (
          <span>{MISSING_VALUE}</span>
        ) : (
          <Chips
            aria-label={t('earn.subscribe.redeemTo')}
            value={String(form.redeemAccountType)}
            onValueChange={(value) => form.setRedeemAccountType(Number(value) as RedeemAccountType)}
            options={[
              {
                value: String(REDEEM_ACCOUNT_TYPE.SIMPLE_EARN_FLEXIBLE),
                label: t('earn.subscribe.redeemToFlexible'),
                disabled: !product.allowsRedeemToFlexible,
              },
              {
                value: String(REDEEM_ACCOUNT_TYPE.SPOT_OR_UNIFIED),
                label: t(
                  spotOrUnified === 'unified'
                    ? 'earn.subscribe.redeemToUnified'
                    : 'earn.subscribe.redeemToSpot',
                ),
              },
            ]}
          />
        )}
      </div>
    </div>
  );
}
