import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Frame,
  type Locator,
  type Page,
} from 'playwright-core';
import { chromiumLaunchOptions } from '../../scripts/chromium';
import { ROUTES } from '../../src/api';
import { createMemoryStorage, createSandboxExchange, type SandboxExchange } from '../../src/sandbox';
import { serveExchange } from './support/exchangeServer.mjs';
import { buildEmbedSite, type EmbedSite, SPY_INIT_SCRIPT, serveEmbedSite } from './support/site.mjs';

/**
 * The embed end to end, in Debian's Chromium: the host page (the assets frame) and the wealthkit
 * guest on two different local origins, a third origin trying its luck, the real built guest on
 * the sandbox exchange. The guest is built here with vite's JS API into a temp dir.
 */

interface HostEvent {
  frame: number;
  type: string;
  payload: Record<string, unknown>;
}

interface Post {
  origin: string;
  type: string | undefined;
  site: 'embed' | 'window';
}

let outDir: string;
let site: EmbedSite;
let spySites = 0;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'wealthkit-e2e-'));
  ({ spySites } = await buildEmbedSite({ outDir, spy: true }));
  site = await serveEmbedSite({ outDir });
  browser = await chromium.launch(chromiumLaunchOptions);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

beforeEach(async () => {
  context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1000, height: 900 } });
  await context.addInitScript(SPY_INIT_SCRIPT);
  page = await context.newPage();
  pageErrors.length = 0;
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // In any frame: the guest runs under the README's Content-Security-Policy, and breaks none of it.
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) pageErrors.push(message.text());
  });
});

afterEach(async () => {
  await context?.close();
});

const guestUrl = (prefix = '/') => `${site.guestOrigin}${prefix}index.html`;

async function openHost() {
  await page.goto(`${site.hostOrigin}/host.html`);
  await page.waitForFunction(() => 'wk' in window);
}

async function mount(
  widget: string,
  params: Record<string, unknown>,
  src = guestUrl(),
  extra: { user?: Record<string, unknown>; readyTimeoutMs?: number; deviceToken?: string } = {},
): Promise<number> {
  return page.evaluate(
    ([s, w, p, x]) =>
      (window as unknown as { wk: { mount(s: string, w: string, p: unknown, x: unknown): number } }).wk.mount(
        s as string,
        w as string,
        p,
        x,
      ),
    [src, widget, params, extra] as const,
  );
}

/** The host's update to a frame (after its own login, the customer's traits). */
const hostUpdate = (change: Record<string, unknown>, frame = 0) =>
  page.evaluate(
    ([c, i]) =>
      (window as unknown as { wk: { update(i: number, c: unknown): void } }).wk.update(i as number, c),
    [change, frame] as const,
  );

async function mountPage(
  pagePath: string,
  params: Record<string, unknown>,
  src = guestUrl(),
): Promise<number> {
  return page.evaluate(
    ([s, p, q]) =>
      (window as unknown as { wk: { mountPage(s: string, p: string, q: unknown): number } }).wk.mountPage(
        s as string,
        p as string,
        q,
      ),
    [src, pagePath, params] as const,
  );
}

const hostEvents = (): Promise<HostEvent[]> =>
  page.evaluate(() =>
    (window as unknown as { wk: { events: HostEvent[] } }).wk.events.map((e) => ({ ...e })),
  );

/** The events of one frame without the resizes, as `[type, payload]`. */
async function flow(frame = 0) {
  return (await hostEvents())
    .filter((e) => e.frame === frame && e.type !== 'resize')
    .map((e) => [e.type, e.payload] as const);
}

async function waitForEvent(type: string, frame = 0) {
  await expect
    .poll(async () => (await hostEvents()).some((e) => e.frame === frame && e.type === type), {
      timeout: 15_000,
    })
    .toBe(true);
}

async function guestFrame(): Promise<Frame> {
  await expect
    .poll(() => page.frames().some((f) => f.url().startsWith(site.guestOrigin)), { timeout: 15_000 })
    .toBe(true);
  return page.frames().find((f) => f.url().startsWith(site.guestOrigin)) as Frame;
}

/** A frame in a phone-sized host (375×667), once it said ready. */
async function openFrameOnPhone(...args: Parameters<typeof mount>) {
  await page.setViewportSize({ width: 375, height: 667 });
  await openHost();
  await mount(...args);
  await waitForEvent('ready');
  return guestFrame();
}

/** The stake form is loaded: the dialog is there and the balance has arrived. */
async function stakeFormReady(frame: Frame, coin = 'GT') {
  const dialog = frame.getByRole('dialog', { name: `Stake ${coin}` });
  await dialog.getByText(/^Available \d/).waitFor({ timeout: 15_000 });
  return dialog;
}

/** Types 10 into the stake form key by key, agrees to the terms and presses Stake. */
async function stakeTenByKeys(frame: Frame, form: Locator) {
  await form.getByRole('textbox', { name: 'Amount' }).pressSequentially('10');
  await form.getByRole('checkbox', { name: 'I have read and agree to the' }).check();
  await frame.getByRole('button', { name: 'Stake', exact: true }).click();
}

/**
 * The same user flow on a frame (iframe mode) or a page's main frame (component mode): stake 10 GT,
 * see the success, continue staking, open the transfer page, close.
 */
async function stakeFlow(frame: Frame) {
  const dialog = await stakeFormReady(frame);
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('10');
  await dialog.getByRole('checkbox', { name: 'I have read and agree to the' }).check();
  await frame.getByRole('button', { name: 'Stake', exact: true }).click();
  await frame.getByText('You staked 10 GT.').waitFor({ timeout: 15_000 });
  await frame.getByRole('button', { name: 'Continue staking' }).click();
  await (await stakeFormReady(frame)).getByRole('button', { name: 'Transfer' }).click();
  await frame.getByRole('button', { name: 'Close' }).first().click();
}

const EXPECTED_FLOW = [
  ['success', { widget: 'stake', coin: 'GT', amount: '10' }],
  ['reopen_stake', { coin: 'GT' }],
  ['open_page', { href: '/myaccount/myfunds/spot?asset=GT' }],
  ['close', { widget: 'stake' }],
];

async function postsIn(frame: Frame): Promise<Post[]> {
  return frame.evaluate(() => (globalThis as unknown as { __wkPosts: Post[] }).__wkPosts.slice());
}

describe('embed e2e: given the host and the guest on two origins', () => {
  describe('when the customer stakes through the frame on the sandbox', () => {
    it('the host receives ready, resize, success, reopen_stake, open_page and close, in order', async () => {
      await openHost();
      await mount('stake', { coin: 'GT', sandbox: true });
      await waitForEvent('ready');
      const frame = await guestFrame();
      expect(await flow()).toEqual([['ready', { widget: 'stake' }]]);

      await stakeFlow(frame);
      await waitForEvent('close');
      expect(await flow()).toEqual([['ready', { widget: 'stake' }], ...EXPECTED_FLOW]);

      // Resizes: the open form had a height, and the iframe followed the last one (0 once closed).
      const resizes = (await hostEvents()).filter((e) => e.type === 'resize').map((e) => e.payload.height);
      expect(Math.max(...(resizes as number[]))).toBeGreaterThan(200);
      await expect
        .poll(() =>
          page.evaluate(() => (window as unknown as { wk: { height(i: number): string } }).wk.height(0)),
        )
        .toBe(`${resizes.at(-1)}px`);
      expect(pageErrors).toEqual([]);
    });

    it('a stake that needs the fund password asks for it in the frame and succeeds; the host never sees it', async () => {
      await openHost();
      await mount('stake', { coin: 'GT', sandbox: true, scenario: 'fund-password' });
      await waitForEvent('ready');
      const frame = await guestFrame();
      const dialog = await stakeFormReady(frame);
      await dialog.getByRole('textbox', { name: 'Amount' }).fill('10');
      await dialog.getByRole('checkbox', { name: 'I have read and agree to the' }).check();
      await frame.getByRole('button', { name: 'Stake', exact: true }).click();
      const prompt = frame.getByRole('dialog', { name: 'Fund password' });
      await prompt.getByLabel('Fund password').fill('246810');
      await prompt.getByLabel('Fund password').press('Enter');
      await frame.getByText('You staked 10 GT.').waitFor({ timeout: 15_000 });
      await waitForEvent('success');
      expect((await flow()).find(([type]) => type === 'success')).toEqual([
        'success',
        { widget: 'stake', coin: 'GT', amount: '10' },
      ]);
      expect(JSON.stringify(await hostEvents())).not.toContain('246810');
      expect(pageErrors).toEqual([]);
    });

    it('no postMessage call on either side targets "*": each names the other side exactly', async () => {
      expect(spySites).toBeGreaterThanOrEqual(2);
      await openHost();
      await mount('stake', { coin: 'GT', sandbox: true, lang: 'en' });
      await waitForEvent('ready');
      const frame = await guestFrame();
      await stakeFormReady(frame);
      await page.evaluate(() =>
        (window as unknown as { wk: { update(i: number, c: unknown): void } }).wk.update(0, {
          theme: 'dark',
        }),
      );
      await expect
        .poll(() => frame.evaluate(() => document.querySelector('.wk-root')?.getAttribute('data-theme')))
        .toBe('dark');

      const hostPosts = await postsIn(page.mainFrame());
      const guestPosts = await postsIn(frame);
      expect(hostPosts.map((p) => p.type)).toEqual(['init', 'update']);
      expect(guestPosts.map((p) => p.type)).toContain('ready');
      expect(guestPosts.map((p) => p.type)).toContain('resize');
      for (const post of hostPosts) expect(post.origin).toBe(site.guestOrigin);
      for (const post of guestPosts) expect(post.origin).toBe(site.hostOrigin);
      expect([...hostPosts, ...guestPosts].filter((p) => p.origin === '*')).toEqual([]);
    });

    it('several frames on one page keep their own events and sizes', async () => {
      await openHost();
      await mount('stake', { coin: 'GT', sandbox: true });
      await mount('stake', { coin: 'ETH', sandbox: true });
      await waitForEvent('ready', 0);
      await waitForEvent('ready', 1);
      const events = await hostEvents();
      expect(
        events
          .filter((e) => e.type === 'ready')
          .map((e) => e.frame)
          .sort(),
      ).toEqual([0, 1]);
      const ids = await page.evaluate(() => {
        const wk = (window as unknown as { wk: { instanceId(i: number): string } }).wk;
        return [wk.instanceId(0), wk.instanceId(1)];
      });
      expect(ids[0]).not.toBe(ids[1]);
    });
  });

  describe('when the same flow runs in component mode and in iframe mode (parity)', () => {
    it('the callbacks and the messages give the same event names and payloads in the same order', async () => {
      await page.goto(`${site.hostOrigin}/component.html?coin=GT`);
      await stakeFlow(page.mainFrame());
      await expect
        .poll(
          async () =>
            await page.evaluate(() => (window as unknown as { wk: { events: unknown[] } }).wk.events.length),
        )
        .toBe(4);
      const componentEvents = await page.evaluate(() =>
        (window as unknown as { wk: { events: Array<{ type: string; payload: unknown }> } }).wk.events.map(
          (e) => [e.type, e.payload],
        ),
      );

      await openHost();
      await mount('stake', { coin: 'GT', sandbox: true });
      await stakeFlow(await guestFrame());
      await waitForEvent('close');
      const frameEvents = (await flow()).filter(([type]) => type !== 'ready');

      expect(componentEvents).toEqual(EXPECTED_FLOW);
      expect(frameEvents).toEqual(componentEvents);
    });
  });
});

/** Whether the whole element shows in a 375×667 host's viewport. */
const fullyInView = async (locator: Locator) => {
  const box = await locator.boundingBox();
  return box !== null && box.y >= 0 && box.y + box.height <= 667 && box.x >= 0 && box.x + box.width <= 375;
};

describe('embed e2e: given a customer who must log in, in a 375×667 host (issue 19)', () => {
  it('logged out: types an amount, logs in through the host, the frame resumes with it and stakes behind the fund password', async () => {
    const frame = await openFrameOnPhone(
      'stake',
      { coin: 'GT', sandbox: true, scenario: 'fund-password' },
      guestUrl(),
      { user: { isLogin: false } },
    );
    const dialog = frame.getByRole('dialog', { name: 'Stake GT' });
    const amount = dialog.getByRole('textbox', { name: 'Amount' });
    await amount.pressSequentially('10');
    await frame.getByRole('button', { name: 'Log in to stake' }).click();
    await waitForEvent('login_required');
    expect((await flow()).filter(([type]) => type === 'login_required')).toEqual([
      ['login_required', { reason: 'logged_out' }],
    ]);

    // The host logs the customer in its own way, then tells the frame.
    await hostUpdate({ user: { isLogin: true, tierLevel: 1, kycLevel: 2, verified: true } });
    await dialog.getByText(/^Available \d/).waitFor({ timeout: 15_000 });
    expect(await amount.inputValue()).toBe('10');
    await dialog.getByRole('checkbox', { name: 'I have read and agree to the' }).check();
    await frame.getByRole('button', { name: 'Stake', exact: true }).click();

    await passPrompt(frame);
    expect(pageErrors).toEqual([]);
  });

  /** The fund-password prompt shows whole in the host's viewport; the password is typed; success. */
  async function passPrompt(frame: Frame) {
    const prompt = frame.getByRole('dialog', { name: 'Fund password' });
    await prompt.getByLabel('Fund password').waitFor({ timeout: 15_000 });
    await expect.poll(() => fullyInView(prompt), { timeout: 5_000 }).toBe(true);
    await prompt.getByLabel('Fund password').pressSequentially('246810');
    await prompt.getByLabel('Fund password').press('Enter');
    await frame.getByText('You staked 10 GT.').waitFor({ timeout: 15_000 });
    await waitForEvent('success');
  }

  it('a 401 mid-flow: the frame asks the host to log in again, and the customer stakes after it did', async () => {
    const frame = await openFrameOnPhone('stake', { coin: 'GT', sandbox: true, scenario: 'fund-password' });
    const dialog = await stakeFormReady(frame);
    await dialog.getByRole('textbox', { name: 'Amount' }).pressSequentially('10');
    await dialog.getByRole('checkbox', { name: 'I have read and agree to the' }).check();
    // The exchange ends the session (the sandbox's own switch, exposed only on the sandbox).
    await frame.evaluate(() =>
      (window as unknown as { wkSandbox: { state: { setUser(u: unknown): void } } }).wkSandbox.state.setUser({
        isLogin: false,
      }),
    );
    await frame.getByRole('button', { name: 'Stake', exact: true }).click();
    await waitForEvent('login_required');
    expect((await flow()).filter(([type]) => type === 'login_required')).toEqual([
      ['login_required', { reason: 'session_expired' }],
    ]);
    expect((await flow()).filter(([type]) => type === 'success')).toEqual([]);

    await hostUpdate({ user: { isLogin: true } });
    expect(await dialog.getByRole('textbox', { name: 'Amount' }).inputValue()).toBe('10');
    await frame.getByRole('button', { name: 'Stake', exact: true }).click();
    await passPrompt(frame);
    expect(pageErrors).toEqual([]);
  });
});

describe("embed e2e: given a phone whose region writes decimals with a comma (its decimal pad has ',' and no '.')", () => {
  it('the customer types "1,5" key by key on the English frame and stakes 1.5 GT, not 15', async () => {
    // A German-region browser (navigator.language de-DE); the frame's page is English.
    await context.close();
    context = await browser.newContext({
      reducedMotion: 'reduce',
      viewport: { width: 375, height: 667 },
      locale: 'de-DE',
    });
    await context.addInitScript(SPY_INIT_SCRIPT);
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const frame = await openFrameOnPhone('stake', { coin: 'GT', sandbox: true });
    expect(await frame.evaluate(() => navigator.language)).toBe('de-DE');
    const form = await stakeFormReady(frame);
    const amount = form.getByRole('textbox', { name: 'Amount' });
    await amount.pressSequentially('1,5');
    expect(await amount.inputValue()).toBe('1.5');
    await form.getByRole('checkbox', { name: 'I have read and agree to the' }).check();
    await frame.getByRole('button', { name: 'Stake', exact: true }).click();
    await frame.getByText('You staked 1.5 GT.').waitFor({ timeout: 15_000 });
    expect((await flow()).filter(([type]) => type === 'success')).toEqual([
      ['success', { widget: 'stake', coin: 'GT', amount: '1.5' }],
    ]);
    expect(pageErrors).toEqual([]);
  });
});

describe('embed e2e: given a Windows or Linux customer, whose scrollbars take room (classic scrollbars)', () => {
  it("the frame's buttons end where its form does: no scrollbar gutter is kept beside a body that never scrolls", async () => {
    await openHost();
    await mount('stake', { coin: 'GT', sandbox: true });
    await waitForEvent('ready');
    const frame = await guestFrame();
    const form = await stakeFormReady(frame);
    const right = async (locator: Locator) => {
      const box = await locator.boundingBox();
      if (!box) throw new Error('not laid out');
      return box.x + box.width;
    };
    // The page's own scrollbar is there (a 100 px-high scroller), so its gutter would be too: the
    // tests launch Chromium with its scrollbars shown (scripts/chromium.ts).
    expect(
      await frame.evaluate(() => {
        const probe = document.createElement('div');
        probe.style.cssText = 'width:100px;height:100px;overflow:scroll;position:absolute';
        document.body.append(probe);
        const width = probe.offsetWidth - probe.clientWidth;
        probe.remove();
        return width;
      }),
    ).toBeGreaterThan(0);
    const field = await right(form.getByRole('textbox', { name: 'Amount' }).locator('..'));
    const button = await right(frame.getByRole('button', { name: 'Stake', exact: true }));
    expect(Math.abs(button - field)).toBeLessThanOrEqual(1);
    expect(pageErrors).toEqual([]);
  });
});

describe('embed e2e: given a keyboard customer on a host page with controls before and after the frame (issue 19)', () => {
  /** What has focus: a host control by its text, or the frame's, by its accessible name. */
  const focused = async (frame: Frame) => {
    const host = await page.evaluate(() => document.activeElement?.textContent ?? '');
    if (host !== '' || !(await page.evaluate(() => document.activeElement?.tagName === 'IFRAME')))
      return `host:${host}`;
    return `frame:${await frame.evaluate(() => {
      const active = document.activeElement as HTMLInputElement | null;
      const label = active?.labels?.[0]?.textContent ?? active?.getAttribute('aria-label');
      return label || active?.textContent || active?.tagName || '';
    })}`;
  };

  it('Tab goes through the stake form and on out of the frame to the host, Shift+Tab comes back, Escape closes it', async () => {
    await openHost();
    await mount('stake', { coin: 'GT', sandbox: true });
    await waitForEvent('ready');
    await page.evaluate(() => {
      const iframe = document.querySelector('iframe') as HTMLIFrameElement;
      const control = (text: string) =>
        Object.assign(document.createElement('button'), { textContent: text });
      iframe.before(control('Host before'));
      iframe.after(control('Host after'));
    });
    const frame = await guestFrame();
    const form = await stakeFormReady(frame);
    await page.getByRole('button', { name: 'Host before' }).focus();
    const seen: string[] = [];
    for (let press = 0; press < 20 && seen.at(-1) !== 'host:Host after'; press += 1) {
      await page.keyboard.press('Tab');
      seen.push(await focused(frame));
    }
    // Into the frame, through its form (the amount field among its controls), and out past its last
    // control; as a modal the frame's dialog sent Tab back to its first control for ever.
    expect(seen[0]).toBe('frame:Close');
    expect(seen).toContain('frame:Amount');
    expect(seen.at(-1)).toBe('host:Host after');
    const last = seen.at(-2);
    await page.keyboard.press('Shift+Tab');
    expect(await focused(frame)).toBe(last);

    await form.getByRole('textbox', { name: 'Amount' }).press('Escape');
    await waitForEvent('close');
    expect(pageErrors).toEqual([]);
  });
});

describe('embed e2e: given a dialog the widget opens over its form, in a 375×667 host scrolled down (issue 19)', () => {
  const frameBox = async () =>
    (await page.locator('iframe').first().boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };

  it('lays it over the form where the host shows the frame, grows the frame for it and gives the height back on close', async () => {
    const frame = await openFrameOnPhone('stake', { coin: 'GT', sandbox: true });
    const form = await stakeFormReady(frame);
    // The host page goes on below the frame, and is scrolled down to the APR trend link, so the
    // top of the frame is out of sight, as on a phone mid-page.
    const formHeight = (await frameBox()).height;
    const link = form.getByRole('button', { name: 'APR trend' });
    const scrolled = Math.round((await link.boundingBox())!.y) - 40;
    expect(scrolled).toBeGreaterThan((await frameBox()).y);
    await page.evaluate((y) => {
      document.body.style.paddingBottom = '1000px';
      window.scrollTo(0, y);
    }, scrolled);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);

    await link.click();
    const trend = frame.getByRole('dialog', { name: /APR trend/ });
    await trend.waitFor({ timeout: 15_000 });
    // Over the form (not a section after it), whole in the host's view, without the host scrolling.
    await expect.poll(() => fullyInView(trend)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    const trendBox = await trend.boundingBox();
    const formBox = await form.boundingBox();
    expect(trendBox!.y).toBeLessThan(formBox!.y + formBox!.height);
    // Focus is in the dialog; the frame is at least as tall as the dialog needs.
    await expect.poll(() => trend.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    const frameWithTrend = await frameBox();
    expect(frameWithTrend.y + frameWithTrend.height).toBeGreaterThanOrEqual(trendBox!.y + trendBox!.height);

    await trend.press('Escape');
    await expect.poll(() => frame.getByRole('dialog').count()).toBe(1);
    await expect.poll(async () => (await frameBox()).height).toBe(formHeight);
    // Focus is back on the link that opened it.
    await expect.poll(() => link.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});

describe('embed e2e: given a frame whose top the 375×667 host has scrolled out of view (issue 19)', () => {
  it('shows a §8 toast at the top of what the host shows of the frame, not at the frame’s hidden top', async () => {
    const frame = await openFrameOnPhone('stake', { coin: 'GT', sandbox: true });
    const form = await stakeFormReady(frame);
    await page.evaluate(() => {
      document.body.style.paddingBottom = '1000px';
    });
    // §8 "Stake or redeem failure code: server msg as a warning toast".
    await frame.evaluate((path) => {
      const sandbox = (window as unknown as { wkSandbox: SandboxExchange }).wkSandbox;
      sandbox.faults.inject({ path, fault: { kind: 'code', code: -1, message: 'Staking paused' } });
    }, ROUTES.stakingStake.path);
    await form.getByRole('textbox', { name: 'Amount' }).pressSequentially('10');
    await form.getByRole('checkbox', { name: 'I have read and agree to the' }).check();
    // The host is scrolled so that the Stake button is in the middle of its view and the top of
    // the frame well above it, as on a phone with the frame mid-page.
    const stake = frame.getByRole('button', { name: 'Stake', exact: true });
    const buttonBottom = await stake.evaluate((node) => node.getBoundingClientRect().bottom);
    const frameTop = (await page.locator('iframe').first().boundingBox())!.y;
    await page.evaluate((y) => window.scrollTo(0, y), Math.round(frameTop + buttonBottom - 667 / 2));
    expect((await page.locator('iframe').first().boundingBox())!.y).toBeLessThan(-200);

    await stake.click();
    const toast = frame.getByText('Staking paused');
    await toast.waitFor({ timeout: 15_000 });
    await expect.poll(() => fullyInView(toast)).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});

describe('embed e2e: given a customer whose system allows motion, in a 375×667 host (issue 19)', () => {
  /** A dialog's box once its animation is over and it stays put: wholly in the host's view. */
  async function settledInView(dialog: Locator) {
    await expect.poll(() => dialog.evaluate((node) => node.getAnimations().length)).toBe(0);
    let last: number | undefined;
    await expect
      .poll(async () => {
        const y = (await dialog.boundingBox())?.y;
        const still = y === last;
        last = y;
        return still;
      })
      .toBe(true);
    expect(await fullyInView(dialog)).toBe(true);
    return (await dialog.boundingBox())!;
  }

  it('opens the APR trend and the fund-password prompt over the form in view, and the host page does not move for their animation', async () => {
    // Motion on (the other embed tests turn it off): a bottom sheet slides up from below its place,
    // and a frame that measured or scrolled to the sliding box grew for it and scrolled the host
    // until the sheet's title was above the host's view.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const frame = await openFrameOnPhone('stake', { coin: 'GT', sandbox: true, scenario: 'fund-password' });
    const form = await stakeFormReady(frame);
    const motion = () => matchMedia('(prefers-reduced-motion: no-preference)').matches;
    expect(await frame.evaluate(motion)).toBe(true);
    const iframe = page.locator('iframe').first();
    const formHeight = (await iframe.boundingBox())!.height;
    const scrolled = await page.evaluate(() => window.scrollY);

    await form.getByRole('button', { name: 'APR trend' }).click();
    const trend = frame.getByRole('dialog', { name: /APR trend/ });
    await trend.waitFor({ timeout: 15_000 });
    const box = await settledInView(trend);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    // The frame asked for the room the placed dialog needs, not for where its slide began.
    const frameBox = (await iframe.boundingBox())!;
    expect(frameBox.height).toBeLessThanOrEqual(
      Math.max(formHeight, box.y - frameBox.y + box.height + 16) + 1,
    );
    await trend.press('Escape');
    await expect.poll(() => frame.getByRole('dialog').count()).toBe(1);

    await form.getByRole('textbox', { name: 'Amount' }).pressSequentially('10');
    await form.getByRole('checkbox', { name: 'I have read and agree to the' }).check();
    await frame.getByRole('button', { name: 'Stake', exact: true }).click();
    const prompt = frame.getByRole('dialog', { name: 'Fund password' });
    await prompt.getByLabel('Fund password').waitFor({ timeout: 15_000 });
    await settledInView(prompt);
    expect(pageErrors).toEqual([]);
  });
});

describe('embed e2e: given the APR trend chart in a frame', () => {
  it('its TradingView attribution opens in a new tab, outside the frame’s sandbox', async () => {
    await context.route('https://www.tradingview.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>TradingView</title>' }),
    );
    await openHost();
    await mount('stake', { coin: 'GT', sandbox: true });
    await waitForEvent('ready');
    const frame = await guestFrame();
    const form = await stakeFormReady(frame);
    await form.getByRole('button', { name: 'APR trend' }).click();
    const trend = frame.getByRole('dialog', { name: /APR trend/ });
    const [tab] = await Promise.all([
      context.waitForEvent('page', { timeout: 15_000 }),
      trend.getByRole('link', { name: 'TradingView' }).click(),
    ]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe('https://www.tradingview.com/');
    // No opener: the new tab cannot reach back into the frame.
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    expect(pageErrors).toEqual([]);
  });
});

describe('embed e2e: given the frame as deployed, its exchange over HTTP on another origin (issue 19)', () => {
  it('then the page runs only the small boot module and preloads config.json, the app and the widgets with it', async () => {
    const html = await readFile(path.join(outDir, 'guest/index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script[^>]*src="\.\/assets\/([\w-]+)\.js"/g)].map((m) => m[1]);
    const preloaded = [...html.matchAll(/rel="modulepreload"[^>]*href="\.\/assets\/([\w-]+)\.js"/g)].map(
      (m) => m[1]?.replace(/-[\w-]{8}$/, ''),
    );
    expect(scripts).toHaveLength(1);
    expect(preloaded).toEqual(expect.arrayContaining(['start', 'widgets']));
    expect(html).toMatch(/<link rel="preload" href="\.\/config\.json" as="fetch" crossorigin="anonymous">/);
    // The boot sends config.json and the first reads; it must not wait for the app's code.
    const boot = await readFile(path.join(outDir, 'guest/assets', `${scripts[0]}.js`), 'utf8');
    expect(boot).not.toMatch(/from\s*["']\.\/(start|widgets)-/);
  });

  /** An exchange over HTTP the frame's config points at; each request it hears, in `requests`. */
  async function deployedExchange(
    requests: string[],
    {
      sandbox = createSandboxExchange({ scenario: 'regular', storage: createMemoryStorage() }),
      signedIn = true,
    } = {},
  ) {
    // A signed-in customer: the exchange's session cookie, which the frame's reads and orders must
    // carry to the exchange's origin (another origin than the frame's).
    if (signedIn) {
      await context.addCookies([
        { name: 'wk_session', value: 'customer-1', domain: '127.0.0.1', path: '/', sameSite: 'Lax' },
      ]);
    }
    const exchange = await serveExchange({
      exchange: sandbox,
      allowedOrigin: site.guestOrigin,
      ...(signedIn ? { session: 'wk_session=customer-1' } : {}),
      onRequest: (line) => requests.push(line),
    });
    await context.route(`${site.guestOrigin}/config.json`, (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          apiBaseUrl: exchange.origin,
          allowedParentOrigins: [site.hostOrigin],
          allowSandbox: false,
        }),
      }),
    );
    return exchange;
  }

  /** The deployed stake frame in a phone-sized host (375×667), ready with its balance. */
  async function openStakeFrameOnPhone() {
    const frame = await openFrameOnPhone('stake', { coin: 'GT' });
    return { frame, form: await stakeFormReady(frame) };
  }

  it("a visitor the host says is signed out: the frame starts no read that needs a login, and offers the host's login", async () => {
    const requests: string[] = [];
    const exchange = await deployedExchange(requests, { signedIn: false });
    try {
      await openHost();
      await mount('stake', { coin: 'GT' }, guestUrl(), { user: { isLogin: false } });
      await waitForEvent('ready');
      const frame = await guestFrame();
      await frame.getByRole('button', { name: 'Log in to stake' }).waitFor({ timeout: 15_000 });
      // The product has been read and shown: any read made as the form opened has been made by now.
      await frame.getByRole('button', { name: 'Rate details' }).waitFor({ timeout: 15_000 });
      // The public read only, the product: no balance, loans, coin settings or the customer's stake.
      expect(requests).toEqual(['GET /apiw/v2/earn/staking/product?coin=GT ']);
      expect(pageErrors).toEqual([]);
    } finally {
      await exchange.close();
    }
  });

  it('a customer who logs in through the host, then reloads the frame: the new page starts signed in, its reads sent before it renders, never offering "Log in"', async () => {
    const requests: string[] = [];
    // The exchange's session is there (the host's login sets it); the host mounted the frame before.
    const exchange = await deployedExchange(requests);
    try {
      // Every page of the frame notes whether it ever showed the login offer, from its first node.
      await context.addInitScript(() => {
        const seen = () => document.body?.textContent?.includes('Log in to stake') ?? false;
        const flags = window as unknown as { __wkSawLogin: boolean };
        flags.__wkSawLogin = false;
        new MutationObserver(() => {
          if (seen()) flags.__wkSawLogin = true;
        }).observe(document, { subtree: true, childList: true, characterData: true });
      });
      const frame = await openFrameOnPhone('stake', { coin: 'GT' }, guestUrl(), { user: { isLogin: false } });
      await frame.getByRole('button', { name: 'Log in to stake' }).waitFor({ timeout: 15_000 });
      await hostUpdate({ user: { isLogin: true } });
      await stakeFormReady(frame);
      // The frame's URL says so now, in place: the host made it with wk_login=0.
      expect(new URL(frame.url()).searchParams.get('wk_login')).toBe('1');

      requests.length = 0;
      await frame.evaluate(() => window.location.reload());
      // The new page said ready: the form waited for below is its own, not the old page's.
      const readies = async () => (await flow()).filter(([type]) => type === 'ready').length;
      await expect.poll(readies, { timeout: 15_000 }).toBe(2);
      const again = await guestFrame();
      await stakeFormReady(again);
      expect(await again.evaluate(() => (window as unknown as { __wkSawLogin: boolean }).__wkSawLogin)).toBe(
        false,
      );
      // Sent by the boot, before the widget first rendered: a frame its URL calls signed out waits
      // for init to read what needs the login.
      const sentAt = await again.evaluate(() => ({
        read: performance
          .getEntriesByType('resource')
          .find((entry) => entry.name.includes('/earn/staking/coin-user-info'))?.startTime,
        firstRender: performance.getEntriesByName('wealthkit:first-render')[0]?.startTime,
      }));
      expect(sentAt.read).toBeLessThan(sentAt.firstRender as number);
      // The reads that need the login went out again, each once (the early read is the widget's).
      expect(requests).toEqual(
        expect.arrayContaining([
          'GET /apiw/v2/earn/staking/coin-user-info?coin=GT ',
          'POST /apiw/v2/account/spot/asset/outable {"assets":["GT"]}',
        ]),
      );
      expect(new Set(requests).size).toBe(requests.length);
      expect(pageErrors).toEqual([]);
    } finally {
      await exchange.close();
    }
  });

  it("sends the stake form's open reads once each, with the customer's session cookie, before the widget has rendered, and the customer stakes", async () => {
    const requests: string[] = [];
    const exchange = await deployedExchange(requests);
    const configs: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('/config.json')) configs.push(request.url());
      const chunk = /\/assets\/([\w-]+)-[\w-]{8}\.js$/.exec(pathname)?.[1];
      if (chunk && request.frame() !== page.mainFrame()) scripts.push(chunk);
    });
    try {
      const { frame, form } = await openStakeFrameOnPhone();
      // Preloaded by the page and taken by the boot's fetch: asked for once.
      expect(configs).toHaveLength(1);
      // The boot, the app, the widgets' shared code and staking's own: no other family's code.
      expect(scripts.sort()).toEqual(['index', 'staking', 'start', 'widgets']);
      const opening = [
        'GET /apiw/v2/unified/account_mode ',
        'GET /apiw/v2/earn/staking/product?coin=GT ',
        'GET /apiw/v2/earn/staking/coin-user-info?coin=GT ',
        'GET /apiw/v2/earn/staking/user-loans?coin=GT ',
        'GET /apiw/v2/earn/borrow-coin-settings?coin=GT ',
        'POST /apiw/v2/account/spot/asset/outable {"assets":["GT"]}',
      ];
      // Each once: the early read is the widget's read, not one more.
      expect([...requests].sort()).toEqual([...opening].sort());

      await stakeTenByKeys(frame, form);
      await frame.getByText('You staked 10 GT.').waitFor({ timeout: 15_000 });
      await waitForEvent('success');
      expect(requests.filter((line) => line.startsWith('POST /apiw/v2/earn/staking/'))).toHaveLength(1);
      expect(pageErrors).toEqual([]);
    } finally {
      await exchange.close();
    }
  });

  it('a launch pool stake carries the device token the host gave (§7), and the exchange books it', async () => {
    const requests: string[] = [];
    const sandbox = createSandboxExchange({ scenario: 'regular', storage: createMemoryStorage() });
    const exchange = await deployedExchange(requests, { sandbox });
    try {
      const frame = await openFrameOnPhone('launch-pool-stake', { pid: 1 }, guestUrl(), {
        deviceToken: 'device-7f3a',
      });
      const dialog = frame.getByRole('dialog');
      await dialog.getByRole('tab', { name: 'GT pool' }).click();
      await dialog.getByText(/^Available\s*\d/).waitFor({ timeout: 15_000 });
      await dialog.getByRole('textbox', { name: 'Amount' }).pressSequentially('10');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await frame.getByText('You staked 10 GT').waitFor({ timeout: 15_000 });
      await waitForEvent('success');
      const orders = sandbox.calls.filter(
        (call) => call.method === 'POST' && call.path.endsWith('/create-order'),
      );
      expect(orders.map((call) => call.headers['x-device-token'])).toEqual(['device-7f3a']);
      expect(pageErrors).toEqual([]);
    } finally {
      await exchange.close();
    }
  });

  it('a stake whose answer is lost, then a reload of the frame: the new frame sends it again with the same key, one order is booked, and the customer and the host hear of it', async () => {
    const requests: string[] = [];
    const sandbox = createSandboxExchange({ scenario: 'regular', storage: createMemoryStorage() });
    const exchange = await deployedExchange(requests, { sandbox });
    const stakePath = '/apiw/v2/earn/staking/coin-swap-verify';
    const stakes = () => sandbox.calls.filter((call) => call.method === 'POST' && call.path === stakePath);
    // The stakes booked: 10 GT taken from the spot account (as tests/dom/moneyIntents counts them).
    const booked = () =>
      sandbox.state.data.ledger.filter(
        (e) => e.kind === 'move' && e.reason === 'stake' && e.account === 'spot' && e.delta === '-10',
      ).length;
    try {
      const { frame, form } = await openStakeFrameOnPhone();
      // The exchange books the stake, and the answer never reaches the frame: the connection drops.
      // Chromium itself sends the request again when a kept-alive connection closes before any
      // answer (seen here: up to six sends of the frame's one fetch, one per pooled connection, all
      // with the same key, so one booking); every one of them is lost too, until the reload.
      sandbox.faults.inject({ path: stakePath, method: 'POST', times: 100, fault: { kind: 'lost' } });
      await stakeTenByKeys(frame, form);
      // §8: the customer is told (a toast in the frame), the form keeps the amount.
      await frame.getByText('Network error. Please try again.').waitFor({ timeout: 15_000 });
      const sentBefore = stakes().length;
      expect(sentBefore).toBeGreaterThanOrEqual(1);
      expect(booked()).toBe(1);
      expect((await flow()).filter(([type]) => type === 'success')).toEqual([]);

      // The network is back; the customer reloads the frame (or the assets page reloads it).
      sandbox.faults.clear();
      await frame.evaluate(() => window.location.reload());
      await waitForEvent('success');
      const again = await guestFrame();
      await again.getByText('Staked 10 GT', { exact: false }).first().waitFor({ timeout: 15_000 });
      // Sent again by the new frame with the same key; the exchange answered with the first booking.
      expect(stakes().length).toBe(sentBefore + 1);
      expect(new Set(stakes().map((call) => call.headers['idempotency-key'])).size).toBe(1);
      expect(booked()).toBe(1);
      expect(pageErrors).toEqual([]);
    } finally {
      await exchange.close();
    }
  });
});

describe('embed e2e: given two frames of different widgets side by side, both logged out (issue 19)', () => {
  it('each asks for its own login, hears its own update and keeps its own dialogs', async () => {
    await openHost();
    await mount('stake', { coin: 'GT', sandbox: true }, guestUrl(), { user: { isLogin: false } });
    await mount('subscribe', { asset: 'USDT', sandbox: true }, guestUrl(), { user: { isLogin: false } });
    await waitForEvent('ready', 0);
    await waitForEvent('ready', 1);
    const frameOf = (widget: string) =>
      page
        .frames()
        .find(
          (f) =>
            f.url().startsWith(site.guestOrigin) && new URL(f.url()).searchParams.get('widget') === widget,
        );
    await expect.poll(() => Boolean(frameOf('stake') && frameOf('subscribe'))).toBe(true);
    const stakeFrame = frameOf('stake') as Frame;
    const subscribeFrame = frameOf('subscribe') as Frame;

    await subscribeFrame.getByRole('button', { name: 'Log in to subscribe' }).click();
    await waitForEvent('login_required', 1);
    expect((await flow(0)).filter(([type]) => type === 'login_required')).toEqual([]);
    await hostUpdate({ user: { isLogin: true } }, 1);
    await subscribeFrame.getByRole('button', { name: 'Subscribe', exact: true }).waitFor({ timeout: 15_000 });
    // The other frame is still logged out: the host logged in one frame's customer only.
    await stakeFrame.getByRole('button', { name: 'Log in to stake' }).waitFor({ timeout: 5_000 });

    await stakeFrame.getByRole('button', { name: 'Log in to stake' }).click();
    await waitForEvent('login_required', 0);
    await hostUpdate({ user: { isLogin: true } }, 0);
    await stakeFlow(stakeFrame);
    await waitForEvent('close', 0);
    expect((await flow(0)).map(([type]) => type)).toEqual([
      'ready',
      'login_required',
      'success',
      'reopen_stake',
      'open_page',
      'close',
    ]);
    expect((await flow(1)).map(([type]) => type)).toEqual(['ready', 'login_required']);
    expect(pageErrors).toEqual([]);
  });
});

describe('embed e2e: given a guest that cannot start (issue 19)', () => {
  /** What the guest's origin answers for one of its files (a path under the guest's root). */
  const cases = [
    ['its config.json is missing', { file: 'config.json', status: 404, body: 'not found' }],
    [
      'its config does not list the host (a refused parent)',
      {
        file: 'config.json',
        status: 200,
        body: JSON.stringify({
          apiBaseUrl: '',
          allowedParentOrigins: ['https://other.example'],
          allowSandbox: true,
        }),
      },
    ],
    // The boot runs, the app it imports does not arrive: a line of text, not a blank box.
    ['its app’s code cannot be fetched', { file: 'assets/start-*.js', status: 404, body: 'not found' }],
  ] as const;

  it.each(cases)(
    'when %s, the host hears onLoadError (not_ready) and the frame says it cannot be shown',
    async (_, answer) => {
      await context.route(`${site.guestOrigin}/${answer.file}`, (route) =>
        route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body }),
      );
      await openHost();
      await mount('stake', { coin: 'GT', sandbox: true }, guestUrl(), { readyTimeoutMs: 3_000 });
      await waitForEvent('load_error');
      expect(await flow()).toEqual([['load_error', { reason: 'not_ready' }]]);
      const frame = await guestFrame();
      await frame
        .getByRole('status')
        .getByText('This content cannot be shown here.')
        .waitFor({ timeout: 5_000 });
      expect(await frame.getByRole('button').count()).toBe(0);
      expect((await postsIn(frame)).filter((p) => p.site === 'embed')).toEqual([]);
    },
  );
});

describe('embed e2e: given a frame that was ready and loads its page again (issue 19)', () => {
  /** Reloads the frame's page, as the customer's "Reload frame" does, and waits for it to load. */
  async function reloadFrame() {
    const frame = await guestFrame();
    await frame.evaluate(() => window.location.reload());
    await frame.waitForLoadState('load');
    return frame;
  }

  it('a reload that starts again is not reported, whether its ready comes before or after the page’s load event; one whose config.json has gone is (not_ready)', async () => {
    await openHost();
    await mount('stake', { coin: 'GT', sandbox: true }, guestUrl(), { readyTimeoutMs: 3_000 });
    await waitForEvent('ready');
    await stakeFormReady(await guestFrame());

    // Its ready after the load event (nothing holds the load back).
    let frame = await reloadFrame();
    await stakeFormReady(frame);
    // Longer than readyTimeoutMs after the new page's load: the host waits for nothing more.
    await page.waitForTimeout(4_000);
    expect(await flow()).toEqual([
      ['ready', { widget: 'stake' }],
      ['ready', { widget: 'stake' }],
    ]);

    // Its ready before the load event: an image of the page that takes 2 s (a slow CDN) holds the
    // load back while the form starts. The host pings; the page, ready already, answers pong.
    await context.route(`${site.guestOrigin}/slow-image.png`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.fulfill({ status: 204 });
    });
    await context.addInitScript((guestOrigin) => {
      if (window.location.origin !== guestOrigin) return;
      document.addEventListener('DOMContentLoaded', () => {
        document.body.appendChild(
          Object.assign(document.createElement('img'), { src: '/slow-image.png', alt: '' }),
        );
      });
    }, site.guestOrigin);
    frame = await reloadFrame();
    await expect
      .poll(async () => (await postsIn(frame)).map((p) => p.type).filter((type) => type !== 'resize'), {
        timeout: 10_000,
      })
      .toEqual(['ready', 'pong']);
    await page.waitForTimeout(4_000);
    expect((await flow()).map(([type]) => type)).toEqual(['ready', 'ready', 'ready']);

    await context.route(`${site.guestOrigin}/config.json`, (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: 'not found' }),
    );
    const broken = await reloadFrame();
    await waitForEvent('load_error');
    expect((await flow()).at(-1)).toEqual(['load_error', { reason: 'not_ready' }]);
    await broken
      .getByRole('status')
      .getByText('This content cannot be shown here.')
      .waitFor({ timeout: 5_000 });
    // Not left at the stake form's height: the browser's default, as a first page that failed.
    expect(await page.evaluate(() => document.querySelector('iframe')?.getBoundingClientRect().height)).toBe(
      150,
    );
    expect(pageErrors).toEqual([]);
  });
});

describe('embed e2e: given a slow network, the app’s code still on its way', () => {
  /** Holds the guest's app chunk until `release` is called: its code arriving late. */
  async function holdAppCode() {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await context.route(`${site.guestOrigin}/assets/start-*.js`, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }

  it.each([
    ['en', 'Loading…'],
    ['zh-CN', '加载中…'],
  ])('then a %s frame shows it is loading, not an empty box, until the form is there', async (lang, text) => {
    const release = await holdAppCode();
    await openHost();
    await mount('stake', { coin: 'GT', sandbox: true, lang });
    const frame = await guestFrame();
    const loading = frame.getByRole('status').filter({ hasText: text });
    await loading.waitFor({ timeout: 15_000 });
    // Shown once the start has taken long enough to notice (200 ms), and in view in the iframe.
    await expect
      .poll(() => loading.evaluate((note) => Number(getComputedStyle(note).opacity)), { timeout: 5_000 })
      .toBe(1);
    const spinner = await frame.locator('.wk-frame-loading__spinner').boundingBox();
    const iframe = await page.locator('iframe').boundingBox();
    expect(spinner && iframe && spinner.y + spinner.height <= iframe.height).toBe(true);
    release();
    await frame.getByRole('dialog').waitFor({ timeout: 15_000 });
    await expect.poll(() => frame.locator('.wk-frame-loading').count()).toBe(0);
  });
});

describe('embed e2e: given a frame on a page of the wealth area (issue 18)', () => {
  /** The area page the frame shows: the `page` of its own URL. */
  const framePage = (frame: Frame) => new URL(frame.url()).searchParams.get('page');
  const readies = async () =>
    (await hostEvents()).filter((e) => e.type === 'ready').map((e) => e.payload as Record<string, string>);

  /** Whether the element's top edge shows in the host's 375×667 viewport. */
  const topInView = async (locator: Locator) => {
    const box = await locator.boundingBox();
    return box !== null && box.y >= 0 && box.y < 667;
  };

  it('moves between the area pages itself and tells the host each one, reports a subscription, keeps its page across a reload and Back, and asks the host for any other page', async () => {
    // A phone-sized host: the home in the frame is about three screens long.
    await page.setViewportSize({ width: 375, height: 667 });
    await openHost();
    await mountPage('/simple-earn', { sandbox: true });
    await waitForEvent('ready');
    expect(await readies()).toEqual([{ page: '/simple-earn' }]);
    const frame = await guestFrame();
    const products = frame.getByRole('list', { name: 'Simple Earn products' });
    await products.getByRole('heading', { name: 'USDT' }).waitFor({ timeout: 30_000 });

    // Subscribe 100 USDT flexible from the home, typed key by key: the host hears the success.
    await frame.getByRole('button', { name: 'Subscribe USDT flexible' }).click();
    const subscribe = frame.getByRole('dialog', { name: 'Subscribe USDT' });
    await subscribe.getByRole('textbox', { name: 'Amount' }).pressSequentially('100');
    const confirm = subscribe.getByRole('button', { name: 'Subscribe', exact: true });
    await expect.poll(() => confirm.isEnabled(), { timeout: 15_000 }).toBe(true);
    // The dialog opens after the page's content, far below the button: the frame brings it into
    // the host's view.
    await expect.poll(() => topInView(subscribe)).toBe(true);
    await confirm.click();
    await frame.getByText('You subscribed 100 USDT.').waitFor({ timeout: 15_000 });
    await waitForEvent('success');
    expect((await flow()).filter(([type]) => type === 'success')).toEqual([
      ['success', expect.objectContaining({ widget: 'subscribe', coin: 'USDT', amount: '100' })],
    ]);
    await frame.locator('body').press('Escape');
    await expect.poll(() => frame.getByRole('dialog').count()).toBe(0);
    // Focus returns to the button, and the host's view with it.
    await expect
      .poll(() => topInView(frame.getByRole('button', { name: 'Subscribe USDT flexible' })))
      .toBe(true);

    // My lendings is a page of the area: the frame goes there itself, the host is not asked.
    await frame
      .getByRole('region', { name: 'Simple Earn assets' })
      .getByRole('link', { name: 'My lendings' })
      .click();
    await expect.poll(() => framePage(frame)).toBe('/simple-earn/my-lendings');
    await frame.getByRole('tab', { name: 'Flexible', selected: true }).waitFor({ timeout: 15_000 });
    expect((await flow()).filter(([type]) => type === 'open_page')).toEqual([]);
    // The host hears where the frame is, to keep it in its own URL.
    const pages = async () => (await flow()).filter(([type]) => type === 'page');
    await expect.poll(pages).toEqual([['page', { page: '/simple-earn/my-lendings' }]]);

    // A reload of the frame mid-flow opens the page the customer was on, and says so in `ready`.
    await frame.goto(frame.url());
    await expect.poll(async () => (await readies()).length, { timeout: 15_000 }).toBe(2);
    expect((await readies())[1]).toEqual({ page: '/simple-earn/my-lendings' });
    await frame.getByRole('tab', { name: 'Flexible', selected: true }).waitFor({ timeout: 15_000 });

    // The host's Back steps back through the frame's pages.
    // (history.back() of the host page: Playwright's goBack waits for the top page to load.)
    await page.evaluate(() => history.back());
    await expect.poll(() => framePage(frame), { timeout: 15_000 }).toBe('/simple-earn');
    await products.getByRole('heading', { name: 'USDT' }).waitFor({ timeout: 30_000 });
    await expect.poll(pages).toEqual([
      ['page', { page: '/simple-earn/my-lendings' }],
      ['page', { page: '/simple-earn' }],
    ]);

    // A page outside the area goes to the host as open_page; the frame stays where it is.
    await frame.getByRole('link', { name: 'Proof of reserves' }).click();
    await waitForEvent('open_page');
    expect((await flow()).filter(([type]) => type === 'open_page')).toEqual([
      ['open_page', { href: '/proof-of-reserves' }],
    ]);
    expect(framePage(frame)).toBe('/simple-earn');
    expect(pageErrors).toEqual([]);
  });

  it('copies an order id from the frame: the host lets its guest write to the clipboard', async () => {
    await openHost();
    await mountPage('/1008?orderType=fixed&asset=BTC&order_id=1008', { sandbox: true });
    await waitForEvent('ready');
    const frame = await guestFrame();
    await frame.getByRole('button', { name: 'Copy order ID' }).click();
    // Not the generic error the widget shows when the clipboard refuses.
    await frame.getByText('Copied').waitFor({ timeout: 15_000 });
    expect(pageErrors).toEqual([]);
  });

  it('a host cannot frame a page outside the area: mounting throws and no frame is made', async () => {
    await openHost();
    const error = await page.evaluate(
      ([src]) => {
        try {
          (window as unknown as { wk: { mountPage(s: string, p: string): number } }).wk.mountPage(
            src as string,
            '/vip?upTo=5',
          );
          return null;
        } catch (thrown) {
          return String(thrown);
        }
      },
      [guestUrl()] as const,
    );
    expect(error).toMatch(/not a page of the wealth area/);
    expect(await page.locator('iframe').count()).toBe(0);
  });
});

describe('embed e2e: given a third origin', () => {
  async function openThirdParty() {
    await page.goto(`${site.thirdOrigin}/`);
  }

  async function frameFromThirdParty(src: string) {
    await page.evaluate((s) => {
      const iframe = document.createElement('iframe');
      iframe.src = s;
      iframe.title = 'framed wealthkit';
      document.body.appendChild(iframe);
    }, src);
  }

  const query = (parentOrigin: string) =>
    `?is_frame=1&widget=stake&coin=GT&sandbox=1&instance_id=abcdef123456&parent_origin=${encodeURIComponent(parentOrigin)}`;

  describe('when it frames the guest that is served with frame-ancestors', () => {
    it('the browser refuses to render it and the third origin receives no message', async () => {
      await openThirdParty();
      await frameFromThirdParty(`${guestUrl()}${query(site.hostOrigin)}`);
      await page.waitForTimeout(1_500);
      const guest = page.frames().find((f) => f.url().startsWith(site.guestOrigin));
      if (guest) expect(await guest.evaluate(() => document.querySelector('[role="dialog"]'))).toBeNull();
      expect(await page.evaluate(() => (window as unknown as { received: unknown[] }).received)).toEqual([]);
    });
  });

  describe('when the header is missing (a misconfigured deploy) and it frames the guest anyway', () => {
    it('(control) the same header-less guest does work for the allowed host', async () => {
      await openHost();
      await mount('stake', { coin: 'GT', sandbox: true }, guestUrl('/no-csp/'));
      await waitForEvent('ready');
      await stakeFormReady(await guestFrame());
    });

    it.each([
      ['claiming to be the host', () => site.hostOrigin],
      ['naming itself', () => site.thirdOrigin],
    ])('%s: the guest shows nothing, posts nothing, and ignores its messages', async (_, parent) => {
      await openThirdParty();
      await frameFromThirdParty(`${guestUrl('/no-csp/')}${query(parent())}`);
      const guest = await expect
        .poll(() => page.frames().find((f) => f.url().startsWith(site.guestOrigin)), { timeout: 10_000 })
        .toBeTruthy()
        .then(() => page.frames().find((f) => f.url().startsWith(site.guestOrigin)) as Frame);
      await guest.waitForLoadState('load');
      // Its messages: a well-formed init and update with the instance id it chose.
      await page.evaluate(() => {
        const target = document.querySelector('iframe')?.contentWindow;
        for (const type of ['init', 'update']) {
          target?.postMessage(
            {
              source: 'wealthkit',
              v: 1,
              instanceId: 'abcdef123456',
              type,
              payload: { theme: 'dark', locale: 'zh-CN' },
            },
            '*',
          );
        }
      });
      await page.waitForTimeout(1_500);
      expect(await guest.evaluate(() => document.querySelector('[role="dialog"], .wk-root'))).toBeNull();
      expect(await postsIn(guest)).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { received: unknown[] }).received)).toEqual([]);
    });
  });

  describe('when a third-party frame on the host page forges messages to both sides', () => {
    it('the host acts on none, the guest changes nothing, and nothing throws (real-browser burst)', async () => {
      await openHost();
      await mount('stake', { coin: 'GT', sandbox: true });
      await waitForEvent('ready');
      const guest = await guestFrame();
      await stakeFormReady(guest);
      await page.evaluate(
        (src) => (window as unknown as { wk: { addForeign(s: string): void } }).wk.addForeign(src),
        `${site.thirdOrigin}/`,
      );
      await expect.poll(() => page.frames().some((f) => f.url().startsWith(site.thirdOrigin))).toBe(true);
      const third = page.frames().find((f) => f.url().startsWith(site.thirdOrigin)) as Frame;
      await third.waitForLoadState('load');
      const instanceId = await page.evaluate(() =>
        (window as unknown as { wk: { instanceId(i: number): string } }).wk.instanceId(0),
      );
      const before = await hostEvents();

      // The third party knows the instance id (the worst case): it forges guest messages to the
      // host and host messages to the guest, valid envelopes and broken ones alike.
      const burst = (id: string) => {
        const forged: unknown[] = [];
        const types = ['ready', 'resize', 'close', 'success', 'open_page', 'reopen_stake', 'init', 'update'];
        const payloads: unknown[] = [
          { widget: 'stake' },
          { height: 5 },
          { widget: 'stake', coin: 'GT', amount: '1' },
          { href: '/myaccount/myfunds/spot' },
          { coin: 'GT' },
          { theme: 'dark', locale: 'zh-CN' },
          { href: 'javascript:alert(1)' },
          null,
          [],
          'x',
        ];
        for (let i = 0; i < 400; i += 1) {
          const type = types[i % types.length];
          const payload = payloads[i % payloads.length];
          const variants = [
            { source: 'wealthkit', v: 1, instanceId: id, type, payload },
            { source: 'wealthkit', v: 2, instanceId: id, type, payload },
            { source: 'evil', v: 1, instanceId: id, type, payload },
            { source: 'wealthkit', v: 1, instanceId: `${id}x`, type, payload },
            JSON.stringify({ source: 'wealthkit', v: 1, instanceId: id, type, payload }),
          ];
          forged.push(variants[i % variants.length]);
        }
        return forged;
      };
      await third.evaluate(
        ([id, forged]) => {
          const guestWindow = window.parent.frames[0];
          for (const message of forged as unknown[]) {
            // The attacker, not wealthkit: a hostile third-party frame broadcasts to '*' on purpose.
            window.parent.postMessage(message, '*');
            guestWindow?.postMessage(message, '*');
          }
          return id;
        },
        [instanceId, burst(instanceId)] as const,
      );
      // The host page itself (the right parent origin for the guest) posting broken envelopes, and
      // posting guest-looking messages to itself (the wrong window for the host SDK).
      await page.evaluate(
        ([guestOrigin, forged]) => {
          const guestWindow = document.querySelector('iframe')?.contentWindow;
          for (const message of forged as Array<Record<string, unknown> | string>) {
            const broken =
              typeof message === 'string' ? message : { ...message, instanceId: 'not-this-frame' };
            guestWindow?.postMessage(broken, guestOrigin as string);
            window.postMessage(message, location.origin);
          }
        },
        [site.guestOrigin, burst(instanceId)] as const,
      );
      await page.waitForTimeout(1_000);

      expect(await hostEvents()).toEqual(before);
      expect(await guest.evaluate(() => document.querySelector('.wk-root')?.getAttribute('data-theme'))).toBe(
        'light',
      );
      expect(await guest.evaluate(() => document.querySelector('.wk-root')?.getAttribute('lang'))).toBe('en');
      await stakeFormReady(guest);
      expect(pageErrors).toEqual([]);
    });
  });

  describe('when the frame is navigated away to the third origin', () => {
    it('the host keeps posting only to the guest origin, so the third origin receives nothing', async () => {
      await openHost();
      await mount('stake', { coin: 'GT', sandbox: true });
      await waitForEvent('ready');
      const guest = await guestFrame();
      await guest.evaluate((url) => {
        location.href = url;
      }, `${site.thirdOrigin}/`);
      await expect.poll(() => page.frames().some((f) => f.url().startsWith(site.thirdOrigin))).toBe(true);
      const third = page.frames().find((f) => f.url().startsWith(site.thirdOrigin)) as Frame;
      await third.waitForLoadState('load');
      await page.evaluate(() =>
        (window as unknown as { wk: { update(i: number, c: unknown): void } }).wk.update(0, {
          theme: 'dark',
        }),
      );
      await page.waitForTimeout(500);
      // The ping that the new page's load brought, and the update, both to the guest's origin.
      expect((await postsIn(page.mainFrame())).map((p) => p.type)).toEqual(['init', 'ping', 'update']);
      expect(await third.evaluate(() => (window as unknown as { received: unknown[] }).received)).toEqual([]);
    });
  });
});
