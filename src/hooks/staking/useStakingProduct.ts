import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Id, StakingProduct, StakingUserInfo } from '../../api';
import { hasStaking } from '../../domain/assets';
import {
  BONUS_STATUS,
  type BonusStatus,
  EXCHANGE_TYPE,
  STAKE_MODE,
  type StakeMode,
} from '../../domain/enums';
import type { OpenPagePayload } from '../../domain/events';
import { PAGES } from '../../domain/pages';
import { bonusStatus, type StakingLadderTier } from '../../domain/staking';
import { type RedemptionSpan, redemptionSpan } from '../../domain/stakingRedeem';
import { matchVipConfig, type VipConfigEntry } from '../../domain/vip';
import { stakingMessages } from '../../i18n/features/staking';
import { TOPICS } from '../../state/topics';
import { useWealth } from '../context';
import { type ReadFailure, readFailure } from '../readFailure';
import { useMessages } from '../useMessages';
import { useWealthQuery, type WealthQuery } from '../useWealthQuery';

/** Invalidation topics of the staking reads: what a stake or a redemption changes. */
export const STAKING_TOPICS = { USER: TOPICS.stakingUser, PRODUCT: TOPICS.stakingProduct } as const;

/** §2: the holdings page of staking; the history opens on it with open-history=1. */
export const STAKING_HOLDINGS_PATH = PAGES.STAKING_HOLDINGS;
/** §2: the spot page a Transfer shortcut opens (query asset). */
export const STAKING_TRANSFER_PATH = PAGES.SPOT;

/** A source of return (§3 defi list by pid, debt list by id) as the protocol selector shows it. */
export interface StakingSource {
  readonly pid: string;
  readonly name: string;
  /** PERCENT. */
  readonly rate: string;
}

/** The extra bonus of a product (§3 extra_interest) with its §4 status. */
export interface StakingBonus {
  readonly status: BonusStatus;
  readonly startTime: number;
  readonly endTime: number;
  readonly rewardCoin: string;
  readonly tiers: readonly StakingLadderTier[];
  /** §3 extra_interest_task: a web3-task bonus product sends the customer to its tasks. */
  readonly taskHref: string | null;
}

export interface StakingProductOptions {
  /** The coin (§2 /staking/{coin}). */
  coin: string;
  /** The source of return chosen by the host (§2 query pid); −1 or absent = none. */
  pid?: Id;
  /** Whether reads may run (the dialog is open). */
  enabled: boolean;
  /** Opens exchange pages; the host's `navigate` when absent. */
  onOpenPage?: (payload: OpenPagePayload) => void;
}

export interface StakingProductState {
  coin: string;
  /** §9: ETH and BTC have no staking; nothing is requested for them. */
  supported: boolean;
  product: StakingProduct | undefined;
  productQuery: WealthQuery<StakingProduct>;
  /** The product or the customer's staking info failed after its retries: show it with Retry. */
  readError: ReadFailure | null;
  userInfo: StakingUserInfo | undefined;
  /** The pid in force ('-1' when the product has one source). */
  pid: string;
  setPid(pid: string): void;
  sources: readonly StakingSource[];
  mode: StakeMode;
  /** §3 exchange_type 'asset': staking converts the coin into another asset. */
  isExchangeType: boolean;
  bonus: StakingBonus | null;
  /** The tier used for the VIP discount (the server's, else the provider's). */
  tier: number;
  vipMatch: VipConfigEntry | null;
  span: RedemptionSpan | null;
  /** Opens an exchange page through `onOpenPage` when given, else the provider's navigate. */
  openPage(path: string, query?: Record<string, string | number | undefined>): void;
}

const NO_PID = '-1';

/**
 * The reads both staking dialogs share: the product of the chosen source, the customer's staking
 * info, the sources of return, the bonus and its status, the VIP match and the redemption span.
 */
export function useStakingProduct(options: StakingProductOptions): StakingProductState {
  useMessages(stakingMessages);
  const wealth = useWealth();
  const coin = options.coin.trim().toUpperCase();
  const supported = hasStaking(coin);
  const [chosen, setChosen] = useState<string | null>(null);
  const given = options.pid === undefined ? NO_PID : String(options.pid);
  const requested = chosen ?? given;
  const enabled = options.enabled && supported;

  // Read first without a source, then (once the sources are known) for the source in force, whose
  // rates and terms are the ones that apply (§3 defi/debt lists).
  const [loadedSources, setLoadedSources] = useState<readonly StakingSource[]>([]);
  const pid =
    requested === NO_PID && loadedSources.length > 0 ? (loadedSources[0]?.pid ?? NO_PID) : requested;
  const productQuery = useWealthQuery(
    enabled ? ['staking.product', coin, pid] : null,
    (client, signal) => client.staking.product({ coin, ...(pid === NO_PID ? {} : { pid }) }, { signal }),
    // The product is public (§7 product is read before login, to show what is offered).
    { topic: STAKING_TOPICS.PRODUCT, requiresLogin: false },
  );
  const product = productQuery.data;

  const sources = useMemo<StakingSource[]>(() => {
    if (!product) return [];
    const defi = (product.defi ?? []).map((s) => ({
      pid: String(s.pid),
      name: s.protocol_name,
      rate: s.rate,
    }));
    const debt = (product.debt ?? []).map((s) => ({
      pid: String(s.id),
      name: s.protocol_name,
      rate: s.base_rate,
    }));
    return [...defi, ...debt];
  }, [product]);

  // A multi-source product cannot be staked without a source (§3 currentId), so the first one is
  // in force until the customer picks another.
  useEffect(() => {
    if (sources.length > 0 && loadedSources.length === 0) setLoadedSources(sources);
  }, [sources, loadedSources.length]);

  const userQuery = useWealthQuery(
    enabled && wealth.user.isLogin ? ['staking.user', coin, pid] : null,
    (client, signal) => client.staking.userInfo({ coin, ...(pid === NO_PID ? {} : { pid }) }, { signal }),
    { topic: STAKING_TOPICS.USER },
  );

  const bonus = useMemo<StakingBonus | null>(() => {
    const extra = product?.extra_interest;
    if (!product || !extra) return null;
    // The server's status is read first: it is decided on the exchange's clock, which a browser's
    // clock may not match; the window is the fallback when the status is missing or unknown.
    const known = Object.values(BONUS_STATUS) as string[];
    const status = known.includes(String(extra.status))
      ? (String(extra.status) as BonusStatus)
      : bonusStatus(extra, wealth.now());
    return {
      status,
      startTime: extra.start_time,
      endTime: extra.end_time,
      rewardCoin: extra.reward_coin,
      tiers: extra.interest,
      taskHref: product.extra_interest_task?.jump_web || null,
    };
  }, [product, wealth.now]);

  const tier = userQuery.data?.tier ?? wealth.user.tierLevel;
  const span = product
    ? redemptionSpan({
        income_days: product.income_days,
        redeem_minday: product.extra?.redeem_minday ?? 0,
        redeem_maxday: product.extra?.redeem_maxday ?? 0,
      })
    : null;

  const onOpenPage = options.onOpenPage;
  const openPage = useCallback(
    (path: string, query?: Record<string, string | number | undefined>) => {
      if (onOpenPage) onOpenPage({ href: wealth.href(path, query) });
      else wealth.navigate(path, query);
    },
    [onOpenPage, wealth],
  );

  return {
    coin,
    supported,
    product,
    productQuery,
    readError: readFailure(productQuery, userQuery),
    userInfo: userQuery.data,
    pid,
    setPid: setChosen,
    sources,
    mode: (product?.type ?? STAKE_MODE.STAKING) as StakeMode,
    isExchangeType: product?.exchange_type === EXCHANGE_TYPE.ASSET,
    bonus,
    tier,
    vipMatch: matchVipConfig(product?.vip_config, tier),
    span,
    openPage,
  };
}

/**
 * §2 product-type of the staking holdings link (0 or 1). The spec gives the two values without
 * naming them; we send 1 for a DeFi (protocol) product and 0 for the others.
 */
export function stakingHoldingsQuery(coin: string, product: StakingProduct | undefined) {
  return { asset: coin, 'product-type': product?.is_defi ? 1 : 0 };
}
