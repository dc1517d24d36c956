import type { Locator, Page } from 'playwright-core';
import { hostPagesSite } from './support/hostPagesSite';

/**
 * The host's layout around the provider must not hold a dialog. A glassy card (a backdrop filter,
 * a transform) is a containing block for fixed elements, so a dialog inside it was centred on the
 * card and cut off at the top of the window, its overlay dimming only the card; a page whose content
 * is a stacking context under a fixed header put the header over the dialog's title and close
 * button. Dialogs now go to a layer at the end of the body: each money dialog, in a wide and a
 * phone window, is wholly in the window, its overlay covers the window, and its title and close
 * button are what a pointer reaches. Inside the host's own modal <dialog>, which makes the rest of the
 * page inert, the dialog stays in the provider's box, and the customer can type in it.
 * Real Chromium, the host-stylesheet page (fixtures/hostcss.tsx, ?column).
 */

const WIDGETS = ['subscribe', 'redeem', 'stake', 'dual', 'launch-pool'] as const;
const WINDOWS: Array<[string, number, number]> = [
  ['a wide window', 1280, 720],
  ['a phone', 375, 667],
];
const LAYOUTS: Array<[string, string]> = [
  ['in a glassy card (backdrop filter, transform)', 'glass'],
  ['in content that is a stacking context under a fixed header', 'under-header'],
];

const site = hostPagesSite('host-layout', { hostSheets: true });

async function open(widget: string, column: string, width: number, height: number): Promise<Page> {
  const context = await site.browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${site.origin}/hostcss.html?sheets=wealthkit&widget=${widget}&column=${column}`);
  await page.getByRole('dialog').first().getByRole('button', { name: 'Close' }).waitFor({ timeout: 30_000 });
  expect(errors).toEqual([]);
  return page;
}

/** Whether the element a pointer reaches at the centre of `part` is inside `dialog`. */
async function reachable(page: Page, part: Locator, dialog: Locator): Promise<boolean> {
  const box = await part.boundingBox();
  if (!box) return false;
  const handle = await dialog.elementHandle();
  return page.evaluate(([x, y, element]) => Boolean(element?.contains(document.elementFromPoint(x, y))), [
    box.x + box.width / 2,
    box.y + box.height / 2,
    handle,
  ] as const);
}

describe('Given a provider in a host layout that would hold fixed elements', () => {
  afterEach(async () => {
    for (const context of site.browser.contexts()) await context.close();
  });

  describe.each(LAYOUTS)('%s', (_, column) => {
    describe.each(WINDOWS)('in %s', (__, width, height) => {
      it.each(WIDGETS)(
        'the %s dialog is wholly in the window, over the page, its title and close reachable',
        async (widget) => {
          const page = await open(widget, column, width, height);
          const dialog = page.getByRole('dialog').first();
          const box = await dialog.boundingBox();
          expect(box).not.toBeNull();
          if (!box) return;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.y).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(width + 0.5);
          expect(box.y + box.height).toBeLessThanOrEqual(height + 0.5);
          expect(await page.locator('.wk-dialog-overlay').boundingBox()).toEqual({
            x: 0,
            y: 0,
            width,
            height,
          });
          expect(await reachable(page, dialog.getByRole('heading').first(), dialog)).toBe(true);
          expect(await reachable(page, dialog.getByRole('button', { name: 'Close' }), dialog)).toBe(true);
        },
      );
    });
  });
});

describe("Given a provider inside the host's own modal <dialog>", () => {
  it('the money dialog stays where the host dialog lets the customer in: typed amounts land, focus stays', async () => {
    const page = await open('subscribe', 'host-dialog', 1280, 720);
    const dialog = page.getByRole('dialog', { name: /Subscribe/ });
    const amount = dialog.getByRole('textbox', { name: 'Amount' });
    await amount.click();
    await amount.pressSequentially('12', { delay: 20 });
    await expect.poll(() => amount.inputValue()).toBe('12');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    expect(await reachable(page, amount, dialog)).toBe(true);
  });
});

describe('Given a dialog with a nested dialog open over it', () => {
  /** The computed pointer-events of `dialog`: the page's styles and Radix's inline one together. */
  const pointerEvents = (dialog: Locator) =>
    dialog.evaluate((element) => getComputedStyle(element).pointerEvents);

  it('the dialog under it takes no pointer until the nested one closes, then takes it again; the page stays locked until both have closed', async () => {
    const page = await open('stake', 'glass', 1280, 720);
    const bodyOverflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
    const stake = page.getByRole('dialog').first();
    expect(await pointerEvents(stake)).toBe('auto');
    expect(await bodyOverflow()).toBe('hidden');
    await stake.getByRole('button', { name: 'APR trend' }).click();
    const trend = page.getByRole('dialog', { name: /APR trend/ });
    await trend.waitFor();
    // Our dialog rule says auto from the first frame; Radix's inline none must still win under a nested layer.
    await expect.poll(() => pointerEvents(stake)).toBe('none');
    expect(await pointerEvents(trend)).toBe('auto');
    await trend.getByRole('button', { name: 'Close' }).click();
    await trend.waitFor({ state: 'detached' });
    await expect.poll(() => pointerEvents(stake)).toBe('auto');
    expect(await bodyOverflow()).toBe('hidden');
    await stake.getByRole('button', { name: 'Close' }).click();
    await stake.waitFor({ state: 'detached' });
    await expect.poll(bodyOverflow).not.toBe('hidden');
  });
});

describe('Given a laptop window, when the customer types an amount in the dual dialog', () => {
  afterEach(async () => {
    for (const context of site.browser.contexts()) await context.close();
  });

  // A 768 px screen less the browser's bars, and a 1280 × 720 one. In one 480 px column the form
  // was taller than the window: its body scrolled and the prediction sat under the fold.
  it.each([
    [1366, 657],
    [1280, 720],
  ])(
    'at %i × %i the whole form shows without scrolling: the amount, the prediction and Confirm',
    async (width, height) => {
      const page = await open('dual', 'plain', width, height);
      const dialog = page.getByRole('dialog', { name: 'Dual investment BTC' });
      const amount = dialog.getByRole('textbox', { name: 'Investment amount' });
      await amount.click();
      await amount.pressSequentially('0.01', { delay: 20 });
      const payout = dialog.getByRole('tabpanel').getByText(/ BTC$/);
      await payout.waitFor();
      const body = dialog.locator('.wk-dialog__body');
      expect(
        await body.evaluate((element) => element.scrollHeight - element.clientHeight),
      ).toBeLessThanOrEqual(0);
      for (const part of [amount, payout, dialog.getByRole('button', { name: 'Confirm' })]) {
        const box = await part.boundingBox();
        expect(box).not.toBeNull();
        if (box) expect(box.y + box.height).toBeLessThanOrEqual(height);
      }
    },
  );
});

describe('Given a wide window, when what a dialog shows changes height', () => {
  afterEach(async () => {
    for (const context of site.browser.contexts()) await context.close();
  });

  /** The top edges of the dialog and of `parts`, rounded to the pixel. */
  const tops = async (dialog: Locator, parts: Locator[]) =>
    Promise.all(
      [dialog, ...parts].map(async (part) => Math.round((await part.boundingBox())?.y ?? Number.NaN)),
    );

  // Centred, a dialog moved by half of every change: the subscribe form's Rules tab moved the tabs
  // 116 px down from under the pointer that chose it, and a message under the amount moved the
  // field under the caret.
  it.each([
    [1280, 800],
    [1920, 1080],
  ])('at %i × %i the dialog, its tabs and its amount field stay where they were', async (width, height) => {
    const page = await open('subscribe', 'plain', width, height);
    const dialog = page.getByRole('dialog', { name: /Subscribe/ });
    const amount = dialog.getByRole('textbox', { name: 'Amount' });
    const tabs = dialog.getByRole('tablist').first();
    await amount.waitFor();
    const opened = await tops(dialog, [tabs]);
    expect(opened[0]).toBeGreaterThanOrEqual(0);

    await dialog.getByRole('tab', { name: 'Rules' }).click();
    await dialog.getByRole('tab', { name: 'Rules', selected: true }).waitFor();
    expect(await tops(dialog, [tabs])).toEqual(opened);

    await dialog.getByRole('tab', { name: 'Subscribe' }).click();
    await amount.click();
    const field = await tops(dialog, [tabs, amount]);
    // Far above the balance: the message comes under the field.
    await amount.pressSequentially('99999999', { delay: 20 });
    await dialog.getByText('Insufficient balance').waitFor();
    expect(await tops(dialog, [tabs, amount])).toEqual(field);
  });
});
