import type { Page } from 'playwright-core';
import { hostPagesSite } from './support/hostPagesSite';

/**
 * My lendings and history in a host's column (issue 16 item 15, issue 17 item 4): at container
 * widths 320, 375, 768, 1024 and 1280 px, in a wide window and in a window of that width, the
 * document never scrolls sideways, every column, cell and control can be brought into view (a
 * table scrolls inside its own box), and the inline widgets choose table or cards by their own
 * width, not the window's. Real Chromium, the whale's full tables.
 */

const WIDTHS = [320, 375, 768, 1024, 1280] as const;
const WIDGETS = ['lendings-flexible', 'lendings-fixed', 'history-page', 'history-modal'] as const;
const WIDE_WINDOW = 1440;

const site = hostPagesSite('widths');

/** Waits until the widget (or, `modal`, its dialog) shows its rows (table cells or cards), not a loading state. */
async function ready(page: Page, modal = false) {
  const scope = modal ? page.getByRole('dialog') : page.locator('.wk-root').first();
  await scope.waitFor();
  await page.waitForFunction(
    (isModal) => {
      const root = isModal ? document.querySelector('[role="dialog"]') : document.querySelector('.wk-root');
      if (!root) return false;
      const text = root.textContent ?? '';
      return !/Loading/i.test(text) && root.querySelectorAll('td, li, article, [role="row"]').length > 2;
    },
    modal,
    { timeout: 30_000 },
  );
}

interface Overflow {
  documentOverflow: number;
  unreachable: string[];
  checked: number;
}

/**
 * The sideways overflow of the document, and every header, cell and control of the widget that
 * cannot be scrolled into the window (its own scroll box may move; the document must not).
 */
function measure(page: Page, modal: boolean): Promise<Overflow> {
  return page.evaluate((isModal) => {
    const root = isModal ? document.querySelector('[role="dialog"]') : document.querySelector('.wk-root');
    const doc = document.documentElement;
    // An inline widget must stay inside the host's column; a dialog inside the window.
    const column = (document.getElementById('column') as HTMLElement).getBoundingClientRect();
    const [left, right] = isModal ? [0, doc.clientWidth] : [column.left, column.right];
    const documentOverflow = doc.scrollWidth - doc.clientWidth;
    const unreachable: string[] = [];
    let checked = 0;
    const targets =
      root?.querySelectorAll('th, td, li, button, a, input, [role="columnheader"], [role="cell"]') ?? [];
    for (const element of targets) {
      const before = element.getBoundingClientRect();
      if (before.width === 0 && before.height === 0) continue;
      checked += 1;
      element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const rect = element.getBoundingClientRect();
      const inside = rect.left >= left - 1 && rect.right <= right + 1 && window.scrollX === 0;
      if (!inside) {
        const name = (element.textContent ?? '').trim().slice(0, 30);
        const where = `${Math.round(rect.left)}–${Math.round(rect.right)}`;
        const box = `${Math.round(left)}–${Math.round(right)}`;
        unreachable.push(
          `${element.tagName.toLowerCase()} "${name}" at ${where} (box ${box}, scrollX ${window.scrollX})`,
        );
      }
    }
    return { documentOverflow, unreachable: unreachable.slice(0, 8), checked };
  }, modal);
}

describe.each(WIDGETS)('given %s in a host column', (widget) => {
  describe.each(WIDTHS)('when the column is %i px', (width) => {
    it.each([
      ['in a wide window', WIDE_WINDOW, `&width=${width}`],
      ['filling a window of that width', width, ''],
    ])(
      '%s, the page never scrolls sideways and every column is reachable',
      async (_name, windowWidth, query) => {
        const context = await site.browser.newContext({
          reducedMotion: 'reduce',
          viewport: { width: windowWidth, height: 900 },
        });
        try {
          const page = await context.newPage();
          const errors: string[] = [];
          page.on('pageerror', (error) => errors.push(error.message));
          // Error events that are not exceptions (a ResizeObserver loop) reach a host's error
          // monitoring too, and Playwright's pageerror does not see them.
          await page.addInitScript(() => {
            const seen: string[] = [];
            Object.assign(window, { wkWindowErrors: seen });
            window.addEventListener('error', (event) => seen.push(event.message));
          });
          await page.goto(`${site.origin}/layout.html?widget=${widget}${query}`);
          await ready(page, widget === 'history-modal');
          const result = await measure(page, widget === 'history-modal');
          errors.push(
            ...(await page.evaluate(
              () => (window as unknown as { wkWindowErrors: string[] }).wkWindowErrors,
            )),
          );
          expect(errors).toEqual([]);
          expect(result.checked).toBeGreaterThan(5);
          expect({ documentOverflow: result.documentOverflow, unreachable: result.unreachable }).toEqual({
            documentOverflow: 0,
            unreachable: [],
          });
          if (widget !== 'history-modal') {
            // The layout follows the widget's own width (§9: 768 px), not the window's.
            const layout = await page.evaluate(() =>
              document.querySelector('.wk-root table') ? 'table' : 'cards or list',
            );
            expect(layout).toBe(width < 768 ? 'cards or list' : 'table');
          }
        } finally {
          await context.close();
        }
      },
    );
  });
});

/**
 * An inline widget, or the area, as an item of the host's own layout (inside the provider, as in an
 * app): a flex row beside a sidebar, or a flex column or grid that centres its items. Such a layout
 * sizes an item by its content unless the item says how wide it is: My lendings took 224 px of a
 * 1440 px window and showed its cards, and the area took 443 px for My lendings. Each takes the room
 * the host's layout gives it, and shows its table.
 */
const HOST_LAYOUTS = [
  [
    'a flex row beside a 200 px sidebar',
    '#host-layout { display: flex; gap: 16px } #host-layout::before { content: ""; flex: 0 0 200px }',
    216,
  ],
  [
    'a flex column that centres its items',
    '#host-layout { display: flex; flex-direction: column; align-items: center }',
    0,
  ],
  ['a grid that centres its items', '#host-layout { display: grid; justify-items: center }', 0],
] as const;
const LAYOUT_ITEMS = [
  ['My lendings', 'layout.html?widget=lendings-flexible', '.wk-lendings'],
  ['the history page', 'layout.html?widget=history-page', '.wk-history-page'],
  ['the area at My lendings', 'area.html?start=/simple-earn/my-lendings', '.wk-area'],
] as const;

describe.each(LAYOUT_ITEMS)(
  'given %s as an item of the host’s own layout, 1440 px window',
  (_name, url, box) => {
    it.each(HOST_LAYOUTS)(
      'when the layout is %s, it takes the room given and shows its table',
      async (_layout, css, beside) => {
        const context = await site.browser.newContext({
          reducedMotion: 'reduce',
          viewport: { width: WIDE_WINDOW, height: 900 },
        });
        try {
          const page = await context.newPage();
          // The host's stylesheet is there from the start, as a host's own is.
          await page.addInitScript((rules) => {
            document.addEventListener('DOMContentLoaded', () => {
              const sheet = document.createElement('style');
              sheet.textContent = rules;
              document.head.append(sheet);
            });
          }, css);
          await page.goto(`${site.origin}/${url}`);
          await ready(page);
          const shown = await page.evaluate((selector) => {
            const element = document.querySelector(selector) as HTMLElement;
            return {
              width: Math.round(element.getBoundingClientRect().width),
              layout: element.querySelector('table') ? 'table' : 'cards or list',
            };
          }, box);
          const room = await page.evaluate(
            (aside) => (document.getElementById('host-layout') as HTMLElement).clientWidth - aside,
            beside,
          );
          expect(shown).toEqual({ width: room, layout: 'table' });
        } finally {
          await context.close();
        }
      },
    );
  },
);

/**
 * A control the keyboard reaches in a table cut at its box's edge comes wholly into view: Chromium
 * scrolls nothing on focus while 32 px of it show, and My lendings' Redeem early button stayed half
 * hidden (Chinese, 1280 px). The column is made 30 px narrower than the fixed-orders table, so its
 * last column, the actions, is cut.
 */
describe('given My lendings’ fixed orders in a column 30 px narrower than their table', () => {
  it('when the keyboard moves through the first rows, each control it focuses lies inside the table’s box', async () => {
    const context = await site.browser.newContext({
      reducedMotion: 'reduce',
      viewport: { width: WIDE_WINDOW, height: 900 },
    });
    try {
      const page = await context.newPage();
      await page.goto(`${site.origin}/layout.html?widget=lendings-fixed&width=900`);
      await ready(page);
      const width = await page.evaluate(() => {
        const box = document.querySelector('.wk-table__scroll') as HTMLElement;
        const column = document.getElementById('column') as HTMLElement;
        return box.scrollWidth + (column.clientWidth - box.clientWidth) - 30;
      });
      await page.goto(`${site.origin}/layout.html?widget=lendings-fixed&width=${width}`);
      await ready(page);
      await page.locator('.wk-table__scroll').focus();
      const focused: { name: string; inside: boolean }[] = [];
      for (let key = 0; key < 8; key += 1) {
        await page.keyboard.press('Tab');
        const where = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement;
          const box = element.closest('.wk-table__scroll');
          if (!box) return null;
          const rect = element.getBoundingClientRect();
          const edges = box.getBoundingClientRect();
          return {
            name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '',
            inside: rect.left >= edges.left - 0.5 && rect.right <= edges.right + 0.5,
          };
        });
        if (where) focused.push(where);
      }
      const scrolled = await page.evaluate(
        () => document.querySelector('.wk-table__scroll')?.scrollLeft ?? 0,
      );
      expect(focused.filter((f) => !f.inside)).toEqual([]);
      expect(focused.map((f) => f.name)).toContain('Redeem early');
      // The box moved to show the cut column: the focused controls were not all in view already.
      expect(scrolled).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});

/**
 * The money dialogs on a phone (a bottom sheet below 768 px, §9): at 320 and 375 px nothing in a
 * dialog runs out of it sideways. A single-column grid sized by its widest line pushed the stake
 * form's Transfer and Max, and a dual product's delivery time, past the sheet's edge in a 320 px
 * frame, where they could not be reached at all.
 */
const DIALOGS = ['stake', 'stake-redeem', 'subscribe', 'redeem', 'dual', 'launch-pool-stake'] as const;

describe.each(DIALOGS)('given the %s dialog open on a phone', (widget) => {
  it.each([320, 375])(
    'when the window is %i px, every part of it stays inside the sheet',
    async (windowWidth) => {
      const context = await site.browser.newContext({
        reducedMotion: 'reduce',
        viewport: { width: windowWidth, height: 800 },
      });
      try {
        const page = await context.newPage();
        await page.goto(`${site.origin}/layout.html?widget=${widget}`);
        const dialog = page.getByRole('dialog');
        await dialog.waitFor({ timeout: 30_000 });
        // Its form, not its loading state: an amount field that takes input.
        await page.waitForFunction(
          () =>
            [...(document.querySelector('[role="dialog"]')?.querySelectorAll('input') ?? [])].some(
              (i) => !i.disabled,
            ),
          undefined,
          { timeout: 30_000 },
        );
        const outside = await page.evaluate(() => {
          const box = document.querySelector('[role="dialog"]') as HTMLElement;
          const edge =
            box.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(box).borderRightWidth);
          const out: string[] = [];
          if (box.scrollWidth > box.clientWidth)
            out.push(`the dialog scrolls sideways by ${box.scrollWidth - box.clientWidth}`);
          for (const element of box.querySelectorAll('*')) {
            const rect = element.getBoundingClientRect();
            if (rect.width === 0 || rect.right <= edge + 0.5) continue;
            const name = `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
            out.push(`${name} ends at ${Math.round(rect.right)}, the sheet at ${Math.round(edge)}`);
          }
          return out.slice(0, 6);
        });
        expect(outside).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});

/**
 * A table in a bottom sheet: the cumulative return's days (date, interest, Details) at 375 px. Its
 * cells were 33 px wider than the sheet and every Details button was cut at the edge; a 375 px phone
 * now shows the whole row without scrolling sideways (narrower phones scroll the table in its box,
 * which the tests above check for the history dialog).
 */
// 360 px is the commonest Android width: there the sheet's 16 px margins (dialog.css) make room.
describe.each([375, 360])(
  'given the cumulative return open on a %i px phone (eight-decimal interest)',
  (width) => {
    it('when its days have loaded, the table fits the sheet and its buttons say Details', async () => {
      const context = await site.browser.newContext({
        reducedMotion: 'reduce',
        viewport: { width, height: 667 },
      });
      try {
        const page = await context.newPage();
        await page.goto(`${site.origin}/layout.html?widget=cumulative-return`);
        const dialog = page.getByRole('dialog', { name: 'USDT cumulative return' });
        await dialog
          .getByRole('button', { name: /^Details of / })
          .first()
          .waitFor({ timeout: 30_000 });
        const fit = await dialog.evaluate((box) => {
          const scroll = box.querySelector('.wk-table__scroll') as HTMLElement;
          const buttons = [...box.querySelectorAll('td button')];
          const edge = scroll.getBoundingClientRect().right;
          return {
            layout: box.getAttribute('data-layout'),
            sideways: scroll.scrollWidth - scroll.clientWidth,
            texts: [...new Set(buttons.map((b) => b.textContent))],
            cut: buttons.filter((b) => b.getBoundingClientRect().right > edge + 0.5).length,
          };
        });
        expect(fit).toEqual({ layout: 'sheet', sideways: 0, texts: ['Details'], cut: 0 });
      } finally {
        await context.close();
      }
    });
  },
);
