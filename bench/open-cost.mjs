/**
 * `node bench/open-cost.mjs [runs] [widgets]`: the main-thread CPU a widget costs when it appears, beside its
 * floor in the same run (Debian's Chromium driven bare, as bench/support/bareChromium.mjs says why;
 * the bench/keystrokes page on React's production build as a host ships it, its commits seen
 * through bench/support/reactHook.mjs; 1280×800, fresh page per run).
 *
 * The page mounts the widget when the driver clicks "Mount" (?mount=click), so page load and the
 * sandbox's seeding are left out, and so is collecting the garbage they left (a full GC before the
 * click). CPU is Chromium's TaskDuration (DevTools Performance metrics:
 * time the main thread spent in tasks) from the click until the page is quiet (no React commit for
 * 500 ms) with the widget shown, so the reads it makes and renders after them count too.
 *
 *   SubscribeModal, opened      vs  a Radix dialog with overlay, tabs and a plain form
 *   SubscribeModal, opened by its trigger on a settled page (a host page: the trigger has been
 *     on screen, so the form's chunk is already fetched)  vs  the same Radix dialog, by its trigger
 *   LendingsTable on the whale  vs  a plain 10-row table
 *
 * Each widget is measured twice: with the sandbox exchange answering in the page, as before (its
 * work, a server's on a real exchange, then runs on the same main thread), and with the answers a
 * first, unmeasured run recorded replayed by the page's fetch (what a real exchange costs the page:
 * parsing the answers, not producing them). A replayed page makes no sandbox at all: seeding one
 * before the click warmed up the code the widget then runs (the whale's seeding ran Decimal's
 * formatting ~4,000 times, so V8 optimized it inside the measured window). The floors are replayed
 * too, so that no page measured against them seeds a sandbox it does not use.
 *
 * Each figure is the median over the runs (default 5); a floor's runs alternate with its widget's.
 * Beside each ratio, its 90 % bootstrap interval (run i of the widget with run i of its floor): the
 * floor's median alone moved 23-27 ms between runs of 9 of the same code, and a goal inside the
 * interval is neither met nor missed by that run. Under each, the medians of the script, style and
 * layout within it (Chromium's ScriptDuration, RecalcStyleDuration, LayoutDuration). Prints
 * numbers; asserts nothing.
 */
import path from 'node:path';
import { launchBareChromium, until } from './support/bareChromium.mjs';
import { bootstrapInterval, buildAndServe, median } from './support/page.mjs';
import { installReactHook } from './support/reactHook.mjs';

const runs = Number(process.argv[2] ?? 5);
/** Optional: only the pairs of these widgets (comma-separated, e.g. `lendings`), each with its floor. */
const only = process.argv[3]?.split(',');
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
// Bare, not through Playwright: Playwright's Network domain has V8 re-parse each script that starts
// a request (a lazy chunk's import here) for its stack, and its waits poll on every animation frame,
// both on the main thread inside the measured window, work a customer's browser never does.
const browser = launchBareChromium();

/** The main thread's time so far, in ms: all tasks, and the script, style and layout within them. */
async function cpuMs(page) {
  const { metrics } = await page.send('Performance.getMetrics');
  const ms = (name) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  return {
    task: ms('TaskDuration'),
    script: ms('ScriptDuration'),
    style: ms('RecalcStyleDuration'),
    layout: ms('LayoutDuration'),
  };
}

/** The page's "Mount" button, as a page expression. */
const mountButton = `[...document.querySelectorAll('button')].find((b) => b.textContent === 'Mount')`;

/** When each case counts as shown, as a page expression. */
const shownTest = {
  dialog: `document.querySelector('[role="dialog"]') !== null`,
  form: `[...(document.querySelector('[role="dialog"]')?.querySelectorAll('input') ?? [])].some((i) => !i.disabled)`,
  // The plain table's 10 rows; the holdings table's first tab, with whatever rows it holds.
  table: `[...document.querySelectorAll('table')].some((t) => (t.tBodies[0]?.rows.length ?? 0) >= 10)`,
  rows: `[...document.querySelectorAll('table')].some((t) => (t.tBodies[0]?.rows.length ?? 0) >= 1)`,
};

/**
 * One run of a case: the CPU from the click to quiet. With `replay` (a recording of the sandbox's
 * answers) the page serves those instead of running the sandbox. Resolves to the CPU in ms and, with
 * `record`, the answers the sandbox gave in this run.
 */
async function run(c, replay, { record = false } = {}) {
  const hook = `(${installReactHook})(${JSON.stringify({ countRenders: false })});`;
  const page = await browser.newPage(
    replay
      ? `${hook}\nwindow.__replay = ${JSON.stringify(replay)};`
      : `${hook}\nwindow.__recordAnswers = ${record};`,
    {
      viewport: { width: 1280, height: 800 },
    },
  );
  try {
    await page.goto(`${site.url}?widget=${c.widget}&mount=click`);
    await page.evaluate(until(`${mountButton} !== undefined`, 'Mount'));
    await page.evaluate(`window.__bench.settle(${QUIET_MS}, 5000)`);
    // The page's own garbage (its boot: modules, catalogues, the first render) is collected before
    // the click. Otherwise collecting it fell in the window of whichever run crossed the heap's
    // limit first: 1.5-5 ms in most LendingsTable runs and none in the plain table's (a trace of
    // the window), and ~11 ms in the Radix floor dialogs' runs (47.0 -> 36.4 ms with it collected
    // before). Garbage the widget makes still counts.
    await page.send('HeapProfiler.collectGarbage');
    await page.evaluate(`window.__bench.settle(${QUIET_MS}, 5000)`);
    await page.send('Performance.enable');
    const before = await cpuMs(page);
    await page.click(mountButton);
    await page.evaluate(until(shownTest[c.shown], c.shown));
    await page.evaluate(`window.__bench.settle(${QUIET_MS}, 10000)`);
    const after = await cpuMs(page);
    // "Quiet" is counted from the last commit the hook reported; with none it would be at once.
    if ((await page.evaluate('window.__bench.commits')) === 0)
      throw new Error('the React hook saw no commit');
    const ms = after.task - before.task;
    const parts = Object.fromEntries(['script', 'style', 'layout'].map((k) => [k, after[k] - before[k]]));
    const misses = await page.evaluate('window.__replayMisses');
    if (replay && misses.length > 0)
      console.log(`  (${c.widget}: the recording had no answer for ${misses.join(', ')})`);
    return { ms, parts, recorded: await page.evaluate('window.__recorded') };
  } finally {
    await page.close();
  }
}

try {
  console.log(`CPU to show a widget (Chromium TaskDuration, click → quiet), median of ${runs} runs`);
  console.log('Floor and widget runs alternate, so a busier stretch of the machine falls on both.');
  console.log(
    'Each widget twice: with the sandbox exchange answering in the page (its server work on the main',
  );
  console.log(
    'thread too), and with the same answers replayed from a recording (what a real exchange costs the page).',
  );
  for (const [floorCase, widgetCase] of pairs.filter(([, w]) => !only || only.includes(w.widget))) {
    // First, unmeasured runs record the sandbox's answers for the replayed runs.
    const { recorded } = await run(widgetCase, undefined, { record: true });
    const { recorded: floorRecorded } = await run(floorCase, undefined, { record: true });
    const floorRuns = [];
    const widgetRuns = [];
    const replayedRuns = [];
    for (let i = 0; i < runs; i += 1) {
      floorRuns.push(await run(floorCase, floorRecorded));
      widgetRuns.push(await run(widgetCase));
      replayedRuns.push(await run(widgetCase, recorded));
    }
    const floor = floorRuns.map((r) => r.ms);
    // Where the time went: the medians of script, style and layout (the rest is paint, the
    // browser's own tasks and the driver's).
    const parts = (list) =>
      ['script', 'style', 'layout']
        .map((k) => `${k} ${median(list.map((r) => r.parts[k])).toFixed(1)}`)
        .join(', ');
    const line = (title, list, ratio) => {
      const samples = list.map((r) => r.ms);
      console.log(
        `${title.padEnd(58)}${median(samples).toFixed(1).padStart(8)} ms${ratio}   (runs: ${samples.map((s) => s.toFixed(0)).join(', ')})`,
      );
      console.log(`${''.padEnd(58)}of which ${parts(list)} ms`);
    };
    const ratio = (list) => {
      const [low, high] = bootstrapInterval(
        list.length,
        (picked) => median(picked.map((i) => list[i].ms)) / median(picked.map((i) => floor[i])),
      );
      const x = median(list.map((r) => r.ms)) / median(floor);
      return `   ${x.toFixed(2)}x the floor (90 %: ${low.toFixed(2)}-${high.toFixed(2)})`;
    };
    line(floorCase.title, floorRuns, '');
    line(`${widgetCase.title}, sandbox in the page`, widgetRuns, ratio(widgetRuns));
    line(`${widgetCase.title}, answers replayed`, replayedRuns, ratio(replayedRuns));
  }
} finally {
  await browser.close();
  await site.close();
}
