import type { createStore } from 'jotai/vanilla';
import { createContext, useContext } from 'react';
import type { FundPasswordRequest, WealthClient } from '../api';
import type { WealthDocuments } from '../domain/links';
import type { ProviderZone } from '../domain/timeline';
import type { MessageFeature } from '../i18n/registry';
import type { Message, Translate } from '../i18n/translate';
import type { BalanceTracker } from '../state/balances';
import type { IntentLedger, IntentSummary } from '../state/intents';
import type { PreferenceStore } from '../state/preferences';
import type { PrefetchedReads } from '../state/prefetchedReads';
import type { ToastTone } from '../state/toasts';

/** The signed-in customer as the host knows them (§6). */
export interface WealthUser {
  /** @default false */
  isLogin: boolean;
  /** VIP tier level (§6: VIP fixed products need 5, the VIP manager 8). @default 0 */
  tierLevel: number;
  /** KYC level, sent with coin-info (§7). @default 0 */
  kycLevel: number;
  /** The verified flag of §6 (flexible product detail and the subscribe dialog). @default false */
  verified: boolean;
  /** An opaque id, used only to keep local preferences per customer. @default 'anonymous' */
  id?: string;
}

export type { FundPasswordRequest } from '../api';
export type { WealthTheme } from '../theme/types';

import type { WealthTheme } from '../theme/types';
export type WealthPlatform = 'web' | 'app';

/** An analytics event (§7: "their shape is not shown"; this is ours). */
export interface TrackEvent {
  name: string;
  properties?: Record<string, string | number | boolean | undefined>;
}

/** A toast as the host's `onToast` receives it. */
export interface HostToast {
  tone: ToastTone;
  /** The translated text. */
  text: string;
  /** The catalogue key, when the text came from one (not for server messages). */
  key?: string;
  /** A page the message points to, with its translated label (§8 10010107: set the fund password). */
  action?: { label: string; href: string };
}

/** A page a toast points to: its label and the exchange path to open. */
export interface ToastLink {
  label: Message;
  path: string;
}

/** A money intent ended with a definite answer: the provider's `onIntentSettled` receives it. */
export interface IntentSettledEvent {
  status: 'success' | 'failed';
  /** The flow, its §8 context and the success payload (the amount as it was sent). */
  summary: IntentSummary;
  /** True when the intent was sent before a reload and the provider learned its end by resending it. */
  restored: boolean;
}

export interface WealthContextValue {
  client: WealthClient;
  store: ReturnType<typeof createStore>;
  user: WealthUser;
  locale: string;
  theme: WealthTheme;
  platform: WealthPlatform;
  t: Translate;
  preferences: PreferenceStore;
  balances: BalanceTracker;
  /** Reads a dialog started as it opened, for its widget's first identical read (`prefetchReads`). */
  prefetched: PrefetchedReads;
  /** Builds a link to an exchange page; in the app it carries needNavBar=0 (§2). */
  href(path: string, query?: Readonly<Record<string, string | number | undefined>>): string;
  /** Sends the customer to an exchange page through the host (or the browser when the host does not say). */
  navigate(path: string, query?: Readonly<Record<string, string | number | undefined>>): void;
  /** The host's terms of use, risk disclosure and staking agreement URLs (§2). */
  documents: WealthDocuments;
  /** Shows a message as a toast (the host's or the built-in one). */
  toast(tone: ToastTone, message: Message, link?: ToastLink): void;
  track(event: TrackEvent): void;
  /** True when signed in; otherwise asks the host to log the customer in and returns false (§1, §6). */
  requireLogin(): boolean;
  /** Asks the host to log the customer in, whatever it believes: the server said 401 (§8). */
  requestLogin(): void;
  /** Fetches a widget family's texts in the provider's locale; see `useMessages`. */
  loadMessages(feature: MessageFeature): void;
  /** Asks the host for the fund password; null when the customer cancels (§4). */
  requestFundPassword(request: FundPasswordRequest): Promise<string | null>;
  /**
   * The send with the fund password last given has had its answer and nothing asks again
   * (`sendWithFundPassword`'s `checked`): wealthkit's own prompt, open meanwhile, closes.
   */
  fundPasswordChecked?(): void;
  /** The current time in ms: the browser's, or the sandbox's virtual clock (see WealthProvider `now`). */
  now(): number;
  /**
   * The IANA time zone every date is shown in (WealthProvider `timeZone`). The browser's is asked
   * of Intl when first read; widgets reckon and format dates with `zone`, which needs no Intl for it.
   */
  readonly timeZone: string;
  /** The same zone, for reckoning days and formatting dates (`providerZone`). */
  zone: ProviderZone;
  /** The provider's money intents: keys that outlive dialogs (see `useMoneyAction`). */
  intents: IntentLedger;
  /** Tells the customer that an intent succeeded, when no dialog shows it. */
  toastIntentSuccess(summary: IntentSummary): void;
  /** Tells the host that an intent ended (`onIntentSettled`). */
  intentSettled(event: IntentSettledEvent): void;
}

export const WealthContext = createContext<WealthContextValue | null>(null);

/** Everything a widget needs from its `WealthProvider`. */
export function useWealth(): WealthContextValue {
  const value = useContext(WealthContext);
  if (!value) {
    throw new Error('wealthkit: this component must be rendered inside <WealthProvider>.');
  }
  return value;
}
