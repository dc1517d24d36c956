import { useEffect, useMemo, useState } from 'react';
import { dualApi } from '../../api/endpoints/dual';
import { sharedApi } from '../../api/endpoints/shared';
import { DUAL_COUPON_LIMIT } from '../../domain/constants';
import { dec } from '../../domain/decimal';
import { dualMinAmount, isDualAmountEditable, isDualVip } from '../../domain/dual';
import { DUAL_PURCHASE_RESULT, type DualPurchaseResult } from '../../domain/enums';
import type { SuccessPayload } from '../../domain/events';
import { referralCode } from '../../domain/links';
import {
  DUAL_QUOTE_COIN,
  type DualOrderInput,
  dualChecker,
  dualLimits,
  dualMax,
  dualOrderId,
  dualOrderRequest,
  dualPrediction,
  dualProductView,
  dualShareLink,
  usableDualVouchers,
} from '../../flows/dual';
import { dualMessages } from '../../i18n/features/dual';
import { TOPICS } from '../../state/topics';
import { useWealth } from '../context';
import { lastAmount, type TypedForm, useAmountCell, useLiveAmount } from '../formStore';
import { readFailure } from '../readFailure';
import { useBalance } from '../useBalance';
import { useCopyText } from '../useCopyText';
import { useMessages } from '../useMessages';
import { useMoneyAction } from '../useMoneyAction';
import { useWealthQuery } from '../useWealthQuery';
import { useWidgetOpen } from '../useWidgetOpen';
import type { DualPurchase, UseDualPurchaseOptions } from './dualPurchase';
import { useDualReinvest } from './useDualReinvest';

export type { DualPrediction } from '../../flows/dual';
export type { DualPurchase, UseDualPurchaseOptions } from './dualPurchase';

/** What the amount decides (the §5 check, the recoup prediction): derived on each key by the parts showing it. */
export type DualLive = Pick<DualPurchase, 'amount' | 'check' | 'prediction'>;

/** The purchase without what the amount decides, and how to derive that (`TypedForm`). */
export type DualCore = Omit<DualPurchase, keyof DualLive> & TypedForm<DualLive>;

/**
 * The headless dual purchase dialog (§2 "Dual-currency investment", §5 dual, §6, §7 order, §8): the
 * product and its last price, the §5 amount in copies, the recoup prediction computed by the
 * domain's dualPayouts, and the purchase through useMoneyAction with the §4 result states.
 */
export function useDualPurchase(options: UseDualPurchaseOptions): DualPurchase {
  const core = useDualCore(options);
  return { ...core, ...useLiveAmount(core) };
}

/**
 * `useDualPurchase` for a widget whose parts read the amount themselves: the returned core does
 * not change with a keystroke, so the component holding it does not render on one.
 */
export function useDualCore(options: UseDualPurchaseOptions): DualCore {
  useMessages(dualMessages);
  const wealth = useWealth();
  const { coin, type, pid, onSuccess } = options;
  const [open, setOpen] = useWidgetOpen('dual', options, () => {
    amountCell.set('');
    setChosenVoucher(undefined);
    reinvest.reset();
    action.reset();
  });
  const amountCell = useAmountCell();
  const [chosenVoucher, setChosenVoucher] = useState<string | undefined>(undefined);
  const [purchasedAmount, setPurchasedAmount] = useState('');

  const productsQuery = useWealthQuery(
    open ? ['dual.projects', coin, type] : null,
    (client, signal) => dualApi(client).projectList({ coin, type }, { signal }),
    { requiresLogin: false, topic: TOPICS.dualProducts },
  );
  const list = productsQuery.data;
  const product = pid === undefined ? list?.[0] : list?.find((p) => String(p.id) === String(pid));

  const pair = `${coin.toUpperCase()}_${DUAL_QUOTE_COIN}`;
  const ticker = useWealthQuery(
    open && product ? ['tickers', pair] : null,
    (client, signal) => sharedApi(client).tickers({ currency_pairs: pair }, { signal }),
    { requiresLogin: false },
  );
  // Read again a while after each answer, not on a clock: a read is tried for ~16 s (§9), and a
  // refresh every 10 s started it over before it could fail, so a price that could no longer be
  // read showed as current without a word (§8).
  const { status: tickerStatus, refetch: refetchTicker } = ticker;
  const refreshMs = options.priceRefreshMs ?? 10_000;
  useEffect(() => {
    if (tickerStatus !== 'success' && tickerStatus !== 'error') return;
    const timer = setTimeout(refetchTicker, refreshMs);
    return () => clearTimeout(timer);
  }, [tickerStatus, refetchTicker, refreshMs]);
  const lastPrice = ticker.data?.find((t) => t.pair === pair)?.rate ?? product?.price;

  const vip = isDualVip(wealth.theme === 'vip', product?.category);
  const trial = product ? !isDualAmountEditable(product.category) : false;
  const loggedIn = wealth.user.isLogin;
  const invest = product?.invest_currency;

  const balanceState = useBalance(open && product && !trial ? invest : undefined);
  const { balance } = balanceState;
  const coupons = useWealthQuery(open && trial && loggedIn ? ['dual.coupons'] : null, (client, signal) =>
    dualApi(client).coupons({ sub_type: 'dual', limit: DUAL_COUPON_LIMIT }, { signal }),
  );
  const vouchers = usableDualVouchers(coupons.data ?? [], invest);
  const voucher = vouchers.find((v) => String(v.id) === chosenVoucher) ?? vouchers[0];

  // §2, §6: a non-VIP product on a site with a sub-website id; the link carries the customer's
  // referral code, read only where Share is offered.
  const shareable = product !== undefined && !vip && options.subWebsiteId !== undefined;
  const referral = useWealthQuery(
    open && shareable && loggedIn ? ['shared.referral'] : null,
    (client, signal) => sharedApi(client).rebateUserInfo({ signal }),
  );
  const copy = useCopyText();
  const shareLink =
    shareable && (!loggedIn || referral.data !== undefined || referral.status === 'error')
      ? dualShareLink(
          product,
          coin,
          referralCode(referral.data),
          options.shareOrigin ?? globalThis.location?.origin ?? 'https://invalid.example',
        )
      : undefined;

  const limits = useMemo(() => (product ? dualLimits(product, vip) : undefined), [product, vip]);
  const available = balance?.available;
  // Made with the product and balance, not on each key.
  const checkAmount = useMemo(() => dualChecker(product, limits, available), [product, limits, available]);
  const live = lastAmount((typed): DualLive => {
    // A trial invests its voucher: nothing is typed (§2).
    const amount = trial ? (voucher?.amount ?? '') : typed;
    const check = checkAmount(amount, trial ? { voucher } : null);
    const prediction =
      product && check.error === null && amount !== '' && dec(amount).gt(0)
        ? dualPrediction(product, amount, trial)
        : null;
    return { amount, check, prediction };
  });

  const readError = readFailure(
    productsQuery,
    open && product && !trial && loggedIn && balanceState,
    trial && coupons,
  );

  const reinvest = useDualReinvest({ product, products: list, coin, trial, open });

  const summarize = (input: { amount: string }): SuccessPayload => ({
    widget: 'dual',
    coin: invest ?? coin,
    amount: input.amount,
    ...(product ? { pid: String(product.id) } : {}),
  });
  const action = useMoneyAction<DualOrderInput, unknown>({
    context: 'dual-purchase',
    flow: 'dual',
    invalidates: [TOPICS.dualProducts, TOPICS.dualOrders],
    scope: `dual:${coin}:${type}`,
    summarize,
    visible: open,
    send: (input, money) => {
      if (!product) return Promise.reject(new Error('no dual product'));
      const request = dualOrderRequest(product, input, {
        bizEntrance: options.bizEntrance ?? 'wealthkit',
        refCode: options.refCode ?? '',
        reinvest: reinvest.orderFields(),
      });
      return request.kind === 'trial'
        ? dualApi(wealth.client).trialOrder(request.body, money)
        : dualApi(wealth.client).order(request.body, money);
    },
    onSuccess: (result, input) => {
      setPurchasedAmount(input.amount);
      amountCell.set('');
      setChosenVoucher(undefined);
      reinvest.reset();
      if (trial) coupons.refetch();
      const orderId = dualOrderId(result);
      onSuccess?.({ ...summarize(input), ...(orderId === undefined ? {} : { orderId }) });
    },
  });

  const state = action.state;
  const result: DualPurchaseResult | null =
    state.status === 'pending'
      ? DUAL_PURCHASE_RESULT.WAITING
      : state.status === 'success'
        ? DUAL_PURCHASE_RESULT.SUCCESS
        : state.status === 'error' && state.outcome.via === 'dialog'
          ? DUAL_PURCHASE_RESULT.FAIL
          : null;

  return {
    open,
    setOpen,
    productsQuery,
    readError,
    product,
    view: useMemo(() => (product ? dualProductView(product) : undefined), [product]),
    lastPrice,
    vip,
    trial,
    shareable,
    shareLink,
    share: async () => (shareLink === undefined ? false : copy(shareLink)),
    limits,
    minAmount: limits ? dualMinAmount(limits) : undefined,
    amountCell,
    live,
    setAmount: amountCell.set,
    amountEditable: !trial,
    available,
    fillMax: () => {
      if (available !== undefined && limits) amountCell.set(dualMax(available, limits));
    },
    vouchers,
    voucherId: voucher === undefined ? undefined : String(voucher.id),
    setVoucherId: setChosenVoucher,
    reinvest,
    confirm: () => {
      if (!wealth.requireLogin()) return;
      // The amount as typed now, not as of this render.
      const { amount, check } = live(amountCell.get());
      if (!check.canConfirm || readError) return;
      void action.run(trial && voucher ? { amount, voucherId: voucher.id } : { amount });
    },
    action: state,
    result,
    purchasedAmount,
    resubscribe: action.reset,
  };
}
