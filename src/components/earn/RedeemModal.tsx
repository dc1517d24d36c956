import { useWealth } from '../../hooks/context';
import { redeemOpenReads } from '../../hooks/earn/redeemOpenReads';
import { prefetchReads } from '../../hooks/prefetchReads';
import { useWidgetOpen } from '../../hooks/useWidgetOpen';
import { type CoinProp, coinOf } from '../coinProp';
import { lazyDialogPanel } from '../ui/DialogPanelPending';
import { LazyPanelDialog } from '../ui/LazyPanelDialog';
import type { EarnModalProps } from './modalProps';

// The form is fetched when the dialog opens or its trigger is pointed at or focused (see
// SubscribeModal): a holdings table shows a Redeem button per row, not a redeem form. Opened before
// the form is here, the dialog starts the form's reads with its code (`redeemOpenReads`).
const redeemPanel = /* @__PURE__ */ lazyDialogPanel(() => import('./RedeemPanel'));

/** Fetches the redeem form's code, for a trigger reached for before its modal mounts (`DeferredDialog`). */
export function preloadRedeemForm(): void {
  redeemPanel.preload();
}

/** RedeemModal's props: `coin`, the coin to redeem from Simple Earn flexible (e.g. 'USDT'; `asset` is its deprecated name). */
export type RedeemModalProps = EarnModalProps & CoinProp;

/**
 * The Simple Earn flexible redeem modal (§2, §5): amount with Max, the redeemable amount, the last
 * hour's reward, the lend-ratio warning and the auto-transfer choice (see
 * `FLEXIBLE_REDEEM_AUTO_TRANSFER_DEFAULT`); code 213 ends in 'redemption application submitted'.
 * Built on `useRedeemForm`.
 */
export function RedeemModal({ coin, asset: alias, trigger, onSuccess, ...openProps }: RedeemModalProps) {
  const asset = coinOf({ coin, asset: alias }, 'RedeemModal');
  const [open, setOpen] = useWidgetOpen('redeem', openProps);
  const wealth = useWealth();
  return (
    <LazyPanelDialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      panel={redeemPanel}
      startReads={() => prefetchReads(wealth, redeemOpenReads(wealth, asset))}
    >
      <redeemPanel.Panel asset={asset} onSuccess={onSuccess} onDone={() => setOpen(false)} />
    </LazyPanelDialog>
  );
}
