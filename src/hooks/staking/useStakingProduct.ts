import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Id, StakingProduct, StakingUserInfo } from '../../api';
import { stakingApi } from '../../api/endpoints/staking';
import { hasStaking } from '../../domain/assets';
import { EXCHANGE_TYPE, type StakeMode } from '../../domain/enums';
import type { OpenPagePayload } from '../../domain/events';
import { financialStakingLink, type PageRoute, stakingHoldingsLink } from '../../domain/links';
import type { RedemptionSpan } from '../../domain/stakingRedeem';
import { matchVipConfig, type VipConfigEntry } from '../../domain/vip';
import {
  NO_PID,
  type StakingBonus,
  type StakingProductView,
  type StakingSource,
  sourceField,
  stakingBonus,
  stakingMode,
  stakingProductType,
  stakingProductView,
  stakingSources,
  stakingSpan,
} from '../../flows/staking';
import { stakingMessages } from '../../i18n/features/staking';
import { TOPICS } from '../../state/topics';
import { useWealth } from '../context';
import { type ReadFailure, readFailure } from '../readFailure';
import { useMessages } from '../useMessages';
import { useWealthQuery, type WealthQuery } from '../useWealthQuery';

export type { StakingBonus, StakingSource } from '../../flows/staking';

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
  /** §6 the VIP discount row of the customer's tier; null when none matches or nobody is logged in. */
  vipMatch: VipConfigEntry | null;
  /** What the dialogs show of the product (src/flows/staking), once it loads. */
  view: StakingProductView | undefined;
  span: RedemptionSpan | null;
  /** Opens an exchange page through `onOpenPage` when given, else the provider's navigate. */
  openPage(page: PageRoute): void;
  /**
   * Opens the customer's staking holdings (§2): in the assets frame (`onOpenPage`) the assets area's
   * financial_staking page, else the finance/staking page, on the history when asked.
   */
  openHoldings(options?: { openHistory?: boolean; type?: 'redeem' }): void;
}

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
    (client, signal) => stakingApi(client).product({ coin, ...sourceField(pid) }, { signal }),
    // The product is public (§7 product is read before login, to show what is offered).
    { topic: TOPICS.stakingProduct, requiresLogin: false },
  );
  const product = productQuery.data;

  const sources = useMemo(() => stakingSources(product), [product]);

  // A multi-source product cannot be staked without a source (§3 currentId), so the first one is
  // in force until the customer picks another.
  useEffect(() => {
    if (sources.length > 0 && loadedSources.length === 0) setLoadedSources(sources);
  }, [sources, loadedSources.length]);

  const userQuery = useWealthQuery(
    enabled && wealth.user.isLogin ? ['staking.user', coin, pid] : null,
    (client, signal) => stakingApi(client).userInfo({ coin, ...sourceField(pid) }, { signal }),
    { topic: TOPICS.stakingUser },
  );

  const bonus = useMemo(() => stakingBonus(product, wealth.now()), [product, wealth.now]);

  const tier = userQuery.data?.tier ?? wealth.user.tierLevel;

  const onOpenPage = options.onOpenPage;
  const openPage = useCallback(
    (page: PageRoute) => {
      if (onOpenPage) onOpenPage({ href: wealth.href(page.path, page.query) });
      else wealth.navigate(page.path, page.query);
    },
    [onOpenPage, wealth],
  );
  const productType = stakingProductType(product);
  const openHoldings = useCallback(
    ({ openHistory, type }: { openHistory?: boolean; type?: 'redeem' } = {}) => {
      const link = { asset: coin, productType, openHistory };
      openPage(onOpenPage ? financialStakingLink({ ...link, type }) : stakingHoldingsLink(link));
    },
    [coin, productType, onOpenPage, openPage],
  );

  // Kept the same between renders while the reads are, so typing an amount changes none of them.
  const vipConfig = product?.vip_config;
  // §6 the discount is matched by the customer's tier; a logged-out visitor has none we know, so no
  // row is "theirs" and the commission shown is the product's.
  const signedIn = wealth.user.isLogin;
  const vipMatch = useMemo(
    () => (signedIn ? matchVipConfig(vipConfig, tier) : null),
    [signedIn, vipConfig, tier],
  );
  const view = useMemo(
    () => (product ? stakingProductView(product, bonus, vipMatch) : undefined),
    [product, bonus, vipMatch],
  );
  const span = useMemo(() => stakingSpan(product), [product]);
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
    mode: stakingMode(product),
    isExchangeType: product?.exchange_type === EXCHANGE_TYPE.ASSET,
    bonus,
    tier,
    vipMatch,
    view,
    span,
    openPage,
    openHoldings,
  };
}
