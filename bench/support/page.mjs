// What the browser benches share: Debian's chromium as scripts/chromium.json launches it, a bench
// page built with vite's JS API into a temp folder and served on 127.0.0.1, and the statistics.
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { build } from 'vite';

const browserConfig = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../scripts/chromium.json'), 'utf8'),
);

/**
 * The browser every bench runs: CHROMIUM_PATH or Debian's, with scripts/chromium.json's flags
 * (--no-sandbox only when running as root).
 */
export function chromiumLaunch() {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? browserConfig.path,
    args:
      process.getuid?.() === 0 ? browserConfig.args : browserConfig.args.filter((a) => a !== '--no-sandbox'),
  };
}

/** Debian's chromium (or CHROMIUM_PATH), headless, through Playwright. */
export function launchChromium() {
  return chromium.launch({ ...chromiumLaunch(), headless: true });
}

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/**
 * Builds the bench page of a vite config into a temp folder (never dist/) and serves it on
 * 127.0.0.1. Resolves to the page's URL and a close() that stops the server and deletes the folder.
 */
export async function buildAndServe(configFile, name) {
  const outDir = await mkdtemp(path.join(tmpdir(), `wealthkit-bench-${name}-`));
  try {
    await build({ configFile, build: { outDir } });
  } catch (error) {
    await rm(outDir, { recursive: true, force: true });
    throw error;
  }
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
  return {
    url: `http://127.0.0.1:${server.address().port}/index.html`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await rm(outDir, { recursive: true, force: true });
    },
  };
}

/** The median (the mean of the two middle values for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The nearest-rank percentile p (0–100). */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * A 90 % bootstrap interval of `statistic` over `count` runs: `statistic(picked)` is computed on
 * 2,000 resamples of the run indices (with replacement), and the 5th and 95th percentiles of those
 * are returned. A bench pairs run i of a widget with run i of its floor (measured side by side), so
 * a busy stretch of the machine that slowed both stays together in every resample. Seeded, so a
 * run's figures can be worked out again.
 */
export function bootstrapInterval(count, statistic) {
  let seed = 0x5eed;
  const random = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed / 2 ** 32;
  };
  const values = [];
  for (let sample = 0; sample < 2000; sample += 1) {
    const picked = Array.from({ length: count }, () => Math.floor(random() * count));
    values.push(statistic(picked));
  }
  return [percentile(values, 5), percentile(values, 95)];
}
