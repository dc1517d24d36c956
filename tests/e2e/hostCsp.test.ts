import type { Page } from 'playwright-core';
import { hostPagesSite } from './support/hostPagesSite';

/**
 * A host page under a strict Content-Security-Policy: styles from its own origin and by its nonce
 * only, no `'unsafe-inline'` (as exchanges that render with per-request nonces serve). An open
 * dialog locks the page's scroll with a style element (Radix's react-remove-scroll); without the
 * nonce the browser refused it, so the page scrolled behind the dialog and each opening reported a
 * violation to the host's CSP endpoint. Given `nonce`, the provider hands it to the scroll lock:
 * each money dialog opens and closes without a violation, and the page is locked while it is open.
 * Real Chromium, the host-stylesheet page served with the policy.
 */

const NONCE = 'r4nd0m-n0nce';
const POLICY = `default-src 'self'; script-src 'self'; style-src 'self' 'nonce-${NONCE}'`;
const WIDGETS = ['subscribe', 'redeem', 'stake', 'dual', 'launch-pool'] as const;

const site = hostPagesSite('host-csp', { hostSheets: true });

async function open(widget: string): Promise<Page> {
  const context = await site.browser.newContext({
    viewport: { width: 1280, height: 720 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await page.route('**/hostcss.html*', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': POLICY } });
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  await page.goto(`${site.origin}/hostcss.html?sheets=wealthkit&widget=${widget}&nonce=${NONCE}`);
  await page.getByRole('dialog').first().getByRole('button', { name: 'Close' }).waitFor({ timeout: 30_000 });
  return page;
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

describe('Given a host page whose Content-Security-Policy allows styles only by its nonce', () => {
  afterEach(async () => {
    for (const context of site.browser.contexts()) await context.close();
  });

  it.each(WIDGETS)(
    'the %s dialog locks the page while open and opens and closes without a violation',
    async (widget) => {
      const page = await open(widget);
      await expect.poll(() => bodyOverflow(page)).toBe('hidden');
      await page.getByRole('dialog').first().getByRole('button', { name: 'Close' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');
      expect(await violations(page)).toEqual([]);
    },
  );
});
