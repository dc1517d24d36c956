import { readFileSync } from 'node:fs';
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
 * The boot module is the only script index.html runs; the app's chunk and the widgets' shared one
 * are imported by it at run time. Listed as modulepreload links in index.html, they download in
 * parallel with the boot from the first byte of the page, not one round trip after it.
 * `modulepreload`, not `preload as="script"`: a modulepreload is parsed on a background thread as
 * it streams in. A plain preload only fetches, and when the boot imported the chunk from the
 * cache, V8 compiled it on the main thread. That run measured 263 ms against 229 ms on localhost,
 * and main-thread compile went from 64 to 97 ms (bench/embed-tti.mjs, exchange over HTTP, 10
 * runs each).
 *
 * They carry no V8 compile hint (`//# allFunctionsCalledOnLoad`): with it on these chunks, V8
 * compiled every function of the app's 260 kB before the boot could import it, and the frame's
 * start was ~45 ms slower (bench/embed-tti.mjs, localhost, exchange over HTTP: 268-278 ms with it
 * against 226-231 ms without, in runs of 12-20). A hint on the widgets' chunk and the widget's
 * family chunk only is no better. Their background compile held back the app's chunk: app code
 * was ready at 183 ms instead of 146 ms (267 ms against 229 ms; 2.12x against 2.06x the floor).
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

/**
 * The widget families a frame shows, each by the files its widgets start from: the loaders of
 * widgets.tsx, and Simple Earn's forms, which a frame opens at once (a page loads them lazily).
 */
const FAMILY_ENTRIES: Record<string, RegExp> = {
  staking: /[\\/]components[\\/]staking[\\/]Stake(Redeem)?Dialog\.tsx$/,
  earn: /[\\/]components[\\/]earn[\\/](SubscribeModal|RedeemModal|SubscribePanel|RedeemPanel)\.tsx$/,
  dual: /[\\/]components[\\/]dual[\\/]DualPurchaseDialog\.tsx$/,
  'launch-pool': /[\\/]components[\\/]launch-pool[\\/]LaunchPool(Stake|Redeem)Modal\.tsx$/,
};

/**
 * For each module, what reaches it through static imports: the app (index.html's script and
 * start.tsx), the sandbox exchange, and each widget family. Computed once the module graph is
 * complete (buildEnd), before the output is split, and read by the code-splitting groups.
 */
function widgetFamilies() {
  const reach = new Map<string, Set<string>>();
  const plugin: Plugin = {
    name: 'wealthkit-guest-widget-families',
    apply: 'build',
    buildEnd() {
      reach.clear();
      const mark = (from: string, family: string) => {
        const stack = [from];
        while (stack.length > 0) {
          const id = stack.pop() as string;
          const seen = reach.get(id) ?? new Set<string>();
          if (seen.has(family)) continue;
          seen.add(family);
          reach.set(id, seen);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      };
      for (const id of this.getModuleIds()) {
        if (/[\\/]guest[\\/](main|start)\.tsx?$/.test(id)) mark(id, 'app');
        if (/[\\/]guest[\\/]sandbox\.ts$/.test(id)) mark(id, 'sandbox');
        for (const [family, test] of Object.entries(FAMILY_ENTRIES)) if (test.test(id)) mark(id, family);
      }
    },
  };
  /**
   * The widget families that reach a module the app does not. The sandbox is not one: a deployment
   * never loads it, so a module only it and one family reach goes with that family (and a frame
   * with the sandbox in it loads that family's chunk too). Counted as a family, it put 11 kB
   * minified of other families' domain rules and words in the chunk every widget loads.
   */
  const familiesOf = (id: string) => {
    const seen = reach.get(id);
    return !seen || seen.has('app') ? [] : [...seen].filter((by) => by !== 'sandbox');
  };
  return {
    plugin,
    /** Reached by the app (start.tsx and what it imports). */
    app: (id: string) => reach.get(id)?.has('app') === true,
    /** Reached by two widget families or more: their shared chunk. */
    shared: (id: string) => familiesOf(id).length >= 2,
    /** Reached by one widget family only (the area's pages may import it too): that family's chunk. */
    family: (id: string) => {
      const [by, ...others] = familiesOf(id);
      return by !== undefined && others.length === 0 ? by : null;
    },
  };
}
const families = widgetFamilies();

/** The iframe guest app: `vite build --config embed/guest/vite.config.ts` → dist/embed/. */
export default defineConfig({
  root: here,
  // Relative asset URLs: the folder can be served from any path of any static host.
  base: './',
  publicDir: false,
  plugins: [react(), deployConfig(), preloadApp(), families.plugin],
  build: {
    outDir: path.resolve(here, '../../dist/embed'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Four layers, so a frame fetches few chunks and runs no other family's code: the boot,
        // the app (what start.tsx imports: React, the provider), the code two widget families or
        // more share, and each family's own. A stake frame (gzip -9): boot 20.7, app 94.2, shared
        // 20.9, staking 8.6 kB = 144 kB; with all the widgets' code in one chunk it ran 166 kB.
        // bench:embed: the start as deployed within the noise on localhost (253 ms; 262-287 ms in
        // earlier runs), 1.34x the floor at 50 ms round trips (1.38-1.50x). Split by default, a
        // stake frame fetched ~30 chunks of a few hundred bytes (416 ms against 261 ms for one).
        // React DOM and its scheduler in a chunk of their own (218 kB, beside an 84 kB app chunk),
        // so the two cores parse both halves at once, was slower, not faster: the split added a
        // runtime chunk the boot imports, and the boot ran up to 9 ms later. Timed as bench:embed
        // times a start (exchange over HTTP), 12 starts of each build alternating, two runs: 252
        // and 245 ms against 246 and 233 ms on localhost, 379 and 345 against 376 and 331 ms at
        // 50 ms round trips.
        codeSplitting: {
          groups: [
            // What index.html's script needs (the boot, the API client it makes the first reads
            // with) stays with it: a later group would otherwise take in the client as a
            // dependency of its hooks, and the boot would wait for that whole chunk to run.
            {
              name: 'boot',
              tags: ['$initial'],
              priority: 2,
            },
            // Each group also takes in what its modules import that no earlier group took, so the
            // app's modules are claimed first: left to the default split, a family's group took
            // the API client's fixed-term routes and the app waited for Simple Earn's chunk.
            {
              name: 'start',
              priority: 1.5,
              test: (id: string) => families.app(id),
            },
            {
              name: 'widgets',
              priority: 1,
              test: (id: string) => families.shared(id),
            },
            {
              name: (id: string) => families.family(id),
              priority: 0,
            },
          ],
        },
      },
    },
  },
});
