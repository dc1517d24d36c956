import { Suspense, useMemo, useSyncExternalStore } from 'react';
import type { WealthClient } from '../../src/api';
import type { WealthUser } from '../../src/hooks/context';
import { WealthProvider } from '../../src/provider/WealthProvider';
import type { FrameTheme, HostMessages } from '../protocol';
import type { GuestBridge } from './bridge';
import type { FrameQuery } from './query';
import { renderWidget, type WidgetEvents } from './widgets';

export type GuestSettings = HostMessages['update'];

/** Locale and theme: first from the query, then from the host's `init` and `update`. */
export interface SettingsStore {
  get(): GuestSettings;
  set(change: GuestSettings): void;
  subscribe(listener: () => void): () => void;
}

export function createSettingsStore(initial: GuestSettings): SettingsStore {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(change) {
      current = { ...current, ...change };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export interface GuestAppProps {
  query: FrameQuery;
  settings: SettingsStore;
  /** The API client for a theme (VIP selects the VIP routes), or undefined to use `baseUrl`. */
  makeClient?: (theme: FrameTheme) => WealthClient;
  /** The exchange API origin from the deploy config. */
  baseUrl: string;
  user: Partial<WealthUser>;
  /** The link to the parent; null outside a frame (the widget then navigates the usual way). */
  bridge: GuestBridge | null;
}

/** The guest page: one widget, open, in a WealthProvider; in a frame it only ever posts. */
export function GuestApp({ query, settings, makeClient, baseUrl, user, bridge }: GuestAppProps) {
  const { locale, theme = 'light' } = useSyncExternalStore(settings.subscribe, settings.get);
  const client = useMemo(() => makeClient?.(theme), [makeClient, theme]);
  const events = useMemo<WidgetEvents>(
    () =>
      bridge
        ? {
            onSuccess: (payload) => bridge.post('success', payload),
            onClose: (payload) => bridge.post('close', payload),
            onOpenPage: (payload) => bridge.post('open_page', payload),
            onReopenStake: (payload) => bridge.post('reopen_stake', payload),
          }
        : { onSuccess() {}, onClose() {}, onReopenStake() {} },
    [bridge],
  );
  return (
    <WealthProvider
      {...(client ? { client } : { baseUrl })}
      user={user}
      theme={theme}
      platform={query.platform}
      {...(locale ? { locale } : {})}
      // In a frame the guest never navigates itself: every page goes to the host as open_page.
      {...(bridge ? { onNavigate: (href: string) => bridge.post('open_page', { href }) } : {})}
    >
      <Suspense fallback={null}>{renderWidget(query, events)}</Suspense>
    </WealthProvider>
  );
}
