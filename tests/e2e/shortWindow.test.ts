import type { Page } from 'playwright-core';
import { hostPagesSite } from './support/hostPagesSite';

/**
 * A short window: a page zoomed to 400 % (WCAG 1.4.10 reflow: 320 × 256 CSS px), or a phone on its
 * side (667 × 375). A dialog's header and footer stay put and its body scrolls between them, which
 * at that height left a sliver of form to read through. There the whole dialog scrolls instead:
 * what scrolls is nearly all of what is shown, and every part of the form can be brought into view.
 * Real Chromium, StakeDialog on the component-mode host page.
 */

const site = hostPagesSite('short-window');

async function open(width: number, height: number): Promise<Page> {
  const context = await site.browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(`${site.origin}/component.html?coin=GT`);
  await page.getByRole('dialog').getByRole('textbox', { name: 'Amount' }).waitFor({ timeout: 30_000 });
  return page;
}

/** The height of the dialog's box that scrolls (its own or its body's), as a share of the dialog's. */
function scrollingShare(page: Page) {
  return page.getByRole('dialog').evaluate((dialog) => {
    const scrolls = (element: Element) =>
      element.scrollHeight > element.clientHeight + 1 &&
      /auto|scroll/.test(getComputedStyle(element).overflowY);
    const scroller = [dialog, ...dialog.querySelectorAll('*')].find(scrolls);
    return scroller ? scroller.clientHeight / dialog.clientHeight : 1;
  });
}

describe('Given a short window', () => {
  afterEach(async () => {
    for (const context of site.browser.contexts()) await context.close();
  });

  it.each([
    ['a page zoomed to 400 % (320 × 256)', 320, 256],
    ['a phone on its side (667 × 375)', 667, 375],
  ])('on %s the whole dialog scrolls, not a sliver of it', async (_, width, height) => {
    const page = await open(width, height);
    expect(await scrollingShare(page)).toBeGreaterThan(0.9);
    const dialog = page.getByRole('dialog');
    for (const part of [
      dialog.getByRole('heading', { name: 'Stake GT' }),
      dialog.getByRole('textbox', { name: 'Amount' }),
      dialog.getByRole('checkbox'),
      dialog.getByRole('button', { name: 'Stake', exact: true }),
    ]) {
      await part.scrollIntoViewIfNeeded();
      const box = await part.boundingBox();
      expect(box && box.y >= 0 && box.y + box.height <= height).toBe(true);
    }
  });

  it('in a window of ordinary height the header and footer stay, and only the body scrolls', async () => {
    const page = await open(1280, 560);
    const share = await scrollingShare(page);
    expect(share).toBeLessThan(0.9);
  });
});

describe('Given a phone (375 × 553: a 375 × 667 screen less the browser’s bars)', () => {
  afterEach(async () => {
    for (const context of site.browser.contexts()) await context.close();
  });

  it('the agreement Stake waits for is in view beside the Stake button, without scrolling', async () => {
    const page = await open(375, 553);
    const dialog = page.getByRole('dialog');
    // The last line of the form's body, it was below the fold: a grey Stake button and no reason seen.
    for (const part of [
      dialog.getByRole('checkbox'),
      dialog.getByRole('button', { name: 'Stake', exact: true }),
    ]) {
      const box = await part.boundingBox();
      expect(box && box.y >= 0 && box.y + box.height <= 553).toBe(true);
    }
    await dialog.getByRole('textbox', { name: 'Amount' }).pressSequentially('12');
    await dialog.getByRole('checkbox').check();
    await expect
      .poll(() => dialog.getByRole('button', { name: 'Stake', exact: true }).isEnabled())
      .toBe(true);
  });
});
