import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import type { Alias } from 'vite';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './scripts/chromium';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const react18 = path.join(dirname, 'tests/react18/node_modules');
/**
 * `WK_REACT=18 vitest run --project stories-react18` runs the stories on React 18. A run of its own:
 * vitest's browser server keys its dependency cache on nothing that tells two story projects apart,
 * so in one run the React 19 stories were served React 18's pre-bundle.
 */
const storiesOnReact18 = process.env.WK_REACT === '18';
/** react and react-dom from tests/react18's own install (React 18; the root has React 19). */
const react18Aliases: Alias[] = [
  { find: /^react(\/.*)?$/, replacement: `${react18}/react$1` },
  { find: /^react-dom(\/.*)?$/, replacement: `${react18}/react-dom$1` },
];

/**
 * Real Chromium from Debian; nothing here downloads a browser of its own. Reduced motion: our CSS
 * then skips its fade and slide animations, so an assertion never races a dialog still fading in.
 */
const chromium = playwright({
  launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  contextOptions: { reducedMotion: 'reduce' },
});

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // The property tests run 10,000 cases each; on a loaded 2-core machine one took 7 s, so
          // the 5 s default would turn machine load into a failure. They are not timed assertions.
          testTimeout: 30_000,
          include: [
            'src/{domain,api,flows,sandbox}/**/*.test.ts',
            // Pure helpers of the components (no DOM), such as the coin prop's alias.
            'src/components/**/*.test.ts',
            'embed/**/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          // Above tests/setup/dom.ts's 5 s wait for a state, for a test that waits for several.
          testTimeout: 20_000,
          environment: 'happy-dom',
          include: [
            'src/**/*.test.tsx',
            'src/{state,hooks,provider,i18n,theme}/**/*.test.ts',
            'tests/dom/**/*.test.{ts,tsx}',
          ],
          setupFiles: ['tests/setup/dom.ts'],
        },
      },
      {
        // The same component suite on React 18 (the peer range is ^18.2 || ^19): react and react-dom
        // resolve to tests/react18's own install, and the dependencies that import React (Radix,
        // jotai, Testing Library) are bundled by vite so that they see the alias too.
        extends: true,
        resolve: {
          // Radix's scroll lock ships CommonJS as `main`, which would require() the root's React 19.
          mainFields: ['module', 'jsnext:main', 'jsnext', 'main'],
          alias: [
            ...react18Aliases,
            // Its CommonJS build would require() the root's React 19; its ESM build imports through the alias.
            {
              find: /^@testing-library\/react$/,
              replacement: path.join(
                dirname,
                'node_modules/@testing-library/react/dist/@testing-library/react.esm.js',
              ),
            },
          ],
        },
        test: {
          name: 'dom-react18',
          // Above tests/setup/dom.ts's 5 s wait for a state, for a test that waits for several.
          testTimeout: 20_000,
          environment: 'happy-dom',
          include: ['src/**/*.test.tsx', 'src/{hooks,provider}/**/*.test.ts', 'tests/dom/**/*.test.{ts,tsx}'],
          // React 18 has no <Activity> (19.2); tests/dom/effectsReplayed replays effects on both.
          exclude: ['tests/dom/activity.test.tsx'],
          setupFiles: ['tests/setup/dom.ts'],
          server: {
            deps: {
              inline: [
                // One Testing Library instance, so user-event's events go through React's act().
                /@testing-library\//,
                /@radix-ui\//,
                /jotai/,
                /react-remove-scroll/,
                /react-style-singleton/,
                /use-callback-ref/,
                /use-sidecar/,
              ],
            },
          },
        },
      },
      {
        extends: true,
        test: {
          // The embed end to end: built guest, local origins, Debian Chromium via playwright-core.
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // One browser and one set of local servers per file; the files do not share ports.
          fileParallelism: false,
        },
      },
      storiesOnReact18 ? storiesProject('stories-react18', react18Aliases) : storiesProject('stories'),
    ],
  },
});

/**
 * The stories as tests in Chromium (play functions, axe). With `aliases`, the same stories on React
 * 18 from tests/react18 (Vite pre-bundles the dependencies again when the aliases change).
 */
function storiesProject(name: string, aliases?: Alias[]): TestProjectInlineConfiguration {
  return {
    extends: true,
    ...(aliases ? { resolve: { alias: aliases } } : {}),
    plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
    optimizeDeps: {
      include: [
        'react',
        'react-dom',
        'react-dom/client',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        'jotai',
        'jotai/vanilla',
        'jotai/react',
        'ky',
        '@radix-ui/react-dialog',
        'lightweight-charts',
        'axe-core',
      ],
    },
    test: {
      name,
      // Above the play functions' 10 s wait for a state (.storybook/preview.tsx), so a story that
      // waits long on a loaded machine is not cut short by the 5 s default.
      testTimeout: 30_000,
      browser: {
        enabled: true,
        headless: true,
        // Desktop by default; mobile stories set Storybook's viewport global (below 768 px, §9).
        viewport: { width: 1280, height: 800 },
        provider: chromium,
        instances: [{ browser: 'chromium' }],
      },
    },
  };
}
