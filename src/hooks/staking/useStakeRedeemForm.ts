import { useEffect, useReducer, useState } from 'react';
import type { Id, StakingRedeemResult } from '../../api';
import { DEFAULT_DEBT_REDEEM_COIN } from '../../domain/assets';
import { dec } from '../../domain/decimal';
import {
  quickFlag,
  STAKE_MODE,
  STAKING_REDEEM_TYPE,
  type StakingModalTarget,
  type StakingRedeemType,
} from '../../domain/enums';
import type { OpenPagePayload, SuccessPayload } from '../../domain/events';
import {
  initialStakingModalState,
  initialStakingModalTarget,
  stakingModalReducer,
} from '../../domain/stakingModal';
import {
  checkStakingRedeem,
  isFastRedeemAvailable,
  type RedeemFee,
  type StakingRedeemCheck,
  stakingRedeemFee,
} from '../../domain/stakingRedeem';
import { stakingMessages } from '../../i18n/features/staking';
import { useWealth } from '../context';
import { useMessages } from '../useMessages';
import { type MoneyActionState, useMoneyAction } from '../useMoneyAction';
import type { MoneyWidgetProps } from '../useWidgetOpen';
import { useWidgetOpen } from '../useWidgetOpen';
import {
  STAKING_HOLDINGS_PATH,
  STAKING_TOPICS,
  type StakingProductState,
  stakingHoldingsQuery,
  useStakingProduct,
} from './useStakingProduct';

export interface UseStakeRedeemFormOptions extends MoneyWidgetProps {
  /** The staked coin (§2 /staking/{coin}). */
  coin: string;
  /** The source of return (§2 query pid). @default -1 (none; a multi-source product starts on its first) */
  pid?: Id;
  /**
   * The asset an exchange-type product holds (§3 exchange_type 'asset'). The product does not name
   * it, so the host may.
   * @default `GT${coin}` (the exchange's naming of its liquid-staking assets)
   */
  exchangeAsset?: string;
  /** An in-dialog link wants a page (the embed's `open_page`); the provider's navigate when absent. */
  onOpenPage?: (payload: OpenPagePayload) => void;
}

export interface StakeRedeemForm extends StakingProductState {
  open: boolean;
  setOpen(open: boolean): void;
  target: StakingModalTarget;
  navigate(target: StakingModalTarget): void;
  back(): void;
  /** The asset being redeemed (the coin, or the exchange-type asset). */
  asset: string;
  /** What the redemption pays in: the coin, USDC for credit/debt (§9), the coin for exchange-type. */
  payoutCoin: string;
  amount: string;
  setAmount(amount: string): void;
  redeemable: string | undefined;
  fillMax(): void;
  redeemType: StakingRedeemType;
  setRedeemType(type: StakingRedeemType): void;
  /** §3 extra.redeem_quick: the product offers fast redemption at all. */
  hasQuickRedeem: boolean;
  /** §5: fast redemption may be chosen now. */
  fastAvailable: boolean;
  /** §3 redeem_quick_daily ('-1' unlimited). */
  fastQuota: string;
  check: StakingRedeemCheck;
  /** Fee and received of a valid amount (§5), null otherwise. */
  fee: RedeemFee | null;
  /** Fee percent of the chosen type. */
  feePercent: string;
  confirming: boolean;
  requestRedeem(): void;
  cancelConfirmation(): void;
  submit(): void;
  action: MoneyActionState<StakingRedeemResult>;
  /** The last successful redemption. */
  result: { amount: string; redeemStamp: number | null } | null;
  viewHoldings(): void;
  viewHistory(): void;
}

/**
 * The headless redeem dialog (§2 "Redeem dialog", §4 targets, §5 staking redeem rules): the
 * redemption type, the fee and received amount, and the redemption through useMoneyAction.
 */
export function useStakeRedeemForm(options: UseStakeRedeemFormOptions): StakeRedeemForm {
  useMessages(stakingMessages);
  const wealth = useWealth();
  const [open, setOpen] = useWidgetOpen('stake-redeem', options, () => {
    setConfirming(false);
    setRedeemType(STAKING_REDEEM_TYPE.STANDARD);
    setResult(null);
    action.reset();
  });
  const product = useStakingProduct({
    coin: options.coin,
    ...(options.pid === undefined ? {} : { pid: options.pid }),
    enabled: open,
    ...(options.onOpenPage ? { onOpenPage: options.onOpenPage } : {}),
  });
  const { coin, pid } = product;
  const p = product.product;
  const [state, dispatch] = useReducer(stakingModalReducer, undefined, () => initialStakingModalState());
  const [redeemType, setRedeemType] = useState<StakingRedeemType>(STAKING_REDEEM_TYPE.STANDARD);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<StakeRedeemForm['result']>(null);

  const hasQuickRedeem = Boolean(p?.extra?.redeem_quick);
  // Opened once the product is known: the first target depends on its mode and quick flag (§4).
  useEffect(() => {
    if (open && !state.open && p) dispatch({ type: 'open', context: { mode: product.mode, hasQuickRedeem } });
    if (!open && state.open) dispatch({ type: 'close' });
  }, [open, state.open, p, product.mode, hasQuickRedeem]);

  const asset = product.isExchangeType ? (options.exchangeAsset ?? `GT${coin}`) : coin;
  const payoutCoin = product.mode === STAKE_MODE.CREDIT_DEBT ? DEFAULT_DEBT_REDEEM_COIN : coin;
  const redeemable = product.userInfo?.mortgage_amount;
  const fastQuota = p?.redeem_quick_daily ?? '0';
  const fastAvailable = p
    ? isFastRedeemAvailable({
        redeemQuick: p.extra?.redeem_quick,
        dailyQuota: fastQuota,
        minRedeemAmount: p.min_redeem_amount,
      })
    : false;
  // A fast choice that is no longer possible (the quota ran out meanwhile) falls back to standard.
  const type =
    redeemType === STAKING_REDEEM_TYPE.FAST && !fastAvailable ? STAKING_REDEEM_TYPE.STANDARD : redeemType;
  const feePercent =
    (type === STAKING_REDEEM_TYPE.FAST ? p?.extra?.redeem_quick_fee : p?.extra?.redeem_fee) ?? '0';

  const check = checkStakingRedeem({
    amount: state.amount,
    coin: asset,
    minAmount: p?.min_redeem_amount ?? '0',
    redeemable: redeemable ?? '0',
  });
  const fee = check.canRedeem ? stakingRedeemFee(state.amount, feePercent) : null;

  const { onSuccess } = options;
  const summarize = ({ amount }: { amount: string }): SuccessPayload => ({
    widget: 'stake-redeem',
    coin,
    amount,
    ...(pid === '-1' ? {} : { pid }),
  });
  const action = useMoneyAction<{ amount: string; quick: 0 | 1 }, StakingRedeemResult>({
    context: 'staking-redeem',
    flow: 'staking-redeem',
    invalidates: [STAKING_TOPICS.USER, STAKING_TOPICS.PRODUCT],
    scope: `staking-redeem:${coin}:${pid}`,
    summarize,
    visible: open,
    send: ({ amount, quick }, money) =>
      wealth.client.staking.redeem({ coin, amount, quick, ...(pid === '-1' ? {} : { pid }) }, money),
    onSuccess: (data, input) => {
      const { amount } = input;
      setConfirming(false);
      const stamp = data?.redeem_stamp;
      setResult({ amount, redeemStamp: typeof stamp === 'number' && stamp > 0 ? stamp : null });
      dispatch({ type: 'redeemSucceeded' });
      onSuccess?.(summarize(input));
    },
  });

  const submit = () => {
    if (!check.canRedeem) return;
    void action.run({ amount: state.amount, quick: quickFlag(type) });
  };

  return {
    ...product,
    open,
    setOpen,
    // Until the open event lands (one effect later) the first target is already known (§4).
    target: state.open ? state.target : initialStakingModalTarget({ mode: product.mode, hasQuickRedeem }),
    navigate: (target) => dispatch({ type: 'navigate', target }),
    back: () => dispatch({ type: 'back' }),
    asset,
    payoutCoin,
    amount: state.amount,
    setAmount: (amount) => dispatch({ type: 'setAmount', amount }),
    redeemable,
    fillMax: () => {
      if (redeemable !== undefined && dec(redeemable).gt(0))
        dispatch({ type: 'setAmount', amount: redeemable });
    },
    redeemType: type,
    setRedeemType,
    hasQuickRedeem,
    fastAvailable,
    fastQuota,
    check,
    fee,
    feePercent,
    confirming,
    requestRedeem: () => {
      if (!wealth.requireLogin()) return;
      if (check.canRedeem) setConfirming(true);
    },
    cancelConfirmation: () => setConfirming(false),
    submit,
    action: action.state,
    result,
    viewHoldings: () => product.openPage(STAKING_HOLDINGS_PATH, stakingHoldingsQuery(coin, p)),
    viewHistory: () =>
      product.openPage(STAKING_HOLDINGS_PATH, { ...stakingHoldingsQuery(coin, p), 'open-history': 1 }),
  };
}
