import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin, type Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;

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

type Bundle = Record<string, { type: string; imports?: string[] } & Partial<OutputChunk>>;

/** A chunk is the module `file` (in embed/guest) or the code-splitting group `file`. */
const isChunkOf = (chunk: Partial<OutputChunk>, file: string) =>
  chunk.facadeModuleId?.endsWith(`${path.sep}guest${path.sep}${file}.ts`) ||
  chunk.facadeModuleId?.endsWith(`${path.sep}guest${path.sep}${file}.tsx`) ||
  chunk.name === file;

/**
 * The chunks every frame runs as it starts: the boot (the entry), the app it imports once it has
 * sent the first requests (`start.tsx`: React, the provider), the widgets' shared code, and what
 * those import.
 */
function chunksAtStart(bundle: Bundle): Set<string> {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (files.has(fileName) || chunk?.type !== 'chunk') return;
    files.add(fileName);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [fileName, chunk] of Object.entries(bundle)) {
    if (chunk.isEntry || isChunkOf(chunk, 'start') || isChunkOf(chunk, 'widgets')) visit(fileName);
  }
  return files;
}

/**
 * V8's explicit compile hint (Chrome 136+) as the first line of the chunks a frame runs as it
 * starts (`chunksAtStart`, and the sandbox exchange's, which a sandbox frame runs at once): V8
 * compiles all their functions on a background thread while the script streams in, instead of
 * each one on the main thread the first time it is called. Added after minification (which drops
 * comments) and Vite's preload helper (which goes first); the source map moves down the one line.
 */
function compileHints(): Plugin {
  const HINT = '//# allFunctionsCalledOnLoad\n';
  return {
    name: 'wealthkit-guest-compile-hints',
    apply: 'build',
    // On the files as written: Vite's preload helper and the minifier are done with them by then.
    writeBundle(options, bundle) {
      const dir = options.dir ?? here;
      const hinted = chunksAtStart(bundle as Bundle);
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk' || !(hinted.has(file.fileName) || isChunkOf(file, 'sandbox'))) continue;
        const at = path.join(dir, file.fileName);
        writeFileSync(at, HINT + readFileSync(at, 'utf8'));
        const mapAt = `${at}.map`;
        if (!existsSync(mapAt)) continue;
        const map = JSON.parse(readFileSync(mapAt, 'utf8'));
        map.mappings = `;${map.mappings}`;
        writeFileSync(mapAt, JSON.stringify(map));
      }
    },
  };
}

/**
 * The boot module is the only script index.html runs; the app's chunk and the widgets' shared one
 * are imported by it at run time. Listed as modulepreload links in index.html, they download in
 * parallel with the boot from the first byte of the page, not one round trip after it.
 */
function preloadApp(): Plugin {
  return {
    name: 'wealthkit-guest-preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const tags: HtmlTagDescriptor[] = [
          // config.json too, as the boot asks for it (a CORS-mode fetch with the page's
          // credentials), so it is on its way with the scripts, not a round trip after the boot ran.
          {
            tag: 'link',
            attrs: { rel: 'preload', href: './config.json', as: 'fetch', crossorigin: 'anonymous' },
            injectTo: 'head',
          },
          ...[...chunksAtStart(context.bundle as Bundle)]
            .filter((fileName) => !html.includes(fileName))
            .map((fileName) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `./${fileName}` },
              injectTo: 'head' as const,
            })),
        ];
        return { html, tags };
      },
    },
  };
}

/** The iframe guest app: `vite build --config embed/guest/vite.config.ts` → dist/embed/. */
export default defineConfig({
  root: here,
  // Relative asset URLs: the folder can be served from any path of any static host.
  base: './',
  publicDir: false,
  plugins: [react(), deployConfig(), preloadApp(), compileHints()],
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
            // What index.html's script needs (the boot, the API client it makes the first reads
            // with) stays with it: the widgets' group would otherwise take in the client as a
            // dependency of its hooks, and the boot would wait for that whole chunk to run.
            {
              name: 'boot',
              tags: ['$initial'],
              priority: 2,
            },
            {
              name: 'widgets',
              priority: 1,
              test: /[\\/]src[\\/](components[\\/](?!ui[\\/])|hooks[\\/][a-z-]+[\\/]|flows[\\/]|i18n[\\/]features[\\/][a-zA-Z]+\.en)/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
});
