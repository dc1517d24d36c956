import { useState } from 'react';
import type { DualCoupon, DualProduct, DualType, Id } from '../../api';
import { DISPLAY_DECIMALS, DUAL_COUPON_LIMIT } from '../../domain/constants';
import { dec, minDec, toPlaces } from '../../domain/decimal';
import {
  checkDualAmount,
  type DualAmountCheck,
  type DualCopyLimits,
  type DualPayout,
  dualCopyAmount,
  dualMaxAmount,
  dualMinAmount,
  dualPayouts,
  dualTrialPayout,
  isDualAmountEditable,
  isDualVip,
} from '../../domain/dual';
import {
  DUAL_CATEGORY,
  DUAL_COUPON_STATUS,
  DUAL_PRODUCT_TYPE,
  DUAL_PURCHASE_RESULT,
  type DualPurchaseResult,
} from '../../domain/enums';
import type { SuccessPayload } from '../../domain/events';
import { percentToFraction } from '../../domain/interest';
import { PAGES } from '../../domain/pages';
import { dualMessages } from '../../i18n/features/dual';
import { useWealth } from '../context';
import { type ReadFailure, readFailure } from '../readFailure';
import { useBalance } from '../useBalance';
import { useMessages } from '../useMessages';
import { type MoneyActionState, useMoneyAction } from '../useMoneyAction';
import { useWealthQuery, type WealthQuery } from '../useWealthQuery';
import type { MoneyWidgetProps } from '../useWidgetOpen';
import { useWidgetOpen } from '../useWidgetOpen';
import { DUAL_TOPICS } from './topics';
import { type DualReinvest, useDualReinvest } from './useDualReinvest';

export { DUAL_TOPICS } from './topics';

/** §2 the dual page a share link opens (query pid, type, coin). */
export const DUAL_SHARE_PATH = PAGES.DUAL;

/** §7 "A market price subscription covers reward coins paired with USDT". */
export const DUAL_QUOTE_COIN = 'USDT';

export interface UseDualPurchaseOptions extends MoneyWidgetProps {
  /** The coin of the product (§2 share link query coin), e.g. 'BTC'. */
  coin: string;
  /** §3 type: 'call' (sell high) or 'put' (buy low) (§2 share link query type). */
  type: DualType;
  /**
   * The product (§2 share link query pid).
   * @default undefined (the first product of the coin and type that is on sale)
   */
  pid?: Id;
  /** §7 order biz_entrance: where the purchase started. @default 'wealthkit' */
  bizEntrance?: string;
  /** §7 order ref_code: the referral code of a shared link. @default '' */
  refCode?: string;
  /** How often the last price is read again while open, in ms. @default 10000 */
  priceRefreshMs?: number;
  /**
   * The sub-website id of the site the dialog runs on. §6 allows sharing "only for non-VIP products
   * that have a sub-website id", but §3 gives the dual product no such field, so we read it as the
   * host's: a product shown on a sub-website has its id. With it (and a non-VIP product) the header
   * shows the share icon. @default undefined (no share icon)
   */
  subWebsiteId?: string | number;
}

/** One tab of the §2 recoup prediction panel: what the customer receives, and when. */
export interface DualPrediction {
  /** How the settlement price compares with the target price on this tab. */
  readonly when: 'lt' | 'lte' | 'gte' | 'gt';
  /** From the domain's dualPayouts (ROUND_DOWN to 8 decimals). */
  readonly payout: DualPayout;
}

export interface DualPurchase {
  open: boolean;
  setOpen(open: boolean): void;
  /** The project-list read (§7). */
  productsQuery: WealthQuery<DualProduct[]>;
  /** A read failed after its retries (the products, the balance, the vouchers): shown with Retry. */
  readError: ReadFailure | null;
  /** The product being bought; undefined while loading or when it is no longer on sale. */
  product: DualProduct | undefined;
  /** The last price of the pair (the market subscription), falling back to the product's price. */
  lastPrice: string | undefined;
  /** §6: VIP theme or VIP savings (category 3): VIP copy, 100-copy minimum, no sharing. */
  vip: boolean;
  /** §6: a trial-fund product (category 2) is bought with a voucher. */
  trial: boolean;
  /** §2, §6: the share icon shows: a non-VIP product on a site with a sub-website id. */
  shareable: boolean;
  /** Opens the §2 share link (/dual-currency-investment with pid, type, coin) through the host's navigate. */
  share(): void;
  /** §5 copy limits; undefined until the product loads. */
  limits: DualCopyLimits | undefined;
  /** §5 minimum, in the invest currency. */
  minAmount: string | undefined;
  /** The amount entered, or the chosen voucher's on a trial fund. */
  amount: string;
  setAmount(amount: string): void;
  /** §5: false on a trial fund. */
  amountEditable: boolean;
  available: string | undefined;
  /** Fills min(available, maximum). */
  fillMax(): void;
  /** §5 dual amount check; on a trial fund, whether a voucher is chosen. */
  check: DualAmountCheck;
  /** The trial-fund vouchers of the invest currency (to be used). */
  vouchers: readonly DualCoupon[];
  voucherId: string | undefined;
  setVoucherId(id: string): void;
  /**
   * §2 the two tabs, below and over the target; null without a valid amount. A trial fund pays
   * the yield only, in the invest currency, on both tabs (the domain's dualTrialPayout).
   */
  prediction: { readonly below: DualPrediction; readonly over: DualPrediction } | null;
  /** The auto-reinvest card and its sub-dialogs (§2, §4, §5, §9). */
  reinvest: DualReinvest;
  /** Confirm: sends the §7 order through useMoneyAction (login first when logged out). */
  confirm(): void;
  action: MoneyActionState<unknown>;
  /** §4 result: waiting from Confirm on, then success or fail; null on the form. */
  result: DualPurchaseResult | null;
  /** The amount of the last purchase. */
  purchasedAmount: string;
  /** Fail → back to the form with the same amount (§2 re-subscribe). */
  resubscribe(): void;
}

function orderIdOf(result: unknown): string | undefined {
  if (result && typeof result === 'object' && 'id' in result) {
    const id = (result as { id: unknown }).id;
    if (typeof id === 'string' || typeof id === 'number') return String(id);
  }
  return undefined;
}

/**
 * The headless dual purchase dialog (§2 "Dual-currency investment", §5 dual, §6, §7 order, §8): the
 * product and its last price, the §5 amount in copies, the recoup prediction computed by the
 * domain's dualPayouts, and the purchase through useMoneyAction with the §4 result states.
 */
export function useDualPurchase(options: UseDualPurchaseOptions): DualPurchase {
  useMessages(dualMessages);
  const wealth = useWealth();
  const { coin, type, pid, onSuccess } = options;
  const [open, setOpen] = useWidgetOpen('dual', options, () => {
    setTypedAmount('');
    setChosenVoucher(undefined);
    reinvest.reset();
    action.reset();
  });
  const [typedAmount, setTypedAmount] = useState('');
  const [chosenVoucher, setChosenVoucher] = useState<string | undefined>(undefined);
  const [purchasedAmount, setPurchasedAmount] = useState('');

  const productsQuery = useWealthQuery(
    open ? ['dual.projects', coin, type] : null,
    (client, signal) => client.dual.projectList({ coin, type }, { signal }),
    { requiresLogin: false, topic: DUAL_TOPICS.PRODUCTS },
  );
  const list = productsQuery.data;
  const product = pid === undefined ? list?.[0] : list?.find((p) => String(p.id) === String(pid));

  const pair = `${coin.toUpperCase()}_${DUAL_QUOTE_COIN}`;
  const ticker = useWealthQuery(
    open && product ? ['tickers', pair] : null,
    (client, signal) => client.shared.tickers({ currency_pairs: pair }, { signal }),
    { requiresLogin: false, refreshMs: options.priceRefreshMs ?? 10_000 },
  );
  const lastPrice = ticker.data?.find((t) => t.pair === pair)?.rate ?? product?.price;

  const vip = isDualVip(wealth.theme === 'vip', product?.category);
  const trial = product ? !isDualAmountEditable(product.category) : false;
  const loggedIn = wealth.user.isLogin;
  const invest = product?.invest_currency;

  const balanceState = useBalance(open && product && !trial ? invest : undefined);
  const { balance } = balanceState;
  const coupons = useWealthQuery(open && trial && loggedIn ? ['dual.coupons'] : null, (client, signal) =>
    client.dual.coupons({ sub_type: 'dual', limit: DUAL_COUPON_LIMIT }, { signal }),
  );
  const vouchers = (coupons.data ?? []).filter(
    (c) => c.currency === invest && c.status === DUAL_COUPON_STATUS.TO_BE_USED,
  );
  const voucher = vouchers.find((v) => String(v.id) === chosenVoucher) ?? vouchers[0];

  const limits: DualCopyLimits | undefined = product
    ? {
        minCopies: product.min_copies,
        maxCopies: product.max_copies,
        copyAmount: dualCopyAmount(product.invest_currency),
        vip,
      }
    : undefined;
  const amount = trial ? (voucher?.amount ?? '') : typedAmount;
  const available = balance?.available;
  const check: DualAmountCheck = trial
    ? { error: null, canConfirm: voucher !== undefined }
    : limits && invest
      ? checkDualAmount({ amount, asset: invest, available: available ?? '0', limits })
      : { error: null, canConfirm: false };

  const readError = readFailure(
    productsQuery,
    open && product && !trial && loggedIn && balanceState,
    trial && coupons,
  );

  let prediction: DualPurchase['prediction'] = null;
  if (product && check.error === null && amount !== '' && dec(amount).gt(0)) {
    const input = {
      type: product.type,
      principal: amount,
      apyFraction: percentToFraction(product.apy_display),
      exercisePrice: product.exercise_price,
      term: { invest_days: product.invest_days, invest_hours: product.invest_hours },
      investCurrency: product.invest_currency,
      exerciseCurrency: product.exercise_currency,
    };
    const trialPayout = trial ? dualTrialPayout(input) : null;
    const payouts = trialPayout ? { invest: trialPayout, exercise: trialPayout } : dualPayouts(input);
    // §1 sell high converts once the price reaches the target, buy low once it falls to it; a
    // settle price exactly at the target converts for both (settleDual).
    prediction =
      product.type === DUAL_PRODUCT_TYPE.CALL
        ? { below: { when: 'lt', payout: payouts.invest }, over: { when: 'gte', payout: payouts.exercise } }
        : { below: { when: 'lte', payout: payouts.exercise }, over: { when: 'gt', payout: payouts.invest } };
  }

  const reinvest = useDualReinvest({ product, products: list, coin, trial, open });

  const summarize = (input: { amount: string }): SuccessPayload => ({
    widget: 'dual',
    coin: invest ?? coin,
    amount: input.amount,
    ...(product ? { pid: String(product.id) } : {}),
  });
  const action = useMoneyAction<{ amount: string; voucherId?: Id }, unknown>({
    context: 'dual-purchase',
    flow: 'dual',
    invalidates: [DUAL_TOPICS.PRODUCTS, DUAL_TOPICS.ORDERS],
    scope: `dual:${coin}:${type}`,
    summarize,
    visible: open,
    send: (input, money) => {
      if (!product) return Promise.reject(new Error('no dual product'));
      if (input.voucherId !== undefined) {
        return wealth.client.dual.trialOrder(
          { project_id: product.id, amount: input.amount, voucher_id: input.voucherId },
          money,
        );
      }
      return wealth.client.dual.order(
        {
          biz_entrance: options.bizEntrance ?? 'wealthkit',
          project_id: product.id,
          amount: input.amount,
          ref_code: options.refCode ?? '',
          app_id: product.category === DUAL_CATEGORY.VIP_SAVINGS ? 'vip-savings' : 'dual-savings',
          ...reinvest.orderFields(),
        },
        money,
      );
    },
    onSuccess: (result, input) => {
      setPurchasedAmount(input.amount);
      setTypedAmount('');
      setChosenVoucher(undefined);
      reinvest.reset();
      if (trial) coupons.refetch();
      const orderId = orderIdOf(result);
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
    lastPrice,
    vip,
    trial,
    shareable: product !== undefined && !vip && options.subWebsiteId !== undefined,
    share: () => {
      if (!product) return;
      wealth.navigate(DUAL_SHARE_PATH, {
        pid: String(product.id),
        type: product.type,
        coin: coin.toUpperCase(),
      });
    },
    limits,
    minAmount: limits ? dualMinAmount(limits) : undefined,
    amount,
    setAmount: setTypedAmount,
    amountEditable: !trial,
    available,
    fillMax: () => {
      if (available === undefined || !limits) return;
      setTypedAmount(dec(toPlaces(minDec(available, dualMaxAmount(limits)), DISPLAY_DECIMALS)).toString());
    },
    check,
    vouchers,
    voucherId: voucher === undefined ? undefined : String(voucher.id),
    setVoucherId: setChosenVoucher,
    prediction,
    reinvest,
    confirm: () => {
      if (!wealth.requireLogin()) return;
      if (!check.canConfirm || readError) return;
      void action.run(trial && voucher ? { amount, voucherId: voucher.id } : { amount });
    },
    action: state,
    result,
    purchasedAmount,
    resubscribe: action.reset,
  };
}
