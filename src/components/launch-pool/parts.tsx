import { useId } from 'react';
import type { Translate } from '../../i18n/translate';
import { DescriptionList, type DescriptionRow } from '../ui/DescriptionList';

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
