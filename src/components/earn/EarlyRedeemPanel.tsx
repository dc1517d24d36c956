import type { FixedOrder } from '../../api';
import { formatAmount, formatApr } from '../../domain';
import { fixedOrderView } from '../../flows/lendings';
import { useWealth } from '../../hooks/context';
import { useEarlyRedeem } from '../../hooks/earn/useEarlyRedeem';
import { useDateFormat } from '../../hooks/useDateFormat';
import { useMessages } from '../../hooks/useMessages';
import { earnMessages } from '../../i18n/features/earn';
import { earnRedeemMessages } from '../../i18n/features/earnRedeem';
import { renderMessage } from '../../i18n/translate';
import { Button } from '../ui/Button';
import { DialogClose, DialogContent } from '../ui/Dialog';
import { PendingNote } from '../ui/PendingNote';
import type { EarnModalProps } from './modalProps';
import { ResultContent } from './ResultDialog';

interface EarlyRedeemPanelProps {
  order: FixedOrder;
  now: (() => number) | undefined;
  onSuccess: EarnModalProps['onSuccess'];
  onDone: () => void;
}

/** The early redemption form, in its own chunk (see `EarlyRedeemModal`). */
export default function EarlyRedeemPanel({ order, now, onSuccess, onDone }: EarlyRedeemPanelProps) {
  useMessages(earnMessages);
  useMessages(earnRedeemMessages);
  const { t } = useWealth();
  const dates = useDateFormat();
  const early = useEarlyRedeem({ order, ...(now ? { now } : {}), onSuccess });
  const view = fixedOrderView(order);
  const { state, lock } = early;
  const asset = order.asset;

  if (state.status === 'success') {
    return (
      <ResultContent
        status="success"
        title={t('earn.earlyRedeem.successTitle')}
        message={t('earn.earlyRedeem.successBody', { amount: formatAmount(state.result.amount), asset })}
        onDone={onDone}
      />
    );
  }

  return (
    <DialogContent
      title={t('earn.earlyRedeem.title')}
      closeLabel={t('ui.close')}
      footer={
        <>
          <PendingNote state={state} />
          <DialogClose asChild>
            <Button variant="secondary">{t('ui.cancel')}</Button>
          </DialogClose>
          <Button
            variant="danger"
            disabled={lock.locked}
            loading={state.status === 'pending'}
            onClick={() => void early.confirm()}
          >
            {t('earn.earlyRedeem.confirm')}
          </Button>
        </>
      }
    >
      <dl className="wk-earn-summary">
        <div className="wk-earn-summary__row">
          <dt>{t('earn.earlyRedeem.principal')}</dt>
          <dd>
            {formatAmount(order.principal)} {asset}
          </dd>
        </div>
        <div className="wk-earn-summary__row">
          <dt>{t('earn.earlyRedeem.term')}</dt>
          <dd>{t('earn.subscribe.days', { days: String(view.termDays) })}</dd>
        </div>
        <div className="wk-earn-summary__row">
          <dt>{t('earn.earlyRedeem.apr')}</dt>
          <dd>{formatApr(view.aprFraction)}</dd>
        </div>
        <div className="wk-earn-summary__row">
          <dt>{t('earn.earlyRedeem.maturity')}</dt>
          <dd>{dates.arrival(view.finishesMs)}</dd>
        </div>
      </dl>
      <p className="wk-earn-warning">
        {lock.locked ? renderMessage(t, lock.message) : t('earn.earlyRedeem.warning')}
      </p>
    </DialogContent>
  );
}
