import { type AskFundPassword, isOutcomeUnknown, sendWithFundPassword, type WealthClient } from '../api';
import { describeError } from '../flows/failures';

import type { WealthContextValue } from '../hooks/context';
import { outcomeLink } from '../hooks/outcomeLink';
import type { IntentLedger, IntentRecord } from '../state/intents';

export interface RestoreDeps {
  client: WealthClient;
  ledger: IntentLedger;
  askFundPassword: AskFundPassword;
  /** Tells the customer and the host, and refreshes what the money moved. */
  report: Pick<WealthContextValue, 'toast' | 'toastIntentSuccess' | 'intentSettled' | 'requestLogin'> & {
    refresh(): void;
  };
}

/**
 * Learns how an intent sent before a reload ended: the same request with the same key goes out
 * again. The exchange answers a key it has seen with its first answer and executes nothing twice,
 * so this either confirms the first send or, when the first never arrived, carries out what the
 * customer had confirmed. The outcome is told as a toast (the dialog is gone) and to the host.
 */
export async function resend(record: IntentRecord, deps: RestoreDeps): Promise<void> {
  const { client, ledger, askFundPassword, report } = deps;
  const route = record.request.spec;
  try {
    await sendWithFundPassword(
      (fundPassword) =>
        client.request({
          route,
          ...(record.request.params === undefined ? {} : { params: record.request.params }),
          body: record.request.body,
          ...(record.request.successCodes === undefined ? {} : { successCodes: record.request.successCodes }),
          money:
            fundPassword === undefined
              ? { idempotencyKey: record.key }
              : { idempotencyKey: record.key, fundPassword },
        }),
      askFundPassword,
    );
    ledger.drop(record.id);
    report.refresh();
    report.toastIntentSuccess(record.summary);
    report.intentSettled({ status: 'success', summary: record.summary, restored: true });
  } catch (error) {
    const outcome = describeError(error, record.summary.context);
    if (isOutcomeUnknown(error)) {
      // Still no answer: the record and its key stay for the customer's resend or the next load.
      ledger.markUnknown(record.id);
    } else {
      ledger.drop(record.id);
      report.intentSettled({ status: 'failed', summary: record.summary, restored: true });
    }
    if (outcome.silent) return;
    if (outcome.via === 'login') report.requestLogin();
    else report.toast(outcome.tone, outcome.message, outcomeLink(outcome));
  }
}
