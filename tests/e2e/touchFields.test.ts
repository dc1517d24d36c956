import type { Page } from 'playwright-core';
import { hostPagesSite } from './support/hostPagesSite';

/**
 * iOS Safari, and the WebView the exchange's iPhone app frames us in, zooms the page into a text
 * field whose text is smaller than 16 px as it takes focus: the customer is left with a magnified
 * page to zoom back out of, on every filter they touch. On a phone (375×667, touch, so the
 * `pointer: coarse` media query holds) every field a customer types or chooses in, on the pages of
 * the wealth area and in their dialogs, has text of 16 px or more. Real Chromium (it does not
 * zoom, so the size is what is checked).
 */

const site = hostPagesSite('touch-fields');

async function phone(start: string): Promise<Page> {
  const context = await site.browser.newContext({
    viewport: { width: 375, height: 667 },
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await page.goto(`${site.origin}/area.html?start=${encodeURIComponent(start)}`);
  return page;
}

/** Every field of `scope` a customer types or chooses in, with the size of its text. */
function fieldSizes(page: Page, scope: string) {
  return page.locator(scope).evaluateAll((roots) =>
    roots.flatMap((root) =>
      [...root.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select, textarea')]
        .filter((field) => !['checkbox', 'radio', 'hidden'].includes(field.type))
        .map((field) => ({
          field: field.getAttribute('aria-label') || field.labels?.[0]?.firstChild?.textContent?.trim(),
          px: Number.parseFloat(getComputedStyle(field).fontSize),
        })),
    ),
  );
}

describe('Given a customer on a phone', () => {
  afterEach(async () => {
    for (const context of site.browser.contexts()) await context.close();
  });

  it.each([
    ['the Simple Earn home (its coin search)', '/simple-earn', 1],
    ['the history page (coin, type and dates)', '/simple-earn/history', 4],
  ])(
    'every field of %s has text of 16 px or more, so the phone does not zoom into it',
    async (_, start, count) => {
      const page = await phone(start);
      await expect
        .poll(() => fieldSizes(page, '.wk-root').then((f) => f.length), { timeout: 30_000 })
        .toBe(count);
      const small = (await fieldSizes(page, '.wk-root')).filter((f) => f.px < 16);
      expect(small).toEqual([]);
    },
  );

  it.each([
    ['a money dialog (Subscribe)', '/simple-earn', /^Subscribe/, 1],
    ['the history dialog of My lendings', '/simple-earn/my-lendings', /^History$/, 4],
  ])('the fields of %s have text of 16 px or more too', async (_, start, opener, count) => {
    const page = await phone(start);
    await page.getByRole('button', { name: opener }).last().click();
    await expect
      .poll(() => fieldSizes(page, '[role="dialog"]').then((f) => f.length), { timeout: 30_000 })
      .toBe(count);
    expect((await fieldSizes(page, '[role="dialog"]')).filter((f) => f.px < 16)).toEqual([]);
  });
});
