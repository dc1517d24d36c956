import { CODE_SERVER_MESSAGE } from './codes';
import { isFundingLockedError } from './errors/FundingLockedError';
import { isNetworkError } from './errors/NetworkError';
import {
  isFingerprintRequiredError,
  isFundPasswordCancelledError,
  isFundPasswordInvalidError,
  isFundPasswordNotSetError,
  isFundPasswordRequiredError,
  isLoginRequiredError,
  isResponseFormatError,
  isVerificationTooFrequentError,
} from './errors/rowErrors';
import { isServerMessageError, type ServerMessageError } from './errors/ServerMessageError';
import type { FlexibleRedeemResult } from './types';

/**
 * Every message key `describeError` / `describeRedeemResult` can produce. The first four are named by
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

function key(k: ApiMessageKey): OutcomeMessage {
  return { key: k };
}

function serverWords(error: ServerMessageError, fallback: ApiMessageKey): OutcomeMessage {
  return error.serverMessage ? { text: error.serverMessage } : key(fallback);
}

function describeServerMessage(error: ServerMessageError, context: ErrorContext): ErrorOutcome {
  switch (context) {
    case 'subscribe':
      // §8 "Subscribe failure: server message or 'Networkerr' as a warning".
      return { message: serverWords(error, 'Networkerr'), tone: 'warning', via: 'toast' };
    case 'cancel-redemption':
    case 'early-redeem':
      // §8 "Cancel redemption or early redeem error: error toast with the server message".
      return { message: serverWords(error, 'errors.generic'), tone: 'error', via: 'toast' };
    case 'dual-purchase':
      // §8 "Dual purchase failure: failure dialog with failed text and re-subscribe".
      return { message: serverWords(error, 'errors.generic'), tone: 'error', via: 'dialog' };
    case 'auto-earn':
      return {
        message: serverWords(error, 'errors.generic'),
        tone: 'warning',
        via: 'toast',
        closeDialog: true,
      };
    case 'launch-pool':
      return {
        message: serverWords(error, 'errors.generic'),
        tone: 'warning',
        via: 'toast',
        track: { reason: error.serverMessage || `code ${error.code}` },
      };
    case 'read':
      // §8 "Code -1" is a warning toast wherever it comes from; any other refusal of a read is the
      // "Data fetch failure" generic error, shown where the data would be.
      if (error.code === CODE_SERVER_MESSAGE)
        return { message: serverWords(error, 'errors.generic'), tone: 'warning', via: 'toast' };
      return { message: key('errors.generic'), tone: 'error', via: 'inline' };
    default:
      // §8 "Code -1" and "Stake or redeem failure code: server msg or message as a warning toast".
      return { message: serverWords(error, 'errors.generic'), tone: 'warning', via: 'toast' };
  }
}

/**
 * True when a money request failed in a way that leaves its fate unknown: no answer, a timeout, a
 * 5xx, or an answer that could not be read. The exchange may have executed it, so its idempotency
 * key must be kept for a resend. Every other failure is a definite answer (nothing was executed).
 */
export function isOutcomeUnknown(error: unknown): boolean {
  return isNetworkError(error) || isResponseFormatError(error);
}

/**
 * What the user sees when a call made for `context` fails with `error` (§8). Accepts anything a
 * `catch` gives; unknown errors get the generic error.
 */
export function describeError(error: unknown, context: ErrorContext): ErrorOutcome {
  if (isLoginRequiredError(error))
    return { message: key('errors.loginRequired'), tone: 'warning', via: 'login' };
  // The prompt has closed when these reach here (the last wrong password, §8 10010106): the toast
  // is all that is left to tell the customer the operation did not go through.
  if (isFundPasswordRequiredError(error)) {
    return { message: key('errors.fundPasswordRequired'), tone: 'warning', via: 'toast' };
  }
  if (isFundPasswordInvalidError(error)) {
    return { message: key('errors.fundPasswordInvalid'), tone: 'error', via: 'toast' };
  }
  if (isFundPasswordCancelledError(error)) {
    return { message: key('errors.fundPasswordRequired'), tone: 'warning', via: 'toast', silent: true };
  }
  if (isFundPasswordNotSetError(error))
    return {
      message: key('errors.fundPasswordNotSet'),
      tone: 'warning',
      via: 'toast',
      link: 'fund-password-setup',
    };
  if (isFingerprintRequiredError(error))
    return { message: key('errors.fingerprintRequired'), tone: 'warning', via: 'toast' };
  if (isVerificationTooFrequentError(error)) {
    return { message: key('errors.verificationTooFrequent'), tone: 'warning', via: 'toast' };
  }
  if (isFundingLockedError(error)) {
    const lockKey =
      error.operation === 'subscribe' ? 'lend_earn.notsubscribe.toast' : 'lend_earn.notredeem.toast';
    return { message: key(lockKey), tone: 'warning', via: 'toast' };
  }
  if (isNetworkError(error)) {
    if (error.reason === 'aborted')
      return { message: key('Networkerr'), tone: 'error', via: 'toast', silent: true };
    switch (context) {
      case 'dual-purchase':
        return {
          message: key('finances.NetworkError'),
          tone: 'error',
          via: 'toast',
          track: { reason: 'Networkerr' },
        };
      case 'subscribe':
        return { message: key('Networkerr'), tone: 'warning', via: 'toast' };
      case 'auto-earn':
        return { message: key('Networkerr'), tone: 'error', via: 'toast', closeDialog: true };
      case 'launch-pool':
        return { message: key('Networkerr'), tone: 'error', via: 'toast', track: { reason: 'Networkerr' } };
      default:
        return { message: key('Networkerr'), tone: 'error', via: 'toast' };
    }
  }
  if (isServerMessageError(error)) return describeServerMessage(error, context);
  // ResponseFormatError and anything unexpected: §8 "Data fetch failure: a generic error".
  switch (context) {
    case 'read':
      return { message: key('errors.generic'), tone: 'error', via: 'inline' };
    case 'dual-purchase':
      return { message: key('errors.generic'), tone: 'error', via: 'dialog' };
    case 'auto-earn':
      return { message: key('errors.generic'), tone: 'error', via: 'toast', closeDialog: true };
    case 'launch-pool':
      return {
        message: key('errors.generic'),
        tone: 'error',
        via: 'toast',
        track: { reason: 'errors.generic' },
      };
    default:
      return { message: key('errors.generic'), tone: 'error', via: 'toast' };
  }
}

/**
 * §4, §8 "Redeem engine code 213": a submitted redemption gets 'redemption application submitted'
 * instead of the immediate-success result; an executed one needs no extra notice (null).
 */
export function describeRedeemResult(result: Pick<FlexibleRedeemResult, 'outcome'>): NoticeOutcome | null {
  return result.outcome === 'submitted'
    ? { message: { key: 'earn.redeem.submitted' }, tone: 'info', via: 'toast' }
    : null;
}
