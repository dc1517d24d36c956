import type { Id } from '../../api';
import { DialogOpener } from '../ui/DialogOpener';
import { lazyDialogPanel } from '../ui/DialogPanelPending';
import type { WidgetLayoutProps } from '../ui/WidgetDialog';

// The lazy boundary: the chart modal (and the chart primitive with it) is fetched when it opens,
// so importing StakeDialog costs nothing for a chart most customers never look at.
const aprTrendPanel = /* @__PURE__ */ lazyDialogPanel(() => import('./AprTrendDialogContent'));

export interface StakingAprTrendDialogProps extends WidgetLayoutProps {
  /** The staked coin. */
  coin: string;
  /** The source of return whose trend is shown. @default -1 (the product's own) */
  pid?: Id;
  /** Whether the dialog is open (controlled). */
  open: boolean;
  /** Called when the dialog asks to close. */
  onOpenChange: (open: boolean) => void;
}

/** §2 the staking APR trend chart modal (7, 30, 90 days, 1 year; 1 year first), loaded lazily. */
export function StakingAprTrendDialog({
  coin,
  pid,
  open,
  onOpenChange,
  layout = 'auto',
}: StakingAprTrendDialogProps) {
  // Opened by StakeDialog's own button (no trigger here): the opener gives it the loading and
  // failed states every lazy dialog has.
  return (
    <DialogOpener open={open} onOpenChange={onOpenChange} trigger={undefined}>
      {open && <aprTrendPanel.Panel coin={coin} layout={layout} {...(pid === undefined ? {} : { pid })} />}
    </DialogOpener>
  );
}
