import { PAGES, SUPPORT_ROUTES } from './pages';
import { supportChannel } from './vip';

/**
 * A page of the exchange as `navigate(path, query)` takes it. Builders leave out query fields
 * that have no value, so a link never carries `pid=undefined`.
 */
export interface PageRoute {
  readonly path: string;
  readonly query?: Readonly<Record<string, string | number>>;
}

/** The documents §2 names without a path. A host gives its own URLs (`WealthProvider documents`). */
export interface WealthDocuments {
  /** Simple Earn's terms of use. @default '/legal/terms-of-use' */
  termsOfUse: string;
  /** Simple Earn's risk disclosure. @default '/legal/risk-disclosure' */
  riskDisclosure: string;
  /**
   * The staking user agreement, used when the product names none of its own (§3 `agreement`).
   * @default '/legal/staking-user-agreement'
   */
  stakingAgreement: string;
}

/** Our defaults, under the /legal/ prefix the frame may open (PAGE_PREFIXES). */
export const DEFAULT_DOCUMENTS: WealthDocuments = {
  termsOfUse: '/legal/terms-of-use',
  riskDisclosure: '/legal/risk-disclosure',
  stakingAgreement: '/legal/staking-user-agreement',
};

/** §3 staking products: 1 for a DeFi (protocol) product, 0 for the others (see stakingProductType). */
export type StakingProductType = 0 | 1;

/** The query fields both staking holdings pages take (§2). */
export interface StakingHoldingsLink {
  asset: string;
  productType: StakingProductType;
  /** Opens the page on its history. @default false */
  openHistory?: boolean;
}

function route(path: string, query: Record<string, string | number | undefined> = {}): PageRoute {
  const kept: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(query)) if (value !== undefined) kept[name] = value;
  return Object.keys(kept).length === 0 ? { path } : { path, query: kept };
}

const openHistoryFlag = (open: boolean | undefined) => (open ? 1 : undefined);

/** /simple-earn, the Simple Earn home; a shared poster's link carries the sharer's code as `ref`. */
export function simpleEarnLink(refCode?: string): PageRoute {
  return route(PAGES.SIMPLE_EARN, { ref: refCode || undefined });
}

/** /simple-earn/my-lendings?tab; `show_history_modal=1` opens the history modal (§2). */
export function myLendingsLink(options: { tab?: LendingsTab; showHistoryModal?: boolean } = {}): PageRoute {
  return route(PAGES.MY_LENDINGS, {
    tab: options.tab,
    show_history_modal: options.showHistoryModal ? 1 : undefined,
  });
}

/** /simple-earn/history, with a tab and `type=redeem` after a redemption (§2). */
export function simpleEarnHistoryLink(options: { tab?: LendingsTab; type?: 'redeem' } = {}): PageRoute {
  return route(PAGES.SIMPLE_EARN_HISTORY, { tab: options.tab, type: options.type });
}

export function simpleEarnFaqLink(): PageRoute {
  return route(PAGES.SIMPLE_EARN_FAQ);
}

export function proofOfReservesLink(): PageRoute {
  return route(PAGES.PROOF_OF_RESERVES);
}

export function simpleEarnHelpLink(): PageRoute {
  return route(PAGES.SIMPLE_EARN_HELP);
}

export function simpleEarnGuideLink(): PageRoute {
  return route(PAGES.SIMPLE_EARN_GUIDE);
}

/**
 * /vip?upTo = the minimum VIP level to reach (the upgrade guide's is `VIP_UPGRADE_TARGET_TIER`,
 * 5); without it, the VIP benefits page (§6 view-benefits).
 */
export function vipLink(upTo?: number): PageRoute {
  return route(PAGES.VIP, { upTo });
}

/** The assets area's Simple Earn holdings (the assets frame links here, §2). */
export function financeMyLendingsLink(): PageRoute {
  return route(PAGES.FINANCE_MY_LENDINGS);
}

/** The assets area's VIP wealth holdings (VIP products, §6). */
export function financeVipWealthLink(): PageRoute {
  return route(PAGES.FINANCE_VIP_WEALTH);
}

/** /staking/{coin}?pid; a pid of -1 (no source, §3 currentId) is left out. */
export function stakingLink(coin: string, pid?: string | number): PageRoute {
  return route(PAGES.STAKING.replace('{coin}', encodeURIComponent(coin)), {
    pid: pid === undefined || String(pid) === '-1' || pid === '' ? undefined : pid,
  });
}

/** /myaccount/funds/finance/staking (asset, product-type, open-history): the staking holdings page. */
export function stakingHoldingsLink(link: StakingHoldingsLink): PageRoute {
  return route(PAGES.STAKING_HOLDINGS, {
    asset: link.asset,
    'product-type': link.productType,
    'open-history': openHistoryFlag(link.openHistory),
  });
}

/**
 * /myaccount/myfunds/financial_staking (asset, product-type, open-history, type): the assets
 * area's staking page, where the assets frame sends a customer. `type` picks the history it
 * opens on; §2 names the field, not its values; we send 'redeem' after a redemption.
 */
export function financialStakingLink(link: StakingHoldingsLink & { type?: 'redeem' }): PageRoute {
  return route(PAGES.FINANCIAL_STAKING, {
    asset: link.asset,
    'product-type': link.productType,
    'open-history': openHistoryFlag(link.openHistory),
    type: link.type,
  });
}

export function spotLink(asset: string): PageRoute {
  return route(PAGES.SPOT, { asset });
}

export function unifiedAccountLink(currType: string): PageRoute {
  return route(PAGES.UNIFIED_ACCOUNT, { curr_type: currType });
}

/**
 * §2 the dual product page and share link: /dual-currency-investment?pid&type&coin, plus the
 * sharer's referral code as `ref`, as every share link carries it (the page that opens the link
 * passes it to the §7 order as ref_code).
 */
export function dualLink(link: {
  pid: string | number;
  type: string;
  coin: string;
  refCode?: string;
}): PageRoute {
  return route(PAGES.DUAL, {
    pid: link.pid,
    type: link.type,
    coin: link.coin,
    ref: link.refCode || undefined,
  });
}

/**
 * §1, §2, §6 support: tier 8 and above → the VIP account manager. A VIP below 8 → the service bot
 * with chatType=human&questionType=vip (the spec gives these parameters for that route; we read
 * them as "a human, for a VIP question"). A non-VIP (tier 0) → the general service chat. The spec
 * lists the three routes without saying which tier gets which; this split is our reading of it.
 * Inside the app the provider adds needNavBar=0, as to every link (`buildHref`).
 */
export function supportLink(tierLevel: number): PageRoute {
  return supportChannel(tierLevel) === 'vip-manager'
    ? route(SUPPORT_ROUTES.VIP_MANAGER)
    : tierLevel > 0
      ? route(SUPPORT_ROUTES.SERVICE_BOT, { chatType: 'human', questionType: 'vip' })
      : route(SUPPORT_ROUTES.SERVICE);
}

/** A document of §2 (terms of use, risk disclosure, staking agreement), from the host's URLs. */
export function documentLink(documents: WealthDocuments, name: keyof WealthDocuments): PageRoute {
  return route(documents[name]);
}

/**
 * Every page and external link of §2, one builder each, for a host that wants them in one place.
 * The widgets import the single builders, so a widget carries only the links it uses; a table test
 * builds every one (links.test.ts).
 */
export const LINKS = {
  simpleEarn: simpleEarnLink,
  myLendings: myLendingsLink,
  simpleEarnHistory: simpleEarnHistoryLink,
  simpleEarnFaq: simpleEarnFaqLink,
  holdingDetail: holdingDetailRoute,
  proofOfReserves: proofOfReservesLink,
  simpleEarnHelp: simpleEarnHelpLink,
  simpleEarnGuide: simpleEarnGuideLink,
  vip: vipLink,
  financeMyLendings: financeMyLendingsLink,
  financeVipWealth: financeVipWealthLink,
  staking: stakingLink,
  stakingHoldings: stakingHoldingsLink,
  financialStaking: financialStakingLink,
  spot: spotLink,
  unifiedAccount: unifiedAccountLink,
  dual: dualLink,
  support: supportLink,
  document: documentLink,
} as const;

/**
 * A link to an exchange page as one string (path and encoded query). Inside the app every page
 * gets needNavBar=0 so the app's own navigation bar is not drawn twice (§2 "Inside the app,
 * needNavBar=0 is added"). Relative paths stay relative: the host's origin is the exchange's.
 * @param platform @default 'web'
 */
export function buildHref(
  path: string,
  query: Readonly<Record<string, string | number | undefined>> = {},
  platform: 'web' | 'app' = 'web',
): string {
  const [base = '', existing = ''] = path.split('?', 2);
  const params = new URLSearchParams(existing);
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.set(name, String(value));
  }
  if (platform === 'app') params.set('needNavBar', '0');
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

/** `buildHref` of a built route, e.g. a share link to copy. @param platform @default 'web' */
export function routeHref(page: PageRoute, platform: 'web' | 'app' = 'web'): string {
  return buildHref(page.path, page.query, platform);
}

/**
 * A share link: absolute (it leaves the page for a chat or a post) and without the app's
 * needNavBar, since whoever opens it may be on the web.
 */
export function shareHref(page: PageRoute, origin: string): string {
  return new URL(routeHref(page), origin).href;
}

/**
 * §3 referral info → the code a share link carries: a KOL's own code when they have one, otherwise
 * the customer's encrypted uid; empty for a visitor.
 */
export function referralCode(info: { kol_code?: string; encrypted_uid?: string } | undefined): string {
  return info?.kol_code || info?.encrypted_uid || '';
}

/** §2 the two tabs of My lendings, also the holding detail's `orderType`. */
export const LENDINGS_TABS = ['flexible', 'fixed'] as const;
export type LendingsTab = (typeof LENDINGS_TABS)[number];

/** True for a value the host may pass as `tab` / `orderType` (its query param is untrusted text). */
export function isLendingsTab(value: unknown): value is LendingsTab {
  return value === 'flexible' || value === 'fixed';
}

export interface HoldingDetailRouteInput {
  /** Which tab the row belongs to; becomes `orderType`. */
  tab: LendingsTab;
  /** The row's coin. */
  asset: string;
  /** The fixed order's `order_id` (§3); added as `&order_id=`. */
  orderId?: string | number | null;
  /**
   * The fixed order's `id` (§3), the `{id}` path segment. @default orderId
   * Flexible holdings have no id of their own (§3), so a flexible row uses its asset as `{id}`:
   * there is one flexible holding per asset.
   */
  id?: string | number | null;
}

/** The holding detail's page: its query is always there, and all text. */
export interface HoldingDetailRoute extends PageRoute {
  readonly query: Readonly<Record<string, string>>;
}

/**
 * §2 holding detail route: `/{id}?orderType={tab}&asset={asset}`, plus `&order_id={order_id}` for
 * fixed rows that have an order id. A blank order id counts as none.
 */
export function holdingDetailRoute(input: HoldingDetailRouteInput): HoldingDetailRoute {
  const orderId = input.orderId === null || input.orderId === undefined ? '' : String(input.orderId);
  const hasOrder = input.tab === 'fixed' && orderId !== '';
  const ownId = input.id === null || input.id === undefined ? '' : String(input.id);
  const id = input.tab === 'fixed' && (ownId || hasOrder) ? ownId || orderId : input.asset;
  const query: Record<string, string> = { orderType: input.tab, asset: input.asset };
  if (hasOrder) query.order_id = orderId;
  return { path: `/${encodeURIComponent(id)}`, query };
}
