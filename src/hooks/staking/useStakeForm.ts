import { useEffect, useReducer, useState } from 'react';
import type { Id } from '../../api';
import { ESTIMATE_DECIMALS, STAKING_PRECISION } from '../../domain/constants';
import { dec, toPlaces } from '../../domain/decimal';
import { BONUS_STATUS, STAKE_MODE, type StakingModalTarget } from '../../domain/enums';
import type { OpenPagePayload, ReopenStakePayload, SuccessPayload } from '../../domain/events';
import {
  checkStake,
  type StakeCheck,
  type StakingCap,
  stakingAvailable,
  stakingCap,
  stakingDailyReward,
  stakingLadderDailyReward,
  stakingMaxAmount,
} from '../../domain/staking';
import { initialStakingModalState, stakingModalReducer } from '../../domain/stakingModal';
import { stakingMessages } from '../../i18n/features/staking';
import { useWealth } from '../context';
import { readFailure } from '../readFailure';
import { useBalance } from '../useBalance';
import { useMessages } from '../useMessages';
import { type MoneyActionState, useMoneyAction } from '../useMoneyAction';
import { useWealthQuery } from '../useWealthQuery';
import type { MoneyWidgetProps } from '../useWidgetOpen';
import { useWidgetOpen } from '../useWidgetOpen';
import {
  STAKING_HOLDINGS_PATH,
  STAKING_TOPICS,
  STAKING_TRANSFER_PATH,
  type StakingProductState,
  stakingHoldingsQuery,
  useStakingProduct,
} from './useStakingProduct';

export interface UseStakeFormOptions extends MoneyWidgetProps {
  /** The coin to stake (§2 /staking/{coin}). */
  coin: string;
  /** The source of return (§2 query pid). @default -1 (none; a multi-source product starts on its first) */
  pid?: Id;
  /** An in-dialog link wants a page (the embed's `open_page`); the provider's navigate when absent. */
  onOpenPage?: (payload: OpenPagePayload) => void;
  /** Continue staking was pressed after a success (the embed's `reopen_stake`). */
  onReopenStake?: (payload: ReopenStakePayload) => void;
}

/** The estimated daily reward of the amount (§5): base rate plus the ladder bonus while it runs. */
export interface StakeEstimate {
  readonly base: string;
  readonly bonus: string;
  readonly total: string;
}

export interface StakeForm extends StakingProductState {
  open: boolean;
  setOpen(open: boolean): void;
  target: StakingModalTarget;
  navigate(target: StakingModalTarget): void;
  /** §4: back from rate, FAQ and bonus rules returns to main. */
  back(): void;
  amount: string;
  setAmount(amount: string): void;
  agreed: boolean;
  setAgreed(agreed: boolean): void;
  /** §5 available: balance, minus loans when the coin lacks unified-account staking. */
  available: string | undefined;
  cap: StakingCap | undefined;
  /** What the customer already stakes in this source. */
  holding: string | undefined;
  /** Fills the amount with min(available, remaining cap). */
  fillMax(): void;
  check: StakeCheck;
  estimate: StakeEstimate;
  /** Staking converts or pays out another coin, so the order is confirmed first. */
  confirmationRequired: boolean;
  confirming: boolean;
  /** Stake pressed: shows the confirmation when required, else sends. */
  requestStake(): void;
  cancelConfirmation(): void;
  /** Sends the stake (from the confirmation or directly). */
  submit(): void;
  action: MoneyActionState<unknown>;
  /** The amount of the last successful stake. */
  stakedAmount: string;
  continueStaking(): void;
  viewHolding(): void;
  goToWeb3Tasks(): void;
  openTransfer(): void;
  openAgreement(): void;
  trendOpen: boolean;
  setTrendOpen(open: boolean): void;
}

/**
 * The headless stake dialog (§2 "Stake dialog", §4 targets, §5 staking stake rules): reads, the
 * modal-target reducer, validation, the estimate and the stake itself through useMoneyAction.
 */
export function useStakeForm(options: UseStakeFormOptions): StakeForm {
  useMessages(stakingMessages);
  const wealth = useWealth();
  const [open, setOpen] = useWidgetOpen('stake', options, () => {
    setConfirming(false);
    setTrendOpen(false);
    action.reset();
  });
  const product = useStakingProduct({
    coin: options.coin,
    ...(options.pid === undefined ? {} : { pid: options.pid }),
    enabled: open,
    ...(options.onOpenPage ? { onOpenPage: options.onOpenPage } : {}),
  });
  const { coin, pid, supported } = product;
  const [state, dispatch] = useReducer(stakingModalReducer, undefined, () => initialStakingModalState());
  const [confirming, setConfirming] = useState(false);
  const [stakedAmount, setStakedAmount] = useState('');
  const [trendOpen, setTrendOpen] = useState(false);

  // The stake dialog never starts on the redemption-type selector (that is the redeem dialog's
  // credit-debt start, §4), so it opens with quick redeem left out of the context.
  useEffect(() => {
    if (open && !state.open)
      dispatch({ type: 'open', context: { mode: product.mode, hasQuickRedeem: false } });
    if (!open && state.open) dispatch({ type: 'close' });
  }, [open, state.open, product.mode]);

  const loggedIn = wealth.user.isLogin;
  const reads = open && supported && loggedIn;
  const balanceState = useBalance(reads ? coin : undefined);
  const { balance } = balanceState;
  const loans = useWealthQuery(
    reads ? ['staking.loans', coin] : null,
    (client, signal) => client.staking.userLoans({ coin }, { signal }),
    { topic: STAKING_TOPICS.USER },
  );
  const settings = useWealthQuery(reads ? ['borrow-coin-settings', coin] : null, (client, signal) =>
    client.shared.borrowCoinSettings({ coin }, { signal }),
  );

  const available =
    balance && loans.data && settings.data
      ? stakingAvailable({
          balance: balance.available,
          loans: loans.data[coin] ?? '0',
          coinSupportsStaking: Boolean(settings.data.is_support_staking),
        })
      : undefined;
  const holding = product.userInfo?.mortgage_amount;
  const p = product.product;
  const cap =
    p && holding !== undefined
      ? stakingCap({
          personalLimit: p.personal_mortgage_limit,
          crowdLimit: p.crowd_mortgage_limit,
          isCrowd: Boolean(product.userInfo?.is_crowd),
          staked: holding,
        })
      : p && (p.personal_mortgage_limit === '-1' || !loggedIn)
        ? stakingCap({ personalLimit: p.personal_mortgage_limit, staked: '0' })
        : undefined;

  const readError =
    product.readError ?? readFailure(reads && balanceState, reads && loans, reads && settings);

  const check = checkStake({
    amount: state.amount,
    coin,
    minAmount: p?.min_mortgage_amount ?? '0',
    available: available ?? '0',
    cap: cap ?? null,
    agreed: state.agreed,
  });

  const bonusActive = product.bonus?.status === BONUS_STATUS.PROCESSING;
  const amountForEstimate = check.error === null && state.amount !== '' ? state.amount : '0';
  const base = stakingDailyReward(amountForEstimate, p?.base_rate ?? '0');
  const bonus =
    bonusActive && product.bonus
      ? stakingLadderDailyReward(amountForEstimate, product.bonus.tiers)
      : toPlaces('0', ESTIMATE_DECIMALS);
  const estimate = { base, bonus, total: toPlaces(dec(base).plus(bonus), ESTIMATE_DECIMALS) };

  const confirmationRequired = product.isExchangeType || product.mode === STAKE_MODE.CREDIT_DEBT;

  const { onSuccess, onReopenStake } = options;
  const summarize = ({ amount }: { amount: string }): SuccessPayload => ({
    widget: 'stake',
    coin,
    amount,
    ...(pid === '-1' ? {} : { pid }),
  });
  const action = useMoneyAction<{ amount: string }, unknown>({
    context: 'stake',
    flow: 'stake',
    invalidates: [STAKING_TOPICS.USER, STAKING_TOPICS.PRODUCT],
    scope: `stake:${coin}:${pid}`,
    summarize,
    visible: open,
    send: ({ amount }, money) =>
      wealth.client.staking.stake({ coin, amount, ...(pid === '-1' ? {} : { pid }) }, money),
    onSuccess: (_result, input) => {
      setConfirming(false);
      setStakedAmount(input.amount);
      dispatch({ type: 'stakeSucceeded' });
      onSuccess?.(summarize(input));
    },
  });

  const submit = () => {
    if (!check.canStake || readError) return;
    void action.run({ amount: state.amount });
  };

  return {
    ...product,
    readError,
    open,
    setOpen,
    target: state.target,
    navigate: (target) => dispatch({ type: 'navigate', target }),
    back: () => dispatch({ type: 'back' }),
    amount: state.amount,
    setAmount: (amount) => dispatch({ type: 'setAmount', amount }),
    agreed: state.agreed,
    setAgreed: (agreed) => dispatch({ type: 'setAgreed', agreed }),
    available,
    cap,
    holding,
    fillMax: () => {
      if (available === undefined || !cap) return;
      dispatch({ type: 'setAmount', amount: stakingMaxAmount(available, cap, STAKING_PRECISION) });
    },
    check,
    estimate,
    confirmationRequired,
    confirming,
    requestStake: () => {
      if (!wealth.requireLogin()) return;
      if (!check.canStake) return;
      if (confirmationRequired) setConfirming(true);
      else submit();
    },
    cancelConfirmation: () => setConfirming(false),
    submit,
    action: action.state,
    stakedAmount,
    continueStaking: () => {
      action.reset();
      dispatch({ type: 'continueStaking' });
      onReopenStake?.({ coin, ...(pid === '-1' ? {} : { pid }) });
    },
    viewHolding: () => product.openPage(STAKING_HOLDINGS_PATH, stakingHoldingsQuery(coin, p)),
    goToWeb3Tasks: () => {
      if (product.bonus?.taskHref) product.openPage(product.bonus.taskHref);
    },
    openTransfer: () => product.openPage(STAKING_TRANSFER_PATH, { asset: coin }),
    openAgreement: () => {
      if (p?.agreement) product.openPage(p.agreement);
    },
    trendOpen,
    setTrendOpen,
  };
}
