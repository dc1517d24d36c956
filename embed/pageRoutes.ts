/**
 * The exchange pages a framed widget may ask its host to open (§2 "Screens and routes"). A guest
 * never navigates itself: it posts `open_page` with an href, and BOTH sides check the href against
 * this table first (the guest before posting, the host's validator on receipt), so a compromised
 * or buggy guest cannot make the host open `javascript:`, another site, an unlisted page, or a
 * listed page with parameters of its own making.
 *
 * Only same-site relative paths pass: one leading slash, no scheme, no `//host`, no backslash, no
 * dot segments, no control characters. Then the path and its query must be one the widgets build:
 * - a page of the wealth area (`matchAreaRoute`, the route table WealthArea serves) with exactly
 *   the parameters its link carries, each checked (a coin, a tab, a product id...);
 * - one of §2's other pages with the parameters its builder sets, each with its pattern;
 * - a document or a web3 task (§2 names them without a path; ours are one slug under /legal/ or
 *   /web3/), without a query.
 * Every page may carry the app's `needNavBar=0` (§2). A parameter twice, or one the page does not
 * take, refuses the href.
 */

import { areaRouteLink, matchAreaRoute } from '../src/domain/areaRoutes';
import { PAGES, SUPPORT_ROUTES } from '../src/domain/pages';

const COIN = /^[A-Za-z0-9]{1,20}$/;
/** What each §2 page outside the area takes, as its builder in src/domain/links.ts writes it. */
const PAGE_QUERIES: Readonly<Record<string, Readonly<Record<string, RegExp>>>> = {
  [PAGES.PROOF_OF_RESERVES]: {},
  [PAGES.SIMPLE_EARN_HELP]: {},
  [PAGES.SIMPLE_EARN_GUIDE]: {},
  /** §2: upTo = the minimum VIP level. */
  [PAGES.VIP]: { upTo: /^(?:[1-9]|1[0-6])$/ },
  [PAGES.FINANCE_MY_LENDINGS]: {},
  [PAGES.FINANCE_VIP_WEALTH]: {},
  [SUPPORT_ROUTES.VIP_MANAGER]: {},
  [SUPPORT_ROUTES.SERVICE_BOT]: { chatType: /^human$/, questionType: /^vip$/ },
  [SUPPORT_ROUTES.SERVICE]: {},
  [PAGES.FINANCIAL_STAKING]: {
    asset: COIN,
    'product-type': /^[01]$/,
    'open-history': /^1$/,
    type: /^redeem$/,
  },
  [PAGES.STAKING_HOLDINGS]: { asset: COIN, 'product-type': /^[01]$/, 'open-history': /^1$/ },
  [PAGES.SPOT]: { asset: COIN },
  [PAGES.UNIFIED_ACCOUNT]: { curr_type: COIN },
  [PAGES.FUND_PASSWORD_SETUP]: {},
};
/** A document (/legal/terms-of-use) or a web3 task (/web3/tasks): one slug, no query. */
const SLUG_PAGE = /^\/(?:legal|web3)\/[a-z0-9][a-z0-9-]{0,63}$/;
const NAV_BAR = 'needNavBar';

const BASE = 'https://frame.invalid';

/** The query's fields, or null when one is given twice (which of them a page would read is a guess). */
function fieldsOf(params: URLSearchParams): Map<string, string> | null {
  const fields = new Map<string, string>();
  for (const [name, value] of params) {
    if (fields.has(name)) return null;
    fields.set(name, value);
  }
  return fields;
}

function sameFields(a: ReadonlyMap<string, string>, b: Readonly<Record<string, string | number>>): boolean {
  const expected = Object.entries(b);
  return a.size === expected.length && expected.every(([name, value]) => a.get(name) === String(value));
}

/**
 * True when `href` is a relative link to a §2 page with parameters it takes (see the file comment).
 * Never throws.
 */
export function isFramePageHref(href: unknown): href is string {
  if (typeof href !== 'string' || href.length === 0 || href.length > 2048) return false;
  // One leading slash, then no second slash or backslash right after: "//evil" and "/\evil" are
  // protocol-relative to a browser. Anything but printable ASCII (whitespace, control characters,
  // unencoded Unicode), backslashes and fragments are refused outright: the widgets encode queries.
  if (!/^\/[^/\\]/.test(href) || /[^!-~]/.test(href) || /[\\#]/.test(href)) return false;
  let url: URL;
  try {
    url = new URL(href, BASE);
  } catch {
    return false;
  }
  if (url.origin !== BASE) return false;
  const [path = ''] = href.split('?', 1);
  // The URL parser resolves "/staking/../x" and percent-encodes oddities; a path that does not
  // survive parsing unchanged is not one the widgets build.
  if (url.pathname !== path) return false;
  const fields = fieldsOf(url.searchParams);
  if (!fields) return false;
  const navBar = fields.get(NAV_BAR);
  if (navBar !== undefined && navBar !== '0') return false;
  fields.delete(NAV_BAR);

  const taken = PAGE_QUERIES[path];
  if (taken) return [...fields].every(([name, value]) => taken[name]?.test(value) === true);
  if (SLUG_PAGE.test(path)) return fields.size === 0;

  // A page of the area: its link, rebuilt from the route it names, carries exactly these fields.
  const route = matchAreaRoute(`${path}${url.search}`);
  if (route.page === 'notFound') return false;
  const link = areaRouteLink(route);
  return link.path === path && sameFields(fields, link.query ?? {});
}

/**
 * True when `href` is a page the wealth area serves itself (WealthArea's route table) with exactly
 * the parameters its link carries: what a frame may show with `page=`. Never throws.
 */
export function isFrameAreaHref(href: unknown): href is string {
  return isFramePageHref(href) && matchAreaRoute(href).page !== 'notFound';
}
