/**
 * The exchange pages a framed widget may ask its host to open (§2 "Screens and routes"). A guest
 * never navigates itself: it posts `open_page` with an href, and BOTH sides check the href against
 * this table first (the guest before posting, the host's validator on receipt), so a compromised
 * or buggy guest cannot make the host open `javascript:`, another site or an unlisted page.
 *
 * Only same-site relative paths pass: one leading slash, no scheme, no `//host`, no backslash, no
 * dot segments, no control characters, and a path from the table. The query is free (the widgets
 * add asset, pid, tab, needNavBar=0 ...) but must be well formed.
 */

import { PAGE_PREFIXES, PAGES } from '../src/domain/pages';

/** §2 holding detail "/{id}?orderType={tab}&asset={asset}": one segment, and orderType is required. */
const HOLDING_DETAIL = /^\/[A-Za-z0-9_-]{1,64}$/;

const SEGMENT = '[A-Za-z0-9_.-]{1,64}';
const PATTERNS: readonly RegExp[] = Object.values(PAGES).map(
  (route) =>
    new RegExp(
      `^${route
        .split(/\{\w+\}/)
        .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
        .join(SEGMENT)}$`,
    ),
);

const BASE = 'https://frame.invalid';

/**
 * True when `href` is a relative link to a §2 page (see the file comment). Never throws.
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
  if (PATTERNS.some((pattern) => pattern.test(path))) return true;
  if (PAGE_PREFIXES.some((prefix) => path.startsWith(prefix) && path.length > prefix.length)) return true;
  return HOLDING_DETAIL.test(path) && url.searchParams.has('orderType');
}
