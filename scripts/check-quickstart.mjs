// Proves the README's quick start works when pasted into a fresh Vite React app:
// packs wealthkit, creates the app in a temp folder, pastes the README's first tsx block (the
// sandbox) as src/main.tsx and its second (the real API) as src/RealApi.tsx, type-checks both,
// builds with Vite, serves it, and in Debian's chromium subscribes 100 USDT as a customer would.
// Then the same in Vite's development server with the app in <StrictMode>, as the create-vite
// template renders it: where a host engineer first runs it, with React replaying every effect.
// Run: npm run build && node scripts/check-quickstart.mjs
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildViteHostApp, launchChromium, root, serveViteApp, tempApp } from './hostApp.mjs';

const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const quick = readme.slice(readme.indexOf('## Quick start'));
const [code, realApi] = [...quick.matchAll(/```tsx\n([\s\S]*?)```/g)].map((m) => m[1]);
if (!code || !realApi)
  throw new Error('README.md needs two tsx blocks under "## Quick start" (sandbox, real API)');

const app = tempApp('wk-quickstart-');
let server;
let browser;
try {
  const tarball = buildViteHostApp(app, {
    name: 'quickstart',
    title: 'Quick start',
    // The real-API block is type-checked (tsc) and bundled beside it; it needs the host's own API to run.
    files: { 'main.tsx': code, 'RealApi.tsx': realApi },
  });
  console.log(`quick start app in ${app} with ${path.basename(tarball)}: tsc and vite build pass`);

  browser = await launchChromium();
  const preview = await serveViteApp(app, 'preview');
  server = preview.server;
  await subscribeAsCustomer(`${preview.origin}/`);
  console.log('chromium: subscribed 100 USDT on the sandbox (16,500 → 16,400 available), no page error');
  server.kill();

  // The create-vite template's main.tsx renders <StrictMode><App /></StrictMode>.
  const render = "createRoot(document.getElementById('root')!).render(<App />);";
  if (!code.includes(render)) throw new Error(`the quick start's first block must end with ${render}`);
  writeFileSync(
    path.join(app, 'src/main.tsx'),
    `import { StrictMode } from 'react';\n${code.replace(render, render.replace('<App />', '<StrictMode><App /></StrictMode>'))}`,
  );
  const dev = await serveViteApp(app, 'dev');
  server = dev.server;
  await subscribeAsCustomer(`${dev.origin}/`);
  console.log('chromium: the same in the development server, in <StrictMode>');
  console.log('quick start: OK');
} finally {
  await browser?.close();
  server?.kill();
  rmSync(app, { recursive: true, force: true });
}

/**
 * As the customer would: open the dialog, type the amount key by key, subscribe, and see the
 * balance drop by it when the dialog is opened again; no page error on the way.
 */
async function subscribeAsCustomer(url) {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url);
  const trigger = page.getByRole('button', { name: 'Subscribe USDT' });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe USDT' });
  await dialog.getByText('16,500').waitFor({ timeout: 30_000 });
  await dialog.getByRole('textbox', { name: 'Amount' }).pressSequentially('100');
  const submit = dialog.getByRole('button', { name: 'Subscribe', exact: true });
  // Enabled once the amount is checked (§9 debounce): wait for the state, not for a time.
  for (const deadline = Date.now() + 30_000; !(await submit.isEnabled()); ) {
    if (Date.now() > deadline) throw new Error('Subscribe stayed disabled after typing 100');
    await page.waitForTimeout(100);
  }
  await submit.click();
  const done = page.getByRole('dialog', { name: 'Subscription successful' });
  await done.waitFor({ timeout: 30_000 });
  await done.getByRole('button', { name: 'Done' }).click();
  await trigger.click();
  await page.getByRole('dialog', { name: 'Subscribe USDT' }).getByText('16,400').waitFor({ timeout: 30_000 });
  if (errors.length) throw new Error(`page errors at ${url}: ${errors.join('; ')}`);
  await page.close();
}
