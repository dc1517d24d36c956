/**
 * wealthkit: the wealth area of a crypto exchange as React widgets.
 *
 * Layers, bottom up: domain (pure rules) → api (client) → state (jotai) → hooks → components →
 * provider. Everything here is tree-shakeable: a host that imports one widget pays for that one.
 */

// The client, its typed errors and what each error shows the user (§7, §8).
export * from './api';
// UI primitives, for hosts that compose the headless hooks with our look.
export * from './components/ui';
// Pure rules of the spec (§4, §5, §9): amounts, validation, interest, dates, enums.
export * from './domain';
export {
  type HostToast,
  type TrackEvent,
  useWealth,
  type WealthContextValue,
  type WealthPlatform,
  type WealthUser,
} from './hooks/context';
export { type BalanceState, useBalance } from './hooks/useBalance';
export { useT } from './hooks/useT';
export { SUPPORTED_LOCALES, type SupportedLocale } from './i18n/locales';
export type { Message, Translate } from './i18n/translate';
export { buildHref } from './provider/links';
export { WealthProvider, type WealthProviderProps } from './provider/WealthProvider';
export type { BalanceEntry } from './state/balances';
export type { Preferences } from './state/preferences';
export { createMemoryStorage, type StorageAdapter } from './state/storage';
