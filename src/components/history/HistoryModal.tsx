import type { HistoryTabPreference } from '../../domain';
import type { WidgetOpenProps } from '../../hooks/useWidgetOpen';
import { lazyDialogPanel } from '../ui/DialogPanelPending';
import { OpenableDialog } from '../ui/OpenableDialog';
import type { WidgetTriggerProps } from '../ui/WidgetDialog';

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

// The records, filters and list are fetched when the dialog opens or its trigger is pointed at or
// focused: a holdings table shows a History button on every visit, and the history far less often
// (issue 15: a widget costs what it uses).
const historyPanel = /* @__PURE__ */ lazyDialogPanel(() => import('./HistoryModalPanel'));

/** Fetches the history's code, for a trigger reached for before its modal mounts (`DeferredDialog`). */
export function preloadHistory(): void {
  historyPanel.preload();
}

/**
 * The history modal of My lendings (§2): tabs Flexible and Fixed, filters coin, type and date range,
 * 6 rows per page with previous / next and no total count (§9).
 */
export function HistoryModal({ open, defaultOpen, onOpenChange, trigger, ...options }: HistoryModalProps) {
  return (
    <OpenableDialog {...{ open, defaultOpen, onOpenChange, trigger }} onReach={historyPanel.preload}>
      {() => <historyPanel.Panel {...options} />}
    </OpenableDialog>
  );
}
