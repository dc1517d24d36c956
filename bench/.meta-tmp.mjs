import { build } from 'esbuild';

const [root, name] = process.argv.slice(2);
const r = await build({
  stdin: { contents: `export { ${name} } from ${JSON.stringify(`${root}/src/index.ts`)};`, resolveDir: root },
  bundle: true,
  format: 'esm',
  minify: true,
  write: false,
  metafile: true,
  logLevel: 'silent',
  jsx: 'automatic',
  loader: { '.css': 'empty' },
  plugins: [
    {
      name: 'lazy',
      setup(b) {
        b.onResolve({ filter: /.*/ }, (a) =>
          a.kind === 'dynamic-import' ? { path: a.path, external: true } : undefined,
        );
      },
    },
  ],
  external: ['react', 'react-dom', 'react/jsx-runtime'],
});
const out = Object.values(r.metafile.outputs)[0];
const rows = Object.entries(out.inputs).map(([k, v]) => [
  k.replace(/.*node_modules\//, 'nm:'),
  v.bytesInOutput,
]);
console.log(JSON.stringify(Object.fromEntries(rows)));
