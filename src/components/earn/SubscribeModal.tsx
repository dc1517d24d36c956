import { useEffect, useRef } from 'react';
import { useWealth } from '../../hooks/context';
import { subscribeOpenReads } from '../../hooks/earn/subscribeOpenReads';
import { prefetchBalance, prefetchReads } from '../../hooks/prefetchReads';
import { useWidgetOpen } from '../../hooks/useWidgetOpen';
import { type CoinProp, coinOf } from '../coinProp';
import { lazyDialogPanel } from '../ui/DialogPanelPending';
import { LazyPanelDialog } from '../ui/LazyPanelDialog';
import type { EarnModalProps } from './modalProps';

// The form is fetched when the dialog opens or its trigger is pointed at or focused, so a page that
// only shows the trigger carries the dialog shell, not the form (issue 15: a widget costs what it uses).
const subscribePanel = /* @__PURE__ */ lazyDialogPanel(() => import('./SubscribePanel'));

/** Fetches the subscribe form's code, for a trigger reached for before its modal mounts (`DeferredDialog`). */
export function preloadSubscribeForm(): void {
  subscribePanel.preload();
}

/** SubscribeModal's props: `coin` (e.g. 'USDT'; `asset` is its deprecated name) and these. */
export type SubscribeModalProps = SubscribeModalOptions & CoinProp;

interface SubscribeModalOptions extends EarnModalProps {
  /** The product chosen first: 0 for flexible (§9) or a fixed product id. @default 0 */
  productId?: number | string;
  /**
   * §6 the verified flag the dialog loads the product detail with.
   * @default the provider's `user.verified`
   */
  verified?: boolean;
}

/**
 * The Simple Earn subscribe modal (§2): an 840 px dialog on desktop and a bottom sheet below 768 px,
 * with term chips, amount, balance and transfer, quota, vouchers, estimates, rules and the VIP card.
 * Built on `useSubscribeForm`.
 */
export function SubscribeModal({
  coin: _coin,
  asset: _asset,
  productId,
  verified,
  trigger,
  onSuccess,
  ...openProps
}: SubscribeModalProps) {
  const asset = coinOf({ coin: _coin, asset: _asset }, 'SubscribeModal');
  const [open, setOpen] = useWidgetOpen('subscribe', openProps);
  const wealth = useWealth();
  // The form shows the balance: asked for as the dialog opens, with the form's other reads
  // (`prefetchBalance`), and kept fresh while it is open by this watch, which takes over from the
  // opening's.
  const { balances } = wealth;
  const watchBalance = open && wealth.user.isLogin;
  const openingWatch = useRef<(() => void) | undefined>(undefined);
  useEffect(() => {
    const unwatch = watchBalance ? balances.watch(asset) : undefined;
    openingWatch.current?.();
    openingWatch.current = undefined;
    return unwatch;
  }, [watchBalance, balances, asset]);
  return (
    <LazyPanelDialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      panel={subscribePanel}
      startReads={(when) => {
        prefetchReads(wealth, subscribeOpenReads(wealth, asset, verified ?? wealth.user.verified));
        openingWatch.current ??= prefetchBalance(wealth, asset, when === 'click');
      }}
    >
      <subscribePanel.Panel
        asset={asset}
        productId={productId}
        verified={verified}
        onSuccess={onSuccess}
        onDone={() => setOpen(false)}
      />
    </LazyPanelDialog>
  );
}
