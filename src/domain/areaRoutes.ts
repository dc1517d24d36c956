import { DUAL_PRODUCT_TYPE, type DualProductType } from './enums';
import {
  holdingDetailRoute,
  isLendingsTab,
  type LendingsTab,
  myLendingsLink,
  type PageRoute,
  simpleEarnFaqLink,
  simpleEarnHistoryLink,
  simpleEarnLink,
  stakingLink,
} from './links';
import { PAGES } from './pages';

/**
 * A page of the wealth area (§2 "Screens and routes") with its parameters, read from a URL and
 * checked: what WealthArea renders and what the frame may ask its host to open. A URL that names
 * no page, or a page with a parameter it cannot take, is `notFound`: never a page guessed from a
 * half-valid link.
 */
export type AreaRoute =
  /** /simple-earn; `ref` is a shared poster's referral code. */
  | { page: 'home'; ref?: string }
  | { page: 'faq' }
  /** /simple-earn/my-lendings?tab&show_history_modal=1 */
  | { page: 'myLendings'; tab?: LendingsTab; showHistoryModal: boolean }
  /** /simple-earn/history?tab&type=redeem */
  | { page: 'history'; tab?: LendingsTab; type?: 'redeem' }
  /** /{id}?orderType&asset[&order_id] */
  | { page: 'holdingDetail'; id: string; orderType: LendingsTab; asset: string; orderId?: string }
  /** /staking/{coin}?pid */
  | { page: 'staking'; coin: string; pid?: string }
  /** /dual-currency-investment?pid&type&coin[&ref]: the product list, or a shared product. */
  | { page: 'dual'; coin?: string; type?: DualProductType; pid?: string; ref?: string }
  | { page: 'notFound'; path: string };

export type AreaPage = AreaRoute['page'];

/** A coin or asset symbol as the exchange writes them: BTC, USDT, 1INCH, BTC3L. */
const COIN = /^[A-Za-z0-9]{1,20}$/;
/** A product or pool id (§3 `id`, `pid`): a positive integer. */
const ID = /^[1-9][0-9]{0,17}$/;
/** A holding detail's path segment (§2 `/{id}`): an order id or an asset. */
const SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;
/** A referral code (§3 encrypted_uid or kol_code). */
const REF = /^[A-Za-z0-9_-]{1,64}$/;

const BASE = 'https://area.invalid';

function optional(value: string | null, pattern: RegExp): string | undefined | false {
  if (value === null || value === '') return undefined;
  return pattern.test(value) ? value : false;
}

function isDualProductType(value: string): value is DualProductType {
  return value === DUAL_PRODUCT_TYPE.CALL || value === DUAL_PRODUCT_TYPE.PUT;
}

/** Leaves out the fields that carry no value, so routes compare and print cleanly. */
function defined<T extends object>(route: T): T {
  return Object.fromEntries(Object.entries(route).filter(([, value]) => value !== undefined)) as T;
}

/**
 * The page a URL of the wealth area shows (§2). Takes a path with its query (`/staking/GT?pid=3`)
 * or a URL; an origin is ignored, as is the app's `needNavBar=0`. Never throws.
 */
export function matchAreaRoute(href: string): AreaRoute {
  let url: URL;
  try {
    url = new URL(href, BASE);
  } catch {
    return { page: 'notFound', path: href };
  }
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  const query = url.searchParams;
  const notFound: AreaRoute = { page: 'notFound', path };
  const tabOf = (name: string): LendingsTab | undefined | false => {
    const value = query.get(name);
    if (value === null || value === '') return undefined;
    return isLendingsTab(value) ? value : false;
  };

  switch (path) {
    case PAGES.SIMPLE_EARN: {
      const ref = optional(query.get('ref'), REF);
      return ref === false ? notFound : defined({ page: 'home', ref });
    }
    case PAGES.SIMPLE_EARN_FAQ:
      return { page: 'faq' };
    case PAGES.MY_LENDINGS: {
      const tab = tabOf('tab');
      if (tab === false) return notFound;
      return defined({ page: 'myLendings', tab, showHistoryModal: query.get('show_history_modal') === '1' });
    }
    case PAGES.SIMPLE_EARN_HISTORY: {
      const tab = tabOf('tab');
      const type = query.get('type');
      if (tab === false || (type !== null && type !== '' && type !== 'redeem')) return notFound;
      return defined({ page: 'history', tab, type: type === 'redeem' ? 'redeem' : undefined });
    }
    case PAGES.DUAL: {
      const coin = optional(query.get('coin'), COIN);
      const pid = optional(query.get('pid'), ID);
      const ref = optional(query.get('ref'), REF);
      const type = query.get('type');
      if (coin === false || pid === false || ref === false) return notFound;
      if (type !== null && type !== '' && !isDualProductType(type)) return notFound;
      return defined({
        page: 'dual',
        coin: coin?.toUpperCase(),
        type: type && isDualProductType(type) ? type : undefined,
        pid,
        ref,
      });
    }
  }

  const staking = /^\/staking\/([^/]+)$/.exec(path);
  if (staking) {
    const coin = decodeURIComponent(staking[1] ?? '');
    const pid = optional(query.get('pid'), ID);
    if (!COIN.test(coin) || pid === false) return notFound;
    return defined({ page: 'staking', coin: coin.toUpperCase(), pid });
  }

  // §2 holding detail: one segment and an orderType; any other one-segment path is no page of ours.
  const detail = /^\/([^/]+)$/.exec(path);
  const orderType = tabOf('orderType');
  if (detail && orderType) {
    const id = decodeURIComponent(detail[1] ?? '');
    const asset = query.get('asset') ?? '';
    const orderId = optional(query.get('order_id'), SEGMENT);
    if (!SEGMENT.test(id) || !COIN.test(asset) || orderId === false) return notFound;
    return defined({ page: 'holdingDetail', id, orderType, asset: asset.toUpperCase(), orderId });
  }
  return notFound;
}

/**
 * The link of a page of the area: the inverse of `matchAreaRoute` for every page but `notFound`
 * (`matchAreaRoute(routeHref(areaRouteLink(r)))` gives `r` back), built with the same builders the
 * widgets link with.
 */
export function areaRouteLink(route: Exclude<AreaRoute, { page: 'notFound' }>): PageRoute {
  switch (route.page) {
    case 'home':
      return simpleEarnLink(route.ref);
    case 'faq':
      return simpleEarnFaqLink();
    case 'myLendings':
      return myLendingsLink({ tab: route.tab, showHistoryModal: route.showHistoryModal });
    case 'history':
      return simpleEarnHistoryLink({ tab: route.tab, type: route.type });
    case 'holdingDetail':
      return holdingDetailRoute({
        tab: route.orderType,
        asset: route.asset,
        id: route.id,
        orderId: route.orderId,
      });
    case 'staking':
      return stakingLink(route.coin, route.pid);
    case 'dual': {
      // Not dualLink: that is a share link (pid, type and coin required); the page also opens
      // on a coin alone, or on nothing.
      const query: Record<string, string> = {};
      for (const name of ['pid', 'type', 'coin', 'ref'] as const) {
        const value = route[name];
        if (value !== undefined) query[name] = value;
      }
      return Object.keys(query).length === 0 ? { path: PAGES.DUAL } : { path: PAGES.DUAL, query };
    }
  }
}
