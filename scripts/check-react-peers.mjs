// The peer range says React ^18.2 || ^19: this proves it at both ends, the way a host meets it.
// For React 18.2.0 and 19.0.0 (the oldest of each major; newer ones are what the suites run on), a
// fresh app installs the packed tarball with plain `npm install` (no --force, no
// --legacy-peer-deps), then Node loads wealthkit through that app's React, both as ESM and as CJS,
// and server-renders a provider with SubscribeModal and LendingsTable: the markup must be there,
// in its loading state, and React must print nothing (no warning, no error).
// Run: npm run build && node scripts/check-react-peers.mjs
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { npmInstall, packTarball, run, tempApp } from './hostApp.mjs';

const REACTS = ['18.2.0', '19.0.0'];

const render = (load) => `
${load}
const problems = [];
for (const level of ['error', 'warn']) console[level] = (...args) => problems.push(args.join(' '));
const html = renderToString(
  createElement(
    WealthProvider,
    { baseUrl: 'https://www.exchange.example', user: { isLogin: true, tierLevel: 0, kycLevel: 1, verified: true } },
    createElement(SubscribeModal, { coin: 'USDT', trigger: createElement('button', { type: 'button' }, 'Subscribe USDT') }),
    createElement(LendingsTable, { layout: 'table' }),
  ),
);
for (const expected of ['Subscribe USDT', 'My lendings', 'aria-busy="true"']) {
  if (!html.includes(expected)) throw new Error('server markup lacks ' + expected);
}
if (html.includes('No records')) throw new Error('server markup says No records before any read');
if (problems.length) throw new Error('React printed: ' + problems.join(' | '));
process.stdout.write('React ' + version + ': rendered ' + html.length + ' characters, nothing printed\\n');
`;

const folder = tempApp('wk-peers-');
try {
  const tarball = packTarball(folder);
  for (const react of REACTS) {
    const app = path.join(folder, `react-${react}`);
    run('mkdir', ['-p', app], folder);
    writeFileSync(
      path.join(app, 'package.json'),
      JSON.stringify({ name: `host-react-${react}`, private: true }),
    );
    npmInstall(app, [tarball, `react@${react}`, `react-dom@${react}`]);
    writeFileSync(
      path.join(app, 'esm.mjs'),
      render(`import { createElement, version } from 'react';
import { renderToString } from 'react-dom/server';
import { LendingsTable, SubscribeModal, WealthProvider } from 'wealthkit';`),
    );
    writeFileSync(
      path.join(app, 'cjs.cjs'),
      render(`const { createElement, version } = require('react');
const { renderToString } = require('react-dom/server');
const { LendingsTable, SubscribeModal, WealthProvider } = require('wealthkit');`),
    );
    process.stdout.write(
      `npm install ${path.basename(tarball)} react@${react} react-dom@${react}: ok, no flags\n`,
    );
    process.stdout.write(`  ESM: ${run(process.execPath, ['esm.mjs'], app)}`);
    process.stdout.write(`  CJS: ${run(process.execPath, ['cjs.cjs'], app)}`);
  }
  console.log('React peers: OK');
} finally {
  rmSync(folder, { recursive: true, force: true });
}
