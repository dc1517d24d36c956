import { type ReactNode, useContext } from 'react';
import { intentPendingMessage } from '../../flows/intentMessages';
import { WealthContext } from '../../hooks/context';
import type { MoneyActionState } from '../../hooks/moneyAction';
import { renderMessage } from '../../i18n/translate';

/** What a money request that is out sends ("Subscribing 100 USDT…"), or null while none is out. */
export function usePendingWords(state: MoneyActionState<unknown>): ReactNode {
  const wealth = useContext(WealthContext);
  const summary = state.status === 'pending' ? state.summary : undefined;
  return summary && wealth ? renderMessage(wealth.t, intentPendingMessage(summary)) : null;
}

/**
 * What a money request that is out sends, said beside its busy button ("Subscribing 100 USDT…"):
 * a dialog opened again while its order is out shows an empty form, and a spinner alone did not
 * say that the order was on its way, or for how much. A polite live region, there (empty) before
 * the words come, so a screen reader says them.
 */
export function PendingNote({ state }: { state: MoneyActionState<unknown> }) {
  return (
    <p className="wk-pending-note" role="status">
      {usePendingWords(state)}
    </p>
  );
}
