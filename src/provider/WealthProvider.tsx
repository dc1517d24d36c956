import { createStore } from 'jotai/vanilla';
import { type CSSProperties, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FundPasswordRequest, WealthClient } from '../api';
import { sharedApi } from '../api/endpoints/shared';
import type { HeadersOption } from '../api/options';
import { createWidgetClient } from '../api/widgetClient';
import type { PortalContainer } from '../components/ui/portalTarget';
import { Toaster } from '../components/ui/Toast';
import { WealthRoot } from '../components/ui/WealthRoot';
import { warnOnce } from '../components/warnOnce';
import { BALANCE_REFRESH_MS } from '../domain/constants';
import type { LoginRequiredReason } from '../domain/events';
import { buildHref, DEFAULT_DOCUMENTS, type WealthDocuments } from '../domain/links';
import { providerZone } from '../domain/timeline';
import { intentSuccessMessage } from '../flows/intentMessages';
import {
  type HostToast,
  type IntentSettledEvent,
  type TrackEvent,
  WealthContext,
  type WealthContextValue,
  type WealthPlatform,
  type WealthTheme,
  type WealthUser,
} from '../hooks/context';
import { useStoreValue } from '../hooks/useStoreValue';
import type { LocaleFallbacks, WealthMessages } from '../i18n/hostMessages';
import { renderMessage } from '../i18n/translate';
import { createBalanceTracker, documentPage } from '../state/balances';
import { createIntentLedger, type IntentSummary } from '../state/intents';
import { ALL_TOPICS, invalidateTopics } from '../state/invalidation';
import { createPreferenceStore } from '../state/preferences';
import { createPrefetchedReads } from '../state/prefetchedReads';
import { defaultSessionStorage, defaultStorage, type StorageAdapter } from '../state/storage';
import { dismissToast, pushToast, toastsAtom } from '../state/toasts';
import { restoreIntents } from './restoreIntents';
import { useBuiltInFundPassword } from './useBuiltInFundPassword';
import { useCatalogue } from './useCatalogue';

export interface WealthProviderProps {
  /**
   * A client made with `createWealthClient`. When absent, one is made from `baseUrl` and `fetch`.
   * @default one made from `baseUrl` and `fetch`
   */
  client?: WealthClient;
  /** The exchange's API origin, used when no `client` is given. @default '' (same origin) */
  baseUrl?: string;
  /** The fetch used when no `client` is given (the sandbox's, in stories and tests). @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
  /**
   * Headers on every request of the provider's own client (no `client` given): a bearer token, a
   * CSRF token. A function is read before every request, so a rotating token stays fresh.
   * @default {}
   */
  headers?: HeadersOption;
  /**
   * The fetch `credentials` of the provider's own client: 'include' for a cookie session on an API
   * at another origin than the page. @default 'same-origin' (fetch's own)
   */
  credentials?: RequestCredentials;
  /**
   * The exchange's device token for this browser, for the provider's own client (no `client`
   * given): §7, the launch pool's create-order and redeem carry it in the `X-Device-Token` header,
   * and the exchange refuses them without it. A function is read before every such request.
   * @default none: the header is left out, and the first such order says so on the console
   */
  deviceToken?: string | (() => string | undefined);
  /** The customer. @default a logged-out visitor */
  user?: Partial<WealthUser>;
  /**
   * A BCP 47 tag. English and Simplified Chinese have catalogues; any other tag is looked up in
   * `messages`, then along `localeFallbacks` (default: our nearest catalogue, so zh-TW and zh-HK
   * read Simplified Chinese), then English. Numbers, dates and plurals follow the tag through Intl.
   * @default 'en'
   */
  locale?: string;
  /**
   * Your texts, per locale tag, typed by key: they override ours or make a locale of your own.
   * `{ en: { 'lendings.title': 'Savings' }, 'zh-TW': { 'lendings.title': '我的理財' } }`.
   * @default none
   */
  messages?: WealthMessages;
  /**
   * Where a text missing in a locale is looked up next: `{ 'zh-TW': ['zh-HK', 'zh-CN'] }`. English
   * always ends the chain. @default our nearest catalogue, then English
   */
  localeFallbacks?: LocaleFallbacks;
  /** Colour theme; 'vip' also selects the VIP endpoints when the provider makes the client (§6). @default 'light' */
  theme?: WealthTheme;
  /** 'app' adds needNavBar=0 to every exchange link (§2). @default 'web' */
  platform?: WealthPlatform;
  /**
   * Called when the customer must log in: a logged-out customer tried an action ('logged_out', §1:
   * send to login or registration), or the exchange answered 401 ('session_expired', §8).
   * @default none: the action does not start, and a console warning says so once a page
   */
  onLoginRequired?: (reason: LoginRequiredReason) => void;
  /**
   * Navigates to an exchange page; without it the browser goes there itself.
   * @default none: `location.assign`
   */
  onNavigate?: (href: string) => void;
  /**
   * Shows a toast the host's way; without it wealthkit shows its own accessible toaster.
   * @default none: wealthkit's own toaster
   */
  onToast?: (toast: HostToast) => void;
  /**
   * Prompts for the fund password (§4) in the host's own security dialog; resolve null when the
   * customer cancels.
   * @default wealthkit's prompt: a dialog with one password field, its code fetched when first asked
   */
  requestFundPassword?: (request: FundPasswordRequest) => Promise<string | null>;
  /**
   * With `requestFundPassword`: called once the exchange has answered the last password you
   * resolved and nothing more will be asked (a wrong one is first asked for again, `reason:
   * 'invalid'`; a cancel after it ends the asking too). Keep your dialog open and busy until then,
   * as wealthkit's own prompt does: on a slow network it then stays open while the order is on its
   * way, and says a wrong password in place rather than opening again a round trip later.
   * @default none
   */
  onFundPasswordChecked?: () => void;
  /** Receives analytics events, such as launch pool failure reasons (§8). @default none */
  onTrack?: (event: TrackEvent) => void;
  /** Where preferences live. @default localStorage, or memory when storage is blocked */
  storage?: StorageAdapter;
  /** Prefix of every storage key. @default 'wealthkit:' */
  storageKeyPrefix?: string;
  /**
   * Where unfinished money intents survive a reload (their request and idempotency key, never the
   * fund password), so the provider can learn how they ended and no intent makes two orders.
   * null keeps them in memory only. @default sessionStorage, or memory when storage is blocked
   */
  intentStorage?: StorageAdapter | null;
  /**
   * Tells this provider's intents apart from another provider's on the same page and storage. Give
   * each provider on a page its own; keep it the same across reloads.
   * @default 'main'
   */
  instanceId?: string;
  /**
   * Called when a money intent ends with a definite answer, from any widget, including intents sent
   * before a reload that this provider resent to learn their end (`restored: true`).
   * @default none
   */
  onIntentSettled?: (event: IntentSettledEvent) => void;
  /**
   * The clock the widgets read "now" from (maturity locks, history windows, tips), in ms. The
   * sandbox passes its virtual clock so that widgets and exchange agree on the time.
   * @default Date.now
   */
  now?: () => number;
  /**
   * The IANA time zone every date and time is shown in, and the zone of history's day boundaries
   * (e.g. 'Asia/Shanghai'). An arrival or a deadline also shows the zone's offset.
   * @default the browser's time zone
   */
  timeZone?: string;
  /**
   * Balance refresh interval in ms (§9); none falls while the page is hidden, and a page back after
   * 5 s or more away reads at once (README "Network behaviour"). @default 60000
   */
  balanceRefreshMs?: number;
  /**
   * Where the documents §2 names live: terms of use, risk disclosure, and the staking agreement for
   * products that name none (§3 `agreement`). Relative paths or absolute URLs.
   * @default DEFAULT_DOCUMENTS (/legal/terms-of-use, /legal/risk-disclosure, /legal/staking-user-agreement)
   */
  documents?: Partial<WealthDocuments>;
  /** Extra class on the `.wk-root` element the widgets render in. @default none */
  className?: string;
  /** Inline style of the `.wk-root` element (a size, a background from the --wk-* tokens). @default none */
  style?: CSSProperties;
  /**
   * Where dialogs and toasts are mounted. `'page'`: at the end of the page's body (or of the shadow
   * root the provider is in), so that no `transform`, `filter`, `backdrop-filter` or stacking
   * context of your layout can hold them, and no sticky header covers them. `'inline'`: inside
   * the provider's element. `'auto'`: inline when the provider sits in a dialog of yours (whose
   * focus trap would otherwise take focus back from ours), else the page. Or an element of yours.
   * Either way they keep the provider's theme, language, `className` and inline `--wk-*` values.
   * @default 'auto'
   */
  portalContainer?: PortalContainer;
  /**
   * @deprecated Ignored: no style element of ours needs a Content-Security-Policy nonce any more
   * (an open dialog locks the page's scroll through the body's inline style, which a policy without
   * `'unsafe-inline'` allows). Accepted until the next minor version.
   * @default none
   */
  nonce?: string;
  children?: ReactNode;
}

const LOGGED_OUT: WealthUser = { isLogin: false, tierLevel: 0, kycLevel: 0, verified: false };

/**
 * The root of every wealthkit widget: the API client, one jotai store per provider (two providers
 * on a page share nothing), the customer, language, theme and the host's callbacks.
 */
export function WealthProvider(props: WealthProviderProps) {
  const {
    client: givenClient,
    baseUrl = '',
    fetch: givenFetch,
    locale: localeTag = 'en',
    theme = 'light',
    platform = 'web',
    storageKeyPrefix = 'wealthkit:',
    balanceRefreshMs = BALANCE_REFRESH_MS,
    now = Date.now,
    instanceId = 'main',
    timeZone,
    children,
  } = props;

  // Host callbacks change identity on every host render; read the latest through a ref so that
  // the context value (and every widget below) does not re-render because of them.
  const callbacks = useRef(props);
  callbacks.current = props;

  const [store] = useState(() => createStore());
  // Keyed on the fields, not the object: hosts often pass a new object literal each render.
  const { isLogin, tierLevel, kycLevel, verified, id } = { ...LOGGED_OUT, ...props.user };
  const user = useMemo<WealthUser>(
    () => ({ isLogin, tierLevel, kycLevel, verified, ...(id === undefined ? {} : { id }) }),
    [isLogin, tierLevel, kycLevel, verified, id],
  );

  const { credentials } = props;
  const client = useMemo(
    () =>
      givenClient ??
      createWidgetClient({
        baseUrl,
        fetch: givenFetch,
        vip: theme === 'vip',
        // The latest headers, read per request: a host passes a new object literal every render.
        headers: () => {
          const headers = callbacks.current.headers;
          return typeof headers === 'function' ? headers() : (headers ?? {});
        },
        ...(credentials === undefined ? {} : { credentials }),
        deviceToken: () => {
          const token = callbacks.current.deviceToken;
          return typeof token === 'function' ? token() : token;
        },
      }),
    [givenClient, baseUrl, givenFetch, theme, credentials],
  );

  // Keyed on the texts, not the object: hosts often pass a new object literal each render.
  const messagesText = props.messages ? JSON.stringify(props.messages) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: messagesText stands for props.messages.
  const messages = useMemo(() => props.messages, [messagesText]);
  const catalogue = useCatalogue(localeTag, messages, props.localeFallbacks);
  const { t, loadMessages } = catalogue;

  const [storage] = useState(() => props.storage ?? defaultStorage());
  const preferences = useMemo(
    () => createPreferenceStore(storage, storageKeyPrefix, user.isLogin ? (user.id ?? 'user') : 'anonymous'),
    [storage, storageKeyPrefix, user.isLogin, user.id],
  );

  const balances = useMemo(
    () =>
      createBalanceTracker(
        store,
        (assets) => sharedApi(client).outable({ assets }),
        balanceRefreshMs,
        typeof document === 'undefined' ? undefined : documentPage(document),
      ),
    [store, client, balanceRefreshMs],
  );
  useEffect(() => () => balances.dispose(), [balances]);
  // Per client: an answer read through one client is not handed to another's widgets.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new client starts an empty set.
  const prefetched = useMemo(() => createPrefetchedReads(), [client]);

  const [intentStorage] = useState(() =>
    props.intentStorage === undefined ? defaultSessionStorage() : props.intentStorage,
  );
  const customer = user.isLogin ? (user.id ?? 'user') : 'anonymous';
  const intents = useMemo(
    () =>
      createIntentLedger({
        storage: intentStorage,
        storageKey: `${storageKeyPrefix}intents:${instanceId}:${customer}`,
      }),
    [intentStorage, storageKeyPrefix, instanceId, customer],
  );

  // Keyed on the URLs, not the object: hosts often pass a new object literal each render.
  const termsOfUse = props.documents?.termsOfUse ?? DEFAULT_DOCUMENTS.termsOfUse;
  const riskDisclosure = props.documents?.riskDisclosure ?? DEFAULT_DOCUMENTS.riskDisclosure;
  const stakingAgreement = props.documents?.stakingAgreement ?? DEFAULT_DOCUMENTS.stakingAgreement;
  const documents = useMemo<WealthDocuments>(
    () => ({ termsOfUse, riskDisclosure, stakingAgreement }),
    [termsOfUse, riskDisclosure, stakingAgreement],
  );

  const href = useCallback(
    (path: string, query?: Record<string, string | number | undefined>) => buildHref(path, query, platform),
    [platform],
  );

  const go = useCallback((target: string) => {
    const onNavigate = callbacks.current.onNavigate;
    if (onNavigate) onNavigate(target);
    else globalThis.location?.assign(target);
  }, []);

  const toast = useCallback<WealthContextValue['toast']>(
    (tone, message, link) => {
      const text = renderMessage(t, message);
      const action = link ? { label: renderMessage(t, link.label), href: href(link.path) } : undefined;
      const onToast = callbacks.current.onToast;
      if (onToast)
        onToast({
          tone,
          text,
          ...('key' in message ? { key: message.key } : {}),
          ...(action ? { action } : {}),
        });
      else pushToast(store, tone, text, action && { label: action.label, onAction: () => go(action.href) });
    },
    [t, store, href, go],
  );

  const toastIntentSuccess = useCallback(
    (summary: IntentSummary) => toast('success', intentSuccessMessage(summary)),
    [toast],
  );
  const intentSettled = useCallback((event: IntentSettledEvent) => {
    callbacks.current.onIntentSettled?.(event);
  }, []);
  const askLogin = useCallback((reason: LoginRequiredReason) => {
    const onLoginRequired = callbacks.current.onLoginRequired;
    if (onLoginRequired) onLoginRequired(reason);
    // §1 sends a logged-out customer to login, and the spec names no login page of the exchange's
    // for wealthkit to go to itself: without the host's handler, "Log in" does nothing on screen.
    else
      warnOnce(
        'onLoginRequired',
        `wealthkit: login needed (${reason}), but WealthProvider has no onLoginRequired`,
      );
  }, []);
  const requestLogin = useCallback(() => askLogin('session_expired'), [askLogin]);
  // The host's prompt, or wealthkit's own (fetched when the exchange first asks).
  const builtInPrompt = useBuiltInFundPassword(() => toast('error', { key: 'Networkerr' }));
  const askFundPassword = useCallback(
    async (request: FundPasswordRequest) =>
      (callbacks.current.requestFundPassword ?? builtInPrompt.ask)(request),
    [builtInPrompt.ask],
  );
  // The prompt that asked hears that the password has had its answer: the host's, or ours.
  const fundPasswordChecked = useCallback(() => {
    if (callbacks.current.requestFundPassword) callbacks.current.onFundPasswordChecked?.();
    else builtInPrompt.checked();
  }, [builtInPrompt.checked]);

  // Intents a previous page left unfinished (a reload mid-flow) are resent with their keys once the
  // customer is known: only the customer who made them, never a logged-out visitor.
  useEffect(() => {
    if (!user.isLogin) return;
    restoreIntents({
      client,
      ledger: intents,
      askFundPassword,
      report: {
        toast,
        toastIntentSuccess,
        intentSettled,
        requestLogin,
        refresh: () => {
          invalidateTopics(store, ALL_TOPICS);
          void balances.refresh();
        },
      },
    });
  }, [
    user.isLogin,
    client,
    intents,
    askFundPassword,
    toast,
    toastIntentSuccess,
    intentSettled,
    requestLogin,
    store,
    balances,
  ]);

  const zone = useMemo(() => providerZone(timeZone), [timeZone]);

  const value = useMemo<WealthContextValue>(
    () => ({
      client,
      store,
      user,
      locale: catalogue.locale,
      theme,
      platform,
      t,
      preferences,
      balances,
      prefetched,
      href,
      documents,
      navigate(path, query) {
        go(href(path, query));
      },
      toast,
      loadMessages,
      track(event) {
        callbacks.current.onTrack?.(event);
      },
      requireLogin() {
        if (user.isLogin) return true;
        askLogin('logged_out');
        return false;
      },
      requestLogin,
      requestFundPassword: askFundPassword,
      fundPasswordChecked,
      now,
      // Read when something asks: the browser's zone name costs the page its first Intl object.
      get timeZone() {
        return zone.name;
      },
      zone,
      intents,
      toastIntentSuccess,
      intentSettled,
    }),
    [
      client,
      store,
      user,
      catalogue.locale,
      theme,
      platform,
      t,
      loadMessages,
      preferences,
      balances,
      prefetched,
      href,
      documents,
      go,
      toast,
      now,
      zone,
      askLogin,
      requestLogin,
      askFundPassword,
      fundPasswordChecked,
      intents,
      toastIntentSuccess,
      intentSettled,
    ],
  );

  return (
    <WealthContext.Provider value={value}>
      <WealthRoot
        theme={theme}
        lang={catalogue.locale}
        className={props.className}
        style={props.style}
        portalContainer={props.portalContainer}
      >
        {children}
        {props.onToast ? null : (
          <BuiltInToaster store={store} label={t('ui.notifications')} dismissLabel={t('ui.dismiss')} />
        )}
        {props.requestFundPassword ? null : builtInPrompt.element}
      </WealthRoot>
    </WealthContext.Provider>
  );
}

interface BuiltInToasterProps {
  store: ReturnType<typeof createStore>;
  label: string;
  dismissLabel: string;
}

function BuiltInToaster({ store, label, dismissLabel }: BuiltInToasterProps) {
  const toasts = useStoreValue(store, toastsAtom);
  return (
    <Toaster
      toasts={toasts}
      onDismiss={(id) => dismissToast(store, id)}
      label={label}
      dismissLabel={dismissLabel}
    />
  );
}
