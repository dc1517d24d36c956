import {
  dec,
  FIXED_SUB_BUSINESS,
  formatApr,
  formatCoinAmount,
  formatDateTime,
  type HistoryTab,
  isDecimalString,
  MISSING_VALUE,
  shownHistoryMode,
} from '../../domain';
import type { HistoryRecordView } from '../../flows/history';
import type { Translate } from '../../i18n/translate';
import type { TableColumn } from '../ui/Table';

/** §4 history type in words; '--' for a type we do not know. */
export function historyTypeLabel(t: Translate, type: number): string {
  return [1, 2, 3, 4, 5].includes(type) ? t(`earnHistory.type.${type}`) : MISSING_VALUE;
}

/** §4 history mode in words when it says something for this record (see `shownHistoryMode`), else null. */
export function historyModeText(
  t: Translate,
  record: Pick<HistoryRecordView, 'type' | 'mode'>,
): string | null {
  const mode = shownHistoryMode(Number(record.type), record.mode);
  return mode === null ? null : t(`earnHistory.mode.${mode}`);
}

/** The mode's cell of a history table: {@link historyModeText}, or '--'. */
function historyModeLabel(t: Translate, record: Pick<HistoryRecordView, 'type' | 'mode'>): string {
  return historyModeText(t, record) ?? MISSING_VALUE;
}

/** §4 fixed sub-business (launch pad 11, launch pool 12) in words, else '--'. */
export function subBusinessLabel(t: Translate, subBusiness: unknown): string {
  const value = Number(subBusiness);
  return (Object.values(FIXED_SUB_BUSINESS) as number[]).includes(value)
    ? t(`earnHistory.subBusiness.${value}`)
    : MISSING_VALUE;
}

/**
 * An amount with its coin, grouped as My lendings' figures are ("9,200.5915 USDT"), '--' when the
 * server sent none.
 */
export function amountText(amount: string | undefined, asset: string): string {
  return amount !== undefined && isDecimalString(amount) ? formatCoinAmount(amount, asset) : MISSING_VALUE;
}

/** An APR fraction as a percentage, '--' when missing or zero (no rate applies to the record). */
export function aprText(rate: string | undefined): string {
  return rate !== undefined && isDecimalString(rate) && !dec(rate).isZero() ? formatApr(rate) : MISSING_VALUE;
}

/** The columns of each tab (§2 History): fixed adds the term, the APR and the sub-business. */
export function historyColumns(
  t: Translate,
  tab: HistoryTab,
  utcOffsetMinutes: number,
): TableColumn<HistoryRecordView>[] {
  const time: TableColumn<HistoryRecordView> = {
    key: 'time',
    header: t('earnHistory.col.time'),
    cell: (r) => formatDateTime(r.timeMs, utcOffsetMinutes),
  };
  const coin: TableColumn<HistoryRecordView> = {
    key: 'coin',
    header: t('earnHistory.col.coin'),
    cell: (r) => r.asset,
  };
  const type: TableColumn<HistoryRecordView> = {
    key: 'type',
    header: t('earnHistory.col.type'),
    cell: (r) => historyTypeLabel(t, r.type),
  };
  const amount: TableColumn<HistoryRecordView> = {
    key: 'amount',
    header: t('earnHistory.col.amount'),
    align: 'end',
    cell: (r) => amountText(r.amount, r.asset),
  };
  const mode: TableColumn<HistoryRecordView> = {
    key: 'mode',
    header: t('earnHistory.col.mode'),
    cell: (r) => historyModeLabel(t, r),
  };
  if (tab === 'flexible') return [time, coin, type, amount, mode];
  return [
    time,
    coin,
    type,
    {
      key: 'term',
      header: t('earnHistory.col.term'),
      cell: (r) => (r.termDays > 0 ? t('earnHistory.termDays', { days: String(r.termDays) }) : MISSING_VALUE),
    },
    amount,
    { key: 'apr', header: t('earnHistory.col.apr'), align: 'end', cell: (r) => aprText(r.aprFraction) },
    mode,
    {
      key: 'business',
      header: t('earnHistory.col.business'),
      cell: (r) => subBusinessLabel(t, r.subBusiness),
    },
  ];
}

/** A stable React key of a record. */
export function historyRowKey(record: HistoryRecordView): string {
  return record.key;
}
