import type { Locator, Page } from 'playwright-core';
import { hostPagesSite } from './support/hostPagesSite';

/**
 * Windows High Contrast (CSS forced colors): the system paints every background with the page's
 * Canvas colour and every text and border with its text colour. A choice drawn only with a
 * background (a checked chip, the open tab's underline, a switch's thumb, a pressed button) then
 * looks like the others, and a customer cannot tell a 7-day subscription from a flexible one.
 * Real Chromium with `forced-colors: active`, on the host-stylesheet page (wealthkit.css only).
 */

const site = hostPagesSite('forced-colors', { hostSheets: true });

async function open(widget: string): Promise<Page> {
  const context = await site.browser.newContext({
    forcedColors: 'active',
    reducedMotion: 'reduce',
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await page.goto(`${site.origin}/hostcss.html?sheets=wealthkit&widget=${widget}`);
  return page;
}

/** The colours the browser paints an element (or one of its pseudo-elements) with. */
function paint(locator: Locator, pseudo?: '::after') {
  return locator.evaluate((element, pseudoElement) => {
    const style = getComputedStyle(element, pseudoElement ?? null);
    return { background: style.backgroundColor, text: style.color, border: style.borderTopColor };
  }, pseudo);
}

/** The colour of what is behind a widget's parts: the dialog's own (forced) background. */
const canvas = (page: Page) => paint(page.getByRole('dialog').first()).then((p) => p.background);

/** A chip is the label around its (invisible) radio. */
const chip = (page: Page, name: string) =>
  page.locator('label.wk-chip', { has: page.getByRole('radio', { name, exact: true }) });

describe('Given a customer whose system forces its own colours (Windows High Contrast)', () => {
  afterEach(async () => {
    for (const context of site.browser.contexts()) await context.close();
  });

  describe('when SubscribeModal opens on USDT', () => {
    it('shows which term chip is chosen, and which tab is open', async () => {
      const page = await open('subscribe');
      await expect.poll(() => page.getByRole('radio', { name: 'Flexible' }).isChecked()).toBe(true);
      const behind = await canvas(page);

      const chosen = await paint(chip(page, 'Flexible'));
      const other = await paint(chip(page, '7 days'));
      expect(other.background).toBe(behind);
      expect(chosen.background).not.toBe(other.background);
      expect(chosen.text).not.toBe(chosen.background);

      const tab = page.getByRole('tab', { name: 'Subscribe', selected: true });
      const underline = await paint(tab, '::after');
      expect(underline.background).not.toBe(behind);
      const closed = await paint(page.getByRole('tab', { name: 'Rules', selected: false }), '::after');
      expect(closed.background).not.toBe(underline.background);
    });

    it('shows whether auto-reinvest is on, before and after the switch is flipped', async () => {
      const page = await open('subscribe');
      await chip(page, '7 days').click();
      const control = page.getByRole('switch', { name: /Auto-reinvest/ });
      await expect.poll(() => control.getAttribute('aria-checked')).toBe('false');
      const thumb = control.locator('.wk-switch__thumb');
      const off = { control: await paint(control), thumb: await paint(thumb) };
      // The thumb shows on the track, so the side it sits on says off or on.
      expect(off.thumb.background).not.toBe(off.control.background);

      await control.click();
      await expect.poll(() => control.getAttribute('aria-checked')).toBe('true');
      const on = { control: await paint(control), thumb: await paint(thumb) };
      expect(on.thumb.background).not.toBe(on.control.background);
      // On is not drawn like off: the track takes the system's selection colour.
      expect(on.control.background).not.toBe(off.control.background);
    });

    it('shows which rate-up voucher is in use', async () => {
      const page = await open('subscribe');
      await chip(page, '7 days').click();
      await page.getByRole('textbox', { name: 'Amount' }).pressSequentially('500');
      await page.getByRole('button', { name: /Choose a voucher/ }).click();
      const use = page.getByRole('button', { name: /^Use / });
      await expect.poll(() => use.getAttribute('aria-pressed')).toBe('false');
      const unused = await paint(use);

      await use.click();
      await page
        .getByRole('button', { name: /voucher/i, expanded: false })
        .first()
        .click();
      await expect.poll(() => use.getAttribute('aria-pressed')).toBe('true');
      const inUse = await paint(use);
      expect(inUse.background).not.toBe(unused.background);
      expect(inUse.text).not.toBe(inUse.background);
    });
  });

  describe('when StakeDialog opens, then its APR trend', () => {
    it('draws where each dialog ends, and keeps the key to which line of the chart is which', async () => {
      const page = await open('stake');
      const stake = page.getByRole('dialog', { name: 'Stake GT' });
      const edge = await stake.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          width: style.borderTopWidth,
          color: style.borderTopColor,
          background: style.backgroundColor,
        };
      });
      expect(edge.width).toBe('1px');
      expect(edge.color).not.toBe(edge.background);

      await stake.getByRole('button', { name: 'APR trend' }).click();
      const trend = page.getByRole('dialog', { name: /APR trend/ });
      const swatches = trend.locator('.wk-chart__swatch');
      await expect.poll(() => swatches.count()).toBe(2);
      const behind = await paint(trend).then((p) => p.background);
      const keys = await Promise.all([paint(swatches.nth(0)), paint(swatches.nth(1))]);
      expect(keys[0].background).not.toBe(behind);
      expect(keys[1].background).not.toBe(behind);
      expect(keys[0].background).not.toBe(keys[1].background);
    });
  });

  describe('when a button is busy', () => {
    it('its spinner keeps its open quarter, so it still turns instead of showing a still ring', async () => {
      const page = await open('stake');
      const button = page.getByRole('dialog').getByRole('button', { name: 'Transfer' });
      // The markup Button renders while loading (and a dialog's trigger while its form loads).
      await button.evaluate((element) => {
        const spinner = document.createElement('span');
        spinner.className = 'wk-spinner';
        element.prepend(spinner);
        element.setAttribute('data-opening', '');
      });
      for (const [part, pseudo] of [
        [button.locator('.wk-spinner'), undefined],
        [button, '::before'],
      ] as const) {
        const ring = await part.evaluate((element, p) => {
          const style = getComputedStyle(element, p ?? null);
          return { top: style.borderTopColor, right: style.borderRightColor };
        }, pseudo);
        expect(ring.right).toBe('rgba(0, 0, 0, 0)');
        expect(ring.top).not.toBe(ring.right);
      }
    });
  });
});
