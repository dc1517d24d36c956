import type { StakingFaqItem } from '../../api';
import type { ReadFailure } from '../../hooks/readFailure';
import type { Translate } from '../../i18n/translate';
import { LoadingStatus } from '../ui/LoadingStatus';
import { ReadError } from '../ui/ReadError';

/** The FAQ questions as disclosures (§3 `unfold` opens one at first), or loading, or the failed read. */
export function FaqItems({
  items,
  readError,
  t,
}: {
  items: readonly StakingFaqItem[] | undefined;
  readError: ReadFailure | null;
  t: Translate;
}) {
  if (readError) return <ReadError failure={readError} />;
  if (!items) return <LoadingStatus>{t('staking.loading')}</LoadingStatus>;
  return (
    <>
      {items.map((item) => (
        <details key={item.ask} className="wk-staking__faq" open={Boolean(item.unfold)}>
          <summary>{item.ask}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </>
  );
}
