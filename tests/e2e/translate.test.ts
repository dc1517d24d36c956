import type { Page } from 'playwright-core';
import { hostPagesSite } from './support/hostPagesSite';

/**
 * A customer who reads the page through Chrome's Translate. It replaces each text node it
 * translates with `<font><font>translation</font></font>`, and goes on translating what appears
 * later; React still holds the text nodes it made. So a figure React updates changed a node no
 * longer on the page (the estimate stayed '0 GT' while 12 GT was typed), and a text node React
 * removed was not where React left it: `removeChild` threw, and choosing '7 days' in SubscribeModal
 * unmounted the widget and, without an error boundary, the host's whole page. The widgets' own
 * boxes (dialogs, toasts, the inline widgets and the area's pages with figures) say
 * `translate="no"`, which Translate honours; the host's own text is still translated. Real
 * Chromium, with Translate's DOM work done by the script below.
 */

const site = hostPagesSite('translate', { hostSheets: true });

/** Translate's DOM work: every text node outside `translate="no"` becomes <font><font>…</font></font>. */
function translateLikeChrome() {
  const translate = () => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      const parent = node.parentElement;
      if (!node.nodeValue?.trim() || parent?.closest('font, script, style, [translate="no"]')) continue;
      nodes.push(node);
    }
    for (const node of nodes) {
      const outer = document.createElement('font');
      const inner = document.createElement('font');
      inner.textContent = `[${node.nodeValue}]`;
      outer.append(inner);
      node.replaceWith(outer);
    }
  };
  translate();
  new MutationObserver(() => setTimeout(translate, 0)).observe(document.body, {
    subtree: true,
    childList: true,
  });
}

async function open(url: string): Promise<{ page: Page; errors: string[] }> {
  const context = await site.browser.newContext({
    viewport: { width: 1280, height: 900 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${site.origin}/${url}`);
  return { page, errors };
}

describe('Given a customer reading the page through Chrome’s Translate', () => {
  afterEach(async () => {
    for (const context of site.browser.contexts()) await context.close();
  });

  it('SubscribeModal survives a change of term and shows the estimate it computes', async () => {
    const { page, errors } = await open('hostcss.html?sheets=wealthkit&widget=subscribe');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Amount' }).waitFor({ timeout: 30_000 });
    await page.evaluate(translateLikeChrome);
    await dialog.locator('label.wk-chip', { hasText: '7 days' }).click();
    await dialog.getByRole('textbox', { name: 'Amount' }).pressSequentially('500');
    await expect.poll(() => dialog.textContent(), { timeout: 10_000 }).toMatch(/0\.57534246\sUSDT/);
    expect(errors).toEqual([]);
    // The host's own paragraph inside the provider is still the customer's to translate.
    expect(await page.locator('[data-inside-provider]').textContent()).toBe('[Host paragraph]');
  });

  it('StakeDialog shows the daily reward of the amount typed, not the one before translation', async () => {
    const { page, errors } = await open('hostcss.html?sheets=wealthkit&widget=stake');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Amount' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => dialog.textContent(), { timeout: 10_000 }).toMatch(/Available\s*\d/);
    await page.evaluate(translateLikeChrome);
    await dialog.getByRole('textbox', { name: 'Amount' }).pressSequentially('12');
    await expect.poll(() => dialog.textContent(), { timeout: 10_000 }).toContain('0.00218301 GT');
    expect(errors).toEqual([]);
  });

  it('My lendings changes tab and shows its figures as the exchange gave them', async () => {
    const { page, errors } = await open(`area.html?start=${encodeURIComponent('/simple-earn/my-lendings')}`);
    await page.getByRole('tab', { name: 'Fixed' }).waitFor({ timeout: 30_000 });
    await page.evaluate(translateLikeChrome);
    await page.getByRole('tab', { name: 'Fixed' }).click();
    await expect
      .poll(() => page.getByRole('tab', { name: 'Fixed' }).getAttribute('aria-selected'), { timeout: 10_000 })
      .toBe('true');
    const table = page.getByRole('table', { name: 'Fixed orders' });
    await expect.poll(() => table.textContent(), { timeout: 10_000 }).toMatch(/\d/);
    // Untouched by the translator (which brackets what it rewrote here), so React keeps them current.
    await page.waitForTimeout(500);
    expect(await table.textContent()).not.toContain('[');
    expect(errors).toEqual([]);
  });
});
