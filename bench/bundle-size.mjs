// Prints what each public entry costs a host: bytes (minified and gzip) of everything that loads
// before any lazy chunk; a widget is always counted with the WealthProvider it needs. Each case is
// bundled from dist/ the way a host's bundler would (tree-shaken, dependencies included, React
// standing in as the host's CommonJS copy, as in .size-limit.js) with every dynamic import() left out, so the chart,
// the lazy dialogs and the Chinese catalogues do not count; the last column says whether the chart
// library still got in. Run after `npm run build`:  node bench/bundle-size.mjs
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { hostReactPlugin } from '../.size-limit.js';

const root = path.resolve(import.meta.dirname, '..');
const cases = [
  ['wealthkit (everything)', "export * from 'wealthkit';"],
  ['wealthkit { WealthProvider }', "export { WealthProvider } from 'wealthkit';"],
  ['wealthkit { createWealthClient }', "export { createWealthClient } from 'wealthkit';"],
  [
    'wealthkit/core { formatAmount, editAmount }',
    "export { formatAmount, editAmount } from 'wealthkit/core';",
  ],
  ['wealthkit/core (everything)', "export * from 'wealthkit/core';"],
  // The holdings table's auto-earn switch must not pull in the APR chart (lightweight-charts).
  [
    'wealthkit { WealthProvider, AutoEarnConfirmDialog }',
    "export { WealthProvider, AutoEarnConfirmDialog } from 'wealthkit';",
  ],
  [
    'wealthkit { WealthProvider, AprDetailModal }',
    "export { WealthProvider, AprDetailModal } from 'wealthkit';",
  ],
  // The stake dialog must not pull in the APR trend chart: it is a React.lazy boundary.
  ['wealthkit { WealthProvider, StakeDialog }', "export { WealthProvider, StakeDialog } from 'wealthkit';"],
  [
    'wealthkit { WealthProvider, SubscribeModal }',
    "export { WealthProvider, SubscribeModal } from 'wealthkit';",
  ],
  [
    'wealthkit { WealthProvider, DualPurchaseDialog }',
    "export { WealthProvider, DualPurchaseDialog } from 'wealthkit';",
  ],
  [
    'wealthkit { WealthProvider, LaunchPoolStakeModal }',
    "export { WealthProvider, LaunchPoolStakeModal } from 'wealthkit';",
  ],
  // The lendings table carries the earn money modals and the history modal it opens.
  [
    'wealthkit { WealthProvider, LendingsTable }',
    "export { WealthProvider, LendingsTable } from 'wealthkit';",
  ],
  ['wealthkit { WealthProvider, HistoryModal }', "export { WealthProvider, HistoryModal } from 'wealthkit';"],
  ['wealthkit/embed', "export * from 'wealthkit/embed';"],
  ['wealthkit/sandbox', "export * from 'wealthkit/sandbox';"],
];

const lazyImportsStayLazy = {
  name: 'lazy-imports-stay-lazy',
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    );
  },
};

const rows = [];
for (const [name, code] of cases) {
  // Import the built files the package's "exports" point at, as a host's bundler would.
  const contents = code.replace(/'wealthkit(\/(\w+))?'/, (_, __, sub) =>
    JSON.stringify(path.join(root, 'dist', `${sub ?? 'index'}.js`)),
  );
  const result = await build({
    stdin: { contents, resolveDir: root },
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: [hostReactPlugin, lazyImportsStayLazy],
  });
  const out = result.outputFiles[0].contents;
  const chartUpFront = Object.keys(result.metafile.inputs).some((i) => i.includes('lightweight-charts'));
  rows.push({ name, raw: out.length, gzip: gzipSync(out, { level: 9 }).length, chartUpFront });
}

// kB = 1000 bytes, as size-limit and the host-apps bench count.
const kb = (n) => `${(n / 1000).toFixed(1)} kB`;
console.log('entry'.padEnd(50), 'up front (min / gzip)'.padEnd(26), 'chart up front');
for (const r of rows) {
  console.log(r.name.padEnd(50), `${kb(r.raw)} / ${kb(r.gzip)}`.padEnd(26), r.chartUpFront ? 'YES' : 'no');
}
const css = readFileSync(path.join(root, 'dist/styles.css'));
console.log(
  'wealthkit/styles.css'.padEnd(50),
  `${kb(css.length)} / ${kb(gzipSync(css, { level: 9 }).length)}`,
);
