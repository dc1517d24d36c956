// Prints what each public entry costs a host: bytes (minified and gzip) of the code that loads
// up front, following static imports only, and separately of lazy chunks (the chart, catalogues).
// Run after `npm run build`:  node bench/bundle-size.mjs
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const cases = [
  ['wealthkit (everything)', "export * from 'wealthkit';"],
  ['wealthkit { WealthProvider }', "export { WealthProvider } from 'wealthkit';"],
  ['wealthkit { createWealthClient }', "export { createWealthClient } from 'wealthkit';"],
  [
    'wealthkit { formatAmount, sanitizeAmountInput }',
    "export { formatAmount, sanitizeAmountInput } from 'wealthkit';",
  ],
  // The holdings table's auto-earn switch must not pull in the APR chart (lightweight-charts).
  ['wealthkit { AutoEarnConfirmDialog }', "export { AutoEarnConfirmDialog } from 'wealthkit';"],
  ['wealthkit { AprDetailModal }', "export { AprDetailModal } from 'wealthkit';"],
  // The stake dialog must not pull in the APR trend chart: it is a React.lazy boundary.
  ['wealthkit { StakeDialog }', "export { StakeDialog } from 'wealthkit';"],
  ['wealthkit { SubscribeModal }', "export { SubscribeModal } from 'wealthkit';"],
  ['wealthkit/embed', "export * from 'wealthkit/embed';"],
  ['wealthkit/sandbox', "export * from 'wealthkit/sandbox';"],
];

const dir = mkdtempSync(path.join(tmpdir(), 'wk-size-'));
const rows = [];
try {
  for (const [name, code] of cases) {
    const entry = path.join(dir, 'entry.js');
    // Import the built files the package's "exports" point at, as a host's bundler would.
    writeFileSync(
      entry,
      code.replace(/'wealthkit(\/(\w+))?'/, (_, __, sub) =>
        JSON.stringify(path.join(root, 'dist', `${sub ?? 'index'}.js`)),
      ),
    );
    const outdir = path.join(dir, 'out');
    rmSync(outdir, { recursive: true, force: true });
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      splitting: true,
      format: 'esm',
      minify: true,
      outdir,
      metafile: true,
      write: true,
      logLevel: 'silent',
      nodePaths: [path.join(root, 'node_modules')],
      absWorkingDir: root,
      external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
    });
    const outputs = result.metafile.outputs;
    const entryOut = Object.keys(outputs).find((file) => outputs[file].entryPoint?.endsWith('entry.js'));
    const initial = new Set();
    const visit = (file) => {
      if (initial.has(file)) return;
      initial.add(file);
      for (const imp of outputs[file].imports)
        if (imp.kind === 'import-statement' && outputs[imp.path]) visit(imp.path);
    };
    visit(entryOut);
    const size = (files) =>
      files.reduce(
        (acc, file) => {
          const buf = readFileSync(path.join(root, file));
          return { raw: acc.raw + buf.length, gzip: acc.gzip + gzipSync(buf, { level: 9 }).length };
        },
        { raw: 0, gzip: 0 },
      );
    const js = Object.keys(outputs).filter((f) => f.endsWith('.js'));
    const up = size([...initial]);
    const lazy = size(js.filter((f) => !initial.has(f)));
    const chartUpFront = [...initial].some((f) =>
      Object.keys(outputs[f].inputs).some((i) => i.includes('lightweight-charts')),
    );
    rows.push({ name, upFront: up, lazy, chartUpFront });
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
console.log(
  'entry'.padEnd(50),
  'up front (min / gzip)'.padEnd(26),
  'lazy chunks (gzip)'.padEnd(20),
  'chart up front',
);
for (const r of rows) {
  console.log(
    r.name.padEnd(50),
    `${kb(r.upFront.raw)} / ${kb(r.upFront.gzip)}`.padEnd(26),
    kb(r.lazy.gzip).padEnd(20),
    r.chartUpFront ? 'YES' : 'no',
  );
}
const css = readFileSync(path.join(root, 'dist/styles.css'));
console.log(
  'wealthkit/styles.css'.padEnd(50),
  `${kb(css.length)} / ${kb(gzipSync(css, { level: 9 }).length)}`,
);
