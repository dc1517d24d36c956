/**
 * wealthkit: the wealth area of a crypto exchange as React widgets.
 *
 * Layers, bottom up: domain (pure rules) → api (client) → state (jotai) → hooks → components →
 * provider. Everything here is tree-shakeable: a host that imports one widget pays for that one.
 */

// The client, its typed errors and what each error shows the user (§7, §8).
export * from './api';
// Dual-currency investment (§2 "Dual-currency investment"): the purchase dialog.
export * from './components/dual';
// Simple Earn money modals (§2): subscribe, redeem, cancel redemption, early redeem, result, VIP guide.
export * from './components/earn';
// Simple Earn settings (§2 "Modals of Simple Earn"): APR detail, minimum APR, auto earn, share poster.
export * from './components/earn-settings';
// Simple Earn history (§2 "History"): the history modal and page, cumulative return, daily interest.
export * from './components/history';
// Launch pool (§2 "Launch pool stake and redeem modals"): the stake and redeem modals.
export * from './components/launch-pool';
// Simple Earn "My lendings" (§2): the lendings table and the holding detail.
export * from './components/lendings';
// Staking (§2 "Staking"): stake and redeem dialogs and the lazily loaded APR trend modal.
export * from './components/staking';
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
export * from './hooks/dual';
export * from './hooks/earn';
export * from './hooks/history';
export * from './hooks/launch-pool';
export * from './hooks/lendings';
export * from './hooks/staking';
export { type AccountModeState, useAccountMode } from './hooks/useAccountMode';
export {
  APR_TREND_PERIOD_DAYS,
  APR_TREND_PERIODS,
  type AprTrend,
  type AprTrendPeriod,
  type AprTrendQuery,
  aprTrendQuery,
  type UseAprTrendOptions,
  useAprTrend,
} from './hooks/useAprTrend';
export {
  type AutoEarnToggle,
  type UseAutoEarnToggleOptions,
  useAutoEarnToggle,
} from './hooks/useAutoEarnToggle';
export { type BalanceState, useBalance } from './hooks/useBalance';
export {
  type MinAprForm,
  type MinAprPercentLimits,
  type MinLendRate,
  minAprLimitsOf,
  type UseMinAprFormOptions,
  useMinAprForm,
  useMinLendRate,
} from './hooks/useMinAprForm';
export {
  type SettingAction,
  type SettingActionConfig,
  type SettingActionState,
  type SettingContext,
  useSettingAction,
} from './hooks/useSettingAction';
export { type SharePoster, type UseSharePosterOptions, useSharePoster } from './hooks/useSharePoster';
export { useT } from './hooks/useT';
export { SUPPORTED_LOCALES, type SupportedLocale } from './i18n/locales';
export type { Message, Translate } from './i18n/translate';
export { buildHref } from './provider/links';
export { WealthProvider, type WealthProviderProps } from './provider/WealthProvider';
export type { BalanceEntry } from './state/balances';
export type { Preferences } from './state/preferences';
export { createMemoryStorage, type StorageAdapter } from './state/storage';
