import { FRAME_QUERY, type FrameSettings } from '../protocol';

/**
 * The frame's URL as it should read once the host has said `settings`: `wk_login` set to what the
 * host last said of the customer's login; null when the URL says it already, or the host said
 * nothing of it. Only the login: it decides what a starting frame reads before `init` (a frame the
 * URL calls signed out sends no early read and shows "Log in").
 */
export function urlAfterSettings(href: string, settings: FrameSettings): string | null {
  const isLogin = settings.user?.isLogin;
  if (isLogin === undefined) return null;
  const url = new URL(href);
  const login = isLogin ? '1' : '0';
  if (url.searchParams.get(FRAME_QUERY.login) === login) return null;
  url.searchParams.set(FRAME_QUERY.login, login);
  return url.href;
}

/**
 * Keeps the frame's own URL in step with the host's word on the login (`urlAfterSettings`), in
 * place (`history.replaceState`: no navigation, no new history entry), so that a reload of the frame
 * (the customer's "Reload frame", a restored tab) starts as the customer is now. The host made the
 * URL when it mounted the frame; a customer who logged in through the host since saw a reloaded
 * frame signed out, its reads held back, until `init` said otherwise.
 */
export function keepLoginOnUrl(win: Window, settings: FrameSettings): void {
  const next = urlAfterSettings(win.location.href, settings);
  if (next === null) return;
  try {
    win.history.replaceState(win.history.state, '', next);
  } catch {
    // A document whose URL cannot be replaced (an opaque origin): the reload starts from the host's URL.
  }
}
