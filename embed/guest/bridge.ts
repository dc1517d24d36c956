import {
  commonVersion,
  envelope,
  type GuestMessages,
  type GuestMessageType,
  type HostEnvelope,
  isAllowedOrigin,
  PROTOCOL_MIN_VERSION,
  type ProtocolVersion,
  parseGuestMessage,
  parseHostMessage,
} from '../protocol';
import type { GuestConfig } from './config';
import type { FrameQuery } from './query';

/**
 * The parent origin the guest may talk to, or undefined. The host names its origin in the query;
 * it counts only when the deploy config lists it exactly and, where the browser tells us who
 * actually frames us (`location.ancestorOrigins`), when that agrees. Posting to this exact origin
 * also means a page of any other origin that frames us receives nothing.
 */
export function resolveParentOrigin(query: FrameQuery, config: GuestConfig, win: Window): string | undefined {
  const claimed = query.parentOrigin;
  if (!query.isFrame || win.parent === win || claimed === undefined) return undefined;
  if (!isAllowedOrigin(claimed, config.allowedParentOrigins)) return undefined;
  const ancestors = win.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0 && ancestors[0] !== claimed) return undefined;
  return claimed;
}

/** The host's messages that carry settings: all but v4's ping. */
export type SettingsEnvelope = Exclude<HostEnvelope, { type: 'ping' }>;

export interface GuestBridgeOptions {
  /** The guest's own window. */
  window: Window;
  /** The exact origin of the parent (from {@link resolveParentOrigin}). */
  parentOrigin: string;
  /** This frame's instance id. */
  instanceId: string;
  /** The version the host says it speaks (`wk_v` on the guest's URL). @default 1 (a host from before versions) */
  hostVersion?: ProtocolVersion;
  /**
   * A valid init or update for this frame, from the parent window at the parent origin (the bridge
   * answers a ping itself).
   */
  onHostMessage: (message: SettingsEnvelope) => void;
}

export interface GuestBridge {
  /**
   * Posts a guest message to the parent; false (and nothing posted) when it does not validate in
   * the version the host speaks (a `login_required` to a v1 host).
   */
  post<T extends GuestMessageType>(type: T, payload: GuestMessages[T]): boolean;
  /** Stops listening. */
  destroy(): void;
}

/** The guest's half of the protocol: one listener, exact checks, exact target origin. */
export function createGuestBridge(options: GuestBridgeOptions): GuestBridge {
  const { window: win, parentOrigin, instanceId, onHostMessage } = options;
  // The lower of ours and the host's (protocol.ts, rule 2): the host says its version on our URL.
  let speak: ProtocolVersion = commonVersion(options.hostVersion ?? PROTOCOL_MIN_VERSION);
  // A pong says "this page has started": until ready is out, a ping goes unanswered, and the
  // host waits for the ready instead (a page that fails before it is never taken for a live one).
  let saidReady = false;
  const post: GuestBridge['post'] = (type, payload) => {
    const message = envelope(instanceId, type, payload, speak);
    // The same validator the host runs: an open_page outside the §2 pages is never sent.
    if (!parseGuestMessage(message, instanceId)) return false;
    win.parent.postMessage(message, parentOrigin);
    if (type === 'ready') saidReady = true;
    return true;
  };
  const onMessage = (event: MessageEvent) => {
    if (event.source === null || event.source !== win.parent) return;
    if (!isAllowedOrigin(event.origin, [parentOrigin])) return;
    const message = parseHostMessage(event.data, instanceId);
    if (!message) return;
    speak = commonVersion(message.v);
    if (message.type === 'ping') {
      if (saidReady) post('pong', {});
      return;
    }
    onHostMessage(message);
  };
  win.addEventListener('message', onMessage);
  return {
    post,
    destroy() {
      win.removeEventListener('message', onMessage);
    },
  };
}
