// Proves the README's React Router wiring of WealthArea works as pasted: a fresh Vite app installs
// the packed tarball with React Router, takes the README's block as src/Area.tsx as it is, mounts it
// on every path but the host's own home under WealthProvider (the sandbox), type-checks, builds and
// serves it (vite preview answers every path with index.html, as a host's server does for a
// client-routed app), and in Chromium walks the area as a customer (walkArea): the URL, the
// holdings and focus following, no console error or warning.
// Run: npm run build && node scripts/check-react-router.mjs
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  buildViteHostApp,
  launchChromium,
  readmeAreaBlocks,
  root,
  serveViteApp,
  tempApp,
  walkArea,
  watchConsole,
} from './hostApp.mjs';

/** The React Router the host installs, pinned as the Next.js host pins Next: a new release is a change we make. */
const REACT_ROUTER = '7.18.7';

/**
 * The host: its router, its own home at /, and above the area's routes the sandbox provider the
 * Next.js host uses too (tests/nextjs/app/SandboxProvider.tsx; its 'use client' means nothing here).
 */
const MAIN = `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { Area } from './Area';
import { SandboxProvider } from './SandboxProvider';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <SandboxProvider>
        <nav>
          <Link to="/">Host home</Link>
        </nav>
        <Routes>
          <Route path="/" element={<p>The host's own home</p>} />
          <Route path="*" element={<Area />} />
        </Routes>
      </SandboxProvider>
    </BrowserRouter>
  </StrictMode>,
);
`;

const app = tempApp('wk-react-router-');
let server;
let browser;
try {
  buildViteHostApp(app, {
    name: 'react-router-host',
    title: 'React Router host',
    files: {
      'main.tsx': MAIN,
      'Area.tsx': readmeAreaBlocks().reactRouter,
      'SandboxProvider.tsx': readFileSync(path.join(root, 'tests/nextjs/app/SandboxProvider.tsx'), 'utf8'),
    },
    extra: [`react-router@${REACT_ROUTER}`],
  });
  console.log(`built: the README's block as src/Area.tsx, react-router@${REACT_ROUTER}, type-checked`);
  const served = await serveViteApp(app, 'preview');
  server = served.server;
  browser = await launchChromium();
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const problems = watchConsole(page);
  console.log(`chromium: ${await walkArea(page, served.origin)}`);
  if (problems.length) throw new Error(`the page reported:\n${problems.join('\n')}`);
  console.log('React Router host: OK');
} finally {
  await browser?.close();
  server?.kill();
  rmSync(app, { recursive: true, force: true });
}
