import { HISTORY_MODAL_PAGE_SIZE, type HistoryTabPreference } from '../../domain';
import { useMessages } from '../../hooks/useMessages';
import type { WidgetOpenProps } from '../../hooks/useWidgetOpen';
import { historyMessages } from '../../i18n/features/history';
import { DialogContent } from '../ui/Dialog';
import { OpenableDialog } from '../ui/OpenableDialog';
import { MOBILE_MEDIA_QUERY, useMediaQuery } from '../ui/useMediaQuery';
import type { WidgetTriggerProps } from '../ui/WidgetDialog';
import { HistoryPanel } from './HistoryPanel';

export interface HistoryModalProps extends WidgetOpenProps, WidgetTriggerProps {
  /** A tab and record type to open on (a route's ?tab=&type=redeem); wins over the remembered one. @default the remembered one, else §2's rule */
  initial?: HistoryTabPreference;
  /** §5: the longest date range in months, 6 or 12. @default 6 */
  months?: number;
  /** The current time in ms. @default the provider's clock (WealthProvider `now`) */
  now?: () => number;
  /**
   * 'auto' is the paged table from 768 px and the infinite list below (§2: mobile scrolls); 'table'
   * and 'list' force one whatever the viewport.
   * @default 'auto'
   */
  layout?: 'auto' | 'table' | 'list';
}

/**
 * The history modal of My lendings (§2): tabs Flexible and Fixed, filters coin, type and date range,
 * 6 rows per page with previous / next and no total count (§9).
 */
export function HistoryModal({ open, defaultOpen, onOpenChange, trigger, ...options }: HistoryModalProps) {
  return (
    <OpenableDialog {...{ open, defaultOpen, onOpenChange, trigger }}>
      {() => <HistoryModalContent {...options} />}
    </OpenableDialog>
  );
}

function HistoryModalContent({
  layout = 'auto',
  ...options
}: Omit<HistoryModalProps, 'open' | 'defaultOpen' | 'onOpenChange' | 'trigger'>) {
  const t = useMessages(historyMessages);
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const resolved = layout === 'auto' ? (mobile ? 'list' : 'table') : layout;
  return (
    <DialogContent title={t('earnHistory.title')} closeLabel={t('ui.close')} size="lg">
      <HistoryPanel key={resolved} layout={resolved} pageSize={HISTORY_MODAL_PAGE_SIZE} {...options} />
    </DialogContent>
  );
}
