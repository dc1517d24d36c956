// The ESM build keeps one output file per source module (Rollup's preserveModules) instead of
// esbuild's shared chunks. A host's bundler drops a whole module it does not use, side effects and
// all, only when that module is its own file: in a shared chunk, one used export keeps every
// top-level statement of the chunk. Measured on host apps (bench/host-apps.mjs): a chunked build
// made a LendingsTable host carry ~4 kB gzip it never runs (issue 15).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const dependencies = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies ?? {})];
const CLIENT_ENTRIES = new Set(['index', 'embed', 'pages']);
const external = (id) => dependencies.some((name) => id === name || id.startsWith(`${name}/`));

/**
 * Blanks each bare import of one of our JS modules (`import "./codes.js";`) that the bundler leaves
 * behind when it has inlined every constant the importer took from that module (53 in a build; they
 * are written after renderChunk, so this edits the finished files). package.json says no JS module
 * of ours has side effects, so a host's bundler drops them anyway, but esbuild (Vite's dependency
 * pre-bundling, size-limit) printed a warning for each one in every bundle that reached it: 864 in
 * one `npm test`. The line stays, empty, so the source map's lines still match.
 */
const dropBareImports = {
  name: 'wealthkit-drop-bare-imports',
  generateBundle(_, bundle) {
    for (const file of Object.values(bundle)) {
      if (file.type === 'chunk') file.code = file.code.replace(/^import "\.{1,2}\/[^"]+\.js";$/gm, '');
    }
  },
};

await build({
  root,
  configFile: false,
  logLevel: 'warn',
  publicDir: false,
  plugins: [dropBareImports],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2022',
    minify: false,
    sourcemap: true,
    lib: {
      entry: {
        index: 'src/index.ts',
        core: 'src/core.ts',
        embed: 'embed/index.ts',
        sandbox: 'src/sandbox/index.ts',
        pages: 'src/pages/index.ts',
      },
      formats: ['es'],
    },
    rollupOptions: {
      external,
      // package.json declares no JavaScript side effects (only CSS); the build holds to the same
      // promise, so a module imported for nothing is not imported at all.
      treeshake: { moduleSideEffects: false },
      output: {
        preserveModules: true,
        preserveModulesRoot: root,
        // The entries sit at dist/ (package.json's exports); every other module under dist/lib/, so
        // nothing collides with the guest app in dist/embed/.
        entryFileNames: (chunk) => (chunk.isEntry ? '[name].js' : 'lib/[name].js'),
        // React Server Components hosts (Next.js app router): the React entries are client modules, so
        // `'use client'` is their first statement; wealthkit/core and wealthkit/sandbox stay usable on
        // the server. A banner keeps the source maps' lines right.
        banner: (chunk) => (chunk.isEntry && CLIENT_ENTRIES.has(chunk.name) ? "'use client';" : ''),
      },
    },
  },
});
