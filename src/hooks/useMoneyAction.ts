import { useCallback, useRef, useState } from 'react';
import {
  createIdempotencyKey,
  describeError,
  type ErrorContext,
  type ErrorOutcome,
  type MoneyCallOptions,
  sendWithFundPassword,
} from '../api';
import { useWealth } from './context';

/** Where a money action is. `closeDialog` mirrors §8 "Auto earn failure: the dialog closes". */
export type MoneyActionState<Result> =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'success'; result: Result }
  | { status: 'error'; error: unknown; outcome: ErrorOutcome };

export interface MoneyActionConfig<Input, Result> {
  /** Which §8 rows apply to a failure (subscribe, redeem, stake, dual-purchase...). */
  context: ErrorContext;
  /**
   * Sends the request. `money` carries this intent's idempotency key and, on the retry after the
   * prompt, the fund password; pass it to the client's endpoint unchanged.
   */
  send: (input: Input, money: MoneyCallOptions) => Promise<Result>;
  /**
   * Runs first; a throw stops the action (§4: the funding-lock check before subscribe and redeem).
   * Its failures are described with the 'lock-check' context of §8.
   */
  precheck?: (input: Input) => Promise<void>;
  /** Called once the server accepted the action. */
  onSuccess?: (result: Result, input: Input) => void;
}

export interface MoneyAction<Input, Result> {
  state: MoneyActionState<Result>;
  /**
   * Runs the action once. While one is in flight, further calls return null at once (double submit
   * guard). Logged out, it asks the host to log in and returns null. Never retried automatically.
   */
  run: (input: Input) => Promise<MoneyActionState<Result> | null>;
  /** Back to idle, e.g. when the dialog closes. */
  reset: () => void;
}

/** Stable text of an input, so "the same intent" can be recognised after a failure. */
function fingerprint(input: unknown): string {
  return JSON.stringify(input, (_key, value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
}

/**
 * The one way a widget moves money: subscribe, redeem, stake, buy. It
 * - guards against double submit synchronously (twenty rapid clicks send one request);
 * - mints one idempotency key per user intent and keeps it across the fund-password retry and
 *   across a resubmit of the same input after a failure whose fate is unknown (a timeout), so the
 *   exchange can never execute one intent twice; a changed input is a new intent with a new key;
 * - asks the host for the fund password when the server wants it (§4) and retries with it;
 * - turns a failure into what §8 says the user sees (toast, login, dialog) and reports tracking.
 * It never retries a money request by itself.
 */
export function useMoneyAction<Input, Result>(
  config: MoneyActionConfig<Input, Result>,
): MoneyAction<Input, Result> {
  const wealth = useWealth();
  const [state, setState] = useState<MoneyActionState<Result>>({ status: 'idle' });
  const inFlight = useRef(false);
  const intent = useRef<{ fingerprint: string; key: string } | null>(null);
  const latest = useRef({ config, wealth });
  latest.current = { config, wealth };

  const run = useCallback(async (input: Input): Promise<MoneyActionState<Result> | null> => {
    if (inFlight.current) return null;
    const { config: cfg, wealth: w } = latest.current;
    if (!w.requireLogin()) return null;
    inFlight.current = true;
    setState({ status: 'pending' });

    const print = fingerprint(input);
    if (intent.current?.fingerprint !== print)
      intent.current = { fingerprint: print, key: createIdempotencyKey() };
    const idempotencyKey = intent.current.key;

    let next: MoneyActionState<Result>;
    // §8 has its own row for a failed lock check, so failures before the send are described apart.
    let phase: ErrorContext = 'lock-check';
    try {
      await cfg.precheck?.(input);
      phase = cfg.context;
      const result = await sendWithFundPassword(
        (fundPassword) =>
          cfg.send(input, fundPassword === undefined ? { idempotencyKey } : { idempotencyKey, fundPassword }),
        (request) => w.requestFundPassword(request),
      );
      intent.current = null;
      next = { status: 'success', result };
      setState(next);
      cfg.onSuccess?.(result, input);
    } catch (error) {
      const outcome = describeError(error, phase);
      if (outcome.track)
        w.track({ name: `${cfg.context}_failed`, properties: { reason: outcome.track.reason } });
      if (outcome.silent) {
        next = { status: 'idle' };
      } else {
        if (outcome.via === 'toast') w.toast(outcome.tone, outcome.message);
        if (outcome.via === 'login') w.requestLogin();
        next = { status: 'error', error, outcome };
      }
      setState(next);
    } finally {
      inFlight.current = false;
    }
    return next;
  }, []);

  const reset = useCallback(() => {
    if (!inFlight.current) setState({ status: 'idle' });
  }, []);

  return { state, run, reset };
}
