import chromium from './chromium.json' with { type: 'json' };

/** Debian's chromium, or CHROMIUM_PATH; see scripts/ensure-chromium.sh and scripts/chromium.json. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? chromium.path;

/** Flags for a root user on a closed network, as verified in TOOLCHAIN.md. */
export const chromiumArgs: string[] = chromium.args;

/** How the end-to-end tests launch it (Playwright): with its scrollbars shown (chromium.json says why). */
export const chromiumLaunchOptions = {
  executablePath: chromiumPath,
  args: chromiumArgs,
  ignoreDefaultArgs: chromium.ignoreDefaultArgs,
};
