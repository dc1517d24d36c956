import { useId } from 'react';
import { HISTORY_PAGE_SIZE, type HistoryTabPreference } from '../../domain';
import { useMessages } from '../../hooks/useMessages';
import { historyMessages } from '../../i18n/features/history';
import { useNarrowContainer } from '../ui/useNarrowContainer';
import { HistoryPanel } from './HistoryPanel';

export interface HistoryPageProps {
  /** Rows per page on desktop, and per request of the mobile infinite list (§9: 8). @default 8 */
  pageSize?: number;
  /** §5: the longest date range in months, 6 or 12. @default 6 */
  months?: number;
  /** A tab and record type to open on (?tab=&type=redeem, §2). @default the remembered one, else §2's rule */
  initial?: HistoryTabPreference;
  /**
   * 'auto' is a paged table when the page is 768 px wide or more and an infinite list below (§9),
   * measured on its own box, not the window; 'table' and 'list' force one.
   * @default 'auto'
   */
  layout?: 'auto' | 'table' | 'list';
  /** The current time in ms. @default the provider's clock (WealthProvider `now`) */
  now?: () => number;
}

/** The /simple-earn/history page (§2): the history of the modal, 8 rows per page, infinite on mobile. */
export function HistoryPage({ pageSize = HISTORY_PAGE_SIZE, layout = 'auto', ...options }: HistoryPageProps) {
  const t = useMessages(historyMessages);
  // §9's 768 px, of the page's own width (a host column), not the window's.
  const [probeRef, isMobile] = useNarrowContainer<HTMLSpanElement>();
  const titleId = useId();
  const resolved = layout === 'auto' ? (isMobile ? 'list' : 'table') : layout;
  return (
    <section className="wk-box wk-history-page" translate="no" aria-labelledby={titleId}>
      <span ref={probeRef} className="wk-width-probe" aria-hidden="true" />
      <h1 id={titleId} className="wk-history__title">
        {t('earnHistory.title')}
      </h1>
      <HistoryPanel key={resolved} layout={resolved} pageSize={pageSize} {...options} />
    </section>
  );
}
