import { describeError } from '../flows/failures';
import type { BalanceState } from './useBalance';
import type { WealthQuery } from './useWealthQuery';

/** Reads that failed after their retries and left nothing to show: what a widget offers instead. */
export interface ReadFailure {
  /** Loads every failed read again. */
  retry(): void;
  /**
   * §8 401 "login needed": the session ended, the host has been asked to log the customer in, and
   * the reads can be tried again once it has. @default false
   */
  loginNeeded?: boolean;
}

type Read = Pick<WealthQuery<unknown>, 'status' | 'data' | 'refetch' | 'outcome'> | BalanceState;

function failed(read: Read): boolean {
  // A read that failed while it still shows earlier data keeps showing it (a refresh that failed).
  if ('refetch' in read) return read.status === 'error' && read.data === undefined;
  return read.balance === undefined && read.error !== null && read.error !== undefined;
}

/**
 * §8 "Data fetch failure: a generic error": the failure of a widget's reads, or null while they
 * load, succeed or are not needed. A widget shows it instead of an empty form, a zero balance, an
 * endless spinner or 'noRecord', and blocks its submit. Pass null for reads that do not apply.
 */
export function readFailure(...reads: Array<Read | null | undefined | false>): ReadFailure | null {
  const failedReads = reads.filter((read): read is Read => Boolean(read) && failed(read as Read));
  if (failedReads.length === 0) return null;
  return {
    loginNeeded: failedReads.some((read) =>
      'refetch' in read ? read.outcome?.via === 'login' : describeError(read.error, 'read').via === 'login',
    ),
    retry() {
      for (const read of failedReads) {
        if ('refetch' in read) read.refetch();
        else void read.refresh();
      }
    },
  };
}

/**
 * One failure for a widget whose reads fail apart (a product's reads and the figures beside it):
 * Retry loads every failed read again, not only the first group's, which left the others failed
 * and the error on screen after one Retry; login is needed when any group says so.
 */
export function anyReadFailure(...failures: Array<ReadFailure | null>): ReadFailure | null {
  const present = failures.filter((failure): failure is ReadFailure => failure !== null);
  if (present.length <= 1) return present[0] ?? null;
  return {
    loginNeeded: present.some((failure) => failure.loginNeeded === true),
    retry() {
      for (const failure of present) failure.retry();
    },
  };
}
