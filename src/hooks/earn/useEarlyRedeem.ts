import { useCallback } from 'react';
import type { FixedOrder } from '../../api';
import { fixedApi } from '../../api/endpoints/fixed';
import { simpleEarnApi } from '../../api/endpoints/simpleEarn';
import { type FixedOrderLock, fixedOrderActionLock, type SuccessPayload, secondsToMs } from '../../domain';
import { earlyRedeemBody } from '../../flows/redeem';
import { earnRedeemMessages } from '../../i18n/features/earnRedeem';
import { TOPICS } from '../../state/topics';
import { useWealth } from '../context';
import { useMessages } from '../useMessages';
import { type MoneyActionState, useMoneyAction } from '../useMoneyAction';

export interface UseEarlyRedeemOptions {
  /** The fixed order (§3), as the host's fixed-orders list has it. */
  order: FixedOrder;
  /** The current time in ms. @default the provider's clock (WealthProvider `now`) */
  now?: () => number;
  /** Called once the exchange accepted the early redemption (the host returns to the fixed tab, §4). */
  onSuccess?: (payload: SuccessPayload) => void;
}

export interface EarlyRedeem {
  /** §4, §9: locked when not holding, under 1 h before maturity, or when pre_redeem forbids it. */
  lock: FixedOrderLock;
  confirm: () => Promise<void>;
  state: MoneyActionState<{ amount: string }>;
}

/**
 * Early redemption of a fixed order (§2, §4): the domain lock decides whether it may be asked; a
 * failure is an error toast with the server's message (§8); success refreshes orders and balances.
 */
export function useEarlyRedeem(options: UseEarlyRedeemOptions): EarlyRedeem {
  const { order, onSuccess } = options;
  useMessages(earnRedeemMessages);
  const wealth = useWealth();
  const { client } = wealth;
  const now = options.now ?? wealth.now;
  const lock = fixedOrderActionLock({
    action: 'earlyRedeem',
    status: order.status,
    finishTimeMs: secondsToMs(order.finish_time),
    nowMs: now(),
    productInfo: order.product_info,
  });

  const summarize = (input: { orderId: string }): SuccessPayload => ({
    widget: 'redeem',
    coin: order.asset,
    amount: order.principal,
    pid: String(order.product_id),
    orderId: input.orderId,
  });
  const action = useMoneyAction<{ orderId: string }, { amount: string }>({
    context: 'early-redeem',
    flow: 'early-redeem',
    invalidates: [TOPICS.earnFixedOrders, TOPICS.earnHoldings],
    scope: `early-redeem:${order.order_id}`,
    summarize,
    precheck: () => simpleEarnApi(client).assertFundsUnlocked('redeem'),
    send: async (input, money) => {
      await fixedApi(client).preRedeem({ ...earlyRedeemBody(order), order_id: input.orderId }, money);
      return { amount: order.principal };
    },
    onSuccess: (result, input) => {
      onSuccess?.({ ...summarize(input), amount: result.amount });
    },
  });

  const confirm = useCallback(async () => {
    if (lock.locked) return;
    await action.run({ orderId: String(order.order_id) });
  }, [lock.locked, action, order.order_id]);

  return { lock, confirm, state: action.state };
}
