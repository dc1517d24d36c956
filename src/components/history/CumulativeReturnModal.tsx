import type { WidgetOpenProps } from '../../hooks/useWidgetOpen';
import { type CoinProp, coinOf } from '../coinProp';
import { lazyDialogPanel } from '../ui/DialogPanelPending';
import { OpenableDialog } from '../ui/OpenableDialog';
import type { WidgetTriggerProps } from '../ui/WidgetDialog';

/** CumulativeReturnModal's props: `coin`, whose interest to show (`asset` is its deprecated name), and these. */
export type CumulativeReturnModalProps = CumulativeReturnModalOptions & CoinProp;

export interface CumulativeReturnModalOptions extends WidgetOpenProps, WidgetTriggerProps {
  /** The current time in ms. @default the provider's clock (WealthProvider `now`) */
  now?: () => number;
  /** The user's offset east of UTC in minutes (days are the user's). @default the browser's */
  utcOffsetMinutes?: number;
}

// The interest table and its daily detail are fetched when the dialog opens or its trigger is
// pointed at or focused: every holdings row shows the trigger, few open it (issue 15).
const cumulativePanel = /* @__PURE__ */ lazyDialogPanel(() => import('./CumulativeReturnPanel'));

/** Fetches the history's code, for a trigger reached for before its modal mounts (`DeferredDialog`). */
export function preloadCumulativeReturn(): void {
  cumulativePanel.preload();
}

/**
 * The cumulative-return history (§2): one coin's interest per day over the last 6 months, 7 days per
 * page, read a month at a time through the interest cache. A day opens its daily interest detail.
 */
export function CumulativeReturnModal({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  coin,
  asset: alias,
  ...options
}: CumulativeReturnModalProps) {
  const asset = coinOf({ coin, asset: alias }, 'CumulativeReturnModal');
  return (
    <OpenableDialog {...{ open, defaultOpen, onOpenChange, trigger }} onReach={cumulativePanel.preload}>
      {() => <cumulativePanel.Panel asset={asset} {...options} />}
    </OpenableDialog>
  );
}
