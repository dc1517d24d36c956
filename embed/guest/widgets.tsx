import type { ComponentType, ReactElement } from 'react';
import type {
  ClosePayload,
  OpenPagePayload,
  ReopenStakePayload,
  SuccessPayload,
} from '../../src/domain/events';
import { type FrameWidget, missingWidgetParams } from '../protocol';
import type { FrameQuery } from './query';

/** The callbacks a framed widget reports through: the same payloads the frame posts. */
export interface WidgetEvents {
  onSuccess(payload: SuccessPayload): void;
  onClose(payload: ClosePayload): void;
  /** Undefined outside a frame: the widget then navigates through the provider as usual. */
  onOpenPage?: (payload: OpenPagePayload) => void;
  onReopenStake(payload: ReopenStakePayload): void;
  /** A page frame moved to another page of the area; undefined outside a frame. */
  onPageChange?: (page: string) => void;
}

// One dynamic import per widget, so the guest downloads only the widget it shows.
const loaders = {
  stake: () => import('../../src/components/staking/StakeDialog').then((m) => m.StakeDialog),
  'stake-redeem': () =>
    import('../../src/components/staking/StakeRedeemDialog').then((m) => m.StakeRedeemDialog),
  subscribe: () => import('../../src/components/earn/SubscribeModal').then((m) => m.SubscribeModal),
  redeem: () => import('../../src/components/earn/RedeemModal').then((m) => m.RedeemModal),
  dual: () => import('../../src/components/dual/DualPurchaseDialog').then((m) => m.DualPurchaseDialog),
  'launch-pool-stake': () =>
    import('../../src/components/launch-pool/LaunchPoolStakeModal').then((m) => m.LaunchPoolStakeModal),
  'launch-pool-redeem': () =>
    import('../../src/components/launch-pool/LaunchPoolRedeemModal').then((m) => m.LaunchPoolRedeemModal),
} satisfies Record<FrameWidget, () => Promise<unknown>>;

// biome-ignore lint/suspicious/noExplicitAny: each widget has its own props; renderWidget checks them.
export type AnyWidget = ComponentType<any>;

/**
 * The widget's code, or the wealth area's for a page frame: started while config.json is on its
 * way and awaited before the first render. Rendering a lazy component instead would suspend, and
 * React holds back a suspended tree's reveal for up to 300 ms (its fallback throttle): the frame
 * sat idle for ~250 ms before the form showed.
 */
export function loadContent(query: FrameQuery): Promise<AnyWidget | undefined> {
  const load: (() => Promise<unknown>) | undefined = query.page
    ? () => import('./FrameArea').then((m) => m.FrameArea)
    : query.widget && loaders[query.widget];
  return load ? (load() as Promise<AnyWidget>).catch(() => undefined) : Promise.resolve(undefined);
}

/**
 * The widget's own props from the query, or null when the query names no widget or lacks what it
 * needs (`FRAME_WIDGET_NEEDS`, the rule the host's mount checks too).
 */
export function widgetProps(query: FrameQuery): Record<string, unknown> | null {
  const { widget, coin, pid, asset, type, rid } = query;
  const has = (name: string) => query[name as keyof FrameQuery] !== undefined;
  if (!widget || missingWidgetParams(widget, has).length > 0) return null;
  const optionalPid = pid === undefined ? {} : { pid };
  switch (widget) {
    case 'stake':
    case 'stake-redeem':
      return { coin, ...optionalPid };
    // Simple Earn's §2 routes name the coin `asset`; the widgets' prop is `coin` (either is read).
    case 'subscribe':
      return { coin: asset ?? coin, ...(pid === undefined ? {} : { productId: pid }) };
    case 'redeem':
      return { coin: asset ?? coin };
    case 'dual':
      return { coin, type, ...optionalPid };
    case 'launch-pool-stake':
      return { pid };
    case 'launch-pool-redeem':
      return { pid, rid };
  }
}

/**
 * The widget the query names, open, wired to `events`; null when the query is incomplete.
 * Only the staking dialogs have onOpenPage/onReopenStake; the others navigate through the
 * provider's `onNavigate`, which the guest turns into `open_page` as well.
 */
export function renderWidget(
  query: FrameQuery,
  events: WidgetEvents,
  Widget: AnyWidget | undefined,
): ReactElement | null {
  const props = widgetProps(query);
  if (!query.widget || !props || !Widget) return null;
  const staking = query.widget === 'stake' || query.widget === 'stake-redeem';
  return (
    <Widget
      {...props}
      defaultOpen
      onSuccess={events.onSuccess}
      onClose={events.onClose}
      {...(staking && events.onOpenPage ? { onOpenPage: events.onOpenPage } : {})}
      {...(query.widget === 'stake' ? { onReopenStake: events.onReopenStake } : {})}
    />
  );
}
