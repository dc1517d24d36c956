// Mobile history on the whale (§2 infinite scroll, issue 5): builds bench/history into a temp folder
// (the whale's 10,000 records all in the list the page opens on), opens it in Debian's chromium at
// 375×812, scrolls the list to the very end (until nothing more loads, every record) and prints the DOM node count (goal < 1,500) and the time from the mount to the first
// visible row (median of a few runs; the sandbox is seeded before the mount). Prints numbers;
// asserts nothing.
//   node bench/history-mobile.mjs [runs]
import path from 'node:path';
import { buildAndServe, launchChromium, median } from './support/page.mjs';

const runs = Number(process.argv[2] ?? 5);
const site = await buildAndServe(path.join(import.meta.dirname, 'history/vite.config.ts'), 'history');
const browser = await launchChromium();
const firstRender = [];
const nodeCounts = [];
let rowsLoaded = 0;
let records = 0;
let scrolls = 0;
try {
  for (let run = 0; run < runs; run += 1) {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    await page.goto(site.url);
    await page.waitForFunction(() => window.__firstRowMs !== undefined, null, { timeout: 30_000 });
    firstRender.push(await page.evaluate(() => window.__firstRowMs));
    records = await page.evaluate(() => window.__records);
    // Scroll to the end until the list says there is nothing more (bounded).
    for (scrolls = 0; scrolls < 5_000; scrolls += 1) {
      const done = await page.evaluate(async () => {
        const list = document.querySelector('.wk-history__scroller');
        if (!list) return true;
        list.scrollTop = list.scrollHeight;
        await new Promise((resolve) => setTimeout(resolve, 16));
        return list.querySelector('.wk-history__footer')?.textContent === 'No more records';
      });
      if (done) break;
    }
    rowsLoaded = await page.evaluate(async () => {
      // The last page may have arrived after the last scroll: show the bottom before counting.
      const list = document.querySelector('.wk-history__scroller');
      if (list) list.scrollTop = list.scrollHeight;
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
      return Math.max(
        ...[...document.querySelectorAll('.wk-history__item')].map((li) =>
          Number(li.getAttribute('aria-posinset')),
        ),
      );
    });
    nodeCounts.push(await page.evaluate(() => document.getElementsByTagName('*').length));
    await page.close();
  }
} finally {
  await browser.close();
  await site.close();
}

console.log('mobile history, whale scenario, 375x812, scrolled to the end');
console.log(`rows loaded:                 ${rowsLoaded} of ${records} records (${scrolls} scroll steps)`);
console.log(
  `DOM nodes at the end:        ${median(nodeCounts)} (goal < 1500; runs: ${nodeCounts.join(', ')})`,
);
console.log(
  `mount → first row (median):  ${median(firstRender).toFixed(0)} ms (runs: ${firstRender.map((v) => v.toFixed(0)).join(', ')})`,
);
