import { useMemo, useState } from 'react';
import { sharedApi } from '../../api/endpoints/shared';
import { stakingApi } from '../../api/endpoints/staking';
import { transferRoute } from '../../domain/accountMode';
import { STAKING_PRECISION } from '../../domain/constants';
import { documentLink } from '../../domain/links';
import { checkStake, stakingConversion, stakingMaxAmount } from '../../domain/staking';
import {
  NO_STAKE_ESTIMATE,
  sourceField,
  stakeAvailable,
  stakeCap,
  stakeEstimate,
  stakeNeedsConfirmation,
} from '../../flows/staking';
import { stakingMessages } from '../../i18n/features/staking';
import { TOPICS } from '../../state/topics';
import { useWealth } from '../context';
import { type AmountCell, lastAmount, type TypedForm, useLiveAmount } from '../formStore';
import { anyReadFailure, readFailure } from '../readFailure';
import { useAccountMode } from '../useAccountMode';
import { useBalance } from '../useBalance';
import { useMessages } from '../useMessages';
import { useMoneyAction } from '../useMoneyAction';
import { useWealthQuery } from '../useWealthQuery';
import type { StakeForm, UseStakeFormOptions } from './stakingForms';
import { useStakingDialog } from './useStakingDialog';

export type { StakeEstimate } from '../../flows/staking';
export type { StakeForm, UseStakeFormOptions } from './stakingForms';

/** What the typed amount decides (§5 check, estimate): derived on each key by the parts that show it. */
export type StakeLive = Pick<StakeForm, 'amount' | 'check' | 'estimate' | 'exchangeEstimate'>;

/** The stake form without what the amount decides, and how to derive that (`TypedForm`). */
export type StakeCore = Omit<StakeForm, keyof StakeLive> & TypedForm<StakeLive>;

/**
 * The headless stake dialog (§2 "Stake dialog", §4 targets, §5 staking stake rules): reads, the
 * modal-target reducer, validation, the estimate and the stake itself through useMoneyAction.
 */
export function useStakeForm(options: UseStakeFormOptions): StakeForm {
  const core = useStakeCore(options);
  return { ...core, ...useLiveAmount(core) };
}

/**
 * `useStakeForm` for a widget whose parts read the amount themselves: the returned core does not
 * change with a keystroke, so the component holding it does not render on one.
 */
export function useStakeCore(options: UseStakeFormOptions): StakeCore {
  useMessages(stakingMessages);
  const wealth = useWealth();
  // §6: the Transfer shortcut opens the unified account for a unified-account customer.
  const { mode: accountMode } = useAccountMode();
  // The stake dialog never starts on the redemption-type selector (that is the redeem dialog's
  // credit-debt start, §4), so it opens at once with quick redeem left out of the context.
  const dialog = useStakingDialog(
    'stake',
    options,
    () => {
      setConfirming(false);
      setTrendOpen(false);
      action.reset();
    },
    () => ({ ready: true, hasQuickRedeem: false }),
  );
  const { open, setOpen, product, state, dispatch, summarize } = dialog;
  const { coin, pid, supported } = product;
  const [confirming, setConfirming] = useState(false);
  const [stakedAmount, setStakedAmount] = useState('');
  const [trendOpen, setTrendOpen] = useState(false);

  const loggedIn = wealth.user.isLogin;
  const reads = open && supported && loggedIn;
  const balanceState = useBalance(reads ? coin : undefined);
  const { balance } = balanceState;
  const loans = useWealthQuery(
    reads ? ['staking.loans', coin] : null,
    (client, signal) => stakingApi(client).userLoans({ coin }, { signal }),
    { topic: TOPICS.stakingUser },
  );
  const settings = useWealthQuery(reads ? ['borrow-coin-settings', coin] : null, (client, signal) =>
    sharedApi(client).borrowCoinSettings({ coin }, { signal }),
  );

  const available = stakeAvailable(
    balance?.available,
    loans.data,
    settings.data ? Boolean(settings.data.is_support_staking) : undefined,
    coin,
  );
  const holding = product.userInfo?.mortgage_amount;
  const p = product.product;
  const userInfo = product.userInfo;
  const cap = useMemo(() => stakeCap(p, userInfo, loggedIn), [p, userInfo, loggedIn]);

  const readError = anyReadFailure(
    product.readError,
    readFailure(reads && balanceState, reads && loans, reads && settings),
  );

  const live = lastAmount((amount): StakeLive => {
    const check = checkStake({
      amount,
      coin,
      minAmount: p?.min_mortgage_amount ?? '0',
      available: available ?? null,
      cap: cap ?? null,
      agreed: state.agreed,
    });
    // A key the check refuses (most keys past the balance) skips the arithmetic of an estimate of
    // nothing, and only an exchange-type product converts.
    const stakeable = check.error === null && amount !== '';
    return {
      amount,
      check,
      estimate: stakeable
        ? stakeEstimate(amount, p, product.bonus, product.vipMatch?.vip_sale ?? null)
        : NO_STAKE_ESTIMATE,
      exchangeEstimate: p && product.isExchangeType ? stakingConversion(amount || '0', p.exchange_rate) : '0',
    };
  });
  const amountCell = useMemo<AmountCell>(
    () => ({
      get: () => dialog.store.get().amount,
      set: (amount) => dialog.store.dispatch({ type: 'setAmount', amount }),
      subscribe: dialog.store.subscribe,
    }),
    [dialog.store],
  );
  /** The amount as typed now and what it decides: read when the customer acts, not at render. */
  const now = () => live(amountCell.get());
  const confirmationRequired = stakeNeedsConfirmation(product.isExchangeType, product.mode);

  const { onSuccess, onReopenStake } = options;
  const action = useMoneyAction<{ amount: string }, unknown>({
    context: 'stake',
    flow: 'stake',
    invalidates: [TOPICS.stakingUser, TOPICS.stakingProduct],
    scope: `stake:${coin}:${pid}`,
    summarize,
    visible: open,
    send: ({ amount }, money) =>
      stakingApi(wealth.client).stake({ coin, amount, ...sourceField(pid) }, money),
    onSuccess: (_result, input) => {
      setConfirming(false);
      setStakedAmount(input.amount);
      dispatch({ type: 'stakeSucceeded' });
      onSuccess?.(summarize(input));
    },
  });

  const submit = () => {
    const { amount, check } = now();
    if (!check.canStake || readError) return;
    void action.run({ amount });
  };

  return {
    ...product,
    readError,
    open,
    setOpen,
    target: state.target,
    navigate: (target) => dispatch({ type: 'navigate', target }),
    back: () => dispatch({ type: 'back' }),
    amountCell,
    live,
    setAmount: amountCell.set,
    agreed: state.agreed,
    setAgreed: (agreed) => dispatch({ type: 'setAgreed', agreed }),
    available,
    cap,
    holding,
    fillMax: () => {
      if (available === undefined || !cap) return;
      dispatch({ type: 'setAmount', amount: stakingMaxAmount(available, cap, STAKING_PRECISION) });
    },
    confirmationRequired,
    confirming,
    requestStake: () => {
      if (!wealth.requireLogin()) return;
      if (!now().check.canStake) return;
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
      onReopenStake?.({ coin, ...sourceField(pid) });
    },
    viewHolding: () => product.openHoldings(),
    goToWeb3Tasks: () => {
      if (product.bonus?.taskHref) product.openPage({ path: product.bonus.taskHref });
    },
    openTransfer: () => product.openPage(transferRoute(coin, accountMode)),
    // §3 the product's own agreement, else the host's staking agreement document (§2).
    openAgreement: () =>
      product.openPage(
        p?.agreement ? { path: p.agreement } : documentLink(wealth.documents, 'stakingAgreement'),
      ),
    trendOpen,
    setTrendOpen,
  };
}
