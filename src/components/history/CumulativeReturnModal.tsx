import { useState } from 'react';
import { type DailyInterest, formatDateTime } from '../../domain';
import { useWealth } from '../../hooks/context';
import { useCumulativeReturn } from '../../hooks/history/useCumulativeReturn';
import { useMessages } from '../../hooks/useMessages';
import type { WidgetOpenProps } from '../../hooks/useWidgetOpen';
import { historyMessages } from '../../i18n/features/history';
import { type CoinProp, coinOf } from '../coinProp';
import { Button } from '../ui/Button';
import { DialogContent } from '../ui/Dialog';
import { OpenableDialog } from '../ui/OpenableDialog';
import { Table } from '../ui/Table';
import { tableTexts } from '../ui/tableTexts';
import type { WidgetTriggerProps } from '../ui/WidgetDialog';
import { DailyInterestDetail } from './DailyInterestDetail';
import { amountText } from './historyColumns';

/** CumulativeReturnModal's props: `coin`, whose interest to show (`asset` is its deprecated name), and these. */
export type CumulativeReturnModalProps = CumulativeReturnModalOptions & CoinProp;

interface CumulativeReturnModalOptions extends WidgetOpenProps, WidgetTriggerProps {
  /** The current time in ms. @default the provider's clock (WealthProvider `now`) */
  now?: () => number;
  /** The user's offset east of UTC in minutes (days are the user's). @default the browser's */
  utcOffsetMinutes?: number;
}

/**
 * The cumulative-return history (§2): one coin's interest per day over the last 6 months, 7 days per
 * page, read a month at a time through the interest cache. A day opens its daily interest detail.
 */
export function CumulativeReturnModal({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  coin,
  asset: alias,
  ...options
}: CumulativeReturnModalProps) {
  const asset = coinOf({ coin, asset: alias }, 'CumulativeReturnModal');
  return (
    <OpenableDialog {...{ open, defaultOpen, onOpenChange, trigger }}>
      {() => <CumulativeReturnContent asset={asset} {...options} />}
    </OpenableDialog>
  );
}

function dayText(dayMs: number, utcOffsetMinutes: number): string {
  return formatDateTime(dayMs, utcOffsetMinutes).slice(0, 10);
}

function CumulativeReturnContent({
  asset,
  now,
  utcOffsetMinutes,
}: { asset: string } & Pick<CumulativeReturnModalOptions, 'now' | 'utcOffsetMinutes'>) {
  const t = useMessages(historyMessages);
  const { user, requireLogin } = useWealth();
  const history = useCumulativeReturn({ asset, now, utcOffsetMinutes });
  const [day, setDay] = useState<number | null>(null);
  const offset = history.utcOffsetMinutes;
  const title = t('earnHistory.cumulative.title', { asset });
  if (day !== null) {
    return (
      <DialogContent
        title={t('earnHistory.daily.title', { asset, date: dayText(day, offset) })}
        closeLabel={t('ui.close')}
        size="lg"
        footer={
          <Button variant="secondary" onClick={() => setDay(null)}>
            {t('earnHistory.daily.back')}
          </Button>
        }
      >
        <DailyInterestDetail coin={asset} dayMs={day} utcOffsetMinutes={offset} />
      </DialogContent>
    );
  }
  // §1 a customer's interest: a visitor is offered the host's login, not a table that never loads.
  if (!user.isLogin)
    return (
      <DialogContent
        title={title}
        closeLabel={t('ui.close')}
        footer={<Button onClick={() => requireLogin()}>{t('ui.logIn')}</Button>}
      >
        <p>{t('errors.loginRequired')}</p>
      </DialogContent>
    );
  return (
    <DialogContent title={title} closeLabel={t('ui.close')} size="lg">
      <p className="wk-history__note">
        {t('earnHistory.cumulative.note', { months: String(history.months) })}
      </p>
      <Table<DailyInterest>
        columns={[
          { key: 'date', header: t('earnHistory.col.date'), cell: (d) => dayText(d.dayMs, offset) },
          {
            key: 'interest',
            header: t('earnHistory.col.interest'),
            align: 'end',
            cell: (d) => amountText(d.amount, asset),
          },
          {
            key: 'detail',
            header: t('earnHistory.col.detail'),
            align: 'end',
            cell: (d) => (
              <Button variant="ghost" size="sm" onClick={() => setDay(d.dayMs)}>
                {t('earnHistory.cumulative.details', { date: dayText(d.dayMs, offset) })}
              </Button>
            ),
          },
        ]}
        rows={history.days}
        getRowKey={(d) => String(d.dayMs)}
        caption={t('earnHistory.cumulative.caption')}
        captionHidden
        pageSize={7}
        page={history.page}
        onPageChange={history.setPage}
        hasMore={history.hasMore}
        loading={history.loading && history.days.length === 0}
        failure={history.readError}
        {...tableTexts(t)}
      />
    </DialogContent>
  );
}
