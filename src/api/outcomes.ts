import { isNetworkError } from './errors/NetworkError';
import { isResponseFormatError } from './errors/rowErrors';

// The typed outcomes of a failed call: the words a failure may show and where. Which §8 row applies
// in which flow is the flows' business (src/flows/failures.ts); the API layer only throws the
// typed errors and says whether a money request's fate is unknown.

/**
 * Every message key `describeError` / `describeRedeemResult` (src/flows/failures.ts) can produce. The first four are named by
 * §8 and must stay exactly so; the rest are ours. src/i18n must translate all of them.
 */
export const API_MESSAGE_KEYS = [
  'Networkerr',
  'finances.NetworkError',
  'lend_earn.notsubscribe.toast',
  'lend_earn.notredeem.toast',
  'errors.loginRequired',
  'errors.fundPasswordRequired',
  'errors.fundPasswordInvalid',
  'errors.fundPasswordNotSet',
  'errors.fingerprintRequired',
  'errors.verificationTooFrequent',
  'errors.generic',
  'earn.redeem.submitted',
] as const;

/** One of {@link API_MESSAGE_KEYS}. */
export type ApiMessageKey = (typeof API_MESSAGE_KEYS)[number];

/** The operation that failed; several §8 rows depend on it. */
export type ErrorContext =
  | 'read'
  | 'subscribe'
  | 'redeem'
  | 'cancel-redemption'
  | 'early-redeem'
  | 'auto-earn'
  | 'stake'
  | 'staking-redeem'
  | 'launch-pool'
  | 'dual-purchase'
  | 'lock-check'
  | 'min-apr'
  | 'reinvest';

/** A message to translate, or the server's own words to show as they are. */
export type OutcomeMessage = { key: ApiMessageKey; params?: Record<string, string> } | { text: string };

/** What the user sees for an error (§8). */
export interface ErrorOutcome {
  message: OutcomeMessage;
  tone: 'warning' | 'error';
  /**
   * Where it shows: a toast; the host's login (`onLoginRequired`); the fund-password prompt; the
   * flow's own result dialog (dual purchase failure dialog with re-subscribe); inline in place of the
   * data that failed to load.
   */
  via: 'toast' | 'login' | 'fund-password' | 'dialog' | 'inline';
  /** §8 "Auto earn failure: the dialog closes": the confirm dialog closes as the toast shows. */
  closeDialog?: true;
  /** The user caused it (cancelled the prompt, left the page): show nothing. */
  silent?: true;
  /** §8 launch pool failure and dual network error: a reason to report to `onTrack`. */
  track?: { reason: string };
  /** A page the message points to (§8 10010107 "set fund password first": the setup page). */
  link?: 'fund-password-setup';
}

/** A non-error notice (§4, §8 "Redeem engine code 213"). */
export interface NoticeOutcome {
  message: { key: ApiMessageKey };
  tone: 'info';
  via: 'toast';
}

/**
 * True when a money request failed in a way that leaves its fate unknown: no answer, a timeout, a
 * 5xx, or an answer that could not be read. The exchange may have executed it, so its idempotency
 * key must be kept for a resend. Every other failure is a definite answer (nothing was executed).
 */
export function isOutcomeUnknown(error: unknown): boolean {
  return isNetworkError(error) || isResponseFormatError(error);
}
