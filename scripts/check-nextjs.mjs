// Proves wealthkit works in a Next.js app-router host installed from the packed tarball:
// tests/nextjs is copied to a temp folder, the tarball and the fixture's Next and React installed
// (no flags), `next build` run, `next start` served, and then:
//  - the server's HTML holds LendingsTable's real markup in its loading state (never "No records");
//  - in Chromium, hydration reports nothing (no console error or warning at all), the sandbox's
//    holdings arrive, and SubscribeModal opens from its trigger and subscribes 100 USDT;
//  - WealthArea on the app router, wired by the README's Next.js block as it is (app/Area.tsx; the
//    provider in a layout above the catch-all route): its server HTML, then a customer's walk
//    through it (hostApp.mjs walkArea), the URL, the holdings and focus following.
// Run: npm run build && node scripts/check-nextjs.mjs
import { spawn } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  freePort,
  launchChromium,
  npmInstall,
  packTarball,
  readmeAreaBlocks,
  root,
  rootVersion,
  run,
  tempApp,
  waitForUrl,
  walkArea,
  watchConsole,
} from './hostApp.mjs';

const fixture = path.join(root, 'tests/nextjs');
const app = tempApp('wk-nextjs-');
const env = { NEXT_TELEMETRY_DISABLED: '1' };
let server;
let browser;
const started = Date.now();
const step = (text) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${text}`);

try {
  cpSync(fixture, app, { recursive: true, filter: (from) => !from.includes('node_modules') });
  // The README's Next.js block, as a host pastes it, is the area's client component.
  writeFileSync(path.join(app, 'app/Area.tsx'), readmeAreaBlocks().nextjs);
  const tarball = packTarball(app);
  const { dependencies } = JSON.parse(readFileSync(path.join(fixture, 'package.json'), 'utf8'));
  npmInstall(app, [
    tarball,
    ...Object.entries(dependencies).map(([name, version]) => `${name}@${version}`),
    `typescript@${rootVersion('typescript')}`,
    `@types/react@${rootVersion('@types/react')}`,
    `@types/react-dom@${rootVersion('@types/react-dom')}`,
    `@types/node@${rootVersion('@types/node')}`,
  ]);
  step(`installed ${path.basename(tarball)} with next@${dependencies.next} and react@${dependencies.react}`);

  const built = run(process.execPath, [path.join(app, 'node_modules/next/dist/bin/next'), 'build'], app, env);
  if (!/\/\s/.test(built) && !built.includes('Route (app)')) throw new Error(`next build said:\n${built}`);
  step('next build: ok (type-checked, prerendered)');

  const port = await freePort();
  server = spawn(
    process.execPath,
    [path.join(app, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port)],
    {
      cwd: app,
      env: { ...process.env, ...env },
      stdio: 'ignore',
    },
  );
  const url = `http://127.0.0.1:${port}/`;
  await waitForUrl(url);

  const html = await (await fetch(url)).text();
  for (const expected of [
    'My lendings',
    'aria-busy="true"',
    'Loading',
    'Subscribe USDT',
    'class="wk-root"',
  ]) {
    if (!html.includes(expected)) throw new Error(`the server's HTML lacks ${expected}`);
  }
  if (html.includes('No records')) throw new Error('the server HTML says "No records" before any read');
  step('server HTML: LendingsTable in its loading state (aria-busy, "Loading"), no "No records"');

  browser = await launchChromium();
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const problems = watchConsole(page);
  await page.goto(url);
  const table = page.getByRole('table', { name: 'Flexible holdings' });
  await table.getByRole('cell', { name: /USDT/ }).first().waitFor({ timeout: 30_000 });
  step('hydrated: the sandbox holdings show in LendingsTable');

  await page.getByRole('button', { name: 'Subscribe USDT' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe USDT' });
  const amount = dialog.getByRole('textbox', { name: 'Amount' });
  await amount.waitFor({ timeout: 30_000 });
  await amount.pressSequentially('100');
  const subscribe = dialog.getByRole('button', { name: 'Subscribe', exact: true });
  await page.waitForFunction((button) => button && !button.disabled, await subscribe.elementHandle(), {
    timeout: 30_000,
  });
  await subscribe.click();
  await page.getByRole('dialog', { name: 'Subscription successful' }).waitFor({ timeout: 30_000 });
  step('SubscribeModal: opened by its trigger, 100 USDT typed key by key, "Subscription successful"');

  // The wealth area on the app router, wired by the README's block (app/Area.tsx): the server
  // renders its route, and the customer walks it with Next's navigation, the provider kept.
  const areaHtml = await (await fetch(`${url}simple-earn/my-lendings?tab=fixed`)).text();
  if (!areaHtml.includes('class="wk-root"')) throw new Error("the area's server HTML lacks wealthkit's root");
  if (areaHtml.includes('No records'))
    throw new Error('the area\'s server HTML says "No records" before any read');
  step('server HTML: /simple-earn/my-lendings?tab=fixed renders the area');
  step(`WealthArea: ${await walkArea(page, url.replace(/\/$/, ''))}`);

  if (problems.length) throw new Error(`the page reported:\n${problems.join('\n')}`);
  step('console: no hydration mismatch, no error, no warning');
  console.log('Next.js host: OK');
} finally {
  await browser?.close();
  server?.kill();
  rmSync(app, { recursive: true, force: true });
}
