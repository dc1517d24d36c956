import { useCallback, useMemo, useState } from 'react';
import { fixedApi } from '../../api/endpoints/fixed';
import { simpleEarnApi } from '../../api/endpoints/simpleEarn';
import {
  checkSubscribe,
  FLEXIBLE_PRODUCT_ID,
  SUBSCRIBE_DEBOUNCE_MS,
  type SuccessPayload,
  subscribeIntent,
  subscribePrecision,
} from '../../domain';
import { vipLink } from '../../domain/links';
import {
  flexibleRateYear,
  isVipProduct,
  lendableQuota,
  lentOrderId,
  type SubscribeFacts,
  type SubscribeInput,
  type SubscribeResult,
  subscribeBonus,
  subscribeCheckInput,
  subscribeEstimate,
  subscribeMax,
  subscribeRedeemTo,
  subscribeRequest,
} from '../../flows/subscribe';
import { earnMessages } from '../../i18n/features/earn';
import { TOPICS } from '../../state/topics';
import { useWealth } from '../context';
import { lastAmount, type TypedForm, useAmountCell, useLiveAmount, useSettledAmount } from '../formStore';
import { readFailure } from '../readFailure';
import { useBalance } from '../useBalance';
import { useMessages } from '../useMessages';
import { useMoneyAction } from '../useMoneyAction';
import type { SubscribeForm, UseSubscribeFormOptions } from './subscribeForm';
import { useReinvestPreference } from './useReinvestPreference';
import { useSubscribeReads } from './useSubscribeReads';

export type { SubscribeEstimate, SubscribeResult } from '../../flows/subscribe';
export type { SubscribeForm, UseSubscribeFormOptions } from './subscribeForm';

/**
 * The headless Simple Earn subscribe flow (§2, §4, §5, §9): product and term, amount with Max,
 * balance, quota, vouchers, estimates, the auto-reinvest default and the redeem-to account, then the
 * funding-lock check, the send (fund password and retry with one key), and the refresh of holdings
 * and balances. Render it with your own markup, or use `SubscribeModal`.
 */
export function useSubscribeForm(options: UseSubscribeFormOptions): SubscribeForm {
  const core = useSubscribeCore(options);
  return { ...core, ...useLiveAmount(core) };
}

/** What changes with every key: the amount as typed, and whether it may be sent yet (it has settled). */
export type SubscribeLive = Pick<SubscribeForm, 'amount' | 'canSubmit'>;

/** The subscribe form without what every key changes, and how to derive that (`TypedForm`). */
export type SubscribeCore = Omit<SubscribeForm, keyof SubscribeLive> & TypedForm<SubscribeLive>;

/**
 * `useSubscribeForm` for a widget whose parts read the amount themselves: the core changes when
 * typing pauses (the §5 check and estimate are of the settled amount), not on every key.
 */
export function useSubscribeCore(options: UseSubscribeFormOptions): SubscribeCore {
  const { asset, platform = 'desktop', enabled = true, onSuccess } = options;
  useMessages(earnMessages);
  const wealth = useWealth();
  const { client, user } = wealth;
  const precision = subscribePrecision(platform);
  const balance = useBalance(enabled ? asset : undefined);

  const [productId, setProductIdState] = useState(String(options.defaultProductId ?? FLEXIBLE_PRODUCT_ID));
  const amountCell = useAmountCell();
  const setAmount = amountCell.set;
  const [voucherId, setVoucherId] = useState<string | null>(null);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const preference = useReinvestPreference();
  const reads = useSubscribeReads(asset, productId, enabled, options.verified ?? user.verified);
  const { detailQuery, products, product, isFixed, holdingQuery, promoQuery, quotaQuery, voucherQuery } =
    reads;
  // Kept the same between renders while their reads are, so a keystroke changes only the amount
  // (the widget's parts re-render on what they read, see useFormSlice).
  const voucherList = isFixed ? voucherQuery.data?.list : undefined;
  const vouchers = useMemo(() => voucherList ?? [], [voucherList]);
  const voucher = vouchers.find((v) => String(v.id) === voucherId) ?? null;

  const available = user.isLogin ? balance.balance?.available : undefined;
  const quota = !isFixed ? null : quotaQuery.data === undefined ? undefined : lendableQuota(quotaQuery.data);
  const holdingSettled =
    !user.isLogin || holdingQuery.status === 'success' || holdingQuery.status === 'error';
  const rateYear = isFixed
    ? (product?.aprFraction ?? null)
    : flexibleRateYear(holdingSettled, holdingQuery.data?.min_lend_rate_year, detailQuery.data);
  const reinvest = isFixed && product?.allowsReinvest === true && preference.reinvest;
  const redeemTo = subscribeRedeemTo(product, reinvest, preference.redeemAccountType);
  const { tierLevel } = user;
  const facts = useMemo<SubscribeFacts>(
    () => ({ asset, product, available, quota, rateYear, voucher, tierLevel }),
    [asset, product, available, quota, rateYear, voucher, tierLevel],
  );

  const [settled, settle] = useSettledAmount(amountCell, SUBSCRIBE_DEBOUNCE_MS);
  const check = useMemo(() => checkSubscribe(subscribeCheckInput(facts, settled)), [facts, settled]);
  const detail = detailQuery.data;
  const promo = promoQuery.data;
  const bonus = useMemo(
    () => (isFixed ? null : subscribeBonus(detail, promo, wealth.now())),
    [isFixed, detail, promo, wealth.now],
  );
  const estimate = useMemo(
    () => subscribeEstimate(product, settled, bonus, voucher),
    [product, settled, bonus, voucher],
  );

  const summarize = (input: SubscribeInput): SuccessPayload => ({
    widget: 'subscribe',
    coin: asset,
    amount: input.amount,
    pid: input.productId,
  });
  const action = useMoneyAction<SubscribeInput, SubscribeResult>({
    context: 'subscribe',
    flow: 'subscribe',
    scope: `subscribe:${asset}`,
    summarize,
    precheck: () => simpleEarnApi(client).assertFundsUnlocked('subscribe'),
    send: async (input, money) => {
      const request = subscribeRequest(asset, input, isVipProduct(product));
      if (request.kind === 'flexible') {
        await simpleEarnApi(client).subscribe(request.body, money);
        return { amount: input.amount };
      }
      const orderId = lentOrderId(await fixedApi(client).lend(request.body, money));
      return orderId === undefined ? { amount: input.amount } : { amount: input.amount, orderId };
    },
    // §4 "subscribe, success result, refresh": holdings, orders, quota, the product's sale status.
    invalidates: [TOPICS.earnHoldings, TOPICS.earnFixedOrders, TOPICS.earnProducts],
    onSuccess: (result, input) => {
      setVoucherId(null);
      onSuccess?.({
        ...summarize(input),
        ...(result.orderId === undefined ? {} : { orderId: result.orderId }),
      });
    },
  });

  const readError = readFailure(...reads.needed, user.isLogin && enabled && balance);
  const live = lastAmount((amount): SubscribeLive => {
    // The button follows the amount as typed, checked now (§5); only the error under the field and
    // the estimate wait for the §9 debounce. While it held the button for the settled amount,
    // Subscribe stayed grey for 500 ms after each key, and a press straight after typing did nothing.
    const now = settled === amount ? check : checkSubscribe(subscribeCheckInput(facts, amount));
    return { amount, canSubmit: !user.isLogin || (readError === null && now.action !== 'disabled') };
  });

  const submit = useCallback(async () => {
    if (!wealth.requireLogin()) return;
    // Checked again on the amount as it is now, not the debounced one: what is sent must pass §5.
    const intent = subscribeIntent(subscribeCheckInput(facts, amountCell.get()));
    if (intent.kind === 'upgrade') {
      setUpgradeOpen(true);
      return;
    }
    // §6: above the product's VIP range the customer is shown the VIP benefits, not an order.
    if (intent.kind === 'view-benefits') {
      // §6 view-benefits: the VIP page, with no level to reach.
      wealth.navigate(vipLink().path);
      return;
    }
    if (intent.kind === 'none' || rateYear === null || readError) return;
    await action.run({
      productId,
      amount: intent.amount,
      rateYear,
      voucherId: voucher ? String(voucher.id) : null,
      reinvest: reinvest ? 1 : 0,
      redeemTo,
    });
  }, [wealth, facts, amountCell, rateYear, readError, action, productId, voucher, reinvest, redeemTo]);

  const fillMax = useCallback(() => {
    if (available === undefined) return;
    const max = subscribeMax(available, isFixed ? quota : null, precision);
    setAmount(max);
    // Max is not typing: its estimate and any message show at once, not after the debounce.
    settle(max);
  }, [available, isFixed, quota, precision, setAmount, settle]);

  const { reset } = action;
  return {
    asset,
    precision,
    status: detailQuery.data ? 'ready' : detailQuery.status === 'error' ? 'error' : 'loading',
    readError,
    detail,
    products,
    productId,
    setProductId: (id) => {
      setProductIdState(id);
      setVoucherId(null);
    },
    product,
    amountCell,
    live,
    setAmount,
    fillMax,
    available,
    quota,
    check,
    estimate,
    bonus,
    vouchers,
    voucher,
    selectVoucher: setVoucherId,
    reinvest,
    setReinvest: preference.setReinvest,
    redeemAccountType: redeemTo,
    setRedeemAccountType: preference.setRedeemAccountType,
    needsLogin: !user.isLogin,
    submit,
    state: action.state,
    upgradeOpen,
    setUpgradeOpen,
    again: useCallback(() => {
      setAmount('');
      reset();
    }, [setAmount, reset]),
  };
}
