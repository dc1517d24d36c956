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
  },
});
