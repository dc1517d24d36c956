import { Suspense, useCallback, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { WealthClient } from '../../src/api';
import { WidgetIsPageContext } from '../../src/components/ui/Dialog';
import type { LoginRequiredReason } from '../../src/domain/events';
import { useWealth, type WealthUser } from '../../src/hooks/context';
import { WealthProvider } from '../../src/provider/WealthProvider';
import type { FrameTheme } from '../protocol';
import type { GuestBridge } from './bridge';
import { PageDialog } from './PageDialog';
import type { FrameQuery } from './query';
import { frameUser, type SettingsStore } from './settings';
import { markStart, START_MARKS } from './startMarks';
import { type AnyWidget, renderWidget, type WidgetEvents } from './widgets';

export interface GuestAppProps {
  query: FrameQuery;
  settings: SettingsStore;
  /** The API client for a theme (VIP selects the VIP routes), or undefined to use `baseUrl`. */
  makeClient?: (theme: FrameTheme) => WealthClient;
  /** The exchange API origin from the deploy config. */
  baseUrl: string;
  /** The fetch credentials of the client made from `baseUrl` (`apiCredentials`). */
  credentials: RequestCredentials;
  /** The fetch of the client made from `baseUrl` (the early reads'). @default globalThis.fetch */
  fetch?: typeof fetch;
  /** The clock: the sandbox's virtual one on the sandbox. @default Date.now */
  now?: () => number;
  /** The guest's own idea of the customer; the host's `user` traits go on top. */
  user: Partial<WealthUser>;
  /** The link to the parent; null outside a frame (the widget then navigates the usual way). */
  bridge: GuestBridge | null;
  /** The widget's component, or the wealth area's on a page frame, already loaded (loadContent). */
  content: AnyWidget | undefined;
}

/**
 * The guest page: one widget, open, or the wealth area on a page (`page=`), in a WealthProvider;
 * in a frame it only ever posts. The guest is served from the exchange's own origin, so the
 * provider's own prompt asks for the fund password (§4, no `requestFundPassword`): the password
 * never crosses to the host page.
 */
export function GuestApp({
  query,
  settings,
  makeClient,
  baseUrl,
  credentials,
  fetch,
  now,
  user,
  bridge,
  content: Content,
}: GuestAppProps) {
  const {
    locale,
    theme = 'light',
    user: traits,
    deviceToken,
  } = useSyncExternalStore(settings.subscribe, settings.get);
  const client = useMemo(() => makeClient?.(theme), [makeClient, theme]);
  useLayoutEffect(() => markStart(START_MARKS.firstRender), []);
  // A host too old to hear `login_required` (protocol v1): the frame says it itself.
  const [loginUnheard, setLoginUnheard] = useState(false);
  const events = useMemo<WidgetEvents>(
    () =>
      bridge
        ? {
            onSuccess: (payload) => bridge.post('success', payload),
            onClose: (payload) => bridge.post('close', payload),
            onOpenPage: (payload) => bridge.post('open_page', payload),
            onReopenStake: (payload) => bridge.post('reopen_stake', payload),
            onPageChange: (page) => bridge.post('page', { page }),
          }
        : { onSuccess() {}, onClose() {}, onReopenStake() {} },
    [bridge],
  );
  return (
    <WealthProvider
      {...(client ? { client } : { baseUrl, credentials, ...(fetch ? { fetch } : {}) })}
      {...(deviceToken ? { deviceToken } : {})}
      user={frameUser(user, traits)}
      theme={theme}
      platform={query.platform}
      {...(now ? { now } : {})}
      {...(locale ? { locale } : {})}
      // In a frame the guest never navigates itself: every page goes to the host as open_page.
      {...(bridge ? { onNavigate: (href: string) => bridge.post('open_page', { href }) } : {})}
      // The host logs the customer in and answers with update { user: { isLogin: true } }; the
      // widget stays mounted meanwhile, so what the customer typed is still there.
      {...(bridge
        ? {
            onLoginRequired: (reason: LoginRequiredReason) =>
              setLoginUnheard(!bridge.post('login_required', { reason })),
          }
        : {})}
      // The frame's document is ours, so no host layout can hold a dialog; and a widget's dialog is
      // the page itself, in the flow of <main>.
      portalContainer="inline"
      // One frame per widget (or the area) on a page: each keeps its own unfinished intents across a
      // frame reload.
      instanceId={`frame:${query.page ? 'area' : (query.widget ?? 'none')}`}
      // A widget reports its own successes; a money intent the frame resent after a reload, and that
      // succeeded, is a success the host has not heard of yet (its dialog was gone). The area's
      // dialogs report theirs only here.
      onIntentSettled={(event) => {
        if (event.status === 'success' && (event.restored || query.page)) {
          events.onSuccess(event.summary.payload);
        }
      }}
    >
      {loginUnheard && !traits?.isLogin ? <LoginUnheard /> : null}
      <Suspense fallback={null}>
        {query.page ? (
          Content && <Content onPageChange={events.onPageChange} />
        ) : (
          // The widget's dialog is the frame's page, not a modal: Tab goes on out of the frame.
          <WidgetIsPageContext.Provider value={PageDialog}>
            {renderWidget(query, events, Content)}
          </WidgetIsPageContext.Provider>
        )}
      </Suspense>
    </WealthProvider>
  );
}

/** Said by the frame itself when its host cannot hear `login_required` (a v1 host). */
function LoginUnheard() {
  const { t } = useWealth();
  // Said at the top of the frame, above the button the customer pressed: brought into view, or a
  // taller frame scrolled to its foot showed nothing happening.
  const shown = useCallback(
    (element: HTMLElement | null) => element?.scrollIntoView?.({ block: 'nearest' }),
    [],
  );
  return (
    <p ref={shown} className="wk-box wk-frame-login" role="alert">
      {t('ui.logInOnExchange')}
    </p>
  );
}
