// What the host-app checks share (check-quickstart, check-nextjs, check-react-router, check-peers):
// wealthkit packed as a tarball, a fresh app folder (a Vite one built), a server waited for, a
// customer's walk through the area, and Debian's chromium (never a downloaded one).
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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

/**
 * The README's two `WealthArea` router blocks ("The whole area"), as a host pastes them: React
 * Router's, then Next.js's. The checks use them as they are, so the README cannot drift from what
 * works.
 */
export function readmeAreaBlocks() {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const start = readme.indexOf('## The whole area');
  const section = readme.slice(start, readme.indexOf('\n## ', start + 1));
  const [reactRouter, nextjs] = [...section.matchAll(/```tsx\n([\s\S]*?)```/g)].map((m) => m[1]);
  if (!reactRouter?.includes("from 'react-router'") || !nextjs?.includes("from 'next/navigation'")) {
    throw new Error('README.md "The whole area" needs a React Router tsx block, then a Next.js one');
  }
  return { reactRouter, nextjs };
}

/**
 * A customer's walk through `WealthArea` on a host's router, from `origin` (the area at its root
 * paths, on the sandbox's regular scenario, at a desktop width): home → subscribe 100 USDT typed key
 * by key → My lendings by its link (5,000 → 5,100 USDT: the provider outlived the navigation) →
 * Fixed (the URL replaced) → History opened and closed by Escape, focus back on its button → Back
 * to home → a holding detail by its link, loaded afresh → an unknown path. Each URL is awaited.
 * Returns the steps taken, for the log.
 */
export async function walkArea(page, origin) {
  const at = (href) => page.waitForURL((url) => url.pathname + url.search === href, { timeout: 30_000 });
  await page.goto(`${origin}/simple-earn`);
  await page.getByRole('button', { name: 'Subscribe USDT flexible' }).click();
  const form = page.getByRole('dialog', { name: 'Subscribe USDT' });
  await form.getByRole('textbox', { name: 'Amount' }).pressSequentially('100');
  const subscribe = form.getByRole('button', { name: 'Subscribe', exact: true });
  await page.waitForFunction((button) => button && !button.disabled, await subscribe.elementHandle(), {
    timeout: 30_000,
  });
  await subscribe.click();
  await page
    .getByRole('dialog', { name: 'Subscription successful' })
    .getByRole('button', { name: 'Close' })
    .first()
    .click();
  await page.getByRole('link', { name: 'My lendings' }).click();
  await at('/simple-earn/my-lendings');
  await page
    .getByRole('table', { name: 'Flexible holdings' })
    .getByRole('row', { name: /5,100 USDT/ })
    .waitFor({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'Fixed' }).click();
  await at('/simple-earn/my-lendings?tab=fixed');
  const history = page.getByRole('button', { name: 'History' });
  await history.click();
  await page.getByRole('dialog', { name: 'History' }).waitFor({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  await page.waitForFunction((button) => document.activeElement === button, await history.elementHandle(), {
    timeout: 30_000,
  });
  // The first fixed order, for its holding detail's §2 link (/{id}?orderType&asset&order_id).
  const first = page.getByRole('table', { name: 'Fixed orders' }).getByRole('row').nth(1).getByRole('cell');
  const coin = (await first.nth(0).innerText()).trim().split(/\s/)[0];
  const orderId = (await first.nth(1).innerText()).trim();
  await page.goBack();
  await at('/simple-earn');
  await page.getByRole('heading', { name: 'Simple Earn', exact: true }).waitFor({ timeout: 30_000 });
  await page.goto(`${origin}/${orderId}?orderType=fixed&asset=${coin}&order_id=${orderId}`);
  await page.getByRole('heading', { name: `${coin} fixed` }).waitFor({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Back to My lendings' }).waitFor({ timeout: 30_000 });
  await page.goto(`${origin}/simple-earn/no-such-page`);
  await page.getByRole('heading', { name: 'Page not found' }).waitFor({ timeout: 30_000 });
  return `home → subscribe 100 USDT → My lendings (5,100) → Fixed → History, Escape → Back → ${coin} order ${orderId}'s detail → not found`;
}

/**
 * A fresh Vite React app in `app` that a host engineer would make: the packed tarball and `extra`
 * packages installed beside React, Vite and TypeScript at the versions we test with, `files` (file
 * name under src/ → text; index.html loads src/main.tsx) written, type-checked by tsc, and built.
 * Returns the tarball's path.
 */
export function buildViteHostApp(app, { name, title, files, extra = [] }) {
  const tarball = packTarball(app);
  writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify({ name, private: true, type: 'module' }, null, 2),
  );
  mkdirSync(path.join(app, 'src'));
  writeFileSync(
    path.join(app, 'index.html'),
    // An icon of its own: the browser's request for /favicon.ico would be a 404 on the console.
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
      '<link rel="icon" href="data:,"></head>' +
      '<body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
  );
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(app, 'src', file), text);
  writeFileSync(path.join(app, 'src/css.d.ts'), "declare module '*.css';\n");
  writeFileSync(
    path.join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2022', 'DOM'],
        module: 'ESNext',
        moduleResolution: 'Bundler',
        jsx: 'react-jsx',
        strict: true,
        skipLibCheck: false,
        noEmit: true,
        types: [],
      },
      include: ['src'],
    }),
  );
  npmInstall(app, [
    tarball,
    ...extra,
    ...[
      'react',
      'react-dom',
      '@types/react',
      '@types/react-dom',
      'vite',
      '@vitejs/plugin-react',
      'typescript',
    ].map((tool) => `${tool}@${rootVersion(tool)}`),
  ]);
  run('npx', ['tsc', '-p', '.'], app);
  run('npx', ['vite', 'build', '--logLevel', 'error'], app);
  return tarball;
}

/**
 * Vite's server for `app` on a free port (`preview` serves the build and answers every path with
 * index.html, as a host's server does for a client-routed app; `dev` is the development server),
 * once it answers. The vite binary itself, not an npx wrapper: killing a wrapper leaves it running.
 */
export async function serveViteApp(app, mode) {
  const port = await freePort();
  const args = mode === 'preview' ? ['preview'] : [];
  const server = spawn(
    process.execPath,
    [path.join(app, 'node_modules/vite/bin/vite.js'), ...args, '--port', String(port), '--strictPort'],
    { cwd: app, stdio: 'ignore' },
  );
  const origin = `http://localhost:${port}`;
  await waitForUrl(`${origin}/`);
  return { origin, server };
}
