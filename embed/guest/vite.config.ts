import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The built guest gets the closed deploy template as its config.json (no parent allowed, no
 * sandbox): a deployment opens it on purpose by editing that one file. The development
 * config.json beside index.html (sandbox on, own origin allowed) is never copied into a build.
 */
function deployConfig(): Plugin {
  return {
    name: 'wealthkit-guest-config',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'config.json',
        source: readFileSync(path.join(here, 'config.deploy.json'), 'utf8'),
      });
    },
  };
}

/** The iframe guest app: `vite build --config embed/guest/vite.config.ts` → dist/embed/. */
export default defineConfig({
  root: here,
  // Relative asset URLs: the folder can be served from any path of any static host.
  base: './',
  publicDir: false,
  plugins: [react(), deployConfig()],
  build: {
    outDir: path.resolve(here, '../../dist/embed'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // The widgets' shared code (their components, hooks, flows and English texts) as one chunk:
        // split by default, a stake frame fetched ~30 chunks of a few hundred bytes, queued on
        // HTTP/1.1's six connections, each one more modulepreload link to insert. One chunk costs
        // a widget frame 15 kB gzip of other widgets' code (cached for the next frame on the page)
        // and took its start from 416 to 261 ms (50 ms round trips: 555 to 402), bench:embed.
        codeSplitting: {
          groups: [
            {
              name: 'widgets',
              test: /[\\/]src[\\/](components[\\/](?!ui[\\/])|hooks[\\/][a-z-]+[\\/]|flows[\\/]|i18n[\\/]features[\\/][a-zA-Z]+\.en)/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
});
