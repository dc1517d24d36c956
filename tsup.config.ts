import { defineConfig, type Options } from 'tsup';

const entry = {
  index: 'src/index.ts',
  core: 'src/core.ts',
  embed: 'embed/index.ts',
  sandbox: 'src/sandbox/index.ts',
};

const shared: Options = {
  entry,
  target: 'es2022',
  sourcemap: true,
  dts: true,
  treeshake: true,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
};

export default defineConfig([
  // ESM: every dependency stays external so hosts dedupe them; the chart stays a lazy chunk.
  { ...shared, format: ['esm'], splitting: true },
  // CJS: ky and lightweight-charts ship ESM only, so a require() build must carry them inside.
  { ...shared, format: ['cjs'], noExternal: ['ky', 'lightweight-charts'] },
]);
