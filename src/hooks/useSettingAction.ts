import { useCallback, useRef, useState } from 'react';
import type { WealthClient } from '../api';
import { describeError } from '../flows/failures';
import type { Message } from '../i18n/translate';
import { invalidateTopics } from '../state/invalidation';
import type { Topic } from '../state/topics';
import { useWealth } from './context';
import type { MoneyActionState } from './moneyAction';

/** The §8 contexts of the settings (they move no money); 'reinvest' covers a fixed order's reinvest and redeem-to. */
export type SettingContext = 'auto-earn' | 'min-apr' | 'reinvest';

/** Where a setting change is: the same four states as a money action. */
export type SettingActionState<Result> = MoneyActionState<Result>;

export interface SettingActionConfig<Input, Result> {
  /** Which §8 rows apply to a failure ('auto-earn' closes its dialog, §8). */
  context: SettingContext;
  /** Sends the change through the client. */
  send: (client: WealthClient, input: Input) => Promise<Result>;
  /** The §8 success toast ('autoEarn.enabled', 'modified'...). */
  successMessage: (input: Input, result: Result) => Message;
  /**
   * Reads that show this setting and must load again after it changed (e.g. 'earn.holdings').
   * @default []
   */
  invalidates?: readonly Topic[];
  /** Called once the server accepted the change. */
  onSuccess?: (result: Result, input: Input) => void;
}

export interface SettingAction<Input, Result> {
  state: SettingActionState<Result>;
  /** True while a change is being sent. */
  pending: boolean;
  /**
   * Sends the change once. While one is in flight further calls return null at once (double
   * submit guard); logged out, it asks the host to log in and returns null. Never retried.
   */
  run: (input: Input) => Promise<SettingActionState<Result> | null>;
  /** Back to idle, e.g. when the dialog closes (ignored while a change is in flight). */
  reset: () => void;
}

/**
 * A change of a setting (auto earn, minimum lent APR). Unlike `useMoneyAction` it carries no
 * idempotency key and asks for no fund password: setting a status or a rate twice leaves the same
 * state, so a repeat is harmless, and the spec asks for neither. Like every write it is never
 * retried automatically; the customer decides after seeing the §8 outcome.
 */
export function useSettingAction<Input, Result>(
  config: SettingActionConfig<Input, Result>,
): SettingAction<Input, Result> {
  const wealth = useWealth();
  const [state, setState] = useState<SettingActionState<Result>>({ status: 'idle' });
  // A ref, not state: two clicks in the same tick both see the state of the last render.
  const inFlight = useRef(false);
  const latest = useRef({ config, wealth });
  latest.current = { config, wealth };

  const run = useCallback(async (input: Input): Promise<SettingActionState<Result> | null> => {
    if (inFlight.current) return null;
    const { config: cfg, wealth: w } = latest.current;
    if (!w.requireLogin()) return null;
    inFlight.current = true;
    setState({ status: 'pending' });
    let next: SettingActionState<Result>;
    try {
      const result = await cfg.send(w.client, input);
      next = { status: 'success', result };
      w.toast('success', cfg.successMessage(input, result));
      if (cfg.invalidates?.length) invalidateTopics(w.store, ...cfg.invalidates);
      setState(next);
      cfg.onSuccess?.(result, input);
    } catch (error) {
      const outcome = describeError(error, cfg.context);
      if (!outcome.silent) {
        if (outcome.via === 'toast') w.toast(outcome.tone, outcome.message);
        if (outcome.via === 'login') w.requestLogin();
      }
      next = outcome.silent ? { status: 'idle' } : { status: 'error', error, outcome };
      setState(next);
    } finally {
      inFlight.current = false;
    }
    return next;
  }, []);

  const reset = useCallback(() => {
    if (!inFlight.current) setState({ status: 'idle' });
  }, []);

  return { state, pending: state.status === 'pending', run, reset };
}
