// Loads every built entry the way a host would, in plain Node: ESM import and CJS require.
// Catches what publint and attw cannot: an ESM-only dependency required from the CJS build
// (TOOLCHAIN.md: "ky.default.create is not a function"), or code that touches the DOM on import.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const entries = ['wealthkit', 'wealthkit/core', 'wealthkit/embed', 'wealthkit/sandbox', 'wealthkit/pages'];
const expected = {
  wealthkit: ['WealthProvider', 'createWealthClient'],
  'wealthkit/core': ['createWealthClient', 'formatAmount', 'ROUTES'],
  'wealthkit/embed': [],
  'wealthkit/sandbox': [],
  'wealthkit/pages': ['MyLendingsPage', 'SimpleEarnFaq'],
};

let failed = false;
for (const name of entries) {
  const esm = await import(name);
  const cjs = require(name);
  const esmKeys = Object.keys(esm).sort();
  const cjsKeys = Object.keys(cjs).sort();
  for (const key of expected[name]) {
    if (!(key in esm) || !(key in cjs)) {
      console.error(`${name}: missing export ${key}`);
      failed = true;
    }
  }
  if (esmKeys.join() !== cjsKeys.join()) {
    console.error(`${name}: ESM and CJS exports differ\n  esm: ${esmKeys}\n  cjs: ${cjsKeys}`);
    failed = true;
  }
  console.log(`${name}: ${esmKeys.length} exports, ESM and CJS load`);
}

// The root entry is what a host reads to integrate: at most 200 names, types included (issue 14);
// the rules and the wire live in wealthkit/core.
const MAX_ROOT_NAMES = 200;
const rootNames = [...readFileSync('dist/index.d.ts', 'utf8').matchAll(/^export \{([^}]*)\}/gm)].flatMap(
  (m) => m[1].split(',').filter((name) => name.trim()),
);
console.log(`wealthkit: ${rootNames.length} names declared (at most ${MAX_ROOT_NAMES})`);
if (rootNames.length > MAX_ROOT_NAMES) {
  console.error(`wealthkit: the root entry declares ${rootNames.length} names, more than ${MAX_ROOT_NAMES}`);
  failed = true;
}

// The chart library must stay lazy: nothing the ESM entry imports statically, file by file
// (dist/lib/ holds one file per source module), may import it.
const STATIC_IMPORT = /^(?:import|export)\b[^;]*?\bfrom\s*["']([^"']+)["']|^import\s*["']([^"']+)["']/gm;
let chartReached = false;
// No file imports one of our JS modules for nothing: package.json says they have no side effects,
// and a host's esbuild warns about each such import (build-esm.mjs drops the ones the bundler leaves).
const bareImports = [];
const seen = new Set();
const queue = [path.resolve('dist/index.js'), path.resolve('dist/pages.js')];
while (queue.length > 0) {
  const file = queue.pop();
  if (seen.has(file)) continue;
  seen.add(file);
  for (const [, from, bare] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
    const specifier = from ?? bare;
    if (bare?.startsWith('.') && bare.endsWith('.js')) bareImports.push(path.relative('.', file));
    if (specifier === 'lightweight-charts') {
      console.error(
        `${path.relative('.', file)} imports lightweight-charts statically; only lazily is allowed`,
      );
      chartReached = true;
    } else if (specifier.startsWith('.')) queue.push(path.resolve(path.dirname(file), specifier));
  }
}
if (chartReached) failed = true;
else
  console.log(
    `lightweight-charts: not reached by the ${seen.size} files dist/index.js and dist/pages.js load statically`,
  );
if (bareImports.length > 0) {
  console.error(`bare imports of side-effect-free modules in ${bareImports.join(', ')}`);
  failed = true;
} else console.log(`no bare import of a module of ours in those ${seen.size} files`);
// React Server Components hosts: the React entries are client modules, the rules and the sandbox are not.
for (const [file, client] of [
  ['dist/index.js', true],
  ['dist/index.cjs', true],
  ['dist/embed.js', true],
  ['dist/embed.cjs', true],
  ['dist/pages.js', true],
  ['dist/pages.cjs', true],
  ['dist/core.js', false],
  ['dist/sandbox.js', false],
]) {
  if ((readFileSync(file, 'utf8').match(/^(['"])use client\1;/) !== null) !== client) {
    console.error(`${file} must ${client ? '' : 'not '}start with 'use client'`);
    failed = true;
  }
}
console.log("'use client': index, embed and pages (ESM and CJS); not core or sandbox");
if (failed) process.exit(1);
