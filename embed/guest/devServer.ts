import { mkdtemp, readFile, rm } from 'node:fs/promises';
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

/**
 * Serves the guest app at `/embed/guest/` from a Vite dev server (Storybook's, the stories test
 * run's) as a production build made on the first request, into a temp dir. Not through the dev
 * server's own pipeline: Storybook and Vitest inject their preview and module runner into every
 * page and module they serve, which a standalone page in an iframe cannot run. The development
 * config.json beside index.html (sandbox allowed, own origin allowed) is served with it.
 */
export function embedGuestDevServer(): Plugin {
  let built: Promise<string> | undefined;
  const buildOnce = () => {
    built ??= (async () => {
      const outDir = await mkdtemp(path.join(tmpdir(), 'wealthkit-guest-'));
      const { build } = await import('vite');
      await build({
        configFile: path.join(here, 'vite.config.ts'),
        logLevel: 'error',
        build: { outDir, emptyOutDir: true, sourcemap: false },
      });
      return outDir;
    })();
    return built;
  };
  return {
    name: 'wealthkit-embed-guest-dev',
    apply: 'serve',
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
          const dir = name === 'config.json' ? here : await buildOnce();
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
