/**
 * `node bench/embed-tti.mjs`: the embed's time to interactive and weight, in Debian's Chromium on
 * localhost. Builds the guest (vite JS API, temp dir), serves host and guest on two origins, then
 * 20 times (WK_BENCH_RUNS): a fresh page mounts a stake frame (GT, sandbox) and we time from the
 * moment the host creates the iframe until the amount input in the frame is enabled and takes
 * focus. Prints the median (and min/max), and the gzip bytes (level 9) of the guest's JS and CSS
 * that the stake page loaded as deployed (the exchange over HTTP), and with the sandbox in the frame
 * (a real deployment does not load it).
 *
 * The runs are made twice: on localhost as it is, and with a simulated network round trip of 50 ms
 * on every request the host and the frame make (the browser goes through a local proxy that holds
 * each request 50 ms before passing it on), which is closer to an assets page on a real
 * connection. kB = 1000 bytes.
 *
 * The browser is driven without Playwright (bench/support/bareChromium.mjs): DevTools' Network
 * domain, which Playwright turns on in every page, made V8 re-parse whole scripts on the frame's
 * main thread to record each request's JavaScript stack, tens of milliseconds a customer's browser
 * never spends. Three runs of each on localhost: driven by Playwright, the guest reading the
 * exchange over HTTP took 238-259 ms and the floor 102-112 ms; driven bare, 195-220 and 91-97 ms
 * (the floor's one chunk is re-parsed for its one read too).
 *
 * Beside each, in the same run (alternating, so a busy stretch of the machine falls on all): the
 * floor, a minimal React guest served by the same server (bench/embed-floor: one read, then one
 * input), timed the same way; the ratio is the guest's median over the floor's. Under them, where
 * the time goes: the median moment the guest as deployed, and the floor, passed each phase of its
 * start (the page and its entry script arrived; the guest's start marks, embed/guest/startMarks.ts,
 * which the floor shares for its first render; interactive).
 *
 * And, on localhost, what the frame's main thread did meanwhile, from a Chromium trace of 5 more
 * runs each (tracing slows both): from creating the iframe to interactive, its busy time (its
 * tasks) and, within it, script (running JS), compile (V8 parsing and compiling a function on the
 * main thread the first time it is called: the chunks stream in and are pre-parsed on a background
 * thread, but each function is compiled lazily, where it is first called), style (parsing and
 * resolving the stylesheets), layout, font lookups (on Linux each new font, size and weight is a
 * synchronous call to the browser process, FontCache::GetFontPlatformData), paint and other work
 * (loading and parsing the document, and what the trace leaves unnamed inside a task). A frame busy
 * for most of its start waits on its own work, not on the network. Tracing the compiler adds its
 * own cost per function compiled, so the traced figures run above the timed ones. The frame's
 * thread is the host page's too (two local origins are one site, so one renderer), which adds the
 * host's little share to both.
 *
 * Then a repeat visit, as deployed and for the floor: pages in one browser context each, whose
 * HTTP cache the earlier visits filled (3 unmeasured first), the hashed files served as the README
 * advises (cached for a year; index.html and config.json asked for again every time).
 *
 * The guest is timed twice: on the sandbox in the frame (`sandbox: true`, the exchange's work on
 * the frame's main thread, no network) and as deployed, reading an exchange over HTTP on a third
 * origin (tests/e2e/support/exchangeServer.mjs: the sandbox answering in this process, CORS for
 * the guest, each answer kept and served again at once after one unmeasured frame): no sandbox code
 * in the frame, and every read a request, delayed like the others.
 * Needs `npm run build` first (the exchange server runs dist/sandbox.js).
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { serveExchange } from '../tests/e2e/support/exchangeServer.mjs';
import { buildEmbedSite, serveEmbedSite } from '../tests/e2e/support/site.mjs';
import { launchBareChromium } from './support/bareChromium.mjs';
import { startDelayingProxy } from './support/delayingProxy.mjs';
import { median } from './support/page.mjs';
import { endTrace, startTrace, withSelfTimes } from './support/trace.mjs';

const RUNS = Number(process.env.WK_BENCH_RUNS ?? 20);
const ROUND_TRIPS_MS = [0, 50];
const outDir = await mkdtemp(path.join(tmpdir(), 'wealthkit-bench-embed-'));
await buildEmbedSite({ outDir });
// The floor goes beside the guest's files, so the guest's server serves it the same way.
await build({
  configFile: path.join(import.meta.dirname, 'embed-floor/vite.config.ts'),
  build: { outDir: path.join(outDir, 'guest/floor') },
});
const site = await serveEmbedSite({ outDir, cacheAssets: true });
// The deployed guest's exchange; the frame reads it when it is mounted without `sandbox`.
const sandbox = await import('../dist/sandbox.js').catch((cause) => {
  throw new Error('bench:embed runs the exchange from dist/sandbox.js: run `npm run build` first.', {
    cause,
  });
});
const exchange = await serveExchange({
  exchange: sandbox.createSandboxExchange({ scenario: 'regular', storage: sandbox.createMemoryStorage() }),
  allowedOrigin: site.guestOrigin,
  keepAnswers: true,
});
await writeFile(
  path.join(site.guestDir, 'config.json'),
  JSON.stringify({
    apiBaseUrl: exchange.origin,
    allowedParentOrigins: [site.hostOrigin],
    allowSandbox: true,
  }),
);
/**
 * Runs in every document of the page before its own scripts (an init script), so the frame is timed
 * from inside, with nothing injected into it while it starts. In the frame: polls once a frame
 * until the amount input is enabled and takes focus, then posts that moment, with the JS and CSS the
 * frame loaded and the moments it passed on the way (`phases`: its page and its entry script
 * arrived, and its start marks, embed/guest/startMarks.ts), to the host page (its origin only). In
 * the host: keeps the first such report as the promise `window.__wkInteractive`.
 */
function reportInteractive(hostOrigin, guestOrigin) {
  if (window === window.top) {
    window.__wkInteractive = new Promise((resolve) => {
      addEventListener('message', (event) => {
        if (event.origin === guestOrigin && event.data?.wkBenchInteractive) resolve(event.data);
      });
    });
    return;
  }
  const check = () => {
    const input = document.querySelector('input[inputmode="decimal"], input[type="text"]');
    if (input instanceof HTMLInputElement && !input.disabled) {
      input.focus();
      if (document.activeElement === input) {
        const at = performance.timeOrigin + performance.now();
        const resources = performance.getEntriesByType('resource');
        const files = resources
          .map((entry) => new URL(entry.name))
          .filter((url) => url.origin === location.origin && /\.(js|css)$/.test(url.pathname))
          .map((url) => url.pathname);
        // Each phase as a moment on the host's clock (performance.timeOrigin + the frame's time).
        const entry = document.querySelector('script[src]')?.src;
        const moments = {
          page: performance.getEntriesByType('navigation')[0]?.responseEnd,
          entry: resources.find((r) => r.name === entry)?.responseEnd,
          ...Object.fromEntries(
            performance.getEntriesByType('mark').map((mark) => [mark.name, mark.startTime]),
          ),
        };
        const phases = Object.fromEntries(
          Object.entries(moments)
            .filter(([, t]) => t !== undefined)
            .map(([name, t]) => [name, performance.timeOrigin + t]),
        );
        performance.mark('bench:interactive');
        parent.postMessage({ wkBenchInteractive: at, files, phases }, hostOrigin);
        return;
      }
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/**
 * From creating the iframe (of the guest's stake form, or of the floor) to its input taking focus.
 * In a fresh context each run (nothing cached, like a first visit to the assets page), or in
 * `context`, a repeat visit. With `phases`, the run's phases (ms from creating the iframe) are
 * pushed onto it.
 */
async function interactiveMs(
  browser,
  loaded,
  src = `${site.guestOrigin}/index.html`,
  sandbox = true,
  context,
  phases,
) {
  const origins = [site.hostOrigin, site.guestOrigin].map((origin) => JSON.stringify(origin)).join(', ');
  const page = await browser.newPage(`(${reportInteractive})(${origins});`, context ? { context } : {});
  try {
    await page.send('Emulation.setEmulatedMedia', {
      features: [{ name: 'prefers-reduced-motion', value: 'reduce' }],
    });
    await page.goto(`${site.hostOrigin}/host.html`);
    const options = JSON.stringify({ coin: 'GT', ...(sandbox ? { sandbox: true } : {}) });
    const report = await page.evaluate(`(async () => {
      while (!('wk' in window)) await new Promise((resolve) => setTimeout(resolve, 5));
      performance.mark('bench:mount');
      window.wk.mount(${JSON.stringify(src)}, 'stake', ${options});
      let timer;
      const timeout = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('the frame never became interactive')), 30000);
      });
      const { wkBenchInteractive, files, phases } = await Promise.race([window.__wkInteractive, timeout])
        .finally(() => clearTimeout(timer));
      const created = window.wk.created[0];
      return {
        ms: wkBenchInteractive - created,
        files,
        phases: Object.fromEntries(Object.entries(phases).map(([name, at]) => [name, at - created])),
      };
    })()`);
    for (const file of report.files) loaded.add(file);
    phases?.push({ ...report.phases, interactive: report.ms });
    return report.ms;
  } finally {
    await page.close();
  }
}

/** The phases a frame's start passes, in order, with their column titles. */
const PHASES = [
  ['page', 'page'],
  ['entry', 'entry JS'],
  ['wealthkit:boot', 'boot'],
  ['wealthkit:config', 'config'],
  ['wealthkit:app', 'app code'],
  ['wealthkit:first-render', 'first render'],
  ['interactive', 'interactive'],
];

/**
 * Where the time went: for each row (a title and its runs' phases), the median moment of each phase,
 * in ms from creating the iframe; '–' for a phase the row does not pass (the floor has no boot).
 */
function printPhases(rows) {
  console.log('  where the time goes: median ms from creating the iframe to each phase');
  const cell = (text, width) => String(text).padStart(width);
  console.log(`  ${''.padEnd(30)}${PHASES.map(([, title]) => cell(title, title.length + 2)).join('')}`);
  for (const [title, runs] of rows) {
    const cells = PHASES.map(([name, column]) => {
      const moments = runs.map((run) => run[name]).filter((at) => at !== undefined);
      return cell(moments.length ? median(moments).toFixed(0) : '–', column.length + 2);
    });
    console.log(`  ${title.padEnd(30)}${cells.join('')}`);
  }
}

/** What a traced start records: the timeline, JS and its compiling, font lookups, and the runs' marks. */
const START_TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.compile',
  'fonts',
  'disabled-by-default-fonts',
  'blink.user_timing',
];
const TRACED_RUNS = 5;
/** The columns of the main thread's work, in the order printed. */
const WORK = ['script', 'compile', 'style', 'layout', 'fonts', 'paint', 'other'];

/** Which part of the main thread's work an event's self time is (its name and category). */
function workOf({ name, cat }) {
  if (/font/i.test(cat) || /^(FontCache|FontDataManager|WebSandboxSupportLinux)::/.test(name)) return 'fonts';
  if (name === 'UpdateLayoutTree' || name === 'ParseAuthorStyleSheet') return 'style';
  if (name === 'Layout') return 'layout';
  if (cat.includes('v8.compile')) return 'compile';
  if (/^(Paint|PrePaint|Layerize|Commit|UpdateLayer)/.test(name)) return 'paint';
  if (
    /v8/i.test(cat) ||
    /^(FunctionCall|EvaluateScript|RunMicrotasks|EventDispatch|TimerFire|FireAnimationFrame|HandlePostMessage)$/.test(
      name,
    )
  )
    return 'script';
  return 'other';
}

/**
 * One start of a frame under a trace: the frame's main thread (where its interactive mark was made)
 * from the host's mount mark to that mark, as ms of busy time and of each part of `WORK`.
 */
async function tracedStart(browser, src, sandbox) {
  await startTrace(browser, START_TRACE_CATEGORIES);
  let events;
  try {
    await interactiveMs(browser, new Set(), src, sandbox);
  } finally {
    events = await endTrace(browser);
  }
  const mount = events.find((e) => e.name === 'bench:mount');
  const interactive = events.find((e) => e.name === 'bench:interactive');
  if (!mount || !interactive) throw new Error('the trace has no bench:mount or bench:interactive mark');
  const thread = events.filter(
    (e) =>
      e.ph === 'X' &&
      e.pid === interactive.pid &&
      e.tid === interactive.tid &&
      e.ts >= mount.ts &&
      e.ts < interactive.ts,
  );
  const work = Object.fromEntries([['busy', 0], ...WORK.map((part) => [part, 0])]);
  for (const { event, selfMs } of withSelfTimes(thread)) {
    work.busy += selfMs;
    work[workOf(event)] += selfMs;
  }
  return work;
}

/** The frame's main thread during the start, for the guest as deployed and the floor (medians). */
async function printMainThread(browser, floorSrc) {
  const runs = { guest: [], floor: [] };
  for (let run = 0; run < TRACED_RUNS; run += 1) {
    runs.guest.push(await tracedStart(browser, undefined, false));
    runs.floor.push(await tracedStart(browser, floorSrc, true));
  }
  console.log(
    `  the frame's main thread, creating the iframe → interactive: median ms of ${TRACED_RUNS} traced runs each`,
  );
  const columns = ['busy', ...WORK];
  console.log(`  ${''.padEnd(30)}${columns.map((c) => c.padStart(8)).join('')}`);
  for (const [title, rows] of [
    ['the same, exchange over HTTP', runs.guest],
    ['floor', runs.floor],
  ]) {
    const cells = columns.map((c) =>
      median(rows.map((row) => row[c]))
        .toFixed(0)
        .padStart(8),
    );
    console.log(`  ${title.padEnd(30)}${cells.join('')}`);
  }
}

// A browser per round trip: the 50 ms one goes through the delaying proxy (loopback included, which
// chromium would otherwise reach directly).
const browsers = new Map();
const proxies = [];
for (const roundTripMs of ROUND_TRIPS_MS) {
  const proxy = roundTripMs > 0 ? await startDelayingProxy(roundTripMs) : undefined;
  if (proxy) proxies.push(proxy);
  const extraArgs = proxy ? [`--proxy-server=${proxy.origin}`, '--proxy-bypass-list=<-loopback>'] : [];
  browsers.set(roundTripMs, launchBareChromium({ extraArgs }));
}

try {
  // One frame first, unmeasured, so that every measured read is answered from the exchange's store.
  await interactiveMs(browsers.get(0), new Set(), undefined, false);
  const loaded = new Set();
  const loadedDeployed = new Set();
  const floorSrc = `${site.guestOrigin}/floor/index.html`;
  const line = (title, times) =>
    `  ${title.padEnd(34)} median ${median(times).toFixed(0).padStart(5)} ms   min ${Math.min(...times).toFixed(0)} ms   max ${Math.max(...times).toFixed(0)} ms`;
  for (const roundTripMs of ROUND_TRIPS_MS) {
    const browser = browsers.get(roundTripMs);
    const times = [];
    const deployed = [];
    const floor = [];
    const phases = { deployed: [], floor: [] };
    for (let run = 0; run < RUNS; run += 1) {
      times.push(await interactiveMs(browser, loaded));
      deployed.push(
        await interactiveMs(browser, loadedDeployed, undefined, false, undefined, phases.deployed),
      );
      floor.push(await interactiveMs(browser, new Set(), floorSrc, true, undefined, phases.floor));
    }
    console.log(
      `embed: iframe created → input interactive, ${RUNS} runs each (Chromium, localhost, ` +
        `${roundTripMs ? `${roundTripMs} ms round trip per request` : 'no added latency'})`,
    );
    console.log(line('wealthkit guest, stake form (GT)', times));
    console.log(line('the same, exchange over HTTP', deployed));
    console.log(line('floor: React, one read, one input', floor));
    console.log(
      `  ratio ${(median(times) / median(floor)).toFixed(2)}x the floor (sandbox in the frame), ` +
        `${(median(deployed) / median(floor)).toFixed(2)}x (exchange over HTTP)`,
    );
    printPhases([
      ['the same, exchange over HTTP', phases.deployed],
      ['floor', phases.floor],
    ]);
    if (roundTripMs === 0) await printMainThread(browser, floorSrc);

    const visited = { guest: await browser.newContext(), floor: await browser.newContext() };
    const visit = (who) =>
      who === 'guest'
        ? interactiveMs(browser, new Set(), undefined, false, visited.guest.id)
        : interactiveMs(browser, new Set(), floorSrc, true, visited.floor.id);
    for (let run = 0; run < 3; run += 1) for (const who of ['guest', 'floor']) await visit(who);
    const again = { guest: [], floor: [] };
    for (let run = 0; run < RUNS; run += 1)
      for (const who of ['guest', 'floor']) again[who].push(await visit(who));
    await Promise.all([visited.guest.close(), visited.floor.close()]);
    console.log(line('repeat visit: exchange over HTTP', again.guest));
    console.log(line('repeat visit: floor', again.floor));
    console.log(
      `  ratio ${(median(again.guest) / median(again.floor)).toFixed(2)}x the floor (a repeat visit)`,
    );
  }

  const gzipped = async (pathname) =>
    gzipSync(await readFile(path.join(site.guestDir, pathname)), { level: 9 }).length;
  // What a deployment's stake frame loads is what the frame with the exchange over HTTP fetched: the
  // sandbox's chunk, and the other families' chunks it imports, load only with the sandbox in it.
  let deployedTotal = 0;
  console.log('embed: guest JS + CSS the stake page loads, exchange over HTTP, as deployed (gzip -9)');
  for (const pathname of [...loadedDeployed].sort()) {
    const bytes = await gzipped(pathname);
    deployedTotal += bytes;
    console.log(`  ${String(bytes).padStart(7)} B  ${pathname}`);
  }
  let sandboxTotal = 0;
  for (const pathname of loaded) sandboxTotal += await gzipped(pathname);
  const extra = [...loaded].filter((pathname) => !loadedDeployed.has(pathname)).sort();
  console.log(`  total ${deployedTotal} B (${(deployedTotal / 1000).toFixed(1)} kB)`);
  console.log(
    `  with the sandbox in the frame ${sandboxTotal} B (${(sandboxTotal / 1000).toFixed(1)} kB): also ${extra.join(', ')}`,
  );
} finally {
  for (const browser of browsers.values()) await browser.close();
  for (const proxy of proxies) await proxy.close();
  await site.close();
  await exchange.close();
  await rm(outDir, { recursive: true, force: true });
}
