import { useCallback, useEffect, useRef, useState } from 'react';
import { type ErrorContext, isOutcomeUnknown, type MoneyRequest, sendWithFundPassword } from '../api';
import { describeError } from '../flows/failures';
import type { IntentSummary, RunningIntent } from '../state/intents';
import { invalidateTopics } from '../state/invalidation';
import { useWealth } from './context';
import type { MoneyAction, MoneyActionConfig, MoneyActionState } from './moneyAction';
import { outcomeLink } from './outcomeLink';

export type { MoneyAction, MoneyActionConfig, MoneyActionState } from './moneyAction';

const IDLE = { status: 'idle' } as const;

/** A running intent as the action's state: pending, with what it sends. */
const pendingOf = (running: RunningIntent | undefined): MoneyActionState<never> =>
  running ? { status: 'pending', summary: running.summary } : IDLE;

function isActionState<Result>(value: unknown): value is MoneyActionState<Result> {
  return typeof value === 'object' && value !== null && 'status' in value;
}

/**
 * The one way a widget moves money: subscribe, redeem, stake, buy. It
 * - guards against double submit synchronously (twenty rapid clicks send one request), also across
 *   a dialog closed and opened again while the request is out;
 * - keeps the idempotency key in the provider's intent ledger, by scope and request, so that the
 *   same intent sent again after an unknown outcome (a lost answer, a timeout, a 5xx) reuses it,
 *   and the exchange executes it once, even from a new dialog or after a reload; a definite answer
 *   ends the intent, so a later submit is a new one;
 * - asks the host for the fund password when the server wants it (§4) and retries with it;
 * - turns a failure into what §8 says the user sees (toast, login, dialog) and reports tracking;
 *   an outcome that arrives after its dialog closed is toasted, so none ends in silence.
 * It never retries a money request by itself.
 */
export function useMoneyAction<Input, Result>(
  config: MoneyActionConfig<Input, Result>,
): MoneyAction<Input, Result> {
  const wealth = useWealth();
  const { intents } = wealth;
  const { scope, visible = true } = config;
  const [state, setState] = useState<MoneyActionState<Result>>(() => pendingOf(intents.running(scope)));
  const inFlight = useRef(false);
  const latest = useRef({ config, wealth });
  latest.current = { config, wealth };

  // A dialog that opens while its scope's intent is out shows it pending, then how it ended.
  useEffect(() => {
    const running = intents.running(scope);
    if (!running || inFlight.current) return;
    let live = true;
    setState(pendingOf(running));
    running.settled.then((next) => {
      if (live) setState(isActionState<Result>(next) ? next : IDLE);
    });
    return () => {
      live = false;
    };
  }, [intents, scope]);

  useEffect(() => (visible ? intents.watch(scope) : undefined), [intents, scope, visible]);

  const run = useCallback(async (input: Input): Promise<MoneyActionState<Result> | null> => {
    const { config: cfg, wealth: w } = latest.current;
    const ledger = w.intents;
    if (inFlight.current || ledger.running(cfg.scope)) return null;
    if (!w.requireLogin()) return null;
    inFlight.current = true;
    const summary: IntentSummary = { flow: cfg.flow, context: cfg.context, payload: cfg.summarize(input) };
    setState({ status: 'pending', summary });

    let sentId: string | null = null;
    const idempotencyKey = (request: MoneyRequest) => {
      const recorded = ledger.keyFor(cfg.scope, summary, request, cfg.snapshot);
      sentId = recorded.id;
      return { key: recorded.key, body: recorded.request.body };
    };

    // What the order may have changed, read again: on success, and when the answer was lost (the
    // exchange may have carried the order out, and the form showed the old balance until reopened).
    const refresh = () => {
      if (cfg.invalidates?.length) invalidateTopics(w.store, ...cfg.invalidates);
      void w.balances.refresh();
    };
    const settle = async (): Promise<MoneyActionState<Result>> => {
      // §8 has its own row for a failed lock check, so failures before the send are described apart.
      let phase: ErrorContext = 'lock-check';
      try {
        await cfg.precheck?.(input);
        phase = cfg.context;
        const result = await sendWithFundPassword(
          (fundPassword) =>
            cfg.send(
              input,
              fundPassword === undefined ? { idempotencyKey } : { idempotencyKey, fundPassword },
            ),
          (request) => w.requestFundPassword(request),
          () => w.fundPasswordChecked?.(),
        );
        if (sentId !== null) ledger.drop(sentId);
        const next: MoneyActionState<Result> = { status: 'success', result };
        setState(next);
        refresh();
        cfg.onSuccess?.(result, input);
        if (!ledger.watched(cfg.scope) && !cfg.toastsOwnSuccess) w.toastIntentSuccess(summary);
        w.intentSettled({ status: 'success', summary, restored: false });
        return next;
      } catch (error) {
        const unknown = isOutcomeUnknown(error);
        if (sentId !== null) {
          if (unknown) ledger.markUnknown(sentId);
          else ledger.drop(sentId);
        }
        if (unknown) refresh();
        const outcome = describeError(error, phase);
        if (outcome.track)
          w.track({ name: `${cfg.context}_failed`, properties: { reason: outcome.track.reason } });
        if (!unknown) w.intentSettled({ status: 'failed', summary, restored: false });
        if (outcome.silent) {
          setState(IDLE);
          return IDLE;
        }
        if (outcome.via === 'toast') w.toast(outcome.tone, outcome.message, outcomeLink(outcome));
        else if (outcome.via === 'login') w.requestLogin();
        // A dialog or inline outcome has nowhere to show once the dialog closed.
        else if (!ledger.watched(cfg.scope)) w.toast(outcome.tone, outcome.message);
        const next: MoneyActionState<Result> = { status: 'error', error, outcome };
        setState(next);
        return next;
      }
    };

    const settled = settle();
    ledger.track(cfg.scope, settled, summary);
    try {
      return await settled;
    } finally {
      inFlight.current = false;
    }
  }, []);

  const reset = useCallback(() => {
    if (!inFlight.current && !latest.current.wealth.intents.running(latest.current.config.scope))
      setState(IDLE);
  }, []);

  return { state, run, reset };
}
