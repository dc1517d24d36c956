/**
 * `node bench/open-latency.mjs [runs] [roundTripMs]`: how soon a dialog opened by its trigger shows
 * its form with its data when every read takes a network round trip, beside a floor in the same run
 * (Debian's Chromium driven bare, bench/support/bareChromium.mjs; the bench/keystrokes page on
 * React's production build; 1280×800, fresh page per run).
 *
 *   SubscribeModal, opened by its trigger on a settled page (its form's code already fetched)
 *     vs  the floor: the same Radix dialog as bench/open-cost.mjs' floor, whose one read (the
 *         balance) its trigger's handler sends, as a host would write it
 *
 * Time: from the pointerdown on the trigger to the first animation frame in which the dialog shows
 * an enabled input and an "Available" balance. The answers are a first, unmeasured run's,
 * replayed by the page's fetch, each arriving `roundTripMs` (default 50) after its request was
 * made, so the figure shows when the reads leave (with the click, or after the dialog's first
 * render) and how they overlap. Each figure is the median over the runs (default 7); the floor's
 * runs alternate with the widget's. Prints numbers; asserts nothing.
 */
import path from 'node:path';
import { launchBareChromium, until } from './support/bareChromium.mjs';
import { buildAndServe, median } from './support/page.mjs';
import { installReactHook } from './support/reactHook.mjs';

const runs = Number(process.argv[2] ?? 7);
const roundTripMs = Number(process.argv[3] ?? 50);
const QUIET_MS = 500;

const floor = {
  widget: 'floor-dialog-read-trigger',
  title: 'Radix dialog, its one read sent on click (floor)',
};
const widget = {
  widget: 'subscribe-trigger',
  title: 'SubscribeModal (USDT flexible), opened by its trigger',
};

const mountButton = `[...document.querySelectorAll('button')].find((b) => b.textContent === 'Mount')`;
/** The dialog shows its form with its data: an enabled input and a balance figure. */
const shown = `(() => {
  const dialog = document.querySelector('[role="dialog"]');
  return !!dialog && [...dialog.querySelectorAll('input')].some((i) => !i.disabled) &&
    /Available\\s*\\d/.test(dialog.textContent ?? '');
})()`;

const site = await buildAndServe(path.join(import.meta.dirname, 'keystrokes/vite.config.ts'), 'open-latency');
const browser = launchBareChromium();

/**
 * One opening of `widget`'s dialog. With `replay`, the page serves those answers, each after the
 * round trip. Resolves to the ms from pointerdown to the frame that shows the data, and the answers
 * the sandbox gave.
 */
async function open(widgetName, replay) {
  const hook = `(${installReactHook})({ countRenders: false });`;
  const page = await browser.newPage(
    replay
      ? `${hook}\nwindow.__replay = ${JSON.stringify(replay)};\nwindow.__roundTripMs = ${roundTripMs};`
      : `${hook}\nwindow.__recordAnswers = true;`,
    { viewport: { width: 1280, height: 800 } },
  );
  try {
    await page.goto(`${site.url}?widget=${widgetName}&mount=click`);
    await page.evaluate(until(`${mountButton} !== undefined`, 'Mount'));
    await page.evaluate(`window.__bench.settle(${QUIET_MS}, 5000)`);
    await page.evaluate(`document.addEventListener('pointerdown', () => {
      window.__openedAt = performance.now();
      const check = () => {
        if (${shown}) window.__shownAt = performance.now();
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    }, { capture: true, once: true })`);
    await page.click(mountButton);
    await page.evaluate(until('window.__shownAt !== undefined', `${widgetName} with its data`));
    const ms = await page.evaluate('window.__shownAt - window.__openedAt');
    await page.evaluate(`window.__bench.settle(${QUIET_MS}, 10000)`);
    const misses = await page.evaluate('window.__replayMisses');
    if (replay && misses.length > 0)
      console.log(`  (${widgetName}: the recording had no answer for ${misses.join(', ')})`);
    return { ms, recorded: await page.evaluate('window.__recorded') };
  } finally {
    await page.close();
  }
}

try {
  const recordings = new Map();
  for (const c of [floor, widget]) recordings.set(c.widget, (await open(c.widget)).recorded);
  const samples = new Map([
    [floor.widget, []],
    [widget.widget, []],
  ]);
  for (let i = 0; i < runs; i += 1)
    for (const c of [floor, widget])
      samples.get(c.widget).push((await open(c.widget, recordings.get(c.widget))).ms);
  console.log(
    `Click → the dialog's form with its data, each read answered ${roundTripMs} ms after it was sent; median of ${runs} runs`,
  );
  const floorMs = median(samples.get(floor.widget));
  for (const c of [floor, widget]) {
    const list = samples.get(c.widget);
    const ratio = c === floor ? '' : `   ${(median(list) / floorMs).toFixed(2)}x the floor`;
    console.log(
      `${c.title.padEnd(56)}${median(list).toFixed(1).padStart(8)} ms${ratio}   (runs: ${list.map((s) => s.toFixed(0)).join(', ')})`,
    );
  }
} finally {
  await browser.close();
  await site.close();
}
