/**
 * `node bench/open-cost.mjs [runs]`: the main-thread CPU a widget costs when it appears, beside its
 * floor in the same run (Debian's Chromium, the bench/keystrokes page, 1280×800, fresh page per run).
 *
 * The page mounts the widget when the driver clicks "Mount" (?mount=click), so page load and the
 * sandbox's seeding are left out. CPU is Chromium's TaskDuration (DevTools Performance metrics:
 * time the main thread spent in tasks) from the click until the page is quiet (no React commit for
 * 500 ms) with the widget shown, so the reads it makes and renders after them count too.
 *
 *   SubscribeModal, opened      vs  a Radix dialog with overlay, tabs and a plain form
 *   SubscribeModal, opened by its trigger on a settled page (a host page: the trigger has been
 *     on screen, so the form's chunk is already fetched)  vs  the same Radix dialog, by its trigger
 *   LendingsTable on the whale  vs  a plain 10-row table
 *
 * Each figure is the median over the runs (default 5); a floor's runs alternate with its widget's.
 * Prints numbers; asserts nothing.
 */
import path from 'node:path';
import { buildAndServe, launchChromium, median } from './support/page.mjs';

const runs = Number(process.argv[2] ?? 5);
const QUIET_MS = 500;

/** Each pair: a floor and the widget set beside it; a case is the page's widget and when it counts as shown. */
const pairs = [
  [
    { widget: 'floor-dialog', title: 'Radix dialog + tabs + plain form (floor)', shown: 'dialog' },
    { widget: 'subscribe', title: 'SubscribeModal (USDT flexible), opened', shown: 'form' },
  ],
  [
    { widget: 'floor-dialog-trigger', title: 'the same, opened by its trigger (floor)', shown: 'dialog' },
    { widget: 'subscribe-trigger', title: 'SubscribeModal, opened by its trigger', shown: 'form' },
  ],
  [
    { widget: 'plain-table', title: 'plain 10-row table (floor)', shown: 'table' },
    { widget: 'lendings', title: 'LendingsTable on the whale', shown: 'rows' },
  ],
];

const site = await buildAndServe(path.join(import.meta.dirname, 'keystrokes/vite.config.ts'), 'open-cost');
const browser = await launchChromium();

async function taskMs(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;
}

async function run(c) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  try {
    await page.goto(`${site.url}?widget=${c.widget}&mount=click`);
    const mount = page.getByRole('button', { name: 'Mount' });
    await mount.waitFor({ timeout: 30_000 });
    await page.evaluate((quiet) => window.__bench.settle(quiet, 5_000), QUIET_MS);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const before = await taskMs(cdp);
    await mount.click();
    await page.waitForFunction(
      (shown) => {
        if (shown === 'dialog') return document.querySelector('[role="dialog"]') !== null;
        if (shown === 'form') {
          const dialog = document.querySelector('[role="dialog"]');
          return [...(dialog?.querySelectorAll('input') ?? [])].some((i) => !i.disabled);
        }
        // The plain table's 10 rows; the holdings table's first tab, with whatever rows it holds.
        const least = shown === 'table' ? 10 : 1;
        return [...document.querySelectorAll('table')].some((t) => (t.tBodies[0]?.rows.length ?? 0) >= least);
      },
      c.shown,
      { timeout: 30_000 },
    );
    await page.evaluate((quiet) => window.__bench.settle(quiet, 10_000), QUIET_MS);
    return (await taskMs(cdp)) - before;
  } finally {
    await page.close();
  }
}

try {
  console.log(`CPU to show a widget (Chromium TaskDuration, click → quiet), median of ${runs} runs`);
  console.log('Floor and widget runs alternate, so a busier stretch of the machine falls on both.');
  for (const [floorCase, widgetCase] of pairs) {
    const floor = [];
    const widget = [];
    for (let i = 0; i < runs; i += 1) {
      floor.push(await run(floorCase));
      widget.push(await run(widgetCase));
    }
    const line = (c, samples, ratio) =>
      console.log(
        `${c.title.padEnd(44)}${median(samples).toFixed(1).padStart(8)} ms${ratio}   (runs: ${samples.map((s) => s.toFixed(0)).join(', ')})`,
      );
    line(floorCase, floor, '');
    line(widgetCase, widget, `   ${(median(widget) / median(floor)).toFixed(2)}x the floor above`);
  }
} finally {
  await browser.close();
  await site.close();
}
