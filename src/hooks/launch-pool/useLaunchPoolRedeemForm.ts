import { useState } from 'react';
import type { Id, LaunchPoolProject, LaunchPoolUserStatistics, RewardPool } from '../../api';
import { launchPoolApi } from '../../api/endpoints/launchPool';
import type { SuccessPayload } from '../../domain/events';
import {
  checkLaunchPoolRedeem,
  type LaunchPoolRedeemCheck,
  launchPoolMaxRedeem,
} from '../../domain/launchPool';
import { offersAutoTransfer } from '../../flows/launchPool';
import { TOPICS } from '../../state/topics';
import { useCellAmount } from '../formStore';
import type { ReadFailure } from '../readFailure';
import { type MoneyActionState, useMoneyAction } from '../useMoneyAction';
import type { WealthQuery } from '../useWealthQuery';
import type { MoneyWidgetProps } from '../useWidgetOpen';
import { useLaunchPoolDialog } from './useLaunchPoolDialog';

export interface UseLaunchPoolRedeemFormOptions extends MoneyWidgetProps {
  /** The launch pool project (§7 pid). */
  pid: Id;
  /** The reward pool to redeem from (§7 rid). */
  rid: Id;
}

export interface LaunchPoolRedeemForm {
  open: boolean;
  setOpen(open: boolean): void;
  projectQuery: WealthQuery<LaunchPoolProject>;
  /** A read failed after its retries: show it with Retry; nothing can be redeemed. */
  readError: ReadFailure | null;
  pool: RewardPool | undefined;
  statistics: LaunchPoolUserStatistics | undefined;
  amount: string;
  setAmount(amount: string): void;
  /** What can be redeemed: the amount staked in the pool. */
  redeemable: string | undefined;
  /** §3 lastHourRewardAmount. */
  lastHourReward: string | undefined;
  /** Max fills the staked amount at the pool's decimal_place. */
  fillMax(): void;
  check: LaunchPoolRedeemCheck;
  /** The auto-transfer checkbox (§2, simpleEarnStatus); only offered when the pool's simple_earn is 1. */
  autoTransfer: boolean;
  setAutoTransfer(on: boolean): void;
  autoTransferAvailable: boolean;
  canConfirm: boolean;
  /** Confirm pressed: asks to log in when logged out, else sends redeem. */
  confirm(): void;
  action: MoneyActionState<unknown>;
}

const NOT_LOADED: LaunchPoolRedeemCheck = { error: null, canConfirm: false };

/**
 * The headless launch pool redeem modal (§2, §5 redeem, §7): redeemable, last-hour reward, the
 * current-max and minimum rules, and redeem through useMoneyAction.
 */
export function useLaunchPoolRedeemForm(options: UseLaunchPoolRedeemFormOptions): LaunchPoolRedeemForm {
  const dialog = useLaunchPoolDialog('launch-pool-redeem', options, () => action.reset());
  const { wealth, open, setOpen, project, setAmount } = dialog;
  const amount = useCellAmount(dialog.amountCell);
  const [autoTransfer, setAutoTransfer] = useState(false);
  const pool = project.project?.reward_pools.find((p) => String(p.rid) === String(options.rid));
  const statistics = project.statisticsOf(pool);
  const redeemable = statistics?.amount;
  const coin = pool?.coin ?? '';
  const check =
    pool && redeemable !== undefined
      ? checkLaunchPoolRedeem(amount, redeemable, pool.decimal_place, coin)
      : NOT_LOADED;
  const autoTransferAvailable = offersAutoTransfer(pool);

  const { onSuccess } = options;
  const summarize = (input: { amount: string }): SuccessPayload => ({
    widget: 'launch-pool-redeem',
    coin,
    amount: input.amount,
    pid: String(options.pid),
  });
  const action = useMoneyAction<{ amount: string; simpleEarnStatus: 0 | 1 }, unknown>({
    context: 'launch-pool',
    flow: 'launch-pool-redeem',
    invalidates: [TOPICS.launchPool],
    scope: `launch-pool-redeem:${options.pid}:${options.rid}`,
    summarize,
    visible: open,
    toastsOwnSuccess: true,
    send: (input, money) =>
      launchPoolApi(wealth.client).redeem({ pid: options.pid, rid: options.rid, ...input }, money),
    onSuccess: (_result, input) => {
      setAmount('');
      wealth.toast('success', { key: 'launchPool.redeem.success', params: { amount: input.amount, coin } });
      onSuccess?.(summarize(input));
    },
  });
  const canConfirm = check.canConfirm && action.state.status !== 'pending';

  return {
    open,
    setOpen,
    projectQuery: project.projectQuery,
    readError: project.readError,
    pool,
    statistics,
    amount,
    setAmount,
    redeemable,
    lastHourReward: statistics?.lastHourRewardAmount,
    fillMax: () => {
      if (pool && redeemable !== undefined) setAmount(launchPoolMaxRedeem(redeemable, pool.decimal_place));
    },
    check,
    autoTransfer: autoTransferAvailable && autoTransfer,
    setAutoTransfer,
    autoTransferAvailable,
    canConfirm,
    confirm: () => {
      if (!wealth.requireLogin()) return;
      if (!canConfirm) return;
      void action.run({ amount, simpleEarnStatus: autoTransferAvailable && autoTransfer ? 1 : 0 });
    },
    action: action.state,
  };
}
