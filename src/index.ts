/**
 * wealthkit: the wealth area of a crypto exchange as React widgets.
 *
 * This entry is what a host page needs: the provider, the widgets, their headless hooks, the client
 * and its typed errors. The pure rules of the spec, the route table and the wire types are in
 * `wealthkit/core` (no React), so this list stays one a host can read.
 */

// The client and the typed errors a host catches or shows (§7, §8).
export { createWealthClient, type WealthClient } from './api/client';
export {
  FingerprintRequiredError,
  FundingLockedError,
  type FundingLockOperation,
  FundPasswordCancelledError,
  FundPasswordInvalidError,
  FundPasswordNotSetError,
  FundPasswordRequiredError,
  isFingerprintRequiredError,
  isFundingLockedError,
  isFundPasswordCancelledError,
  isFundPasswordInvalidError,
  isFundPasswordNotSetError,
  isFundPasswordRequiredError,
  isLoginRequiredError,
  isNetworkError,
  isResponseFormatError,
  isServerMessageError,
  isVerificationTooFrequentError,
  isWealthError,
  LoginRequiredError,
  NetworkError,
  type NetworkErrorReason,
  ResponseFormatError,
  ServerMessageError,
  VerificationTooFrequentError,
  WealthError,
  type WealthErrorKind,
} from './api/errors';
export type { HeadersOption, WealthClientOptions } from './api/options';
export { type ErrorOutcome, isOutcomeUnknown } from './api/outcomes';
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
// Support (§1, §6): the VIP account manager at tier 8 and above, human service otherwise.
export * from './components/support';
// UI primitives, for hosts that compose the headless hooks with our look.
export { AmountInput, type AmountInputProps } from './components/ui/AmountInput';
export { Button, type ButtonProps } from './components/ui/Button';
export { Table, type TableColumn, type TableProps } from './components/ui/Table';
export { WealthRoot, type WealthRootProps } from './components/ui/WealthRoot';
// How amounts and rates are shown (§4), for hosts that render the hooks' values in their own markup.
export { formatAmount, formatApr } from './domain/amount';
// What a failure shows the customer (§8), for hosts that call the client themselves.
export { describeError } from './flows/failures';
// The headless hooks: every widget's state without its markup.
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
export { type AprTrend, type UseAprTrendOptions, useAprTrend } from './hooks/useAprTrend';
export {
  type AutoEarnToggle,
  type UseAutoEarnToggleOptions,
  useAutoEarnToggle,
} from './hooks/useAutoEarnToggle';
export { type BalanceState, useBalance } from './hooks/useBalance';
export {
  type MinAprForm,
  type UseMinAprFormOptions,
  useMinAprForm,
  useMinLendRate,
} from './hooks/useMinAprForm';
export { type SharePoster, type UseSharePosterOptions, useSharePoster } from './hooks/useSharePoster';
export { useT } from './hooks/useT';
export type { LocaleFallbacks, WealthMessageKey, WealthMessages } from './i18n/hostMessages';
// The provider and what it is configured with.
export { SUPPORTED_LOCALES } from './i18n/locales';
export type { Message, Translate } from './i18n/translate';
export { WealthProvider, type WealthProviderProps } from './provider/WealthProvider';
export type { BalanceEntry } from './state/balances';
export type { Preferences } from './state/preferences';
export { createMemoryStorage, type StorageAdapter } from './state/storage';
