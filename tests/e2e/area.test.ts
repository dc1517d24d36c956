import type { Locator, Page } from 'playwright-core';
import { dec } from '../../src/domain';
import { hostPagesSite } from './support/hostPagesSite';

/**
 * Issue 18: a customer walks through WealthArea in real Chromium, on the sandbox, at a phone's
 * width (where My lendings' cards open a holding): home → subscribe flexible → My lendings →
 * holding detail → redeem → history (redeem tab) → Back to home → a VIP fixed product below the
 * tier (upgrade) → the staking page → stake → the dual page by a share link → purchase. Every step
 * asserts the URL, what shows and the sandbox's ledger.
 */

interface Ledger {
  flexibleUsdt: { curr_amount: string; frozen_amount: string } | undefined;
  spot: Record<string, string>;
  stakedGt: string;
  dualOrders: Array<{ id: number; amount: string }>;
  dualOrderBodies: Array<Record<string, unknown>>;
}

const site = hostPagesSite('area');

/** Waits until the element shows (a loaded 2-core machine: wait for states, not for a clock). */
const shown = (locator: Locator, timeout = 15_000) => locator.waitFor({ state: 'visible', timeout });
const ledger = (page: Page) =>
  page.evaluate(() => (window as unknown as { wkArea: { ledger(): Ledger } }).wkArea.ledger());
const outside = (page: Page) =>
  page.evaluate(() => (window as unknown as { wkArea: { outside: string[] } }).wkArea.outside);
const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

describe('given WealthArea on the History API in a 390 px wide page', () => {
  it('a customer walks from the home through lending, staking and a shared dual product', async () => {
    const context = await site.browser.newContext({
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(`${site.origin}/area.html`);
      expect(pathOf(page)).toBe('/simple-earn');
      const products = page.getByRole('list', { name: 'Simple Earn products' });
      await shown(products.getByRole('heading', { name: 'USDT' }), 30_000);

      // Subscribe 100 USDT flexible, typed key by key.
      const before = await ledger(page);
      await page.getByRole('button', { name: 'Subscribe USDT flexible' }).click();
      const subscribe = page.getByRole('dialog', { name: 'Subscribe USDT' });
      await subscribe.getByRole('textbox', { name: 'Amount' }).pressSequentially('100');
      await expect
        .poll(() => subscribe.getByRole('button', { name: 'Subscribe', exact: true }).isEnabled())
        .toBe(true);
      await subscribe.getByRole('button', { name: 'Subscribe', exact: true }).click();
      await shown(page.getByText('You subscribed 100 USDT.'));
      const subscribed = await ledger(page);
      expect(
        dec(subscribed.flexibleUsdt?.curr_amount).minus(dec(before.flexibleUsdt?.curr_amount)).toString(),
      ).toBe('100');
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

      // My lendings, from the totals.
      await page
        .getByRole('region', { name: 'Simple Earn assets' })
        .getByRole('link', { name: 'My lendings' })
        .click();
      expect(pathOf(page)).toBe('/simple-earn/my-lendings');
      await page.getByRole('button', { name: /^USDT/ }).first().click();

      // The holding detail route (§2 /{id}?orderType&asset).
      await shown(page.getByRole('heading', { name: 'USDT flexible' }));
      expect(pathOf(page)).toBe('/USDT?orderType=flexible&asset=USDT');

      // Redeem 50 USDT, then the redemption history.
      await page.getByRole('button', { name: 'Redeem', exact: true }).click();
      const redeem = page.getByRole('dialog', { name: /Redeem/ });
      await redeem.getByRole('textbox', { name: 'Amount' }).pressSequentially('50');
      await redeem.getByRole('button', { name: 'Redeem', exact: true }).click();
      await shown(page.getByText('You redeemed 50 USDT.'));
      expect((await ledger(page)).flexibleUsdt?.frozen_amount).toBe('50');
      await page.getByRole('link', { name: 'View redemption history' }).click();
      expect(pathOf(page)).toBe('/simple-earn/history?tab=flexible&type=redeem');
      await shown(page.getByRole('heading', { name: 'History', level: 1 }));
      await shown(page.getByRole('tab', { name: 'Flexible', selected: true }));

      // Back, three times, to the home.
      await page.goBack();
      await page.goBack();
      await page.goBack();
      expect(pathOf(page)).toBe('/simple-earn');
      await shown(products.getByRole('heading', { name: 'USDT' }));

      // A VIP 5–7 product at tier 1: the upgrade prompt leads to /vip?upTo=5, outside the area.
      await page.getByRole('button', { name: /30 days, 12\.00% APR, VIP 5–7, Upgrade to VIP 5/ }).click();
      await page.getByRole('button', { name: 'Upgrade to VIP 5' }).click();
      await page
        .getByRole('dialog', { name: 'Upgrade to VIP 5' })
        .getByRole('button', { name: 'Upgrade now' })
        .click();
      expect(await outside(page)).toContain('/vip?upTo=5');
      expect(pathOf(page)).toBe('/simple-earn');
      while ((await page.getByRole('dialog').count()) > 0) await page.keyboard.press('Escape');

      // The staking page from the host's menu; stake 10 GT.
      const stakedBefore = (await ledger(page)).stakedGt;
      await page
        .getByRole('navigation', { name: 'Host menu' })
        .getByRole('button', { name: 'Staking' })
        .click();
      expect(pathOf(page)).toBe('/staking/GT');
      await shown(page.getByRole('region', { name: 'GT staking' }));
      await page.getByRole('button', { name: 'Stake', exact: true }).click();
      const stake = page.getByRole('dialog', { name: 'Stake GT' });
      await stake.getByRole('textbox', { name: 'Amount' }).pressSequentially('10');
      await stake.getByRole('checkbox', { name: 'I have read and agree to the' }).check();
      await stake.getByRole('button', { name: 'Stake', exact: true }).click();
      await shown(page.getByText('You staked 10 GT.'));
      expect(
        dec((await ledger(page)).stakedGt)
          .minus(dec(stakedBefore))
          .toString(),
      ).toBe('10');
      await page.keyboard.press('Escape');

      // The dual page by a share link: the shared product's dialog opens; buy 50 USDT of it.
      const ordersBefore = (await ledger(page)).dualOrders.length;
      await page
        .getByRole('navigation', { name: 'Host menu' })
        .getByRole('button', { name: 'Shared dual product' })
        .click();
      expect(pathOf(page)).toMatch(/^\/dual-currency-investment\?pid=\d+&type=put&coin=BTC&ref=KOL42$/);
      const dual = page.getByRole('dialog');
      await shown(dual.getByText('3 days'));
      await dual.getByRole('textbox', { name: 'Investment amount' }).pressSequentially('50');
      await dual.getByRole('button', { name: 'Confirm' }).click();
      await shown(page.getByText('You subscribed 50 USDT.'));
      const after = await ledger(page);
      expect(after.dualOrders).toHaveLength(ordersBefore + 1);
      expect(after.dualOrderBodies.at(-1)).toMatchObject({ amount: '50', ref_code: 'KOL42' });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
