import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../../scripts/chromium';
import { writeHostSheets } from './hostSheets.mjs';
import { buildHostPages, serveDirectory } from './site.mjs';

/** What a test file of the test host pages reads once its `beforeAll` has run. */
export interface HostPagesSite {
  origin: string;
  browser: Browser;
}

/**
 * Builds the test host pages (tests/e2e/fixtures), serves them on a local origin and launches
 * Debian's Chromium for the file's tests; everything is torn down after them. With `hostSheets`,
 * the host stylesheets and wealthkit's (hostSheets.mjs) are served beside the pages too.
 */
export function hostPagesSite(name: string, { hostSheets = false } = {}): HostPagesSite {
  const site = {} as HostPagesSite;
  let outDir: string | undefined;
  let close: (() => Promise<unknown>) | undefined;
  beforeAll(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), `wealthkit-${name}-`));
    await buildHostPages({ outDir });
    if (hostSheets) await writeHostSheets(path.join(outDir, 'host'));
    const served = await serveDirectory(path.join(outDir, 'host'));
    close = served.close;
    site.origin = served.origin;
    site.browser = await chromium.launch(chromiumLaunchOptions);
  });
  afterAll(async () => {
    await site.browser?.close();
    await close?.();
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });
  return site;
}
