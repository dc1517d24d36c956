import { type Browser, chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../scripts/chromium';

/**
 * The Chromium every browser test and bench launches (scripts/chromium.json) opens a new window
 * for each context. Debian's Chromium 156 loads two WebUI omnibox popups in each, on the cores the
 * page under test runs on; the launch flags turn them off. If this fails after a Chromium update,
 * list the chrome:// targets it names and turn off the feature that loads them.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch(chromiumLaunchOptions);
});

afterAll(async () => {
  await browser?.close();
});

describe('given a new context and page in the launched Chromium', () => {
  it('loads no browser-UI page (chrome://) beside it', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto('about:blank');
      const cdp = await browser.newBrowserCDPSession();
      // A window's UI pages are created with it; a state to wait for, then none may be there.
      await expect
        .poll(async () => (await cdp.send('Target.getTargets')).targetInfos.some((t) => t.type === 'page'))
        .toBe(true);
      const { targetInfos } = await cdp.send('Target.getTargets');
      expect(targetInfos.map((t) => t.url).filter((url) => url.startsWith('chrome://'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
