import chromium from './chromium.json' with { type: 'json' };

/** Debian's chromium, or CHROMIUM_PATH; see scripts/ensure-chromium.sh and scripts/chromium.json. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? chromium.path;

/** Flags for a root user on a closed network, as verified in TOOLCHAIN.md. */
export const chromiumArgs: string[] = chromium.args;

/**
 * How the end-to-end tests launch it (Playwright): with scrollbars as a Windows or Linux customer
 * has them. Playwright starts headless Chromium with `--hide-scrollbars`, and a hidden scrollbar
 * takes no room, so a layout that a classic scrollbar breaks (a kept gutter, a squeezed column)
 * passed unseen; the stories' Chromium (vitest.config.ts) already shows them.
 */
export const chromiumLaunchOptions = {
  executablePath: chromiumPath,
  args: chromiumArgs,
  ignoreDefaultArgs: ['--hide-scrollbars'],
};
