import { formatDateTime, MISSING_VALUE } from '../../domain';
import { type DailyInterestRow, useDailyInterest } from '../../hooks/history/useDailyInterest';
import { useMessages } from '../../hooks/useMessages';
import { historyMessages } from '../../i18n/features/history';
import { type CoinProp, coinOf } from '../coinProp';
import { Table } from '../ui/Table';
import { tableTexts } from '../ui/tableTexts';
import { amountText, aprText } from './historyColumns';

/** DailyInterestDetail's props: `coin` (`asset` is its deprecated name) and these. */
export type DailyInterestDetailProps = DailyInterestDetailOptions & CoinProp;

interface DailyInterestDetailOptions {
  /** Any instant of the day to show, ms. */
  dayMs: number;
  /** The user's offset east of UTC in minutes. @default the browser's */
  utcOffsetMinutes?: number;
}

/**
 * The daily interest detail (§2, §7): the interest records of one coin on one day, 25 rows (one
 * request: pageIndex 1, pageSize 25, type 3, that day's start and end). 'No Data' when there is none.
 */
export function DailyInterestDetail({
  coin,
  asset: alias,
  dayMs,
  utcOffsetMinutes,
}: DailyInterestDetailProps) {
  const asset = coinOf({ coin, asset: alias }, 'DailyInterestDetail');
  const t = useMessages(historyMessages);
  const detail = useDailyInterest({ asset, dayMs, utcOffsetMinutes });
  const time = (row: DailyInterestRow) =>
    row.timeMs > 0 ? formatDateTime(row.timeMs, detail.utcOffsetMinutes) : MISSING_VALUE;
  return (
    <Table<DailyInterestRow>
      className="wk-history__daily"
      columns={[
        { key: 'time', header: t('earnHistory.col.time'), cell: time },
        {
          key: 'principal',
          header: t('earnHistory.col.principal'),
          align: 'end',
          cell: (r) => amountText(r.principal, asset),
        },
        {
          key: 'apr',
          header: t('earnHistory.col.apr'),
          align: 'end',
          cell: (r) => aprText(r.aprFraction),
        },
        {
          key: 'amount',
          header: t('earnHistory.col.interest'),
          align: 'end',
          cell: (r) => amountText(r.amount, asset),
        },
      ]}
      rows={detail.rows}
      getRowKey={(r) => r.key}
      caption={t('earnHistory.daily.caption')}
      captionHidden
      loading={detail.loading}
      failure={detail.readError}
      {...tableTexts(t)}
      emptyText={t('No Data')}
    />
  );
}
