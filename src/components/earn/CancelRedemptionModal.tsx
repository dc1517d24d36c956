import { formatAmount } from '../../domain';
import { useWealth } from '../../hooks/context';
import { useCancelRedemption } from '../../hooks/earn/useCancelRedemption';
import { useMessages } from '../../hooks/useMessages';
import { useWidgetOpen } from '../../hooks/useWidgetOpen';
import { earnRedeemMessages } from '../../i18n/features/earnRedeem';
import { type CoinProp, coinOf } from '../coinProp';
import { Button } from '../ui/Button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../ui/Dialog';
import { PendingNote } from '../ui/PendingNote';
import { ReadGate } from '../ui/ReadError';
import type { EarnModalProps } from './modalProps';

/** CancelRedemptionModal's props: `coin`, whose pending flexible redemption to cancel (`asset` is its deprecated name). */
export type CancelRedemptionModalProps = EarnModalProps & CoinProp;

/**
 * Cancels a pending flexible redemption (§2, §4): confirm is offered only while frozen_status is 1;
 * success shows the 'orderCancelled' toast and closes. Built on `useCancelRedemption`.
 */
export function CancelRedemptionModal({
  coin,
  asset: alias,
  trigger,
  onSuccess,
  ...openProps
}: CancelRedemptionModalProps) {
  const asset = coinOf({ coin, asset: alias }, 'CancelRedemptionModal');
  const [open, setOpen] = useWidgetOpen('redeem', openProps);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {trigger !== undefined && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      {open && (
        <CancelPanel
          asset={asset}
          onSuccess={(payload) => {
            onSuccess?.(payload);
            setOpen(false);
          }}
        />
      )}
    </Dialog>
  );
}

function CancelPanel({
  asset,
  onSuccess,
}: {
  asset: string;
  onSuccess: NonNullable<EarnModalProps['onSuccess']>;
}) {
  useMessages(earnRedeemMessages);
  const { t, user, requireLogin } = useWealth();
  const cancel = useCancelRedemption({ asset, onSuccess });
  return (
    <DialogContent
      title={t('earn.cancelRedemption.title')}
      closeLabel={t('ui.close')}
      footer={
        <>
          <PendingNote state={cancel.state} />
          <DialogClose asChild>
            <Button variant="secondary">{t('earn.cancelRedemption.keep')}</Button>
          </DialogClose>
          {user.isLogin ? (
            <Button
              disabled={!cancel.cancellable}
              loading={cancel.state.status === 'pending'}
              onClick={() => void cancel.confirm()}
            >
              {t('earn.cancelRedemption.confirm')}
            </Button>
          ) : (
            <Button onClick={() => requireLogin()}>{t('ui.logIn')}</Button>
          )}
        </>
      }
    >
      <ReadGate forCustomer failure={cancel.readError} loading={cancel.status === 'loading'}>
        {cancel.cancellable ? (
          <p>{t('earn.cancelRedemption.body', { amount: formatAmount(cancel.frozenAmount), asset })}</p>
        ) : (
          <p className="wk-earn-warning">{t('earn.cancelRedemption.notCancellable')}</p>
        )}
      </ReadGate>
    </DialogContent>
  );
}
