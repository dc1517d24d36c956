import type { ErrorContext, ErrorOutcome, MoneyCallOptions } from '../api';
import type { SuccessPayload } from '../domain/events';
import type { IntentSummary, MoneyFlow } from '../state/intents';
import type { Topic } from '../state/topics';

/** Where a money action is. `closeDialog` mirrors §8 "Auto earn failure: the dialog closes". */
export type MoneyActionState<Result> =
  | { status: 'idle' }
  /** `summary`: what the request sends, for the words beside the busy button (`PendingNote`). */
  | { status: 'pending'; summary?: IntentSummary }
  | { status: 'success'; result: Result }
  | { status: 'error'; error: unknown; outcome: ErrorOutcome };

export interface MoneyActionConfig<Input, Result> {
  /** Which §8 rows apply to a failure (subscribe, redeem, stake, dual-purchase...). */
  context: ErrorContext;
  /** The flow, for the words of a success shown outside its dialog. */
  flow: MoneyFlow;
  /**
   * What the intent is on: the flow with its coin and product or pool ('subscribe:USDT'). Dialogs
   * of one scope share the intent: one that opens while it runs shows it pending.
   */
  scope: string;
  /** The success payload of `input` as the host gets it; also what a toast says after a reload. */
  summarize: (input: Input) => SuccessPayload;
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
  /**
   * The reads the action changes: they load again once it succeeds (§4 "subscribe, success result,
   * refresh"). The balances always do: every money action moves one.
   * @default []
   */
  invalidates?: readonly Topic[];
  /** Called once the server accepted the action, whether or not the dialog is still open. */
  onSuccess?: (result: Result, input: Input) => void;
  /**
   * Body fields that carry what the form read rather than what the customer asked (the flexible
   * redeem's curr_amount and lend_amount). They do not make a new intent: a resend after an unknown
   * outcome carries the first send's values, so the exchange sees the same request.
   * @default []
   */
  snapshot?: readonly string[];
  /** Whether the flow is on screen (its dialog open). Outcomes that arrive hidden are toasted. @default true */
  visible?: boolean;
  /** The flow's `onSuccess` toasts the success itself (§8 'orderCancelled', launch pool). @default false */
  toastsOwnSuccess?: boolean;
}

export interface MoneyAction<Input, Result> {
  state: MoneyActionState<Result>;
  /**
   * Runs the action once. While one of the same scope is in flight, further calls return null at
   * once (double submit guard, across dialogs). Logged out, it asks the host to log in and returns
   * null. Never retried automatically.
   */
  run: (input: Input) => Promise<MoneyActionState<Result> | null>;
  /** Back to idle, e.g. when the dialog closes. */
  reset: () => void;
}
