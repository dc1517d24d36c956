/**
 * What a widget reports to its host (§2 "it then posts messages to the parent: reopen_stake,
 * open_page, close, success"). Component callbacks (onSuccess, onClose, onOpenPage, onReopenStake)
 * and the frame protocol (embed/protocol.ts) carry exactly these payloads, so a host sees the same
 * event whether it imports the component or frames it.
 */

/** The widgets a host can mount, by name (also the frame's `widget` query parameter). */
export const WIDGET_NAMES = [
  'stake',
  'stake-redeem',
  'subscribe',
  'redeem',
  'dual',
  'launch-pool-stake',
  'launch-pool-redeem',
] as const;
export type WidgetName = (typeof WIDGET_NAMES)[number];

/** A completed money action: the `success` event. */
export interface SuccessPayload {
  widget: WidgetName;
  /** The coin or asset the action was on. */
  coin: string;
  /** The amount, as the exact decimal string that was sent. */
  amount: string;
  /** The product or pool id, when there is one. */
  pid?: string;
  /** The server's order id, when it returns one. */
  orderId?: string;
}

/** The widget closed: the `close` event. */
export interface ClosePayload {
  widget: WidgetName;
}

/** The widget wants an exchange page opened (it never navigates itself in a frame): `open_page`. */
export interface OpenPagePayload {
  href: string;
}

/** "Continue staking" after a success: `reopen_stake`. */
export interface ReopenStakePayload {
  coin: string;
  pid?: string;
}

/**
 * Why the customer must log in (the provider's `onLoginRequired`, the frame's `login_required`):
 * they are logged out and tried to act (§1), or the exchange answered 401 (§8: the session ended).
 */
export type LoginRequiredReason = 'logged_out' | 'session_expired';
