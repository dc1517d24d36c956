import type { Id } from '../../api';
import { Dialog } from '../ui/Dialog';
import { lazyDialogPanel, PanelPendingProvider } from '../ui/DialogPanelPending';
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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        // Its opener is StakeDialog's own button, which shows no busy state: only the failure's close.
        <PanelPendingProvider setOpening={ignoreOpening} onOpenChange={onOpenChange}>
          <aprTrendPanel.Panel coin={coin} layout={layout} {...(pid === undefined ? {} : { pid })} />
        </PanelPendingProvider>
      )}
    </Dialog>
  );
}

const ignoreOpening = () => undefined;
