import { HISTORY_MODAL_PAGE_SIZE } from '../../domain';
import { useMessages } from '../../hooks/useMessages';
import { historyMessages } from '../../i18n/features/history';
import { DialogContent } from '../ui/Dialog';
import { MOBILE_MEDIA_QUERY, useMediaQuery } from '../ui/useMediaQuery';
import type { HistoryModalProps } from './HistoryModal';
import { HistoryPanel } from './HistoryPanel';

/** The history modal's content, in its own chunk: `HistoryModal` loads it when it opens (or is about to). */
export default function HistoryModalPanel({
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
