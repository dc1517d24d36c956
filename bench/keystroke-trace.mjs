/**
 * `node bench/keystroke-trace.mjs [rounds] [widgets]`: where a keystroke's main-thread time goes in
 * each money form, beside the plain-React floor in the same run, from a Chromium trace (DevTools
 * timeline events). bench:keys times keydown → paint; this says what the browser did meanwhile.
 *
 * Per form (all four by default, or `widgets`, comma-separated, e.g. `dual,stake`), a fresh page of
 * the bench/keystrokes build (React's production build, 1280×800) waits until the form is ready and
 * quiet, focuses its amount field and, while the browser traces, types the form's keys (as
 * bench:keys does, a key every 80 ms) and then Backspace until the field is empty, `rounds` times
 * (default 3). Every figure is per key, over all of them:
 *
 *   task      the main thread's tasks (ThreadControllerImpl::RunTask)
 *   events    the key's events (EventDispatch, outermost): the handlers, React's render and commit
 *             of an input, and the browser's editing
 *   style     style recalculation (UpdateLayoutTree)
 *   layout    layout (Layout); objects: the layout objects a layout walked of those under its
 *             root, the document or a relayout boundary such as the amount field (Layout's
 *             dirtyObjects/totalObjects, each the mean over the layouts)
 *   prepaint  PrePaint; paint: Paint
 *
 * and "x floor", each form's task time over the plain form's. The second row is bench:keys' peer,
 * the plain form in a bare Radix dialog with tabs: what the dialog alone adds. Prints numbers;
 * asserts nothing. `WK_BENCH_DEVICE_LANG=de-DE` types as a device in that language, as bench:keys
 * does.
 */
import path from 'node:path';
import { launchBareChromium, until } from './support/bareChromium.mjs';
import {
  deviceLanguage,
  deviceLanguageArgs,
  fieldOf,
  forms,
  plain,
  plainInDialog,
  press,
  readyTest,
} from './support/moneyForms.mjs';
import { buildAndServe } from './support/page.mjs';
import { installReactHook } from './support/reactHook.mjs';
import { endTrace, outermost, startTrace } from './support/trace.mjs';

const rounds = Number(process.argv[2] ?? 3);
const only = process.argv[3]?.split(',');
const KEY_GAP_MS = 80;
const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
];

const site = await buildAndServe(path.join(import.meta.dirname, 'keystrokes/vite.config.ts'), 'ktrace');
const browser = launchBareChromium({ extraArgs: deviceLanguageArgs });
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Types the form's keys `rounds` times under a trace; resolves to its figures per key. */
async function traceForm(form) {
  const page = await browser.newPage(`(${installReactHook})({ countRenders: false });`, {
    viewport: { width: 1280, height: 800 },
  });
  try {
    await page.goto(`${site.url}?widget=${form.widget}`);
    await page.evaluate(until(readyTest(form), `${form.widget} ready`));
    await page.evaluate('window.__bench.settle(500, 5000)');
    await page.evaluate(`${fieldOf(form.field)}.focus()`);
    await startTrace(browser, CATEGORIES);
    await page.evaluate('performance.mark("wk-keys-start")');
    let keys = 0;
    for (let round = 0; round < rounds; round += 1) {
      const typed = [...form.keys];
      const length = await page.evaluate(
        `(() => { const f = ${fieldOf(form.field)}; return f.value.length; })()`,
      );
      typed.unshift(...Array(length).fill('Backspace'));
      for (const key of typed) {
        await press(page, key);
        keys += 1;
        await pause(KEY_GAP_MS);
      }
    }
    await page.evaluate('performance.mark("wk-keys-end")');
    const events = await endTrace(browser);
    const start = events.find((e) => e.name === 'wk-keys-start');
    const end = events.find((e) => e.name === 'wk-keys-end');
    if (!start || !end) throw new Error(`${form.widget}: the trace has no marks`);
    // The page's main thread (where the marks were made), between the marks.
    const main = events.filter(
      (e) => e.ph === 'X' && e.pid === start.pid && e.tid === start.tid && e.ts >= start.ts && e.ts <= end.ts,
    );
    const named = (name) => main.filter((e) => e.name === name);
    const perKey = (list) => list.reduce((sum, e) => sum + e.dur, 0) / 1000 / keys;
    const layouts = named('Layout');
    const mean = (pick) =>
      layouts.reduce((sum, e) => sum + (pick(e.args?.beginData) ?? 0), 0) / layouts.length;
    return {
      keys,
      task: perKey(outermost(named('ThreadControllerImpl::RunTask'))),
      events: perKey(outermost(named('EventDispatch'))),
      style: perKey(named('UpdateLayoutTree')),
      layout: perKey(layouts),
      objects: `${mean((d) => d?.dirtyObjects).toFixed(0)}/${mean((d) => d?.totalObjects).toFixed(0)}`,
      prepaint: perKey(named('PrePaint')),
      paint: perKey(named('Paint')),
    };
  } finally {
    await page.close();
  }
}

try {
  const traced = [plain, plainInDialog, ...forms.filter((f) => !only || only.includes(f.widget))];
  const results = [];
  for (const form of traced) results.push(await traceForm(form));
  const floor = results[0].task;
  console.log(
    `where a keystroke's main thread goes (Chromium trace, ${rounds} rounds${deviceLanguage ? `, device language ${deviceLanguage}` : ''}), ms per key`,
  );
  const columns = ['task', 'events', 'style', 'layout', 'objects', 'prepaint', 'paint'];
  console.log(
    `${'form'.padEnd(40)}${'keys'.padStart(5)}${columns.map((c) => c.padStart(9)).join('')}${'x floor'.padStart(9)}`,
  );
  traced.forEach((form, i) => {
    const r = results[i];
    const cells = columns.map((c) => (typeof r[c] === 'number' ? r[c].toFixed(2) : r[c]).padStart(9));
    console.log(
      `${form.title.padEnd(40)}${String(r.keys).padStart(5)}${cells.join('')}${(r.task / floor).toFixed(2).padStart(9)}`,
    );
  });
} finally {
  await browser.close();
  await site.close();
}
