import { createRoot } from 'react-dom/client';
import { createWealthClient } from '../../src/api';
import type { WealthUser } from '../../src/hooks/context';
import type { FrameTheme } from '../protocol';
import type { BootedGuest } from './boot';
import { createGuestBridge } from './bridge';
import { apiCredentials } from './config';
import { type FrameKind, keepDialogsInView, LAYER_MARGIN_PX, openLayers } from './dialogsInView';
import { GuestApp } from './GuestApp';
import { keepLoginOnUrl } from './loginOnUrl';
import { createSettingsStore } from './settings';

/** The sandbox client's base URL: the sandbox's fetch reads only the path. */
const SANDBOX_BASE_URL = 'https://sandbox.wealthkit.test';

/**
 * Starts the guest app with what `bootGuest` started (the query, config.json, the widget's code,
 * its first reads) in a frame it may show: renders the widget, links to the parent and says
 * `ready`.
 */
export async function startGuest({
  win,
  query,
  config,
  parentOrigin,
  content,
  sandbox,
  early,
}: BootedGuest): Promise<void> {
  const settings = createSettingsStore({
    ...(query.lang ? { locale: query.lang } : {}),
    ...(query.theme ? { theme: query.theme } : {}),
  });
  const bridge =
    parentOrigin !== undefined && query.instanceId !== undefined
      ? createGuestBridge({
          window: win,
          parentOrigin,
          instanceId: query.instanceId,
          hostVersion: query.hostVersion,
          onHostMessage: (message) => {
            settings.set(message.payload);
            keepLoginOnUrl(win, message.payload);
          },
        })
      : null;

  let makeClient: ((theme: FrameTheme) => ReturnType<typeof createWealthClient>) | undefined;
  // Signed in unless the host said otherwise on the URL; its init says it again.
  let user: Partial<WealthUser> = { isLogin: query.isLogin ?? true };
  let now: (() => number) | undefined;
  if (sandbox) {
    const { frameExchange } = await sandbox;
    const exchange = frameExchange(query.scenario);
    if (query.isLogin !== undefined) exchange.state.setUser({ isLogin: query.isLogin });
    user = { ...exchange.state.data.user, verified: true, id: 'sandbox-user' };
    // The host's login is the sandbox's: when it says the customer is (or is no longer) signed in,
    // the sandbox's session follows, before the widgets read again.
    settings.subscribe(() => {
      const isLogin = settings.get().user?.isLogin;
      if (isLogin !== undefined && isLogin !== exchange.state.data.user.isLogin) {
        exchange.state.setUser({ isLogin });
      }
    });
    // For tests and demos on the sandbox only: end the session from outside (a 401 mid-flow).
    Object.assign(win, { wkSandbox: exchange });
    now = exchange.clock.now;
    makeClient = (theme) =>
      createWealthClient({
        baseUrl: SANDBOX_BASE_URL,
        fetch: exchange.fetch,
        deviceToken: () => 'sandbox-device',
        vip: theme === 'vip',
      });
  }

  const doc = win.document;
  // On a page of the area every dialog lies over the page; in a widget frame, the ones it opens.
  const kind: FrameKind = query.page ? 'page' : 'widget';
  const container = doc.getElementById('root') ?? doc.body.appendChild(doc.createElement('div'));
  const loaded = await content;
  // Rendered at once, though the widget's first reads are still answering: its loading state
  // first, then its form. Waiting for the answers (the provider's prefetched reads) so that the
  // form renders once with them was measured (bench:embed, stake frame, 14 starts each): no faster
  // on localhost nor at 50 ms round trips. The provider's first render alone costs what the loading
  // state did (~40 ms in a trace), and the form then rendered with its figures in one longer pass.
  createRoot(container).render(
    <GuestApp
      content={loaded}
      query={query}
      settings={settings}
      baseUrl={config.apiBaseUrl}
      credentials={apiCredentials(config.apiBaseUrl, win.location.origin)}
      user={user}
      bridge={bridge}
      {...(makeClient ? { makeClient } : {})}
      {...(early ? { fetch: early.fetch } : {})}
      {...(now ? { now } : {})}
    />,
  );
  if (!bridge) return;
  if (query.page) bridge.post('ready', { page: query.page });
  else if (query.widget) bridge.post('ready', { widget: query.widget });
  else return;
  // The host sizes the iframe to the content: the body's height, rounded up, and while a dialog
  // is open over the content, down to that dialog's bottom edge (given back when it closes).
  let last = -1;
  const report = () => {
    const bottoms = openLayers(doc).map(
      (layer) => layer.getBoundingClientRect().bottom + win.scrollY + LAYER_MARGIN_PX,
    );
    const height = Math.ceil(Math.max(doc.body.getBoundingClientRect().height, ...bottoms));
    if (height !== last) {
      last = height;
      bridge.post('resize', { height });
    }
  };
  new ResizeObserver(report).observe(doc.body);
  keepDialogsInView(doc, { kind, onLayout: report });
}
