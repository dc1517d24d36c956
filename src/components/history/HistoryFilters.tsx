import { MINUTE_MS } from '../../domain';
import type { EarnHistory } from '../../hooks/history/useEarnHistory';
import type { Translate } from '../../i18n/translate';
import { CoinCombobox } from './CoinCombobox';
import { historyTypeLabel } from './historyColumns';

const DAY_MS = 24 * 60 * MINUTE_MS;

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** An instant as the value of a date input (YYYY-MM-DD) in the user's zone. */
export function toDateInput(timeMs: number, utcOffsetMinutes: number): string {
  const d = new Date(timeMs + utcOffsetMinutes * MINUTE_MS);
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

/** A date input's value as the start of that day in the user's zone; null when incomplete. */
export function fromDateInput(value: string, utcOffsetMinutes: number): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) - utcOffsetMinutes * MINUTE_MS;
}

/** The coin, type and date filters of §2 History, with the range note and the clamp tip (§5). */
export function HistoryFilters({ history, t }: { history: EarnHistory; t: Translate }) {
  const { range, utcOffsetMinutes: offset } = history;
  // The range end is exclusive; the input shows the last day it includes.
  const toDay = toDateInput(range.toMs - 1, offset);
  return (
    <div className="wk-history__filters">
      <CoinCombobox
        value={history.asset}
        onValueChange={history.setAsset}
        coins={history.coins}
        label={t('earnHistory.filter.coin')}
        allLabel={t('earnHistory.filter.allCoins')}
        emptyLabel={t('earnHistory.filter.noCoin')}
      />
      <label className="wk-history__field">
        {t('earnHistory.filter.type')}
        <select
          className="wk-history__input"
          value={history.type}
          onChange={(e) => history.setType(Number(e.currentTarget.value) as EarnHistory['type'])}
        >
          {(history.types.length > 0 ? history.types : [history.type]).map((type) => (
            <option key={type} value={type}>
              {historyTypeLabel(t, type)}
            </option>
          ))}
        </select>
      </label>
      <DateField
        label={t('earnHistory.filter.from')}
        value={toDateInput(range.fromMs, offset)}
        max={toDay}
        onDay={(text) => {
          const fromMs = fromDateInput(text, offset);
          if (fromMs !== null) history.setRange({ fromMs, toMs: range.toMs });
        }}
      />
      <DateField
        label={t('earnHistory.filter.to')}
        value={toDay}
        max={toDateInput(history.openedAt, offset)}
        onDay={(text) => {
          const dayMs = fromDateInput(text, offset);
          if (dayMs !== null) history.setRange({ fromMs: range.fromMs, toMs: dayMs + DAY_MS });
        }}
      />
      <p className="wk-history__note">
        {t('earnHistory.filter.rangeNote', { months: String(history.months) })}
        {history.rangeTip && (
          <span role="status" className="wk-history__tip">
            {' '}
            {t(history.rangeTip.key, history.rangeTip.params)}
          </span>
        )}
      </p>
    </div>
  );
}

/** A labelled day of the date range (the browser's date picker, in the customer's days). */
function DateField({
  label,
  value,
  max,
  onDay,
}: {
  label: string;
  value: string;
  max?: string;
  onDay: (text: string) => void;
}) {
  return (
    <label className="wk-history__field">
      {label}
      <input
        type="date"
        className="wk-history__input"
        value={value}
        {...(max === undefined ? {} : { max })}
        onChange={(e) => onDay(e.currentTarget.value)}
      />
    </label>
  );
}
