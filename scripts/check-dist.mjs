// Loads every built entry the way a host would, in plain Node: ESM import and CJS require.
// Catches what publint and attw cannot: an ESM-only dependency required from the CJS build
// (TOOLCHAIN.md: "ky.default.create is not a function"), or code that touches the DOM on import.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const entries = ['wealthkit', 'wealthkit/embed', 'wealthkit/sandbox'];
const expected = {
  wealthkit: ['WealthProvider', 'createWealthClient'],
  'wealthkit/embed': [],
  'wealthkit/sandbox': [],
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

// The chart library must stay a lazy chunk: the main ESM entry may not import it statically.
const main = readFileSync('dist/index.js', 'utf8');
if (/^import[^;]*['"]lightweight-charts['"]/m.test(main)) {
  console.error('dist/index.js imports lightweight-charts statically; it must only be imported lazily');
  failed = true;
}
if (failed) process.exit(1);
