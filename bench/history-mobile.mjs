// Mobile history on the whale (§2 infinite scroll, issue 5): builds bench/history into a temp folder,
// opens it in Debian's chromium at 375×812, scrolls the list to the very end (until nothing more
// loads) and prints the DOM node count (goal < 1,500) and the time from navigation to the first
// visible row (median of a few runs). Prints numbers; asserts nothing.
//   node bench/history-mobile.mjs [runs]
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { build } from 'vite';

const here = import.meta.dirname;
const browserConfig = JSON.parse(readFileSync(path.join(here, '../scripts/chromium.json'), 'utf8'));
const executablePath = process.env.CHROMIUM_PATH ?? browserConfig.path;
const args =
  process.getuid?.() === 0 ? browserConfig.args : browserConfig.args.filter((a) => a !== '--no-sandbox');
const runs = Number(process.argv[2] ?? 5);

const outDir = await mkdtemp(path.join(tmpdir(), 'wealthkit-bench-history-'));
await build({ configFile: path.join(here, 'history/vite.config.ts'), build: { outDir } });

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const server = createServer(async (request, response) => {
  const file = path.join(
    outDir,
    new URL(request.url ?? '/', 'http://x').pathname.replace(/\/$/, '/index.html'),
  );
  try {
    const body = await readFile(file);
    response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}/index.html`;

const browser = await chromium.launch({ executablePath, args, headless: true });
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const firstRender = [];
const nodeCounts = [];
let rowsLoaded = 0;
let scrolls = 0;
try {
  for (let run = 0; run < runs; run += 1) {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    await page.goto(url);
    await page.waitForFunction(() => window.__firstRowMs !== undefined, null, { timeout: 30_000 });
    firstRender.push(await page.evaluate(() => window.__firstRowMs));
    // Scroll to the end until the list says there is nothing more (bounded).
    for (scrolls = 0; scrolls < 2_000; scrolls += 1) {
      const done = await page.evaluate(async () => {
        const list = document.querySelector('.wk-history__scroller');
        if (!list) return true;
        list.scrollTop = list.scrollHeight;
        await new Promise((resolve) => setTimeout(resolve, 16));
        return list.querySelector('.wk-history__footer')?.textContent === 'No more records';
      });
      if (done) break;
    }
    rowsLoaded = await page.evaluate(() =>
      Math.max(
        ...[...document.querySelectorAll('.wk-history__item')].map((li) =>
          Number(li.getAttribute('aria-posinset')),
        ),
      ),
    );
    nodeCounts.push(await page.evaluate(() => document.getElementsByTagName('*').length));
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
  await rm(outDir, { recursive: true, force: true });
}

console.log('mobile history, whale scenario, 375x812, scrolled to the end');
console.log(`rows loaded:                 ${rowsLoaded} (${scrolls} scroll steps)`);
console.log(
  `DOM nodes at the end:        ${median(nodeCounts)} (goal < 1500; runs: ${nodeCounts.join(', ')})`,
);
console.log(
  `time to first row (median):  ${median(firstRender).toFixed(0)} ms (runs: ${firstRender.map((v) => v.toFixed(0)).join(', ')})`,
);
