import { type ReactNode, useId } from 'react';
import type { ReadFailure } from '../../hooks/readFailure';
import type { Translate } from '../../i18n/translate';
import { DescriptionList, type DescriptionRow } from '../ui/DescriptionList';
import { ReadError } from '../ui/ReadError';

/** Label / value rows. */
export function Details({ rows }: { rows: readonly DescriptionRow[] }) {
  return (
    <DescriptionList rows={rows} className="wk-launch-pool__details" rowClassName="wk-launch-pool__row" />
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

/** A modal's body: the failed read with Retry (§8), the form once its project is known, else loading. */
export function PoolBody({
  failure,
  ready,
  t,
  children,
}: {
  failure: ReadFailure | null;
  ready: boolean;
  t: Translate;
  children: () => ReactNode;
}) {
  if (failure) return <ReadError failure={failure} />;
  return ready ? children() : <ProjectPending t={t} />;
}
