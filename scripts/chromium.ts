/**
 * The one place that says which browser the real-browser tests drive: Debian's chromium.
 * Nothing in this project downloads a browser of its own (see scripts/ensure-chromium.sh).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for a root user on a closed network, as verified in TOOLCHAIN.md. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
