import { useCallback } from 'react';
import { simpleEarnApi } from '../../api/endpoints/simpleEarn';
import { canCancelRedemption, dec, type SuccessPayload } from '../../domain';
import { earnRedeemMessages } from '../../i18n/features/earnRedeem';
import { TOPICS } from '../../state/topics';
import { useWealth } from '../context';
import { type ReadFailure, readFailure } from '../readFailure';
import { useMessages } from '../useMessages';
import { type MoneyActionState, useMoneyAction } from '../useMoneyAction';
import { useFlexibleHolding } from './useFlexibleHolding';

export interface UseCancelRedemptionOptions {
  /** The coin whose pending redemption to cancel. */
  asset: string;
  /** Loads and runs only while true. @default true */
  enabled?: boolean;
  /** Called once the exchange cancelled the redemption. */
  onSuccess?: (payload: SuccessPayload) => void;
}

export interface CancelRedemption {
  asset: string;
  status: 'loading' | 'ready' | 'error';
  /** The holding read failed after its retries: show it with Retry; nothing can be cancelled. */
  readError: ReadFailure | null;
  /** The pending (frozen) amount that would go back to earning. */
  frozenAmount: string;
  /** §4: only while frozen_status is 1. */
  cancellable: boolean;
  confirm: () => Promise<void>;
  state: MoneyActionState<{ amount: string }>;
}

/**
 * Cancels a pending flexible redemption (§2, §4): allowed only while frozen_status is 1; success
 * shows 'orderCancelled' (§8) and refreshes holdings and balances; a failure is an error toast with
 * the server's message (§8).
 */
export function useCancelRedemption(options: UseCancelRedemptionOptions): CancelRedemption {
  const { asset, enabled = true, onSuccess } = options;
  useMessages(earnRedeemMessages);
  const { client, toast } = useWealth();
  const holdingQuery = useFlexibleHolding(asset, enabled);
  const holding = holdingQuery.data;
  const frozenAmount = holding?.frozen_amount ?? '0';
  const cancellable = holding ? canCancelRedemption(holding.frozen_status) && dec(frozenAmount).gt(0) : false;

  const summarize = (input: { amount: string }): SuccessPayload => ({
    widget: 'redeem',
    coin: asset,
    amount: input.amount,
    pid: '0',
  });
  const action = useMoneyAction<{ amount: string }, { amount: string }>({
    context: 'cancel-redemption',
    flow: 'cancel-redemption',
    scope: `cancel-redemption:${asset}`,
    summarize,
    // §8 names its success toast, 'orderCancelled', shown whether or not the dialog is open.
    toastsOwnSuccess: true,
    send: async (input, money) => {
      await simpleEarnApi(client).cancelRedemption({ amount: input.amount, asset }, money);
      return input;
    },
    invalidates: [TOPICS.earnHoldings],
    onSuccess: (_result, input) => {
      toast('success', { key: 'orderCancelled' });
      onSuccess?.(summarize(input));
    },
  });

  const confirm = useCallback(async () => {
    if (!cancellable) return;
    await action.run({ amount: frozenAmount });
  }, [cancellable, action, frozenAmount]);

  return {
    asset,
    readError: readFailure(holdingQuery),
    status: holdingQuery.status === 'error' ? 'error' : holding === undefined ? 'loading' : 'ready',
    frozenAmount,
    cancellable,
    confirm,
    state: action.state,
  };
}
