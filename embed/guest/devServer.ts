import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const PREFIX = '/embed/guest/';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
};

/** The guest app's production build, into `outDir`, with the development config.json beside it. */
async function buildGuest(outDir: string): Promise<void> {
  const { build } = await import('vite');
  await build({
    configFile: path.join(here, 'vite.config.ts'),
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
  await copyFile(path.join(here, 'config.json'), path.join(outDir, 'config.json'));
}

/**
 * Serves the guest app at `/embed/guest/` from a Vite dev server (Storybook's, the stories test
 * run's) as a production build made on the first request, into a temp dir. Not through the dev
 * server's own pipeline: Storybook and Vitest inject their preview and module runner into every
 * page and module they serve, which a standalone page in an iframe cannot run. The development
 * config.json beside index.html (sandbox allowed, own origin allowed) is served with it.
 *
 * In a static build (`npm run build-storybook`) the same build goes into the output's
 * `embed/guest/`, so a Storybook published as files still shows the frame stories: without it,
 * they framed a missing page and showed an empty box.
 */
export function embedGuestDevServer(): Plugin {
  let built: Promise<string> | undefined;
  let staticOutDir: string | undefined;
  const buildOnce = () => {
    built ??= (async () => {
      const outDir = await mkdtemp(path.join(tmpdir(), 'wealthkit-guest-'));
      await buildGuest(outDir);
      return outDir;
    })();
    return built;
  };
  return {
    name: 'wealthkit-embed-guest-dev',
    configResolved(config) {
      if (config.command === 'build') staticOutDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (staticOutDir) await buildGuest(path.join(staticOutDir, PREFIX));
    },
    configureServer(server) {
      server.httpServer?.once('close', () => {
        if (built) void built.then((dir) => rm(dir, { recursive: true, force: true })).catch(() => undefined);
      });
      server.middlewares.use(async (req, res, next) => {
        const pathname = (req.url ?? '').split('?', 1)[0] ?? '';
        if (!pathname.startsWith(PREFIX)) return next();
        let name = pathname.slice(PREFIX.length) || 'index.html';
        if (name !== 'index.html' && name !== 'config.json' && !name.startsWith('assets/')) return next();
        try {
          const dir = await buildOnce();
          name = path.normalize(name);
          if (name.startsWith('..')) return next();
          const body = await readFile(path.join(dir, name));
          res.setHeader('content-type', TYPES[path.extname(name)] ?? 'application/octet-stream');
          res.setHeader('cache-control', 'no-store');
          res.end(body);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
