// Prints what each source module costs one entry, minified, and with a second checkout the change
// module by module: where a widget's bytes come from, and which commit added them. The entry is
// bundled from src/index.ts (not dist), tree-shaken, React external, lazy imports left out, like
// bench/bundle-size.mjs. Run:
//   node bench/size-by-module.mjs StakeDialog                 this checkout
//   node bench/size-by-module.mjs StakeDialog /tmp/before     against another checkout (git worktree)
import path from 'node:path';
import { build } from 'esbuild';

const [name = 'SubscribeModal', other] = process.argv.slice(2);
const here = path.resolve(import.meta.dirname, '..');

async function modules(root) {
  const result = await build({
    stdin: {
      contents: `export { ${name} } from ${JSON.stringify(path.join(root, 'src/index.ts'))};`,
      resolveDir: root,
    },
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    metafile: true,
    logLevel: 'silent',
    jsx: 'automatic',
    loader: { '.css': 'empty' },
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    plugins: [
      {
        name: 'lazy-imports-stay-lazy',
        setup(b) {
          b.onResolve({ filter: /.*/ }, (a) =>
            a.kind === 'dynamic-import' ? { path: a.path, external: true } : undefined,
          );
        },
      },
    ],
  });
  const sizes = new Map();
  for (const [file, { bytesInOutput }] of Object.entries(Object.values(result.metafile.outputs)[0].inputs)) {
    const key = file.match(/(src\/.*|node_modules\/.*)$/)?.[1] ?? file;
    sizes.set(key, (sizes.get(key) ?? 0) + bytesInOutput);
  }
  return sizes;
}

const total = (sizes) => [...sizes.values()].reduce((a, b) => a + b, 0);
const now = await modules(here);
if (!other) {
  console.log(`${name}: ${total(now)} bytes minified (React external)`);
  for (const [file, bytes] of [...now].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 40))) {
    console.log(`${String(bytes).padStart(8)}  ${file}`);
  }
} else {
  const then = await modules(path.resolve(other));
  console.log(`${name}: ${total(then)} -> ${total(now)} bytes minified (${total(now) - total(then)})`);
  const files = new Set([...now.keys(), ...then.keys()]);
  const rows = [...files]
    .map((file) => [file, (now.get(file) ?? 0) - (then.get(file) ?? 0)])
    .filter(([, change]) => Math.abs(change) >= 40)
    .sort((a, b) => b[1] - a[1]);
  for (const [file, change] of rows) console.log(`${String(change).padStart(8)}  ${file}`);
}
