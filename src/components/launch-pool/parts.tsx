import type { ReactNode } from 'react';
import type { ReadFailure } from '../../hooks/readFailure';
import type { Translate } from '../../i18n/translate';
import { DescriptionList, type DescriptionRow } from '../ui/DescriptionList';
import { LoadingStatus } from '../ui/LoadingStatus';
import { ReadError } from '../ui/ReadError';

/** Label / value rows. */
export function Details({ rows }: { rows: readonly DescriptionRow[] }) {
  return (
    <DescriptionList rows={rows} className="wk-launch-pool__details" rowClassName="wk-launch-pool__row" />
  );
}

/** Loading, while project-info is not there (its failure is the modal's `ReadError`). */
export function ProjectPending({ t }: { t: Translate }) {
  return <LoadingStatus>{t('launchPool.loading')}</LoadingStatus>;
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
