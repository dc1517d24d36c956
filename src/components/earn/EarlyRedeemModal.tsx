import type { FixedOrder } from '../../api';
import { useWidgetOpen } from '../../hooks/useWidgetOpen';
import { lazyDialogPanel } from '../ui/DialogPanelPending';
import { LazyPanelDialog } from '../ui/LazyPanelDialog';
import type { EarnModalProps } from './modalProps';

// The form is fetched when the dialog opens or its trigger is reached (see SubscribeModal): every
// fixed holdings row shows the trigger.
const earlyRedeemPanel = /* @__PURE__ */ lazyDialogPanel(() => import('./EarlyRedeemPanel'));

export interface EarlyRedeemModalProps extends EarnModalProps {
  /** The fixed order (§3), from the host's fixed-orders list. */
  order: FixedOrder;
  /** The current time in ms, for the 1-hour maturity lock (§9). @default the provider's clock (WealthProvider `now`) */
  now?: () => number;
}

/**
 * Early redemption of a fixed order (§2, §4): allowed only where pre_redeem permits and not within
 * 1 hour of maturity (the reason is shown otherwise). After success `onSuccess` fires so the host
 * returns to the fixed tab. Built on `useEarlyRedeem`.
 */
export function EarlyRedeemModal({ order, now, trigger, onSuccess, ...openProps }: EarlyRedeemModalProps) {
  const [open, setOpen] = useWidgetOpen('redeem', openProps);
  return (
    <LazyPanelDialog open={open} onOpenChange={setOpen} trigger={trigger} panel={earlyRedeemPanel}>
      <earlyRedeemPanel.Panel order={order} now={now} onSuccess={onSuccess} onDone={() => setOpen(false)} />
    </LazyPanelDialog>
  );
}
