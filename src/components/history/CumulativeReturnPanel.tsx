import { useState } from 'react';
import { type DailyInterest, formatDateTime } from '../../domain';
import { useWealth } from '../../hooks/context';
import { useCumulativeReturn } from '../../hooks/history/useCumulativeReturn';
import { useMessages } from '../../hooks/useMessages';
import { historyMessages } from '../../i18n/features/history';
import { Button } from '../ui/Button';
import { DialogContent } from '../ui/Dialog';
import { messageNodes } from '../ui/messageNodes';
import { Table } from '../ui/Table';
import { tableTexts } from '../ui/tableTexts';
import type { CumulativeReturnModalOptions } from './CumulativeReturnModal';
import { DailyInterestDetail } from './DailyInterestDetail';
import { amountText } from './historyColumns';

function dayText(dayMs: number, utcOffsetMinutes: number): string {
  return formatDateTime(dayMs, utcOffsetMinutes).slice(0, 10);
}

/** The cumulative return dialog's content, in its own chunk (see `CumulativeReturnModal`). */
export default function CumulativeReturnPanel({
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
        // The date moves to the next line whole: at 375 px it broke after its year ("2025-" over "01-15").
        title={messageNodes(t, 'earnHistory.daily.title', {
          asset,
          date: <span className="wk-keep-together">{dayText(day, offset)}</span>,
        })}
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
              // The row shows its date already: the button says "Details", and its name (which
              // holds that word, WCAG 2.5.3) says which day, so at 375 px the three columns fit
              // without scrolling sideways.
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('earnHistory.cumulative.details', { date: dayText(d.dayMs, offset) })}
                onClick={() => setDay(d.dayMs)}
              >
                {t('earnHistory.cumulative.detailsShort')}
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
