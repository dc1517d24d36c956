import { formatAmount, simpleEarnHistoryLink } from '../../domain';
import { useWealth } from '../../hooks/context';
import { useRedeemForm } from '../../hooks/earn/useRedeemForm';
import { useMessages } from '../../hooks/useMessages';
import { earnRedeemMessages } from '../../i18n/features/earnRedeem';
import { renderMessage } from '../../i18n/translate';
import { Button } from '../ui/Button';
import { Checkbox } from '../ui/Checkbox';
import { DialogContent } from '../ui/Dialog';
import { ExchangeLink } from '../ui/ExchangeLink';
import { FormAmountInput } from '../ui/FormAmountInput';
import { PendingNote } from '../ui/PendingNote';
import { ReadGate } from '../ui/ReadError';
import type { EarnModalProps } from './modalProps';
import { ResultContent } from './ResultDialog';

/**
 * The redeem modal's content, in its own chunk: `RedeemModal` loads it when it opens (or is about
 * to), so a page that shows the modal's trigger does not parse the form on load.
 */
export default function RedeemPanel({
  asset,
  onSuccess,
  onDone,
}: {
  asset: string;
  onSuccess: EarnModalProps['onSuccess'];
  onDone: () => void;
}) {
  useMessages(earnRedeemMessages);
  const { t, user, requireLogin } = useWealth();
  const form = useRedeemForm({ asset, onSuccess });
  const { state, check } = form;

  if (state.status === 'success') {
    const amount = formatAmount(state.result.amount);
    const submitted = state.result.outcome === 'submitted';
    return (
      <ResultContent
        status={submitted ? 'submitted' : 'success'}
        // §4, §8: code 213 is an application, not an executed redemption.
        title={submitted ? t('earn.redeem.submitted') : t('earn.redeem.successTitle')}
        message={
          submitted
            ? t('earn.redeem.submittedBody', { amount, asset })
            : t('earn.redeem.successBody', { amount, asset })
        }
        onDone={onDone}
        next={
          <ExchangeLink page={simpleEarnHistoryLink({ tab: 'flexible', type: 'redeem' })}>
            {t('earn.redeem.viewHistory')}
          </ExchangeLink>
        }
      />
    );
  }

  return (
    <DialogContent
      title={t('earn.redeem.title', { asset })}
      closeLabel={t('ui.close')}
      className="wk-earn-redeem"
      footer={
        // §1 a visitor's holding cannot be read: the host's login, not a form that never loads.
        user.isLogin ? (
          <>
            <PendingNote state={state} />
            <Button
              fullWidth
              disabled={!form.canSubmit}
              loading={state.status === 'pending'}
              onClick={() => void form.submit()}
            >
              {t('earn.redeem.submit')}
            </Button>
          </>
        ) : (
          <Button fullWidth onClick={() => requireLogin()}>
            {t('earn.redeem.login')}
          </Button>
        )
      }
    >
      <ReadGate forCustomer failure={form.readError} loading={form.status === 'loading'}>
        {form.holding === null ? (
          <p>{t('earn.redeem.noHolding', { asset })}</p>
        ) : (
          <div className="wk-earn-form">
            {check.warning && <p className="wk-earn-warning">{renderMessage(t, check.warning)}</p>}
            <FormAmountInput form={form} t={t} label={t('earn.redeem.amount')} asset={asset} />
            {/* §5 caps the amount at what is redeemable: said, or "0.6" typed read 0.5 without a word. */}
            <p className="wk-amount__hint wk-earn-capped" aria-live="polite">
              {form.capped ? t('earn.redeem.capped', { amount: formatAmount(form.redeemable), asset }) : null}
            </p>
            <dl className="wk-earn-summary">
              <div className="wk-earn-summary__row">
                <dt>{t('earn.redeem.redeemable')}</dt>
                <dd>
                  {formatAmount(form.redeemable)} {asset}
                </dd>
              </div>
              <div className="wk-earn-summary__row">
                <dt>{t('earn.redeem.lastHourReward')}</dt>
                <dd>
                  {formatAmount(form.lastHourReward ?? '0')} {asset}
                </dd>
              </div>
            </dl>
            <Checkbox
              label={t('earn.redeem.autoTransfer')}
              hint={t('earn.redeem.autoTransferHint')}
              checked={form.autoTransfer}
              onCheckedChange={form.setAutoTransfer}
            />
          </div>
        )}
      </ReadGate>
    </DialogContent>
  );
}
