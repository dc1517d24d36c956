// Proves the README's quick start works when pasted into a fresh Vite React app:
// packs wealthkit, creates the app in a temp folder, pastes the README's tsx block as src/main.tsx,
// type-checks it, builds it with Vite, serves it, and loads it in Debian's chromium with the
// exchange's API answered by the browser (Playwright routing), then checks what the page shows.
// Run: npm run build && node scripts/check-quickstart.mjs
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  freePort,
  launchChromium,
  npmInstall,
  packTarball,
  root,
  rootVersion,
  run,
  tempApp,
  waitForUrl,
} from './hostApp.mjs';

const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const quick = readme.slice(readme.indexOf('## Quick start'));
const code = quick.match(/```tsx\n([\s\S]*?)```/)?.[1];
if (!code) throw new Error('README.md has no tsx block under "## Quick start"');

const app = tempApp('wk-quickstart-');
let server;
let browser;
try {
  const tarball = packTarball(app);
  writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify({ name: 'quickstart', private: true, type: 'module' }, null, 2),
  );
  mkdirSync(path.join(app, 'src'));
  writeFileSync(
    path.join(app, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Quick start</title></head>' +
      '<body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
  );
  writeFileSync(path.join(app, 'src/main.tsx'), code);
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
  writeFileSync(path.join(app, 'src/css.d.ts'), "declare module '*.css';\n");
  console.log(`quick start app in ${app}; installing ${path.basename(tarball)} ...`);
  npmInstall(app, [
    tarball,
    ...[
      'react',
      'react-dom',
      '@types/react',
      '@types/react-dom',
      'vite',
      '@vitejs/plugin-react',
      'typescript',
    ].map((name) => `${name}@${rootVersion(name)}`),
  ]);
  run('npx', ['tsc', '-p', '.'], app);
  console.log('tsc: the pasted quick start type-checks');
  run('npx', ['vite', 'build', '--logLevel', 'error'], app);
  console.log('vite build: ok');

  const port = await freePort();
  // The vite binary itself, not an npx wrapper: killing a wrapper leaves the server running.
  server = spawn(
    process.execPath,
    [path.join(app, 'node_modules/vite/bin/vite.js'), 'preview', '--port', String(port), '--strictPort'],
    { cwd: app, stdio: 'ignore' },
  );
  const url = `http://localhost:${port}/`;
  await waitForUrl(url);

  browser = await launchChromium();
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const asked = [];
  await page.route('https://www.exchange.example/**', async (route) => {
    const request = route.request();
    asked.push(`${request.method()} ${new URL(request.url()).pathname} ${request.postData() ?? ''}`);
    await route.fulfill({
      status: 200,
      headers: { 'access-control-allow-origin': '*', 'content-type': 'application/json' },
      body: JSON.stringify({
        code: 0,
        message: 'success',
        data: { USDT: { outable: '12.5', available: '12.5', mode: 'classic' } },
      }),
    });
  });
  await page.goto(url);
  await page.getByText('Available: 12.5 USDT').waitFor({ timeout: 10_000 });
  const styled = await page.evaluate(() => getComputedStyle(document.querySelector('.wk-root')).fontFamily);
  if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
  if (!asked.some((a) => a.startsWith('POST /apiw/v2/account/spot/asset/outable {"assets":["USDT"]}'))) {
    throw new Error(`the balance was not asked for as expected: ${asked.join(' | ')}`);
  }
  console.log(
    `chromium: page shows "Available: 12.5 USDT" (asked: ${asked[0]}); .wk-root font: ${styled.slice(0, 30)}...`,
  );
  console.log('quick start: OK');
} finally {
  await browser?.close();
  server?.kill();
  rmSync(app, { recursive: true, force: true });
}
