export * from './allRoutes';
export { createWealthClient, type WealthClient } from './client';
export * from './codes';
export type { DualEndpoints, DualOrderBody, DualTrialOrderBody } from './endpoints/dual';
export type { FixedEndpoints, FixedLendBody } from './endpoints/fixed';
export type { LaunchPoolEndpoints, LaunchPoolOrderBody } from './endpoints/launchPool';
export type { SharedEndpoints } from './endpoints/shared';
export type { FlexibleHistoryQuery, SimpleEarnEndpoints } from './endpoints/simpleEarn';
export {
  type StakeInput,
  type StakingActionBody,
  type StakingEndpoints,
  type StakingRedeemInput,
  stakingActionBody,
} from './endpoints/staking';
export { errorFromEnvelope, parseEnvelope, type WealthEnvelope } from './envelope';
export * from './errors';
export {
  type AskFundPassword,
  type FundPasswordRequest,
  MAX_FUND_PASSWORD_ATTEMPTS,
  sendWithFundPassword,
} from './fundPassword';
export { createIdempotencyKey } from './idempotency';
export {
  DEFAULT_RETRY,
  DEFAULT_TIMEOUT_MS,
  defaultBackoff,
  type HeadersOption,
  MAX_BACKOFF_MS,
  RETRY_STATUS_CODES,
  type WealthClientOptions,
  worstCaseReadMs,
} from './options';
export {
  API_MESSAGE_KEYS,
  type ApiMessageKey,
  type ErrorContext,
  type ErrorOutcome,
  isOutcomeUnknown,
  type NoticeOutcome,
  type OutcomeMessage,
} from './outcomes';
export * from './routes';
export {
  type CallOptions,
  DEVICE_TOKEN_HEADER,
  FUND_PASSWORD_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  type MoneyCallOptions,
  type MoneyOptions,
  type MoneyRequest,
  type Query,
  type QueryValue,
  type WealthRequest,
} from './transport';
export type * from './types';
