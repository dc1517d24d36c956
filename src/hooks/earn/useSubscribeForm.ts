import { useCallback, useMemo, useState } from 'react';
import type { FlexibleProductDetail, RateUpVoucher } from '../../api';
import {
  blendedApr,
  checkSubscribe,
  dec,
  estimateDailyInterest,
  estimateFixedInterest,
  FLEXIBLE_PRODUCT_ID,
  flexibleBonusApr,
  isPositiveAmount,
  minDec,
  type Platform,
  PRODUCT_TYPE,
  percentToFraction,
  REDEEM_ACCOUNT_TYPE,
  REINVEST_STATUS,
  type RedeemAccountType,
  redeemAccountForReinvest,
  roundDown,
  SALE_STATUS,
  SUBSCRIBE_DEBOUNCE_MS,
  type SubscribeCheck,
  type SubscribeCheckInput,
  type SuccessPayload,
  subscribeIntent,
  subscribePrecision,
  voucherDays,
  voucherInterest,
} from '../../domain';
import { earnMessages } from '../../i18n/features/earn';
import { TOPICS } from '../../state/topics';
import { useWealth } from '../context';
import { type ReadFailure, readFailure } from '../readFailure';
import { useBalance } from '../useBalance';
import { useMessages } from '../useMessages';
import { type MoneyActionState, useMoneyAction } from '../useMoneyAction';
import { useWealthQuery } from '../useWealthQuery';
import { type SubscribeProduct, subscribeProducts } from './subscribeProducts';
import { useDebouncedValue } from './useDebouncedValue';
import { EARN_FIXED_ORDERS_TOPIC, EARN_HOLDINGS_TOPIC, useFlexibleHolding } from './useFlexibleHolding';

export interface UseSubscribeFormOptions {
  /** The coin to subscribe, e.g. 'USDT'. */
  asset: string;
  /** The product chosen first: 0 for flexible (§9) or a fixed product id. @default 0 */
  defaultProductId?: number | string;
  /** 'mobile' takes 6 decimals, 'desktop' 8 (§5). @default 'desktop' */
  platform?: Platform;
  /** Loads and runs only while true (a closed modal asks nothing of the server). @default true */
  enabled?: boolean;
  /** Called once the exchange accepted the subscription, with the exact amount sent. */
  onSuccess?: (payload: SuccessPayload) => void;
}

/** What the subscribe request carries; one idempotency key per distinct input (useMoneyAction). */
interface SubscribeInput {
  productId: string;
  amount: string;
  rateYear: string;
  voucherId: string | null;
  reinvest: 0 | 1;
  redeemTo: RedeemAccountType;
}

/** The accepted subscription, for the result view. */
export interface SubscribeResult {
  amount: string;
  orderId?: string;
}

/** Estimated APR and return of the amount typed (§9), all fractions and decimal strings. */
export interface SubscribeEstimate {
  /** The APR the amount earns: the ladder blend for flexible, year_rate for fixed. */
  aprFraction: string;
  /** The running bonus promo's APR (flexible), or null. */
  bonusAprFraction: string | null;
  /** The chosen voucher's extra APR (fixed), or null. */
  voucherAprFraction: string | null;
  /** The days of the term the voucher raises (§3: rate_day, never beyond the term), or null. */
  voucherDays: number | null;
  /** Flexible: one day's interest; fixed: the whole term's (voucher days included). */
  interest: string;
  /** Flexible: one day's bonus in the bonus asset, or null. */
  bonus: string | null;
}

export interface SubscribeForm {
  asset: string;
  /** Decimals the amount takes (§5). */
  precision: number;
  /** Loading until the product detail arrives. */
  status: 'loading' | 'ready' | 'error';
  /** A read the form needs failed after its retries: show it with Retry; the form cannot be sent. */
  readError: ReadFailure | null;
  /** The flexible product detail (§3), once loaded. */
  detail: FlexibleProductDetail | undefined;
  /** Every term chip: flexible, then the fixed products of the coin. */
  products: SubscribeProduct[];
  /** The chosen product's id ('0' flexible). */
  productId: string;
  setProductId: (id: string) => void;
  /** The chosen product, once loaded. */
  product: SubscribeProduct | null;
  amount: string;
  setAmount: (amount: string) => void;
  /** Fills min(balance, quota), rounded down to the precision (§5). */
  fillMax: () => void;
  /** The available balance, or undefined while unknown (logged out or loading). */
  available: string | undefined;
  /** Fixed: the remaining individual quota; null for flexible; undefined while loading. */
  quota: string | null | undefined;
  /** §5 check of the settled (debounced) amount. */
  check: SubscribeCheck;
  /** §9 estimate of the settled amount, or null before the product loads. */
  estimate: SubscribeEstimate | null;
  /** The bonus promo (flexible) while it runs. */
  bonus: { aprFraction: string; limit: string; asset: string } | null;
  /** Rate-up vouchers of the chosen fixed product. */
  vouchers: RateUpVoucher[];
  voucher: RateUpVoucher | null;
  selectVoucher: (id: string | null) => void;
  /** Fixed: auto-reinvest default (remembered in preferences, §3). */
  reinvest: boolean;
  setReinvest: (on: boolean) => void;
  /** Fixed: where the redemption goes (1 flexible, 0 spot); meaningless while reinvest is on. */
  redeemAccountType: RedeemAccountType;
  setRedeemAccountType: (type: RedeemAccountType) => void;
  /** Whether the Subscribe button may be pressed now. */
  canSubmit: boolean;
  /** Logged out: the button asks the host to log in instead (§1). */
  needsLogin: boolean;
  /** Presses Subscribe: sends, or opens the VIP upgrade guide (§5), or asks for login. */
  submit: () => Promise<void>;
  /** The money action's state (pending, success, error). */
  state: MoneyActionState<SubscribeResult>;
  /** The VIP upgrade guide is open (§5: a VIP fixed product below tier 5). */
  upgradeOpen: boolean;
  setUpgradeOpen: (open: boolean) => void;
  /** Back to the empty form after a success ("Subscribe again"). */
  again: () => void;
}

function quotaOf(data: unknown): string | null {
  const lendable = (data as { lendable?: unknown } | null)?.lendable;
  return typeof lendable === 'string' || typeof lendable === 'number' ? String(lendable) : null;
}

function orderIdOf(data: unknown): string | undefined {
  const id = (data as { order_id?: unknown } | null)?.order_id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
}

/**
 * The headless Simple Earn subscribe flow (§2, §4, §5, §9): product and term, amount with Max,
 * balance, quota, vouchers, estimates, the auto-reinvest default and the redeem-to account, then the
 * funding-lock check, the send (fund password and retry with one key), and the refresh of holdings
 * and balances. Render it with your own markup, or use `SubscribeModal`.
 */
export function useSubscribeForm(options: UseSubscribeFormOptions): SubscribeForm {
  const { asset, platform = 'desktop', enabled = true, onSuccess } = options;
  useMessages(earnMessages);
  const wealth = useWealth();
  const { client, user, preferences } = wealth;
  const precision = subscribePrecision(platform);
  const balance = useBalance(enabled ? asset : undefined);

  const [productId, setProductIdState] = useState(String(options.defaultProductId ?? FLEXIBLE_PRODUCT_ID));
  const [amount, setAmount] = useState('');
  const [voucherId, setVoucherId] = useState<string | null>(null);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const [reinvestStatus, setReinvestStatus] = useState(
    () => preferences.get('reinvestStatus') ?? REINVEST_STATUS.OFF,
  );
  const [redeemAccountType, setRedeemAccountTypeState] = useState<RedeemAccountType>(
    () => preferences.get('redeemAccountType') ?? REDEEM_ACCOUNT_TYPE.SIMPLE_EARN_FLEXIBLE,
  );

  // coin-info is public (§7): a logged-out visitor still sees the form and its rates.
  const detailQuery = useWealthQuery(
    enabled ? ['earn.coinInfo', asset, user.kycLevel] : null,
    (c, signal) => c.simpleEarn.coinInfo({ coin: asset, kyc_level: user.kycLevel }, { signal }),
    { requiresLogin: false, topic: TOPICS.earnProducts },
  );
  const products = useMemo(
    () => (detailQuery.data ? subscribeProducts(detailQuery.data) : []),
    [detailQuery.data],
  );
  const product = products.find((p) => p.id === productId) ?? null;
  const isFixed = product?.kind === 'fixed';

  const holdingQuery = useFlexibleHolding(asset, enabled && !isFixed);
  const quotaQuery = useWealthQuery(
    enabled && isFixed ? ['earn.fixedQuota', productId] : null,
    (c, signal) => c.fixed.lendable({ product_id: productId }, { signal }),
    { topic: EARN_FIXED_ORDERS_TOPIC },
  );
  const voucherQuery = useWealthQuery(
    enabled && isFixed ? ['earn.vouchers', productId] : null,
    (c, signal) => c.simpleEarn.couponRecommend({ pid: productId }, { signal }),
    { topic: EARN_FIXED_ORDERS_TOPIC },
  );
  const vouchers = isFixed ? (voucherQuery.data?.list ?? []) : [];
  const voucher = vouchers.find((v) => String(v.id) === voucherId) ?? null;

  const available = user.isLogin ? balance.balance?.available : undefined;
  const quota = !isFixed ? null : quotaQuery.data === undefined ? undefined : quotaOf(quotaQuery.data);

  // Flexible sends `rateYear`, the customer's minimum lent APR (§7); keep theirs, or the product's
  // floor for a first subscription. Until the holding read settles the rate is "missing" (§5).
  const holdingSettled =
    !user.isLogin || holdingQuery.status === 'success' || holdingQuery.status === 'error';
  const flexibleRate = holdingSettled
    ? (holdingQuery.data?.min_lend_rate_year ?? detailQuery.data?.limit_min_lend_rate_year ?? null)
    : null;
  const rateYear = isFixed ? (product?.aprFraction ?? null) : flexibleRate;

  const reinvest = isFixed && product?.allowsReinvest === true && reinvestStatus === REINVEST_STATUS.ON;
  // A product that cannot pay out to the flexible account only offers spot (§3 redeem_account).
  const redeemTo: RedeemAccountType = reinvest
    ? redeemAccountForReinvest(true)
    : product && !product.allowsRedeemToFlexible
      ? REDEEM_ACCOUNT_TYPE.SPOT_OR_UNIFIED
      : redeemAccountType;

  const checkInput = useCallback(
    (value: string): SubscribeCheckInput => ({
      amount: value,
      asset,
      minAmount: product?.minAmount ?? '0',
      available: available ?? '0',
      aprFraction: product ? rateYear : null,
      fixed:
        product?.kind === 'fixed'
          ? {
              remainingQuota: quota,
              saleStatus: product.soldOut ? SALE_STATUS.SOLD_OUT : SALE_STATUS.SUBSCRIBABLE,
              productType: product.productType,
            }
          : null,
      voucher: voucher ? { buyLimitLow: voucher.buy_limit_low, buyLimitHigh: voucher.buy_limit_high } : null,
      tierLevel: user.tierLevel,
    }),
    [asset, product, available, rateYear, quota, voucher, user.tierLevel],
  );

  const settled = useDebouncedValue(amount, SUBSCRIBE_DEBOUNCE_MS);
  const check = checkSubscribe(checkInput(settled));

  const detail = detailQuery.data;
  const bonus =
    detail && !isFixed && flexibleBonusApr(detail) !== null
      ? { aprFraction: detail.ext_award_rate_year, limit: detail.ext_award_limit, asset: detail.award_asset }
      : null;
  const estimate = useMemo((): SubscribeEstimate | null => {
    if (!product) return null;
    const value = isPositiveAmount(settled) ? settled : '0';
    if (product.kind === 'flexible') {
      const apr = blendedApr(value, product.ladder);
      return {
        aprFraction: apr,
        bonusAprFraction: bonus?.aprFraction ?? null,
        voucherAprFraction: null,
        voucherDays: null,
        interest: estimateDailyInterest(value, apr),
        // The bonus pays only on the part below ext_award_limit (§3).
        bonus: bonus ? estimateDailyInterest(minDec(value, bonus.limit), bonus.aprFraction) : null,
      };
    }
    const apr = product.aprFraction ?? '0';
    let interest = dec(estimateFixedInterest(value, apr, product.termDays));
    const voucherApr = voucher ? percentToFraction(voucher.rate_ratio) : null;
    if (voucher) {
      interest = interest.plus(
        dec(voucherInterest(value, voucher.rate_ratio, voucher.rate_day, product.termDays)),
      );
    }
    return {
      aprFraction: apr,
      bonusAprFraction: null,
      voucherAprFraction: voucherApr,
      voucherDays: voucher ? voucherDays(voucher.rate_day, product.termDays) : null,
      interest: interest.toString(),
      bonus: null,
    };
  }, [product, settled, bonus, voucher]);

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
    precheck: () => client.simpleEarn.assertFundsUnlocked('subscribe'),
    send: async (input, money) => {
      if (input.productId === String(FLEXIBLE_PRODUCT_ID)) {
        await client.simpleEarn.subscribe({ asset, amount: input.amount, rateYear: input.rateYear }, money);
        return { amount: input.amount };
      }
      const order = await client.fixed.lend(
        {
          product_id: input.productId,
          amount: input.amount,
          year_rate: input.rateYear,
          reinvest_status: input.reinvest,
          redeem_account_type: input.redeemTo,
          isVip: product?.productType === PRODUCT_TYPE.VIP,
          ...(input.voucherId === null ? {} : { financial_rate_id: input.voucherId }),
        },
        money,
      );
      const orderId = orderIdOf(order);
      return orderId === undefined ? { amount: input.amount } : { amount: input.amount, orderId };
    },
    // §4 "subscribe, success result, refresh": holdings, orders, quota, the product's sale status.
    invalidates: [EARN_HOLDINGS_TOPIC, EARN_FIXED_ORDERS_TOPIC, TOPICS.earnProducts],
    onSuccess: (result, input) => {
      setVoucherId(null);
      onSuccess?.({
        ...summarize(input),
        ...(result.orderId === undefined ? {} : { orderId: result.orderId }),
      });
    },
  });

  const readError = readFailure(
    detailQuery,
    !isFixed && holdingQuery,
    isFixed && quotaQuery,
    isFixed && voucherQuery,
    user.isLogin && enabled && balance,
  );
  const settledNow = settled === amount;
  const canSubmit = !user.isLogin || (readError === null && settledNow && check.action !== 'disabled');

  const submit = useCallback(async () => {
    if (!wealth.requireLogin()) return;
    // Checked again on the amount as it is now, not the debounced one: what is sent must pass §5.
    const intent = subscribeIntent(checkInput(amount));
    if (intent.kind === 'upgrade') {
      setUpgradeOpen(true);
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
  }, [wealth, checkInput, amount, rateYear, readError, action, productId, voucher, reinvest, redeemTo]);

  const fillMax = useCallback(() => {
    if (available === undefined) return;
    const cap = isFixed && quota !== null && quota !== undefined ? minDec(available, quota) : dec(available);
    setAmount(roundDown(cap.isNegative() ? '0' : cap, precision));
  }, [available, isFixed, quota, precision]);

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
    amount,
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
    setReinvest: (on) => {
      // §4: enabling sets redeem account 0, disabling 1; both remembered as the default (§3).
      const status = on ? REINVEST_STATUS.ON : REINVEST_STATUS.OFF;
      const account = redeemAccountForReinvest(on);
      setReinvestStatus(status);
      setRedeemAccountTypeState(account);
      preferences.set('reinvestStatus', status);
      preferences.set('redeemAccountType', account);
    },
    redeemAccountType: redeemTo,
    setRedeemAccountType: (type) => {
      setRedeemAccountTypeState(type);
      preferences.set('redeemAccountType', type);
    },
    canSubmit,
    needsLogin: !user.isLogin,
    submit,
    state: action.state,
    upgradeOpen,
    setUpgradeOpen,
    again: useCallback(() => {
      setAmount('');
      reset();
    }, [reset]),
  };
}
