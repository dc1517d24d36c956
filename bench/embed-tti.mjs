/**
 * `node bench/embed-tti.mjs`: the embed's time to interactive and weight, in Debian's Chromium on
 * localhost. Builds the guest (vite JS API, temp dir), serves host and guest on two origins, then
 * 20 times: a fresh page mounts a stake frame (GT, sandbox) and we time from the moment the host
 * creates the iframe until the amount input in the frame is enabled and takes focus. Prints the
 * median (and min/max), and the gzip bytes of the guest's JS and CSS that the stake page loaded
 * (level 9), with and without the sandbox chunk (a real deployment does not load it).
 *
 * The runs are made twice: on localhost as it is, and with a simulated network round trip of 50 ms
 * on every request the host and the frame make (playwright routes each request after the delay),
 * which is closer to an assets page on a real connection. kB = 1000 bytes.
 *
 * Beside each, in the same run (alternating, so a busy stretch of the machine falls on all): the
 * floor, a minimal React guest served by the same server (bench/embed-floor: one read, then one
 * input), timed the same way; the ratio is the guest's median over the floor's.
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
import { chromium } from 'playwright-core';
import { build } from 'vite';
import chromiumConfig from '../scripts/chromium.json' with { type: 'json' };
import { serveExchange } from '../tests/e2e/support/exchangeServer.mjs';
import { buildEmbedSite, serveEmbedSite } from '../tests/e2e/support/site.mjs';
import { median } from './support/page.mjs';

const RUNS = 20;
const ROUND_TRIPS_MS = [0, 50];
const outDir = await mkdtemp(path.join(tmpdir(), 'wealthkit-bench-embed-'));
await buildEmbedSite({ outDir });
// The floor goes beside the guest's files, so the guest's server serves it the same way.
await build({
  configFile: path.join(import.meta.dirname, 'embed-floor/vite.config.ts'),
  build: { outDir: path.join(outDir, 'guest/floor') },
});
const site = await serveEmbedSite({ outDir });
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
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? chromiumConfig.path,
  args: chromiumConfig.args,
});

/**
 * Runs in every frame of the page from its first script on (an init script), so the frame is timed
 * from inside without Playwright's own scripts: `frame.waitForFunction` would first inject its
 * selector engine into the frame (a ~40 ms parse on the frame's main thread, in the middle of its
 * start-up, measured by a devtools trace) and so time Playwright as much as the frame. Polls once
 * a frame until the amount input is enabled and takes focus, then reports that moment through a
 * binding (a function call into the bench, nothing parsed in the page).
 */
function reportInteractive() {
  if (window === window.top) return;
  const check = () => {
    const input = document.querySelector('input[inputmode="decimal"], input[type="text"]');
    if (input instanceof HTMLInputElement && !input.disabled) {
      input.focus();
      if (document.activeElement === input) {
        void window.__wkInteractive(performance.timeOrigin + performance.now());
        return;
      }
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** From creating the iframe (of the guest's stake form, or of the floor) to its input taking focus. */
async function interactiveMs(roundTripMs, loaded, src = `${site.guestOrigin}/index.html`, sandbox = true) {
  // A fresh context each run: nothing cached, like a first visit to the assets page.
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  let interactiveAt;
  const interactive = new Promise((resolve) => {
    interactiveAt = resolve;
  });
  await context.exposeFunction('__wkInteractive', (at) => interactiveAt(at));
  await context.addInitScript(reportInteractive);
  if (roundTripMs > 0) {
    await context.route('**/*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, roundTripMs));
      await route.continue();
    });
  }
  const page = await context.newPage();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === site.guestOrigin && /\.(js|css)$/.test(url.pathname)) loaded.add(url.pathname);
  });
  await page.goto(`${site.hostOrigin}/host.html`);
  await page.waitForFunction(() => 'wk' in window);
  await page.evaluate(
    ([guest, onSandbox]) =>
      window.wk.mount(guest, 'stake', { coin: 'GT', ...(onSandbox ? { sandbox: true } : {}) }),
    [src, sandbox],
  );
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error('the frame never became interactive')), 30_000);
  });
  const at = await Promise.race([interactive, timeout]).finally(() => clearTimeout(timer));
  const created = await page.evaluate(() => window.wk.created[0]);
  const ms = at - created;
  await context.close();
  return ms;
}

try {
  // One frame first, unmeasured, so that every measured read is answered from the exchange's store.
  await interactiveMs(0, new Set(), undefined, false);
  const loaded = new Set();
  const floorSrc = `${site.guestOrigin}/floor/index.html`;
  const line = (title, times) =>
    `  ${title.padEnd(34)} median ${median(times).toFixed(0).padStart(5)} ms   min ${Math.min(...times).toFixed(0)} ms   max ${Math.max(...times).toFixed(0)} ms`;
  for (const roundTripMs of ROUND_TRIPS_MS) {
    const times = [];
    const deployed = [];
    const floor = [];
    for (let run = 0; run < RUNS; run += 1) {
      times.push(await interactiveMs(roundTripMs, loaded));
      deployed.push(await interactiveMs(roundTripMs, new Set(), undefined, false));
      floor.push(await interactiveMs(roundTripMs, new Set(), floorSrc));
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
  }

  let all = 0;
  let withoutSandbox = 0;
  const files = [];
  for (const pathname of [...loaded].sort()) {
    const bytes = gzipSync(await readFile(path.join(site.guestDir, pathname)), { level: 9 }).length;
    files.push([pathname, bytes]);
    all += bytes;
    if (!/\/sandbox-[^/]+\.js$/.test(pathname)) withoutSandbox += bytes;
  }
  console.log('embed: guest JS + CSS the stake page loads (gzip -9)');
  for (const [name, bytes] of files) console.log(`  ${String(bytes).padStart(7)} B  ${name}`);
  console.log(
    `  total ${all} B (${(all / 1000).toFixed(1)} kB); without the sandbox chunk ${withoutSandbox} B (${(withoutSandbox / 1000).toFixed(1)} kB)`,
  );
} finally {
  await browser.close();
  await site.close();
  await exchange.close();
  await rm(outDir, { recursive: true, force: true });
}
