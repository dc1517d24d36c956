import { useCallback } from 'react';
import type { FixedOrder } from '../../api';
import { fixedApi } from '../../api/endpoints/fixed';
import {
  type FixedOrderLocks,
  fixedOrderLocks,
  REINVEST_STATUS,
  type RedeemAccountType,
  type RedeemToDisplay,
  redeemToDisplay,
} from '../../domain';
import { TOPICS } from '../../state/topics';
import { useWealth } from '../context';
import { type SettingActionState, useSettingAction } from '../useSettingAction';

export interface UseFixedOrderSettingsOptions {
  /** The fixed order (§3) as the orders list has it. */
  order: FixedOrder;
  /** The current time in ms, for the 1-hour maturity lock (§9). @default the provider's clock (WealthProvider `now`) */
  now?: () => number;
}

export interface FixedOrderSettings {
  /** §4 locks of early redeem, reinvest and redeem-to, each with its tooltip reason. */
  locks: FixedOrderLocks;
  /** §3 reinvest_status is on. */
  reinvestOn: boolean;
  /** What the redeem-to cell shows; 'none' ('--') while reinvestment is on (§2, §4). */
  redeemTo: RedeemToDisplay;
  /**
   * PUT user/reinvest-status/{order_id}; toasts 'reinvest.enabled' / 'reinvest.disabled' (§8) and
   * reloads the orders (the exchange also moves the redeem account, §4). Does nothing while locked.
   */
  setReinvest: (on: boolean) => Promise<SettingActionState<unknown> | null>;
  reinvestPending: boolean;
  /** PUT user/redeem-account-type/{order_id}; toasts 'modified'. Does nothing while locked. */
  setRedeemTo: (type: RedeemAccountType) => Promise<SettingActionState<unknown> | null>;
  redeemToPending: boolean;
}

/**
 * A fixed order's per-order settings (§2, §4): auto reinvest and the redeem-to account, behind the
 * §4 locks. Settings move no money, so they go through `useSettingAction` (no idempotency key).
 */
export function useFixedOrderSettings({
  order,
  now: givenNow,
}: UseFixedOrderSettingsOptions): FixedOrderSettings {
  const { now: providerNow } = useWealth();
  const now = givenNow ?? providerNow;
  const locks = fixedOrderLocks(order, now());
  const reinvest = useSettingAction<boolean, unknown>({
    context: 'reinvest',
    send: (client, on) =>
      fixedApi(client).setReinvestStatus(order.order_id, {
        reinvest_status: on ? REINVEST_STATUS.ON : REINVEST_STATUS.OFF,
      }),
    successMessage: (on) => ({ key: on ? 'reinvest.enabled' : 'reinvest.disabled' }),
    invalidates: [TOPICS.earnFixedOrders],
  });
  const redeemTo = useSettingAction<RedeemAccountType, unknown>({
    context: 'reinvest',
    send: (client, type) =>
      fixedApi(client).setRedeemAccountType(order.order_id, { redeem_account_type: type }),
    successMessage: () => ({ key: 'modified' }),
    invalidates: [TOPICS.earnFixedOrders],
  });
  const reinvestLocked = locks.reinvest.locked;
  const redeemToLocked = locks.redeemTo.locked;
  const runReinvest = reinvest.run;
  const runRedeemTo = redeemTo.run;
  const setReinvest = useCallback(
    async (on: boolean) => (reinvestLocked ? null : runReinvest(on)),
    [reinvestLocked, runReinvest],
  );
  const setRedeemTo = useCallback(
    async (type: RedeemAccountType) => (redeemToLocked ? null : runRedeemTo(type)),
    [redeemToLocked, runRedeemTo],
  );
  return {
    locks,
    reinvestOn: order.reinvest_status === REINVEST_STATUS.ON,
    redeemTo: redeemToDisplay(order),
    setReinvest,
    reinvestPending: reinvest.pending,
    setRedeemTo,
    redeemToPending: redeemTo.pending,
  };
}
