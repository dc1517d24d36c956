// An HTTP proxy on 127.0.0.1 that holds every request `delayMs` before passing it on: a network round
// trip for each request a page makes, the browser's own included (CORS preflights, module chunks).
import { createServer, request } from 'node:http';

/**
 * Starts the proxy. Chromium uses it with `--proxy-server=<origin>` and, for pages on 127.0.0.1,
 * `--proxy-bypass-list=<-loopback>`. Plain HTTP only (no CONNECT), as the benches serve.
 * @param {number} delayMs
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export async function startDelayingProxy(delayMs) {
  const server = createServer((incoming, outgoing) => {
    setTimeout(() => {
      const target = new URL(incoming.url ?? '');
      const upstream = request(
        {
          hostname: target.hostname,
          port: target.port,
          path: `${target.pathname}${target.search}`,
          method: incoming.method,
          headers: incoming.headers,
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      upstream.on('error', () => outgoing.writeHead(502).end());
      incoming.pipe(upstream);
    }, delayMs);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
