/**
 * The host side of the frame protocol, without React: `mountWealthFrame` puts one wealthkit guest
 * in an iframe and talks to it. Several frames on one page each get their own instance id and
 * listener, so their messages never mix.
 */

import {
  commonVersion,
  envelope,
  FRAME_QUERY,
  type FrameSettings,
  type FrameTheme,
  type FrameUser,
  type FrameWidget,
  type GuestEvent,
  type HostMessages,
  type HostMessageType,
  isAllowedOrigin,
  isFrameAreaHref,
  isFrameWidget,
  type LoginReason,
  missingWidgetParams,
  newInstanceId,
  PROTOCOL_VERSION,
  type ProtocolVersion,
  parseGuestMessage,
} from './protocol';

/** The widget's query parameters (§2), passed to the guest on its URL. */
export interface FrameParams {
  /** Staking and dual: the coin (§2 /staking/{coin}, dual share link `coin`). */
  coin?: string;
  /** Staking source, Simple Earn product, launch pool project or dual product (§2 query pid). */
  pid?: string | number;
  /** Simple Earn: the asset to subscribe or redeem. */
  asset?: string;
  /** Dual: 'call' (sell high) or 'put' (buy low) (§2 share link `type`). */
  type?: 'call' | 'put';
  /** Launch pool redeem: the reward pool. */
  rid?: string | number;
  /** Language, a BCP 47 tag. @default the guest's default, 'en' */
  lang?: string;
  /** Colour theme. @default 'light' */
  theme?: FrameTheme;
  /** 'app' adds needNavBar=0 to every page the frame asks for (§2). @default 'web' */
  platform?: 'web' | 'app';
  /** Run on the sandbox exchange; honoured only when the guest's deploy config allows it. @default false */
  sandbox?: boolean;
  /**
   * With `sandbox`: the sandbox scenario (a name such as 'regular', 'vip5', 'fund-password').
   * Ignored outside the sandbox. @default 'regular'
   */
  scenario?: string;
}

/** Options of {@link mountWealthFrame}. */
export interface MountWealthFrameOptions {
  /** The guest app's index.html, absolute or relative to this page, e.g. 'https://wealth.example/embed/'. */
  src: string;
  /** Which widget the frame shows. Give this or `page`. */
  widget?: FrameWidget;
  /**
   * Or a page of the wealth area (§2) the frame shows, with its query, as WealthArea's route table
   * has it: '/simple-earn', '/simple-earn/my-lendings?tab=fixed', '/staking/GT?pid=3',
   * '/dual-currency-investment?coin=BTC'. The frame then moves between the area's pages itself and
   * asks for any other page with `open_page`. Give this or `widget`.
   */
  page?: string;
  /** The widget's parameters. @default {} */
  params?: FrameParams;
  /**
   * The one origin messages are accepted from and posted to. Exact: scheme, host and port.
   * @default the origin of `src`
   */
  allowedOrigin?: string;
  /**
   * Every valid message from this frame's guest: ready, resize, close, success, open_page,
   * reopen_stake, login_required, page.
   */
  onEvent?: (event: GuestEvent) => void;
  /**
   * A frame on a page of the area (`page`) moved to another of its pages, by the customer's click or
   * Back: put it in your own URL (say `?wealth=/simple-earn/my-lendings`) and mount the frame on it
   * after a reload or from a shared link. Not called for the page the frame opened on.
   * @default none
   */
  onPageChange?: (page: string) => void;
  /**
   * The customer must log in (§1): a logged-out customer acted in the frame ('logged_out'), or the
   * exchange answered 401 mid-flow ('session_expired', §8). Log them in your way, then call
   * `update({ user: { isLogin: true } })`: the frame goes on where it was, the typed amount kept.
   */
  onLoginRequired?: (reason: LoginReason) => void;
  /**
   * The frame did not say `ready` within `readyTimeoutMs`: 'not_loaded' when the iframe's page never
   * loaded (network, a refused frame), 'not_ready' when it loaded but the guest did not start (its
   * config.json is missing or does not list this page's origin, or its script failed). Called
   * once for the frame's first page, and again for a page it loads later (a reload of the frame)
   * that does not say ready within `readyTimeoutMs` of its load; the guest shows the customer a
   * short message, and you may put your own beside it.
   */
  onLoadError?: (error: { reason: 'not_loaded' | 'not_ready' }) => void;
  /** How long to wait for `ready` before `onLoadError`, in ms. @default 15000 */
  readyTimeoutMs?: number;
  /** The iframe's accessible name. @default 'wealthkit' */
  title?: string;
  /** Set the iframe's height from the guest's `resize` messages. @default true */
  autoResize?: boolean;
  /**
   * The signed-in customer's traits, sent in `init`. Out-of-range values (a tier above 16, a
   * negative or fractional level) make the guest drop the whole message.
   * @default none: the guest assumes tier 0, KYC 0, not verified
   */
  user?: FrameUser;
  /**
   * The exchange's device token for this browser, as your page sends it on its own requests: the
   * launch pool frames' orders carry it (§7), and the exchange refuses them without it. Sent in
   * `init`; change it with `update({ deviceToken })`.
   * @default none
   */
  deviceToken?: string;
}

/** What {@link mountWealthFrame} returns. */
export interface WealthFrameHandle {
  /** The iframe element (already in the container). */
  readonly iframe: HTMLIFrameElement;
  /**
   * Changes the guest's language, theme, user traits (only the user fields given change) or device
   * token; sent once the guest is ready if it is not yet.
   */
  update(change: FrameSettings): void;
  /** Removes the iframe and its listener. Safe to call twice. */
  destroy(): void;
}

/**
 * Mounts a wealthkit guest in an iframe inside `container`. Messages are accepted only from this
 * iframe's window, from the exact allowed origin, with this frame's instance id and a valid
 * envelope; everything is posted to that exact origin, never to '*'.
 *
 * @throws TypeError when `allowedOrigin` (or the origin of `src`) is not an exact http(s) origin,
 * when the options do not name exactly one of `widget` and `page` (a page of the area's table),
 * or name a widget without the `params` it needs (`FRAME_WIDGET_NEEDS`: dual, say, needs `coin` and
 * `type`), which would otherwise open a frame with nothing in it.
 */
export function mountWealthFrame(
  container: HTMLElement,
  options: MountWealthFrameOptions,
): WealthFrameHandle {
  const doc = container.ownerDocument;
  const win = doc.defaultView as Window;
  const url = new URL(options.src, win.location.href);
  const origin = options.allowedOrigin ?? url.origin;
  if (!/^https?:\/\//.test(origin) || !isAllowedOrigin(origin, [origin])) {
    throw new TypeError(`wealthkit/embed: "${origin}" is not an exact http(s) origin`);
  }

  const { widget, page, params = {}, onEvent, autoResize = true, readyTimeoutMs = 15_000 } = options;
  if ((widget === undefined) === (page === undefined)) {
    throw new TypeError('wealthkit/embed: give the frame a widget or a page, not both');
  }
  if (page !== undefined && !isFrameAreaHref(page)) {
    throw new TypeError(`wealthkit/embed: "${page}" is not a page of the wealth area`);
  }
  if (widget !== undefined) {
    if (!isFrameWidget(widget)) {
      throw new TypeError(`wealthkit/embed: "${String(widget)}" is not a widget a frame can show`);
    }
    const given = (name: string) => {
      const value = params[name as keyof FrameParams];
      return value !== undefined && value !== '' && value !== false;
    };
    const missing = missingWidgetParams(widget, given);
    if (missing.length > 0) {
      throw new TypeError(`wealthkit/embed: the ${widget} widget needs ${missing.join(' and ')} in params`);
    }
  }
  const instanceId = newInstanceId();
  url.searchParams.set(FRAME_QUERY.isFrame, '1');
  if (widget) url.searchParams.set(FRAME_QUERY.widget, widget);
  if (page) url.searchParams.set(FRAME_QUERY.page, page);
  url.searchParams.set(FRAME_QUERY.instanceId, instanceId);
  url.searchParams.set(FRAME_QUERY.parentOrigin, win.location.origin);
  url.searchParams.set(FRAME_QUERY.version, String(PROTOCOL_VERSION));
  if (options.user?.isLogin !== undefined)
    url.searchParams.set(FRAME_QUERY.login, options.user.isLogin ? '1' : '0');
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === false) continue;
    url.searchParams.set(name, value === true ? '1' : String(value));
  }

  const iframe = doc.createElement('iframe');
  iframe.title = options.title ?? 'wealthkit';
  // No top navigation, no modals: the guest asks through open_page instead. A link out of the area
  // (the charts' TradingView attribution) opens a new tab, on a click only (the popup blocker), and
  // without the sandbox, or the page it opens would not work.
  iframe.setAttribute(
    'sandbox',
    'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox',
  );
  // Its Copy buttons (an order id, a share link): a frame on another origin may write to the
  // clipboard only when its iframe delegates the permission, or every copy fails.
  iframe.setAttribute('allow', 'clipboard-write');
  iframe.style.cssText = 'display:block;width:100%;border:0';
  iframe.src = url.href;

  let settings: FrameSettings = {
    ...(params.lang ? { locale: params.lang } : {}),
    ...(params.theme ? { theme: params.theme } : {}),
    ...(options.user ? { user: options.user } : {}),
    ...(options.deviceToken ? { deviceToken: options.deviceToken } : {}),
  };
  let ready = false;
  let loaded = false;
  let destroyed = false;
  // The version both sides know: the lower of ours and the one the guest said ready in.
  let speak: ProtocolVersion = 1;

  const post = <T extends HostMessageType>(type: T, payload: HostMessages[T]) => {
    // The exact origin, never '*': if the frame has been navigated elsewhere, nothing is delivered.
    iframe.contentWindow?.postMessage(envelope(instanceId, type, speakable(payload, speak), speak), origin);
  };

  // The page the iframe shows must say ready within readyTimeoutMs: its first page, counted from
  // the iframe's creation, and any page it loads again (the customer's "Reload frame", the iframe
  // moved in your page), counted from that load.
  let readyTimer: number | undefined;
  const waitForReady = () => {
    win.clearTimeout(readyTimer);
    readyTimer = win.setTimeout(() => {
      if (destroyed) return;
      // The height the last page asked for is not this page's: one that cannot start cannot say
      // its own, and its one line of text would sit at the top of a tall empty box.
      if (autoResize) iframe.style.height = '';
      options.onLoadError?.({ reason: loaded ? 'not_ready' : 'not_loaded' });
    }, readyTimeoutMs);
  };
  const stopWaitingForReady = () => win.clearTimeout(readyTimer);
  waitForReady();

  iframe.addEventListener('load', () => {
    const again = loaded;
    loaded = true;
    if (!again || destroyed) return;
    // A page loaded again. Its ready may have come before this load event, so a guest that speaks
    // v4 is asked: it answers pong if it has said ready, or says ready later. Before v4 that
    // cannot be told apart from a page that never will, so only a frame that was never ready waits.
    if (speak >= 4) {
      waitForReady();
      post('ping', {});
    } else if (!ready) {
      waitForReady();
    }
  });

  const onMessage = (event: MessageEvent) => {
    if (event.source === null || event.source !== iframe.contentWindow) return;
    if (!isAllowedOrigin(event.origin, [origin])) return;
    const message = parseGuestMessage(event.data, instanceId);
    if (!message) return;
    if (message.type === 'ready') {
      // A page frame says which page it shows now, which after a reload may not be the first one.
      const shows = message.payload;
      if ('widget' in shows ? shows.widget !== widget : page === undefined) return;
      ready = true;
      stopWaitingForReady();
      speak = commonVersion(message.v);
      post('init', settings);
    } else if (!ready) {
      // Nothing but `ready` opens the conversation.
      return;
    } else if (message.type === 'pong') {
      // The page that loaded again had said ready before its load event: it runs, with its init.
      stopWaitingForReady();
      return;
    } else if (message.type === 'resize' && autoResize) {
      iframe.style.height = `${Math.ceil(message.payload.height)}px`;
    } else if (message.type === 'login_required') {
      options.onLoginRequired?.(message.payload.reason);
    } else if (message.type === 'page') {
      // Only a page frame moves between pages.
      if (page === undefined) return;
      options.onPageChange?.(message.payload.page);
    }
    onEvent?.({ type: message.type, payload: message.payload } as GuestEvent);
  };

  win.addEventListener('message', onMessage);
  container.appendChild(iframe);

  return {
    iframe,
    update(change) {
      if (destroyed) return;
      // The guest merges a user change field by field; so does the init it may still get.
      settings = {
        ...settings,
        ...change,
        ...(change.user ? { user: { ...settings.user, ...change.user } } : {}),
      };
      if (ready) post('update', change);
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      stopWaitingForReady();
      win.removeEventListener('message', onMessage);
      iframe.remove();
    },
  };
}

/**
 * Settings as a guest of version `v` reads them, without what its version lacks: it would drop
 * the whole message (a v1 guest one with `isLogin`, a v2 guest one with `deviceToken`).
 */
function speakable(settings: FrameSettings, v: ProtocolVersion): FrameSettings {
  const { deviceToken, ...older } = settings;
  const spoken = v >= 3 || deviceToken === undefined ? settings : older;
  if (v >= 2 || spoken.user?.isLogin === undefined) return spoken;
  const { isLogin: _newer, ...user } = spoken.user;
  return { ...spoken, user };
}
