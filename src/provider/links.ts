import type { WealthPlatform } from '../hooks/context';

/**
 * A link to an exchange page (§2 routes). Inside the app every page gets needNavBar=0 so the
 * app's own navigation bar is not drawn twice (§2 "Inside the app, needNavBar=0 is added").
 * Relative paths stay relative: the host's origin is the exchange's.
 */
export function buildHref(
  path: string,
  query: Record<string, string | number | undefined> = {},
  platform: WealthPlatform = 'web',
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
