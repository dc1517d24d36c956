/**
 * Builds the embed for a browser test or the bench, and serves it on separate local origins:
 * the host (the assets frame), the guest (wealthkit), and a third party. Plain ESM so that both
 * the vitest e2e project and `node bench/embed-tti.mjs` can use it.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Routes every `x.postMessage(data, origin)` in the embed's own code through
 * `globalThis.__wkSpyPost(x, data, origin)`, which an init script defines to record the call and
 * then post. A cross-origin window's postMessage cannot be patched from the page, so the call
 * sites are. `count` tells the test the transform found its call sites (else the spy is empty
 * for the wrong reason).
 */
function spyOnPostMessage(count) {
  return {
    name: 'wealthkit-spy-post-message',
    enforce: 'post',
    transform(code, id) {
      if (!id.includes(`${path.sep}embed${path.sep}`) || id.includes('node_modules')) return null;
      let found = 0;
      const out = code.replace(/([\w$]+(?:\??\.[\w$]+)*)\??\.postMessage\(/g, (_, target) => {
        found += 1;
        return `globalThis.__wkSpyPost(${target}, `;
      });
      count.sites += found;
      return found ? { code: out, map: null } : null;
    },
  };
}

/**
 * Builds the guest (embed/guest/vite.config.ts) into `${outDir}/guest` and the test host pages
 * (tests/e2e/fixtures) into `${outDir}/host`, with vite's JS API. Nothing is written to dist/.
 * @param {{ outDir: string, spy?: boolean }} options
 * @returns {Promise<{ spySites: number }>}
 */
export async function buildEmbedSite({ outDir, spy = false }) {
  const count = { sites: 0 };
  const extra = spy ? [spyOnPostMessage(count)] : [];
  await build({
    configFile: path.join(root, 'embed/guest/vite.config.ts'),
    logLevel: 'error',
    plugins: extra,
    build: { outDir: path.join(outDir, 'guest'), emptyOutDir: true, sourcemap: false },
  });
  await buildHostPages({ outDir, plugins: extra });
  return { spySites: count.sites };
}

/**
 * Builds only the test host pages (tests/e2e/fixtures) into `${outDir}/host`: the assets frame
 * host, component mode, the container-width page, the host-stylesheet page and the wealth area.
 * @param {{ outDir: string, plugins?: import('vite').PluginOption[] }} options
 */
export async function buildHostPages({ outDir, plugins = [] }) {
  await build({
    configFile: false,
    root: path.join(root, 'tests/e2e/fixtures'),
    base: './',
    publicDir: false,
    logLevel: 'error',
    plugins: [react(), ...plugins],
    build: {
      outDir: path.join(outDir, 'host'),
      emptyOutDir: true,
      target: 'es2022',
      rollupOptions: {
        input: {
          host: path.join(root, 'tests/e2e/fixtures/host.html'),
          component: path.join(root, 'tests/e2e/fixtures/component.html'),
          layout: path.join(root, 'tests/e2e/fixtures/layout.html'),
          hostcss: path.join(root, 'tests/e2e/fixtures/hostcss.html'),
          area: path.join(root, 'tests/e2e/fixtures/area.html'),
        },
      },
    },
  });
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
};

function staticServer(dir, headersFor) {
  return createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    let pathname = decodeURIComponent(url.pathname);
    const extra = headersFor(pathname);
    if (extra.strip) pathname = pathname.slice(extra.strip.length - 1);
    if (pathname.endsWith('/')) pathname += 'index.html';
    const file = path.join(dir, path.normalize(pathname));
    if (!file.startsWith(dir)) return res.writeHead(403).end();
    try {
      const body = await readFile(file);
      res.writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
        ...extra.headers,
      });
      res.end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
}

/**
 * The README's Content-Security-Policy for the guest: its own scripts and styles only (`default-src`;
 * no `'unsafe-inline'`: nothing of ours adds a style element, and styles set through the DOM are
 * allowed), requests to itself and the exchange's API, and framed by the host pages alone.
 * @param {string} hostOrigin
 * @param {string} apiOrigin
 */
function guestPolicy(hostOrigin, apiOrigin) {
  return ["default-src 'self'", `connect-src 'self' ${apiOrigin}`, `frame-ancestors ${hostOrigin}`].join(
    '; ',
  );
}

/**
 * Serves a directory on a local origin.
 * @param {string} dir
 * @returns {Promise<{ origin: string, close: () => Promise<unknown> }>}
 */
export async function serveDirectory(dir) {
  const server = staticServer(dir, () => ({ headers: {} }));
  const origin = await listen(server);
  return { origin, close: () => new Promise((r) => server.close(() => r(undefined))) };
}

function listen(server) {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`));
  });
}

const THIRD_PARTY_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>third party</title></head>
<body><main><h1>third party</h1></main><script>
window.received = [];
addEventListener('message', (e) => window.received.push({ origin: e.origin, data: e.data }));
</script></body></html>`;

/**
 * Serves a built site. The guest is served at `/` with the Content-Security-Policy the README
 * tells deployers to send (`guestPolicy`) and, for the defence-in-depth test only, at `/no-csp/`
 * without one. Its config.json is the deploy-time config: the host origin is
 * the one allowed parent, and the sandbox is allowed.
 * @param {{ outDir: string, allowSandbox?: boolean }} options
 */
export async function serveEmbedSite({ outDir, allowSandbox = true, cacheAssets = false }) {
  const guestDir = path.join(outDir, 'guest');
  const servers = [];
  const host = staticServer(path.join(outDir, 'host'), () => ({ headers: {} }));
  servers.push(host);
  const hostOrigin = await listen(host);

  // A deployment's hashed files never change under their names: cached for a year, as the README
  // advises, so a repeat visit loads them from the cache.
  const cached = (pathname) =>
    cacheAssets && pathname.includes('/assets/')
      ? { 'cache-control': 'public, max-age=31536000, immutable' }
      : {};
  const guest = staticServer(guestDir, (pathname) =>
    pathname.startsWith('/no-csp/')
      ? { strip: '/no-csp/', headers: cached(pathname) }
      : {
          headers: {
            'content-security-policy': guestPolicy(hostOrigin, 'http://127.0.0.1:*'),
            ...cached(pathname),
          },
        },
  );
  servers.push(guest);
  const guestOrigin = await listen(guest);

  const third = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(THIRD_PARTY_PAGE);
  });
  servers.push(third);
  const thirdOrigin = await listen(third);

  await writeFile(
    path.join(guestDir, 'config.json'),
    JSON.stringify({ apiBaseUrl: '', allowedParentOrigins: [hostOrigin], allowSandbox }),
  );

  return {
    hostOrigin,
    guestOrigin,
    thirdOrigin,
    guestDir,
    close: () => Promise.all(servers.map((s) => new Promise((r) => s.close(() => r(undefined))))),
  };
}

/**
 * An init script for every frame: records every postMessage call, through the embed's call sites
 * (see spyOnPostMessage) and through this window's own postMessage, as { origin, type }.
 */
export const SPY_INIT_SCRIPT = `(() => {
  const posts = (globalThis.__wkPosts = []);
  globalThis.__wkSpyPost = (target, data, origin) => {
    posts.push({ origin: String(origin), type: data && data.type, site: 'embed' });
    if (target) target.postMessage(data, origin);
  };
  const own = window.postMessage;
  window.postMessage = function (data, options) {
    const origin = typeof options === 'string' ? options : options && options.targetOrigin;
    posts.push({ origin: String(origin), type: data && data.type, site: 'window' });
    return own.apply(this, arguments);
  };
})();`;
