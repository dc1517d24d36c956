import { defineConfig, type Options } from 'tsup';

const entry = {
  index: 'src/index.ts',
  core: 'src/core.ts',
  embed: 'embed/index.ts',
  sandbox: 'src/sandbox/index.ts',
  pages: 'src/pages/index.ts',
};

const shared: Options = {
  entry,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
};

/**
 * Marks the React entries of the CJS build as client modules for React Server Components hosts
 * (Next.js app router): `'use client'` must be the first statement of the file a server component
 * imports. esbuild drops module directives when it bundles, so it is written after the build, and
 * the source map's lines are moved down by the one line it adds. The ESM build
 * (scripts/build-esm.mjs) writes it itself.
 */
function markUseClient(files: string[]) {
  return async () => {
    const { readFile, writeFile } = await import('node:fs/promises');
    for (const file of files) {
      const code = await readFile(file, 'utf8');
      if (code.startsWith("'use client';")) continue;
      await writeFile(file, `'use client';\n${code}`);
      const map = JSON.parse(await readFile(`${file}.map`, 'utf8')) as { mappings: string };
      map.mappings = `;${map.mappings}`;
      await writeFile(`${file}.map`, JSON.stringify(map));
    }
  };
}

export default defineConfig([
  // ESM declarations only: the ESM JavaScript is built module by module by scripts/build-esm.mjs.
  { ...shared, format: ['esm'], dts: { only: true } },
  // CJS: one bundle per entry. lightweight-charts ships ESM only, so a require() build must carry
  // it inside.
  {
    ...shared,
    format: ['cjs'],
    sourcemap: true,
    dts: true,
    treeshake: true,
    noExternal: ['lightweight-charts'],
    onSuccess: markUseClient(['dist/index.cjs', 'dist/embed.cjs', 'dist/pages.cjs']),
  },
]);
