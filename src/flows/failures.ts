/**
 * What the customer sees when a call fails (§8), decided by the flow, not by the API layer. The API
 * throws typed errors (src/api/errors); the rows of §8 that read the same in every flow (login, the
 * fund-password codes, fingerprint, too-frequent verification, the funding lock, a request the page
 * abandoned) are {@link describeFixedRow}; the rest, how a refusal, a network failure and an
 * unreadable answer show, is each flow's {@link FailurePolicy}, found by the §8 context the flow
 * names (`useMoneyAction({ context })`, and the intent ledger, so a reload shows the same words). A
 * new flow adds its policy here, not in src/api.
 */
import { CODE_SERVER_MESSAGE } from '../api/codes';
// One namespace for the guards: which error a call threw is the API's answer, read here.
import * as errors from '../api/errors';
import type { ApiMessageKey, ErrorContext, ErrorOutcome, NoticeOutcome } from '../api/outcomes';
import type { FlexibleRedeemResult } from '../api/types';

/** How one kind of failure shows in a flow. */
export interface FailureShape {
  key: ApiMessageKey;
  tone: 'warning' | 'error';
  via: 'toast' | 'dialog' | 'inline';
  /** Show the server's own words when it sent any (§8 "server message"). */
  serverWords?: true;
  /** §8 "Auto earn failure: the dialog closes". */
  closeDialog?: true;
  /** §8 launch pool and dual: report the reason to `onTrack`. */
  track?: true;
}

/** What a flow shows for the failures §8 leaves to the flow. */
export interface FailurePolicy {
  /** The server refused (code −1 or any code without a row of its own). */
  refused: FailureShape;
  /** A refusal with another code than −1, when it shows apart (a read: where the data would be). */
  refusedOther?: FailureShape;
  /** No usable answer (offline, timeout, 5xx). */
  network: FailureShape;
  /** An answer that is not the §7 envelope, or anything unexpected. */
  unreadable: FailureShape;
}

// Written out in full, without spreads: a spread may run a getter, so a bundler would keep every
// policy in every widget; plain literals let a widget carry only its own.

/** §8 "Code −1" and "Stake or redeem failure code": the server's words as a warning toast. */
export const DEFAULT_FAILURES: FailurePolicy = {
  refused: { key: 'errors.generic', tone: 'warning', via: 'toast', serverWords: true },
  network: { key: 'Networkerr', tone: 'error', via: 'toast' },
  unreadable: { key: 'errors.generic', tone: 'error', via: 'toast' },
};

/** §8 "Data fetch failure": a generic error where the data would be; code −1 still toasts. */
export const READ_FAILURES: FailurePolicy = {
  refused: { key: 'errors.generic', tone: 'warning', via: 'toast', serverWords: true },
  refusedOther: { key: 'errors.generic', tone: 'error', via: 'inline' },
  network: { key: 'Networkerr', tone: 'error', via: 'toast' },
  unreadable: { key: 'errors.generic', tone: 'error', via: 'inline' },
};

/** §8 "Subscribe failure: server message or 'Networkerr' as a warning". */
export const SUBSCRIBE_FAILURES: FailurePolicy = {
  refused: { key: 'Networkerr', tone: 'warning', via: 'toast', serverWords: true },
  network: { key: 'Networkerr', tone: 'warning', via: 'toast' },
  unreadable: { key: 'errors.generic', tone: 'error', via: 'toast' },
};

/** §8 "Cancel redemption or early redeem error: error toast with the server message". */
export const CANCEL_FAILURES: FailurePolicy = {
  refused: { key: 'errors.generic', tone: 'error', via: 'toast', serverWords: true },
  network: { key: 'Networkerr', tone: 'error', via: 'toast' },
  unreadable: { key: 'errors.generic', tone: 'error', via: 'toast' },
};

/** §8 "Dual purchase failure: failure dialog with failed text and re-subscribe"; network is tracked. */
export const DUAL_PURCHASE_FAILURES: FailurePolicy = {
  refused: { key: 'errors.generic', tone: 'error', via: 'dialog', serverWords: true },
  network: { key: 'finances.NetworkError', tone: 'error', via: 'toast', track: true },
  unreadable: { key: 'errors.generic', tone: 'error', via: 'dialog' },
};

/** §8 "Auto earn failure: the dialog closes" with the server's words or 'Networkerr'. */
export const AUTO_EARN_FAILURES: FailurePolicy = {
  refused: { key: 'errors.generic', tone: 'warning', via: 'toast', serverWords: true, closeDialog: true },
  network: { key: 'Networkerr', tone: 'error', via: 'toast', closeDialog: true },
  unreadable: { key: 'errors.generic', tone: 'error', via: 'toast', closeDialog: true },
};

/** §8 launch pool: every failure is a toast and a tracked reason. */
export const LAUNCH_POOL_FAILURES: FailurePolicy = {
  refused: { key: 'errors.generic', tone: 'warning', via: 'toast', serverWords: true, track: true },
  network: { key: 'Networkerr', tone: 'error', via: 'toast', track: true },
  unreadable: { key: 'errors.generic', tone: 'error', via: 'toast', track: true },
};

/** The §8 rows that read the same in every flow, or null when the flow's policy decides. */
export function describeFixedRow(error: unknown): ErrorOutcome | null {
  if (errors.isLoginRequiredError(error))
    return { message: { key: 'errors.loginRequired' }, tone: 'warning', via: 'login' };
  // The prompt has closed when these reach here (the last wrong password, §8 10010106): the toast
  // is all that is left to tell the customer the operation did not go through.
  if (errors.isFundPasswordRequiredError(error))
    return { message: { key: 'errors.fundPasswordRequired' }, tone: 'warning', via: 'toast' };
  if (errors.isFundPasswordInvalidError(error))
    return { message: { key: 'errors.fundPasswordInvalid' }, tone: 'error', via: 'toast' };
  if (errors.isFundPasswordCancelledError(error))
    return { message: { key: 'errors.fundPasswordRequired' }, tone: 'warning', via: 'toast', silent: true };
  if (errors.isFundPasswordNotSetError(error))
    return {
      message: { key: 'errors.fundPasswordNotSet' },
      tone: 'warning',
      via: 'toast',
      link: 'fund-password-setup',
    };
  if (errors.isFingerprintRequiredError(error))
    return { message: { key: 'errors.fingerprintRequired' }, tone: 'warning', via: 'toast' };
  if (errors.isVerificationTooFrequentError(error))
    return { message: { key: 'errors.verificationTooFrequent' }, tone: 'warning', via: 'toast' };
  if (errors.isFundingLockedError(error)) {
    const key =
      error.operation === 'subscribe' ? 'lend_earn.notsubscribe.toast' : 'lend_earn.notredeem.toast';
    return { message: { key }, tone: 'warning', via: 'toast' };
  }
  if (errors.isNetworkError(error) && error.reason === 'aborted')
    return { message: { key: 'Networkerr' }, tone: 'error', via: 'toast', silent: true };
  return null;
}

function outcome(shape: FailureShape, words: string, reason: string): ErrorOutcome {
  return {
    message: shape.serverWords && words ? { text: words } : { key: shape.key },
    tone: shape.tone,
    via: shape.via,
    ...(shape.closeDialog ? { closeDialog: true as const } : {}),
    ...(shape.track ? { track: { reason } } : {}),
  };
}

/** What the customer sees when a call of a flow with `policy` fails with `error` (§8). */
export function describeFailure(error: unknown, policy: FailurePolicy): ErrorOutcome {
  const fixed = describeFixedRow(error);
  if (fixed) return fixed;
  if (errors.isNetworkError(error)) return outcome(policy.network, '', 'Networkerr');
  if (errors.isServerMessageError(error)) {
    const shape =
      policy.refusedOther && error.code !== CODE_SERVER_MESSAGE ? policy.refusedOther : policy.refused;
    return outcome(shape, error.serverMessage, error.serverMessage || `code ${error.code}`);
  }
  // ResponseFormatError and anything unexpected: §8 "Data fetch failure: a generic error".
  return outcome(policy.unreadable, '', 'errors.generic');
}

/** Every flow's policy by its §8 context, for hosts that describe errors of their own calls. */
export const FAILURES: Readonly<Record<ErrorContext, FailurePolicy>> = {
  read: READ_FAILURES,
  subscribe: SUBSCRIBE_FAILURES,
  redeem: DEFAULT_FAILURES,
  'cancel-redemption': CANCEL_FAILURES,
  'early-redeem': CANCEL_FAILURES,
  'auto-earn': AUTO_EARN_FAILURES,
  stake: DEFAULT_FAILURES,
  'staking-redeem': DEFAULT_FAILURES,
  'launch-pool': LAUNCH_POOL_FAILURES,
  'dual-purchase': DUAL_PURCHASE_FAILURES,
  'lock-check': DEFAULT_FAILURES,
  'min-apr': DEFAULT_FAILURES,
  reinvest: DEFAULT_FAILURES,
};

/**
 * What the user sees when a call made for `context` fails with `error` (§8). Accepts anything a
 * `catch` gives; unknown errors get the generic error.
 */
export function describeError(error: unknown, context: ErrorContext): ErrorOutcome {
  return describeFailure(error, FAILURES[context]);
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
