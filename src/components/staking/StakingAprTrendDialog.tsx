import type { Id } from '../../api';
import type { WidgetOpenProps } from '../../hooks/useWidgetOpen';
import { requireCoin } from '../coinProp';
import { lazyDialogPanel } from '../ui/DialogPanelPending';
import { OpenableDialog } from '../ui/OpenableDialog';
import type { WidgetLayoutProps, WidgetTriggerProps } from '../ui/WidgetDialog';

// The lazy boundary: the chart modal (and the chart primitive with it) is fetched when it opens or
// its trigger is pointed at or focused, so importing StakeDialog costs nothing for a chart most
// customers never look at.
const aprTrendPanel = /* @__PURE__ */ lazyDialogPanel(() => import('./AprTrendDialogContent'));

export interface StakingAprTrendDialogProps extends WidgetLayoutProps, WidgetOpenProps, WidgetTriggerProps {
  /** The staked coin. */
  coin: string;
  /** The source of return whose trend is shown. @default -1 (the product's own) */
  pid?: Id;
}

/**
 * §2 the staking APR trend chart modal (7, 30, 90 days, 1 year; 1 year first), loaded lazily. Its
 * `trigger` is busy (`aria-busy`, `data-opening`) while the chart's code is on its way, and gets
 * focus back on close.
 */
export function StakingAprTrendDialog({
  coin,
  pid,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  layout = 'auto',
}: StakingAprTrendDialogProps) {
  requireCoin(coin, 'StakingAprTrendDialog');
  return (
    <OpenableDialog {...{ open, defaultOpen, onOpenChange, trigger }} onReach={aprTrendPanel.preload}>
      {() => <aprTrendPanel.Panel coin={coin} layout={layout} {...(pid === undefined ? {} : { pid })} />}
    </OpenableDialog>
  );
}
