import pixelmatch from 'pixelmatch';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { hostPagesSite } from './support/hostPagesSite';

/**
 * Armour against host CSS (issue 17 item 3): each money widget and LendingsTable, rendered on a
 * bare page and under a host's stylesheet (the create-vite template, Tailwind v3's preflight,
 * Tailwind v4 linked before and after wealthkit, Bootstrap's reboot), must look the same pixel for
 * pixel, within anti-aliasing; a page of the wealth area too, whichever of wealthkit's two sheets
 * comes first. And wealthkit's stylesheet must change nothing of the host's own markup, outside
 * the provider or inside it. Real Chromium.
 */

const WIDGETS = ['subscribe', 'redeem', 'stake', 'dual', 'launch-pool', 'lendings'] as const;
/** The widgets, and a page of the wealth area (which also needs wealthkit/pages.css). */
type Widget = (typeof WIDGETS)[number] | 'home';
/** Which host sheets, in which order around wealthkit's. */
const HOSTS: Array<[name: string, sheets: string]> = [
  ['the create-vite template CSS', 'create-vite,wealthkit'],
  ['Tailwind v3 preflight (after wealthkit)', 'wealthkit,tailwind3'],
  ['Tailwind v4 imported before wealthkit', 'tailwind4,wealthkit'],
  ['Tailwind v4 imported after wealthkit', 'wealthkit,tailwind4'],
  ["Bootstrap's reboot (after wealthkit)", 'wealthkit,bootstrap'],
];
/** Pixels that may differ, as a share of the shot: anti-aliasing at glyph edges, nothing more. */
const TOLERANCE = 0.001;

const site = hostPagesSite('hostcss', { hostSheets: true });
const bare = new Map<string, PNG>();

/** Waits until the widget is drawn with its data: no loading state, and the sandbox quiet for 500 ms. */
async function settle(page: Page, widget: Widget) {
  const target =
    widget === 'lendings'
      ? page.locator('.wk-lendings')
      : widget === 'home'
        ? page.locator('.wk-page')
        : page.getByRole('dialog').first();
  await target.waitFor({ timeout: 30_000 });
  let calls = -1;
  let quietSince = Date.now();
  const end = Date.now() + 30_000;
  while (Date.now() < end) {
    const now = (await page.evaluate('window.wkCalls()')) as number;
    const busy = await page.locator('[aria-busy="true"], [data-state="loading"]').count();
    if (now !== calls || busy > 0) {
      calls = now;
      quietSince = Date.now();
    } else if (Date.now() - quietSince > 500) break;
    await page.waitForTimeout(100);
  }
  await page.evaluate(() => document.fonts.ready);
  return target;
}

async function shoot(
  sheets: string,
  widget: Widget,
  theme = 'light',
  host = '',
): Promise<{ png: PNG; page: Page }> {
  const context = await site.browser.newContext({
    reducedMotion: 'reduce',
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${site.origin}/hostcss.html?sheets=${sheets}&widget=${widget}&theme=${theme}${host}`);
  const target = await settle(page, widget);
  const png = PNG.sync.read(await target.screenshot({ animations: 'disabled', caret: 'hide' }));
  expect(errors).toEqual([]);
  return { png, page };
}

function difference(a: PNG, b: PNG): { size: string; share: number } {
  if (a.width !== b.width || a.height !== b.height)
    return { size: `${b.width}×${b.height} instead of ${a.width}×${a.height}`, share: 1 };
  const diff = pixelmatch(a.data, b.data, undefined, a.width, a.height, { threshold: 0.1, includeAA: false });
  return { size: 'same', share: diff / (a.width * a.height) };
}

describe.each(['light', 'dark'])('given the %s theme', (theme) => {
  describe.each(WIDGETS)('given %s', (widget) => {
    it.each(HOSTS)('under %s it looks as on a bare page', async (_name, sheets) => {
      const key = `${theme}:${widget}`;
      if (!bare.has(key)) {
        const shot = await shoot('wealthkit', widget, theme);
        bare.set(key, shot.png);
        await shot.page.context().close();
      }
      const { png, page } = await shoot(sheets, widget, theme);
      await page.context().close();
      const result = difference(bare.get(key)!, png);
      expect({ size: result.size, withinTolerance: result.share <= TOLERANCE, share: result.share }).toEqual({
        size: 'same',
        withinTolerance: true,
        share: expect.any(Number),
      });
    });
  });
});

/**
 * The widget (or the home page) shot on a host page that differs by `host` (extra query), beside
 * the same on a bare page; the page stays open for the caller's own checks.
 */
async function besideBare(
  widget: Widget,
  host: string,
): Promise<{ share: number; size: string; page: Page }> {
  const sheets = widget === 'home' ? 'wealthkit,wealthkit-pages' : 'wealthkit';
  const key = `light:${widget}`;
  if (!bare.has(key)) {
    const shot = await shoot(sheets, widget);
    bare.set(key, shot.png);
    await shot.page.context().close();
  }
  const { png, page } = await shoot(sheets, widget, 'light', host);
  return { ...difference(bare.get(key)!, png), page };
}

const looksBare = (result: { share: number; size: string }) =>
  expect({ size: result.size, withinTolerance: result.share <= TOLERANCE, share: result.share }).toEqual({
    size: 'same',
    withinTolerance: true,
    share: expect.any(Number),
  });

// Our widgets speak English or Chinese, both written left to right; on an Arabic exchange's page
// the direction flowed in from the host and mirrored them, and the bidi algorithm reordered their
// figures ('GT 100' for '100 GT', 'of 100,000 GT left 99,900'). The host's own text stays RTL.
describe('given an Arabic host page (<html dir="rtl" lang="ar">)', () => {
  it.each([...WIDGETS, 'home'] as const)('%s reads left to right, as on a bare page', async (widget) => {
    const { page, ...result } = await besideBare(widget, '&dir=rtl');
    const hostText = await page
      .locator('[data-inside-provider]')
      .evaluate((element) => getComputedStyle(element).direction);
    await page.context().close();
    expect(hostText).toBe('rtl');
    looksBare(result);
  });
});

// A host's root font size (the common `html { font-size: 62.5% }`) reached the widths the pages
// gave in rem: the home's coin search was 140 px wide instead of 224. They are px, like our type.
describe('given a host whose root font size is 62.5 % (1rem = 10 px)', () => {
  /** Every box of the widget: where it is and how big, to the pixel (a narrower field is a few pixels of a shot). */
  const boxes = (page: Page) =>
    page.evaluate(() =>
      [
        // Ours only: the host's paragraph inside the provider is the host's, sized by its root.
        ...document.querySelectorAll('.wk-root :is([class^="wk-"], [class*=" wk-"]):not(.wk-portal)'),
      ].map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return `${element.tagName} ${Math.round(x)},${Math.round(y)} ${Math.round(width)}×${Math.round(height)}`;
      }),
    );

  it.each([...WIDGETS, 'home'] as const)('%s looks as on a bare page, every box in place', async (widget) => {
    const sheets = widget === 'home' ? 'wealthkit,wealthkit-pages' : 'wealthkit';
    const plain = await shoot(sheets, widget);
    const expected = await boxes(plain.page);
    await plain.page.context().close();
    const { page, ...result } = await besideBare(widget, '&rootFont=62.5%25');
    const actual = await boxes(page);
    await page.context().close();
    looksBare(result);
    expect(actual).toEqual(expected);
  });
});

// A host's bundler, not its imports, decides which of the two sheets comes first: a Vite app with
// several entry pages linked styles.css (a chunk they share) after pages.css, and the armour undid
// the pages' layout. The pages' rules outrank the armour, so either order draws the same page.
describe.each(['light', 'dark'])('given the %s theme and a page of the wealth area', (theme) => {
  it.each([
    ['on a bare page', 'wealthkit-pages,wealthkit'],
    ["under Bootstrap's reboot", 'bootstrap,wealthkit-pages,wealthkit'],
  ])('%s it looks the same with pages.css linked before styles.css as after it', async (_name, sheets) => {
    const expected = sheets.replace('wealthkit-pages,wealthkit', 'wealthkit,wealthkit-pages');
    const shots = [];
    for (const order of [expected, sheets]) {
      const { png, page } = await shoot(order, 'home', theme);
      shots.push(png);
      await page.context().close();
    }
    const result = difference(shots[0]!, shots[1]!);
    expect({ size: result.size, withinTolerance: result.share <= TOLERANCE, share: result.share }).toEqual({
      size: 'same',
      withinTolerance: true,
      share: expect.any(Number),
    });
  });
});

/** The computed look of the host's own elements (outside the provider, and its paragraph inside). */
function hostLook(page: Page) {
  return page.evaluate(() => {
    const props = [
      'font-family',
      'font-size',
      'font-weight',
      'line-height',
      'letter-spacing',
      'color',
      'background-color',
      'text-align',
      'margin-top',
      'margin-bottom',
      'border-top-width',
      'padding-top',
      'box-sizing',
    ];
    const look = (element: Element | null) => {
      const style = getComputedStyle(element as Element);
      return Object.fromEntries(props.map((p) => [p, style.getPropertyValue(p)]));
    };
    const header = document.getElementById('host-header') as HTMLElement;
    return {
      body: look(document.body),
      heading: look(header.querySelector('h2')),
      text: look(header.querySelector('p')),
      button: look(header.querySelector('button')),
      input: look(header.querySelector('input')),
      textInsideProvider: look(document.querySelector('[data-inside-provider]')),
    };
  });
}

describe.each([['no stylesheet of its own', ''], ...HOSTS.map(([n, s]) => [n, s.replace('wealthkit', '')])])(
  "given a host page with %s, the host's own markup",
  (_name, hostSheets) => {
    it('looks the same with wealthkit/styles.css linked as without, inside the provider too', async () => {
      const without = hostSheets.split(',').filter(Boolean).join(',') || 'none';
      const withWealthkit = [without === 'none' ? '' : without, 'wealthkit'].filter(Boolean).join(',');
      const looks = [];
      for (const sheets of [without, withWealthkit]) {
        const { page } = await shootHost(sheets);
        looks.push(await hostLook(page));
        await page.context().close();
      }
      const [plain, withOurs] = looks;
      expect(withOurs).toEqual(plain);
      // The host's paragraph inside the provider looks like the one outside it.
      expect(withOurs?.textInsideProvider).toEqual(withOurs?.text);
    });
  },
);

async function shootHost(sheets: string): Promise<{ page: Page }> {
  const context = await site.browser.newContext({
    reducedMotion: 'reduce',
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await page.goto(`${site.origin}/hostcss.html?sheets=${sheets}&widget=lendings`);
  await page.locator('.wk-lendings').waitFor({ timeout: 30_000 });
  return { page };
}

// A host changes the classes of its own elements all the time: a menu opening, a theme, Bootstrap's
// `modal-open` on the body. The armour used to find our elements by an attribute selector on
// `class`, and for any element whose class changed Chromium then restyled everything under it, a
// widget shown or not: a class on the body restyled the whole page (84 elements here; 28 ms a change
// on a host page of 4,000 elements, `npm run bench:restyle`). Counted here from Chromium's trace.
describe('given a host page that adds a class to its body, as a host menu or theme does', () => {
  it.each(['none', 'wealthkit'])('with %s linked, no element is restyled for it', async (sheets) => {
    const { page } = await shootHost(sheets);
    const restyled = await restyledBy(page, () => {
      document.body.classList.add('host-menu-open');
      return getComputedStyle(document.body).color;
    });
    await page.context().close();
    expect(restyled).toBe(0);
  });
});

/** How many elements Chromium restyled while `change` ran in the page (its style traces' elementCount). */
async function restyledBy(page: Page, change: () => unknown): Promise<number> {
  // Whatever the page still had to restyle is done before the trace starts.
  await page.evaluate(() => document.body.offsetTop);
  await site.browser.startTracing(page, { categories: ['devtools.timeline'] });
  await page.evaluate(change);
  const trace = JSON.parse((await site.browser.stopTracing()).toString('utf8')) as {
    traceEvents: Array<{ name: string; args?: { elementCount?: number } }>;
  };
  return trace.traceEvents
    .filter((event) => event.name === 'UpdateLayoutTree')
    .reduce((sum, event) => sum + (event.args?.elementCount ?? 0), 0);
}

// The armour gives every element of ours the browser's own styles back, and a form control's own
// font is the browser's small control font (13.33 px Arial on Linux), not the theme's: the dialog's
// close button, checkboxes, the chips' radios and the switches kept it.
describe.each(WIDGETS)('given %s on a bare page', (widget) => {
  it('draws every element of ours in the theme font, none in the browser’s control font', async () => {
    const { page } = await shoot('wealthkit', widget);
    const strays = await page.evaluate(() => {
      const found: string[] = [];
      for (const box of document.querySelectorAll('.wk-box:not(.wk-box *)')) {
        const style = getComputedStyle(box);
        const ours = [
          style.getPropertyValue('--wk-font').trim(),
          style.getPropertyValue('--wk-font-mono').trim(),
        ];
        for (const element of [box, ...box.querySelectorAll('*')]) {
          if (element.closest('svg') || !element.checkVisibility()) continue;
          const family = getComputedStyle(element).fontFamily;
          if (!ours.includes(family)) found.push(`${element.outerHTML.slice(0, 80)}: ${family}`);
        }
      }
      return found;
    });
    await page.context().close();
    expect(strays).toEqual([]);
  });
});

// The box sets its font itself (README, "Theming and host CSS"), but our Button's rule inherited
// the font: as a host's trigger, in a toolbar of the host's, it was drawn in the toolbar's italic
// 22 px serif with its letter spacing.
describe("given wealthkit's Button as the host's trigger, in a host element with a font of its own", () => {
  it('draws it in the theme font, 14 px, taking nothing of the host element’s', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${site.origin}/hostcss.html?sheets=wealthkit&widget=trigger`);
    const trigger = page.getByRole('button', { name: 'Subscribe USDT' });
    await trigger.waitFor();
    const look = await trigger.evaluate((button) => {
      const style = getComputedStyle(button);
      const { fontStyle, fontSize, fontFamily, letterSpacing } = style;
      return {
        fontStyle,
        fontSize,
        ours: fontFamily === style.getPropertyValue('--wk-font').trim(),
        letterSpacing,
      };
    });
    await context.close();
    expect(look).toEqual({ fontStyle: 'normal', fontSize: '14px', ours: true, letterSpacing: 'normal' });
  });
});
