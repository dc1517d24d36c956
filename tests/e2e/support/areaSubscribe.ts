import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';

/**
 * The area page's first Subscribe dialog (Simple Earn home, 1280 × 800) opened in a new context,
 * its amount field enabled and clicked into, as a customer about to type.
 */
export async function openAreaSubscribe(
  browser: Browser,
  origin: string,
): Promise<{ context: BrowserContext; page: Page; dialog: Locator; amount: Locator }> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await page.goto(`${origin}/area.html?start=${encodeURIComponent('/simple-earn')}`);
  await page
    .getByRole('button', { name: /^Subscribe/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  const amount = dialog.getByRole('textbox', { name: 'Amount' });
  await expect.poll(() => amount.isEnabled(), { timeout: 30_000 }).toBe(true);
  await amount.click();
  return { context, page, dialog, amount };
}
