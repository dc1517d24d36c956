import { type ReactNode, useId } from 'react';
import type { LaunchPoolProject } from '../../api';
import type { WealthQuery } from '../../hooks/useWealthQuery';
import type { Translate } from '../../i18n/translate';
import { Button } from '../ui/Button';

/** Label / value rows. */
export function Details({ rows }: { rows: ReadonlyArray<readonly [ReactNode, ReactNode] | false | null> }) {
  return (
    <dl className="wk-launch-pool__details">
      {rows.map((row, index) =>
        row ? (
          // Rows are positional and never reorder, so the index is a stable key.
          // biome-ignore lint/suspicious/noArrayIndexKey: positional rows
          <div className="wk-launch-pool__row" key={index}>
            <dt>{row[0]}</dt>
            <dd>{row[1]}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}

/** The §2 auto-transfer checkbox (simpleEarnStatus). */
export function AutoTransfer({
  label,
  checked,
  onCheckedChange,
}: {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="wk-launch-pool__check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.currentTarget.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** Loading, or the §8 data fetch failure with a retry, while project-info is not there. */
export function ProjectPending({ query, t }: { query: WealthQuery<LaunchPoolProject>; t: Translate }) {
  if (query.status === 'error') {
    return (
      <div role="alert">
        <p>{t('launchPool.loadFailed')}</p>
        <Button variant="secondary" onClick={query.refetch}>
          {t('launchPool.retry')}
        </Button>
      </div>
    );
  }
  return <p role="status">{t('launchPool.loading')}</p>;
}
