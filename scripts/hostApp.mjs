// What the host-app checks share (check-quickstart, check-nextjs, check-peers): wealthkit packed as a
// tarball, a fresh app folder, a server waited for, and Debian's chromium (never a downloaded one).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import browserConfig from './chromium.json' with { type: 'json' };

export const root = path.resolve(import.meta.dirname, '..');

/** Runs a command, its output captured (printed only when it fails). */
export function run(cmd, args, cwd, env = {}) {
  try {
    return execFileSync(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: 'pipe' }).toString();
  } catch (error) {
    process.stderr.write(`${error.stdout ?? ''}${error.stderr ?? ''}`);
    throw new Error(`${cmd} ${args.join(' ')} failed in ${cwd}`);
  }
}

/** The version of a package the root has installed (the host apps use the same tools we test with). */
export function rootVersion(name) {
  return JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
}

/** A new empty folder under the system's temp. */
export const tempApp = (prefix) => mkdtempSync(path.join(tmpdir(), prefix));

/** `npm pack` of the built package into `dest`; returns the tarball's path. */
export function packTarball(dest) {
  const name = run('npm', ['pack', '--silent', '--pack-destination', dest], root).trim().split('\n').at(-1);
  return path.join(dest, name);
}

/** npm install into `cwd` without flags that loosen peer checks: a host would not pass any either. */
export function npmInstall(cwd, specs) {
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', ...specs], cwd);
}

/** A TCP port nobody listens on. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Waits until `url` answers 200 (a server that is still starting); fails after `ms`. */
export async function waitForUrl(url, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

/** Debian's Chromium as chromium.json launches it: its flags, and its scrollbars shown. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? browserConfig.path,
    args: browserConfig.args,
    ignoreDefaultArgs: browserConfig.ignoreDefaultArgs,
  });
}

/**
 * Collects what a page reports that a host would see as a defect: uncaught errors, console errors
 * and warnings (React's hydration mismatches are console errors).
 */
export function watchConsole(page) {
  const problems = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`console.${m.type()}: ${m.text()}`);
  });
  return problems;
}
