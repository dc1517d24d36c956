import type { Page } from 'playwright-core';
import { openAreaSubscribe } from './support/areaSubscribe';
import { hostPagesSite } from './support/hostPagesSite';

/**
 * Focus moved by a real keyboard in a dialog whose field changes as it loses focus. The amount
 * field takes its note on a typed "," away on blur; that removal, inside a Radix dialog while the
 * browser moved focus between two elements, had Radix's focus scope put focus on the dialog itself,
 * and from there every Tab or Shift+Tab came back to the dialog. user-event's tab (jsdom and the
 * stories' Chromium alike) moves focus with focus() and never showed it: real keys, real Chromium.
 */

const site = hostPagesSite('keyboard-focus');

const where = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return `${active?.getAttribute('role') ?? active?.tagName.toLowerCase()}: ${active?.getAttribute('aria-label') ?? active?.textContent?.trim().slice(0, 30)}`;
  });

describe('Given the Subscribe dialog and a customer on the keyboard', () => {
  afterEach(async () => {
    for (const context of site.browser.contexts()) await context.close();
  });

  it('when "1,000" is typed and Shift+Tab pressed twice, then focus goes back control by control, never onto the dialog', async () => {
    const { page, dialog } = await openAreaSubscribe(site.browser, site.origin);
    await page.keyboard.type('1,000', { delay: 30 });
    await expect.poll(() => dialog.getByText(/separates thousands and is left out/).count()).toBe(1);
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => where(page)).toBe('button: Transfer');
    expect(await dialog.getByText(/separates thousands and is left out/).count()).toBe(0);
    await page.keyboard.press('Shift+Tab');
    expect(await where(page)).not.toMatch(/^dialog/);
    await page.keyboard.press('Tab');
    await expect.poll(() => where(page)).toBe('button: Transfer');
  });
});
