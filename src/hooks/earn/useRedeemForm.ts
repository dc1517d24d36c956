import { useCallback, useEffect, useState } from 'react';
import type { FlexibleHolding, FlexibleRedeemResult } from '../../api';
import { simpleEarnApi } from '../../api/endpoints/simpleEarn';
import {
  capRedeemAmount,
  checkFlexibleRedeem,
  coinAmountPrecision,
  exceedsPrecision,
  FLEXIBLE_REDEEM_AUTO_TRANSFER_DEFAULT,
  type FlexibleRedeemCheck,
  flexibleRedeemable,
  REDEEM_DEBOUNCE_MS,
  roundDown,
  type SuccessPayload,
} from '../../domain';
import { FLEXIBLE_REDEEM_SNAPSHOT, flexibleRedeemBody } from '../../flows/redeem';
import { earnRedeemMessages } from '../../i18n/features/earnRedeem';
import { TOPICS } from '../../state/topics';
import { useWealth } from '../context';
import { type ReadFailure, readFailure } from '../readFailure';
import { useMessages } from '../useMessages';
import { type MoneyActionState, useMoneyAction } from '../useMoneyAction';
import { useWealthQuery } from '../useWealthQuery';
import { lendEarnCoinRead } from './redeemOpenReads';
import { coinInfoRead } from './subscribeOpenReads';
import { useDebouncedValue } from './useDebouncedValue';
import { useFlexibleHolding } from './useFlexibleHolding';

export interface UseRedeemFormOptions {
  /** The coin to redeem from Simple Earn flexible. */
  asset: string;
  /** Loads and runs only while true. @default true */
  enabled?: boolean;
  /** Called once the exchange accepted the redemption (executed, or an application on code 213). */
  onSuccess?: (payload: SuccessPayload) => void;
}

/** The accepted redemption: 'submitted' is the code-213 application (§4, §8). */
export interface RedeemResult {
  amount: string;
  outcome: FlexibleRedeemResult['outcome'];
}

export interface RedeemForm {
  asset: string;
  /** Decimals the amount takes: the coin's precision (§5), at most 8. */
  precision: number;
  /** §2 auto-transfer: accept a redemption paid later (code 213); `FLEXIBLE_REDEEM_AUTO_TRANSFER_DEFAULT`. */
  autoTransfer: boolean;
  setAutoTransfer: (on: boolean) => void;
  status: 'loading' | 'ready' | 'error';
  /** A read the form needs failed after its retries: show it with Retry; the form cannot be sent. */
  readError: ReadFailure | null;
  /** The holding (§3), null when the customer holds none. */
  holding: FlexibleHolding | null | undefined;
  /** §5: curr_amount − frozen_amount − margin_frozen_amount. */
  redeemable: string;
  /** §3 interest: what the last hour paid. */
  lastHourReward: string | undefined;
  amount: string;
  /** Sets the amount, capped at the redeemable amount (§5). */
  setAmount: (amount: string) => void;
  /** The last amount set was above the redeemable amount and was cut to it (§5), so say so. */
  capped: boolean;
  fillMax: () => void;
  /** §5 check of the settled (200 ms) amount. */
  check: FlexibleRedeemCheck;
  /** Whether Redeem may be pressed now: the §5 check of the amount as typed, not the settled one. */
  canSubmit: boolean;
  submit: () => Promise<void>;
  state: MoneyActionState<RedeemResult>;
  /** Back to idle, e.g. when the result is dismissed. */
  reset: () => void;
}

/**
 * The headless Simple Earn flexible redeem flow (§2, §5): redeemable amount, Max, the 0.000001
 * minimum and the lend-ratio warning, the funding-lock check, the send (fund password, one key),
 * the 213 application outcome and the refresh of holdings and balances.
 */
export function useRedeemForm(options: UseRedeemFormOptions): RedeemForm {
  const { asset, enabled = true, onSuccess } = options;
  useMessages(earnRedeemMessages);
  const { client, user } = useWealth();
  const holdingQuery = useFlexibleHolding(asset, enabled);
  const detail = coinInfoRead(asset, user, user.verified, 'redeem');
  const detailQuery = useWealthQuery(enabled ? detail.key : null, detail.load, detail.options);
  // §5: the coin's decimals; the form uses 8 until they are known and if the read fails.
  const coin = lendEarnCoinRead(asset);
  const coinQuery = useWealthQuery(enabled ? coin.key : null, coin.load, coin.options);
  const precision = coinAmountPrecision(coinQuery.data?.precision);
  const [autoTransfer, setAutoTransfer] = useState(FLEXIBLE_REDEEM_AUTO_TRANSFER_DEFAULT);
  const holding = holdingQuery.data;
  const redeemable = holding ? flexibleRedeemable(holding) : '0';
  const [amount, setAmountState] = useState('');
  // Digits typed before the coin's precision arrived are cut to it, so the field shows what is sent.
  useEffect(() => {
    setAmountState((typed) => (exceedsPrecision(typed, precision) ? roundDown(typed, precision) : typed));
  }, [precision]);
  const [settled, settle] = useDebouncedValue(amount, REDEEM_DEBOUNCE_MS);
  const check = checkFlexibleRedeem({ amount: settled, lendRatio: detailQuery.data?.lend_ratio });

  const summarize = (input: { amount: string }): SuccessPayload => ({
    widget: 'redeem',
    coin: asset,
    amount: input.amount,
    pid: '0',
  });
  const action = useMoneyAction<{ amount: string; autoTransfer: boolean }, RedeemResult>({
    context: 'redeem',
    flow: 'redeem',
    scope: `redeem:${asset}`,
    snapshot: FLEXIBLE_REDEEM_SNAPSHOT,
    summarize,
    precheck: () => simpleEarnApi(client).assertFundsUnlocked('redeem'),
    send: async (input, money) => {
      const result = await simpleEarnApi(client).redeem(
        flexibleRedeemBody(asset, input.amount, holding, input.autoTransfer),
        money,
      );
      return { amount: input.amount, outcome: result.outcome };
    },
    invalidates: [TOPICS.earnHoldings],
    onSuccess: (_result, input) => {
      onSuccess?.(summarize(input));
    },
  });

  const [capped, setCapped] = useState(false);
  const setAmount = useCallback(
    (value: string) => {
      const next = capRedeemAmount(value, redeemable, precision);
      setCapped(next !== value);
      setAmountState(next);
    },
    [redeemable, precision],
  );
  const readError = readFailure(holdingQuery, detailQuery);
  // The button follows the amount as typed, checked now (§5); only the error under the field waits
  // for the §9 debounce (a press straight after typing did nothing while it waited too).
  const now =
    settled === amount ? check : checkFlexibleRedeem({ amount, lendRatio: detailQuery.data?.lend_ratio });
  const canSubmit = readError === null && now.canConfirm && holding !== undefined && holding !== null;

  const submit = useCallback(async () => {
    // The amount as it is now must pass §5, whatever the debounce showed.
    if (!checkFlexibleRedeem({ amount }).canConfirm) return;
    await action.run({ amount, autoTransfer });
  }, [amount, autoTransfer, action]);

  return {
    asset,
    precision,
    autoTransfer,
    setAutoTransfer,
    status: holdingQuery.status === 'error' ? 'error' : holding === undefined ? 'loading' : 'ready',
    readError,
    holding,
    redeemable,
    lastHourReward: holding?.interest,
    amount,
    setAmount,
    capped,
    fillMax: () => {
      const max = roundDown(redeemable, precision);
      setCapped(false);
      setAmountState(max);
      // Max is not typing: any message shows at once, not after the debounce.
      settle(max);
    },
    check,
    canSubmit,
    submit,
    state: action.state,
    reset: action.reset,
  };
}
