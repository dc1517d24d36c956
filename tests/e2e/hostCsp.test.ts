import type { Page } from 'playwright-core';
import { hostPagesSite } from './support/hostPagesSite';

/**
 * A host page under a strict Content-Security-Policy: styles from its own origin only, no
 * `'unsafe-inline'` and no nonce for us (as exchanges that render with per-request nonces serve).
 * Radix's scroll lock added a style element, which such a policy refused unless the host handed us
 * its nonce: the page scrolled behind the dialog and each opening reported a violation to the host's
 * CSP endpoint. Our scroll lock sets the body's inline style through the DOM, which the policy
 * allows: each money dialog opens and closes without a violation, the wheel does not scroll the page
 * while it is open (a host rule `overflow-y: scroll !important` on the body included), and the page
 * is where the customer left it, scrollable again, once it closes.
 * Real Chromium, the host-stylesheet page served with the policy.
 */

const POLICY = "default-src 'self'; script-src 'self'; style-src 'self'";
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
  await page.goto(`${site.origin}/hostcss.html?sheets=wealthkit&widget=${widget}`);
  await page.getByRole('dialog').first().getByRole('button', { name: 'Close' }).waitFor({ timeout: 30_000 });
  return page;
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/**
 * Turns the mouse wheel over the point (8, 8), on the dim overlay while a dialog is open, and
 * resolves once the page has heard the wheel and drawn two frames after it: a scroll it starts has
 * begun by then, so the scroll position can be read without a fixed wait.
 */
async function wheelOverPage(page: Page) {
  await page.evaluate(() => {
    const seen = window as unknown as { wheelSeen?: Promise<void> };
    seen.wheelSeen = new Promise((resolve) =>
      window.addEventListener('wheel', () => resolve(), { once: true, passive: true }),
    );
  });
  await page.mouse.move(8, 8);
  await page.mouse.wheel(0, 600);
  await page.evaluate(async () => {
    await (window as unknown as { wheelSeen: Promise<void> }).wheelSeen;
    for (let frame = 0; frame < 2; frame += 1) await new Promise(requestAnimationFrame);
  });
}

describe("Given a host page whose Content-Security-Policy allows only its own origin's styles", () => {
  afterEach(async () => {
    for (const context of site.browser.contexts()) await context.close();
  });

  it.each(WIDGETS)(
    'the %s dialog locks the page while open and opens and closes without a violation',
    async (widget) => {
      const page = await open(widget);
      await expect.poll(() => bodyOverflow(page)).toBe('hidden');
      // A long host page, scrolled down a little before the customer opened the dialog, whose sheet
      // always shows the scrollbar with an !important rule (through the CSSOM, which the policy allows).
      await page.evaluate(() => {
        document.styleSheets[0]?.insertRule('body { overflow-y: scroll !important; }', 0);
        const tall = document.createElement('div');
        tall.style.height = '3000px';
        document.body.append(tall);
        window.scrollTo(0, 200);
      });
      await expect.poll(() => scrollY(page)).toBe(200);
      await wheelOverPage(page);
      expect(await scrollY(page)).toBe(200);
      await page.getByRole('dialog').first().getByRole('button', { name: 'Close' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');
      expect(await scrollY(page)).toBe(200);
      await wheelOverPage(page);
      await expect.poll(() => scrollY(page)).toBeGreaterThan(200);
      expect(await violations(page)).toEqual([]);
    },
  );
});
