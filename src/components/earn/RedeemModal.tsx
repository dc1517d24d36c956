import { formatAmount, simpleEarnHistoryLink } from '../../domain';
import { useWealth } from '../../hooks/context';
import { useRedeemForm } from '../../hooks/earn/useRedeemForm';
import { useMessages } from '../../hooks/useMessages';
import { useWidgetOpen } from '../../hooks/useWidgetOpen';
import { earnRedeemMessages } from '../../i18n/features/earnRedeem';
import { renderMessage } from '../../i18n/translate';
import { Button } from '../ui/Button';
import { Checkbox } from '../ui/Checkbox';
import { Dialog, DialogContent, DialogTrigger } from '../ui/Dialog';
import { ExchangeLink } from '../ui/ExchangeLink';
import { FormAmountInput } from '../ui/FormAmountInput';
import { ReadGate } from '../ui/ReadError';
import type { EarnModalProps } from './modalProps';
import { ResultContent } from './ResultDialog';

export interface RedeemModalProps extends EarnModalProps {
  /** The coin to redeem from Simple Earn flexible, e.g. 'USDT'. */
  asset: string;
}

/**
 * The Simple Earn flexible redeem modal (§2, §5): amount with Max, the redeemable amount, the last
 * hour's reward, the lend-ratio warning and the auto-transfer choice (see
 * `FLEXIBLE_REDEEM_AUTO_TRANSFER_DEFAULT`); code 213 ends in 'redemption application submitted'.
 * Built on `useRedeemForm`.
 */
export function RedeemModal({ asset, trigger, onSuccess, ...openProps }: RedeemModalProps) {
  const [open, setOpen] = useWidgetOpen('redeem', openProps);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {trigger !== undefined && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      {open && <RedeemPanel asset={asset} onSuccess={onSuccess} onDone={() => setOpen(false)} />}
    </Dialog>
  );
}

function RedeemPanel({
  asset,
  onSuccess,
  onDone,
}: {
  asset: string;
  onSuccess: EarnModalProps['onSuccess'];
  onDone: () => void;
}) {
  useMessages(earnRedeemMessages);
  const { t } = useWealth();
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
        <Button
          fullWidth
          disabled={!form.canSubmit}
          loading={state.status === 'pending'}
          onClick={() => void form.submit()}
        >
          {t('earn.redeem.submit')}
        </Button>
      }
    >
      <ReadGate failure={form.readError} loading={form.status === 'loading'}>
        {form.holding === null ? (
          <p>{t('earn.redeem.noHolding', { asset })}</p>
        ) : (
          <div className="wk-earn-form">
            {check.warning && <p className="wk-earn-warning">{renderMessage(t, check.warning)}</p>}
            <FormAmountInput form={form} t={t} label={t('earn.redeem.amount')} asset={asset} />
            <dl className="wk-earn-summary">
              <div className="wk-earn-summary__row">
                <dt>{t('earn.redeem.redeemable')}</dt>
                <dd>
                  {formatAmount(form.redeemable, { group: true })} {asset}
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
