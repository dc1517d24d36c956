import { useMemo, useState } from 'react';
import type { Id, LaunchPoolProject, LaunchPoolUserStatistics, RewardPool } from '../../api';
import { launchPoolApi } from '../../api/endpoints/launchPool';
import { LAUNCH_POOL_STATE, type LaunchPoolState } from '../../domain/enums';
import type { SuccessPayload } from '../../domain/events';
import {
  type LaunchPoolStakeCheck,
  launchPoolMaxStake,
  launchPoolRemainingQuota,
  launchPoolStakeChecker,
} from '../../domain/launchPool';
import { launchPoolPosition, offersAutoTransfer } from '../../flows/launchPool';
import { TOPICS } from '../../state/topics';
import { lastAmount, type TypedForm, useLiveAmount } from '../formStore';
import { anyReadFailure, type ReadFailure } from '../readFailure';
import { type MoneyActionState, useMoneyAction } from '../useMoneyAction';
import type { WealthQuery } from '../useWealthQuery';
import type { MoneyWidgetProps } from '../useWidgetOpen';
import { useLaunchPoolDialog } from './useLaunchPoolDialog';
import { useLaunchPoolAvailable } from './useLaunchPoolProject';

export interface UseLaunchPoolStakeFormOptions extends MoneyWidgetProps {
  /** The launch pool project (§7 project-info projectId, create-order pid). */
  pid: Id;
  /** The reward pool whose tab is shown first. @default the project's first lock pool */
  defaultRid?: Id;
}

export interface LaunchPoolStakeForm {
  open: boolean;
  setOpen(open: boolean): void;
  projectQuery: WealthQuery<LaunchPoolProject>;
  /** A read failed after its retries: show it with Retry; nothing can be staked. */
  readError: ReadFailure | null;
  /** The project's coin (what the pools reward), once loaded. */
  projectCoin: string | undefined;
  /** §4 project state; staking is only possible in progress. */
  state: LaunchPoolState;
  /** §2: one tab per lock pool; multi-mining pools are excluded. */
  pools: RewardPool[];
  /** The selected pool's rid, as a string (the tab value). */
  rid: string;
  setRid(rid: string): void;
  pool: RewardPool | undefined;
  statistics: LaunchPoolUserStatistics | undefined;
  amount: string;
  setAmount(amount: string): void;
  /** §5 available balance (minus borrowed when the coin lacks launch pool support). */
  available: string | undefined;
  /** What the user has staked in the pool. */
  staked: string | undefined;
  /** Personal max − staked, capped by the pool's total quota left. */
  remainingQuota: string | undefined;
  /** §5: nothing left to stake (the button reads used up). */
  usedUp: boolean;
  /** §5 Max = min(available, remaining quota) at the pool's decimal_place. */
  fillMax(): void;
  check: LaunchPoolStakeCheck;
  /** The auto-transfer checkbox (§2, simpleEarnStatus); only offered when the pool's simple_earn is 1. */
  autoTransfer: boolean;
  setAutoTransfer(on: boolean): void;
  autoTransferAvailable: boolean;
  /** Confirm is enabled: in progress, a valid amount, quota left, not sending. */
  canConfirm: boolean;
  /** Confirm pressed: asks to log in when logged out, else sends create-order. */
  confirm(): void;
  action: MoneyActionState<unknown>;
}

/** Before the pool and the user's stake are known nothing can be checked or confirmed. */
const NOT_LOADED: LaunchPoolStakeCheck = { error: null, confirm: 'disabled', canConfirm: false };

/**
 * The headless launch pool stake modal (§2 "Launch pool stake and redeem modals", §5, §7): reads,
 * the pool tabs, §5 validation, Max, and create-order through useMoneyAction (fund password, §8
 * tracking of the failure reason).
 */
export function useLaunchPoolStakeForm(options: UseLaunchPoolStakeFormOptions): LaunchPoolStakeForm {
  const core = useLaunchPoolStakeCore(options);
  return { ...core, ...useLiveAmount(core) };
}

/** What the typed amount decides (the §5 check, Confirm): derived on each key by the parts showing it. */
export type LaunchPoolStakeLive = Pick<LaunchPoolStakeForm, 'amount' | 'check' | 'usedUp' | 'canConfirm'>;

/** The stake form without what the amount decides, and how to derive that (`TypedForm`). */
export type LaunchPoolStakeCore = Omit<LaunchPoolStakeForm, keyof LaunchPoolStakeLive> &
  TypedForm<LaunchPoolStakeLive>;

/**
 * `useLaunchPoolStakeForm` for a widget whose parts read the amount themselves: the returned core
 * does not change with a keystroke, so the component holding it does not render on one.
 */
export function useLaunchPoolStakeCore(options: UseLaunchPoolStakeFormOptions): LaunchPoolStakeCore {
  const dialog = useLaunchPoolDialog('launch-pool-stake', options, () => action.reset());
  const { wealth, open, setOpen, project, amountCell, setAmount } = dialog;
  const [chosenRid, setChosenRid] = useState<string | undefined>(
    options.defaultRid === undefined ? undefined : String(options.defaultRid),
  );
  const [autoTransfer, setAutoTransfer] = useState(false);

  const pools = project.lockPools;
  const pool = pools.find((p) => String(p.rid) === chosenRid) ?? pools[0];
  const rid = pool ? String(pool.rid) : (chosenRid ?? '');
  const statistics = project.statisticsOf(pool);
  const staked = statistics?.amount ?? (wealth.user.isLogin ? undefined : '0');
  const funds = useLaunchPoolAvailable(pool?.coin);
  const { available } = funds;
  const readError = anyReadFailure(project.readError, funds.readError);
  const position = useMemo(
    () => (pool && staked !== undefined ? launchPoolPosition(pool, staked) : undefined),
    [pool, staked],
  );
  const remainingQuota = position ? launchPoolRemainingQuota(position) : undefined;
  const coin = pool?.coin ?? '';
  // Made with the position and balance, not on each key: a key then parses only the amount.
  const checkStake = useMemo(
    () => (position ? launchPoolStakeChecker(position, available ?? null, coin) : undefined),
    [position, available, coin],
  );
  const autoTransferAvailable = offersAutoTransfer(pool);
  const inProgress = project.state === LAUNCH_POOL_STATE.IN_PROGRESS;

  const { onSuccess } = options;
  const summarize = (input: { amount: string }): SuccessPayload => ({
    widget: 'launch-pool-stake',
    coin,
    amount: input.amount,
    pid: String(options.pid),
  });
  const action = useMoneyAction<{ rid: Id; amount: string; simpleEarnStatus: 0 | 1 }, unknown>({
    context: 'launch-pool',
    flow: 'launch-pool-stake',
    invalidates: [TOPICS.launchPool],
    scope: `launch-pool-stake:${options.pid}`,
    summarize,
    visible: open,
    toastsOwnSuccess: true,
    send: (input, money) => launchPoolApi(wealth.client).createOrder({ pid: options.pid, ...input }, money),
    onSuccess: (_result, input) => {
      setAmount('');
      wealth.toast('success', {
        key: 'launchPool.stake.success',
        params: { amount: input.amount, coin },
      });
      onSuccess?.(summarize(input));
    },
  });

  const live = lastAmount((amount): LaunchPoolStakeLive => {
    const check = checkStake ? checkStake(amount) : NOT_LOADED;
    const canConfirm =
      inProgress && available !== undefined && check.canConfirm && action.state.status !== 'pending';
    return { amount, check, usedUp: check.confirm === 'used-up', canConfirm };
  });

  return {
    open,
    setOpen,
    projectQuery: project.projectQuery,
    readError,
    projectCoin: project.project?.coin,
    state: project.state,
    pools,
    rid,
    setRid: (next) => {
      setChosenRid(next);
      setAmount('');
      setAutoTransfer(false);
      action.reset();
    },
    pool,
    statistics,
    amountCell,
    live,
    setAmount,
    available,
    staked,
    remainingQuota,
    fillMax: () => {
      if (!position || available === undefined) return;
      setAmount(launchPoolMaxStake(position, available));
    },
    autoTransfer: autoTransferAvailable && autoTransfer,
    setAutoTransfer,
    autoTransferAvailable,
    confirm: () => {
      if (!wealth.requireLogin()) return;
      // The amount as typed now, not as of this render.
      const { amount, canConfirm } = live(amountCell.get());
      if (!canConfirm || !pool) return;
      void action.run({
        rid: pool.rid,
        amount,
        simpleEarnStatus: autoTransferAvailable && autoTransfer ? 1 : 0,
      });
    },
    action: action.state,
  };
}
