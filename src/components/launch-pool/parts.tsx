import { type ReactNode, useId } from 'react';
import type { Translate } from '../../i18n/translate';

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

/** Loading, while project-info is not there (its failure is the modal's `ReadError`). */
export function ProjectPending({ t }: { t: Translate }) {
  return <p role="status">{t('launchPool.loading')}</p>;
}
