/**
 * `node bench/host-restyle.mjs [runs]`: what wealthkit's stylesheet costs a host page that changes
 * the class of one of its own elements (a menu opening, a theme, Bootstrap's `modal-open` on the
 * body), in Debian's Chromium driven bare (bench/support/bareChromium.mjs).
 *
 * The page: a host's 4,000 elements (400 cards: a heading, a badge, a list of links, a paragraph, a
 * button), inside the provider's box (`.wk-root`) as a host that wraps its app in WealthProvider
 * has them, with wealthkit's dist/styles.css linked, or without it (the floor). Each run (a fresh
 * page) adds and removes a class on the body 30 times, each followed by a style read, and takes
 * the style recalculation time Chromium counted (DevTools Performance metrics,
 * RecalcStyleDuration) per change. No host rule reads that class, so the floor restyles nothing.
 * Runs alternate between the two pages; each figure is the median. Prints numbers; asserts nothing
 * (tests/e2e/hostCss.test.ts counts the elements restyled).
 *
 * Needs `npm run build` first (the sheet is dist/styles.css, as a host links it).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { launchBareChromium } from './support/bareChromium.mjs';
import { median } from './support/page.mjs';

const runs = Number(process.argv[2] ?? 7);
const CHANGES = 30;

let sheet;
try {
  sheet = readFileSync(path.join(import.meta.dirname, '../dist/styles.css'), 'utf8');
} catch {
  throw new Error('bench/host-restyle.mjs links dist/styles.css: run `npm run build` first.');
}

const card = (i) =>
  `<section class="card c${i % 7}"><header><h3>Title ${i}</h3><span class="badge">new</span></header>` +
  '<ul><li><a href="#">one</a></li><li><a href="#">two</a></li><li>three</li></ul>' +
  `<p>Some text <b>bold</b> <em>em</em> end.</p><footer><button type="button">OK</button></footer></section>`;
const page = (linked) =>
  `<!doctype html><html><head><meta charset="utf-8">${linked ? '<link rel="stylesheet" href="/wealthkit.css">' : ''}</head>` +
  `<body><div class="wk-root" data-theme="light">${Array.from({ length: 400 }, (_, i) => card(i)).join('')}</div></body></html>`;

const server = createServer((request, response) => {
  if (request.url === '/wealthkit.css') {
    response.writeHead(200, { 'content-type': 'text/css' }).end(sheet);
    return;
  }
  response.writeHead(200, { 'content-type': 'text/html' }).end(page(request.url === '/with'));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = launchBareChromium();

/** One run: ms of style recalculation per class change of the body. */
async function run(pathname) {
  const tab = await browser.newPage('', { viewport: { width: 1280, height: 800 } });
  try {
    await tab.goto(`${origin}${pathname}`);
    await tab.evaluate('document.body.offsetTop');
    await tab.send('Performance.enable');
    const styleMs = async () =>
      (await tab.send('Performance.getMetrics')).metrics.find((m) => m.name === 'RecalcStyleDuration').value *
      1000;
    const before = await styleMs();
    await tab.evaluate(
      `for (let i = 0; i < ${CHANGES}; i += 1) { document.body.classList.toggle('host-menu-open'); getComputedStyle(document.body).color; }`,
    );
    return ((await styleMs()) - before) / CHANGES;
  } finally {
    await tab.close();
  }
}

try {
  const floor = [];
  const ours = [];
  for (let i = 0; i < runs; i += 1) {
    floor.push(await run('/without'));
    ours.push(await run('/with'));
  }
  const line = (title, samples) =>
    `  ${title.padEnd(44)}${median(samples).toFixed(2).padStart(7)} ms   (runs: ${samples.map((s) => s.toFixed(2)).join(', ')})`;
  console.log(
    `style recalculation per class change of the host's body, 4,000 host elements, median of ${runs} runs`,
  );
  console.log(line('the host page alone (floor)', floor));
  console.log(line('the same with wealthkit/styles.css linked', ours));
  console.log(`  difference ${(median(ours) - median(floor)).toFixed(2)} ms a change`);
} finally {
  await browser.close();
  server.close();
}
