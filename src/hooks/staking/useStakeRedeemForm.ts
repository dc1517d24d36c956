import { useState } from 'react';
import type { StakingRedeemResult } from '../../api';
import { stakingApi } from '../../api/endpoints/staking';
import { dec } from '../../domain/decimal';
import { quickFlag, STAKING_REDEEM_TYPE, type StakingRedeemType } from '../../domain/enums';
import { stakingConversion } from '../../domain/staking';
import { initialStakingModalTarget } from '../../domain/stakingModal';
import {
  checkStakingRedeem,
  isRedeemAllowed,
  stakingRedeemFee,
  stakingRedeemMax,
} from '../../domain/stakingRedeem';
import {
  fastRedeem,
  redeemFeePercent,
  redeemPayoutCoin,
  redeemStamp,
  redeemTypeInForce,
  sourceField,
} from '../../flows/staking';
import { stakingMessages } from '../../i18n/features/staking';
import { TOPICS } from '../../state/topics';
import { useWealth } from '../context';
import { useFormSelect } from '../formStore';
import { useMessages } from '../useMessages';
import { useMoneyAction } from '../useMoneyAction';
import type { StakeRedeemForm, UseStakeRedeemFormOptions } from './stakingForms';
import { useStakingDialog } from './useStakingDialog';

export type { StakeRedeemForm, UseStakeRedeemFormOptions } from './stakingForms';

/**
 * The headless redeem dialog (§2 "Redeem dialog", §4 targets, §5 staking redeem rules): the
 * redemption type, the fee and received amount, and the redemption through useMoneyAction.
 */
export function useStakeRedeemForm(options: UseStakeRedeemFormOptions): StakeRedeemForm {
  useMessages(stakingMessages);
  const wealth = useWealth();
  // Opened once the product is known: the first target depends on its mode and quick flag (§4).
  const dialog = useStakingDialog(
    'stake-redeem',
    options,
    () => {
      setConfirming(false);
      setRedeemType(STAKING_REDEEM_TYPE.STANDARD);
      setResult(null);
      action.reset();
    },
    (read) => ({ ready: read.product !== undefined, hasQuickRedeem: fastRedeem(read.product).offered }),
  );
  const { open, setOpen, product, state, dispatch, summarize } = dialog;
  const amount = useFormSelect(dialog.store, (modal) => modal.amount);
  const { coin, pid } = product;
  const p = product.product;
  const fast = fastRedeem(p);
  const hasQuickRedeem = fast.offered;
  const [redeemType, setRedeemType] = useState<StakingRedeemType>(STAKING_REDEEM_TYPE.STANDARD);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<StakeRedeemForm['result']>(null);

  const asset = product.isExchangeType ? (options.exchangeAsset ?? `GT${coin}`) : coin;
  const payoutCoin = redeemPayoutCoin(product.mode, coin);
  const redeemable = product.userInfo?.mortgage_amount;
  const type = redeemTypeInForce(redeemType, fast);
  const feePercent = redeemFeePercent(p, type);

  const check = checkStakingRedeem({
    amount,
    coin: asset,
    minAmount: p?.min_redeem_amount ?? '0',
    redeemable: redeemable ?? '0',
    fastQuota: type === STAKING_REDEEM_TYPE.FAST ? fast.quota : null,
  });
  const fee = check.canRedeem ? stakingRedeemFee(amount, feePercent) : null;

  const { onSuccess } = options;
  const action = useMoneyAction<{ amount: string; quick: 0 | 1 }, StakingRedeemResult>({
    context: 'staking-redeem',
    flow: 'staking-redeem',
    invalidates: [TOPICS.stakingUser, TOPICS.stakingProduct],
    scope: `staking-redeem:${coin}:${pid}`,
    summarize,
    visible: open,
    send: ({ amount, quick }, money) =>
      stakingApi(wealth.client).redeem({ coin, amount, quick, ...sourceField(pid) }, money),
    onSuccess: (data, input) => {
      setConfirming(false);
      setResult({ amount: input.amount, redeemStamp: redeemStamp(data?.redeem_stamp) });
      dispatch({ type: 'redeemSucceeded' });
      onSuccess?.(summarize(input));
    },
  });

  const redeemAllowed = isRedeemAllowed(p?.extra?.redeem_control);
  const submit = () => {
    if (!check.canRedeem || !redeemAllowed) return;
    void action.run({ amount, quick: quickFlag(type) });
  };

  return {
    ...product,
    open,
    setOpen,
    // Until the open event lands (one effect later) the first target is already known (§4).
    target: state.open ? state.target : initialStakingModalTarget({ mode: product.mode, hasQuickRedeem }),
    navigate: (target) => dispatch({ type: 'navigate', target }),
    back: () => dispatch({ type: 'back' }),
    redeemAllowed,
    asset,
    payoutCoin,
    amount,
    setAmount: (amount) => dispatch({ type: 'setAmount', amount }),
    redeemable,
    fillMax: () => {
      if (redeemable !== undefined && dec(redeemable).gt(0))
        dispatch({
          type: 'setAmount',
          amount: stakingRedeemMax(redeemable, type === STAKING_REDEEM_TYPE.FAST ? fast.quota : null),
        });
    },
    redeemType: type,
    setRedeemType,
    hasQuickRedeem,
    fastAvailable: fast.available,
    fastQuota: fast.quota,
    check,
    fee,
    feePercent,
    receivedCoins:
      fee && p && product.isExchangeType ? stakingConversion(fee.received, p.exchange_rate_reverse) : null,
    confirming,
    requestRedeem: () => {
      if (!wealth.requireLogin()) return;
      if (check.canRedeem && redeemAllowed) setConfirming(true);
    },
    cancelConfirmation: () => setConfirming(false),
    submit,
    action: action.state,
    result,
    viewHoldings: () => product.openHoldings(),
    viewHistory: () => product.openHoldings({ openHistory: true, type: 'redeem' }),
  };
}
