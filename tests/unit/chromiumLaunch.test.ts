/**
 * scripts/chromium.json passes its own --disable-features. Chromium keeps only the last of that
 * switch, so ours replaces the one Playwright passes first: it must repeat every feature Playwright
 * turns off (their reasons are in playwright-core's chromiumSwitches: beforeunload, HTTPS upgrades,
 * paint holding, storage partitioning, requests to Google on start...), or an upgrade of Playwright
 * would quietly turn them back on for every browser test and bench.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromiumArgs } from '../../scripts/chromium';

/** The features Playwright's Chromium launch turns off, read from its bundle. */
function playwrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const bundle = readFileSync(
    path.join(path.dirname(require.resolve('playwright-core/package.json')), 'lib/coreBundle.js'),
    'utf8',
  );
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(bundle)?.[1];
  if (list === undefined) {
    throw new Error(
      "playwright-core's chromiumSwitches changed shape: read its disabledFeatures by hand and mend this test.",
    );
  }
  return [...list.replace(/\/\/.*$/gm, '').matchAll(/"([^"]+)"/g)].map((m) => m[1] as string);
}

const ours = () =>
  chromiumArgs
    .filter((arg) => arg.startsWith('--disable-features='))
    .flatMap((arg) => arg.slice('--disable-features='.length).split(','));

describe('given the Chromium launch flags of every browser test and bench', () => {
  it('passes one --disable-features (Chromium keeps only the last)', () => {
    expect(chromiumArgs.filter((arg) => arg.startsWith('--disable-features='))).toHaveLength(1);
  });

  it("keeps every feature Playwright turns off, as it reads in this playwright-core's bundle", () => {
    const playwright = playwrightDisabledFeatures();
    expect(playwright.length).toBeGreaterThan(5);
    expect(ours()).toEqual(expect.arrayContaining(playwright));
  });

  it("turns off the omnibox's WebUI popups a new window would load beside the page measured", () => {
    expect(ours()).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
  });
});
