// The sandbox exchange served over HTTP on its own origin, for a frame run as deployed: every read
// and every order is a request to another origin, with CORS. Plain ESM so that both the e2e tests
// (which give it the sandbox from src/) and bench/embed-tti.mjs (from dist/) can use it.
import { createServer } from 'node:http';

/** Headers of the connection, not of the request: they stay here. */
const HOP = /^(host|connection|keep-alive|content-length|transfer-encoding|upgrade)$/;

/**
 * Serves `exchange` (a sandbox exchange: `fetch(Request) => Promise<Response>`) on 127.0.0.1, with
 * CORS for `allowedOrigin` (preflights answered). With `keepAnswers`, each answer is computed once
 * and served again at once for the same request (method, URL, body): for a bench that only reads,
 * where the sandbox's own work (tens of ms of this single thread per request) would otherwise
 * queue the frame's parallel reads one behind the other, as a real exchange's servers do not.
 * `onRequest` hears each request (not the preflights) as "METHOD /path?query body". A request the
 * sandbox's fault layer loses (its fetch rejects) drops the connection. With `session` (a cookie,
 * "name=value"), the exchange signs the customer in by that cookie, as a real one does: a request
 * without it is answered 401, and CORS allows credentials for `allowedOrigin`.
 * @param {{ exchange: { fetch(request: Request): Promise<Response> }, allowedOrigin: string, keepAnswers?: boolean, session?: string, onRequest?: (line: string) => void }} options
 */
export async function serveExchange({
  exchange,
  allowedOrigin,
  keepAnswers = false,
  session,
  onRequest = () => undefined,
}) {
  const answers = new Map();
  const server = createServer(async (req, res) => {
    const cors = {
      'access-control-allow-origin': allowedOrigin,
      'access-control-allow-methods': 'GET, POST',
      'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '',
      'access-control-max-age': '600',
      'access-control-allow-credentials': 'true',
      vary: 'origin',
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = Buffer.concat(chunks);
    const key = `${req.method} ${req.url} ${body.toString()}`;
    onRequest(key);
    const cookies = (req.headers.cookie ?? '').split(/;\s*/);
    if (session && !cookies.includes(session)) {
      res.writeHead(401, { 'content-type': 'application/json', ...cors });
      res.end(JSON.stringify({ code: 401, message: 'not signed in' }));
      return;
    }
    const kept = answers.get(key);
    if (kept) {
      res.writeHead(kept.status, { ...kept.headers, ...cors });
      res.end(kept.body);
      return;
    }
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([name, value]) => !HOP.test(name) && typeof value === 'string'),
    );
    let response;
    try {
      response = await exchange.fetch(
        new Request(`http://exchange.test${req.url}`, {
          method: req.method,
          headers,
          ...(req.method === 'GET' || chunks.length === 0 ? {} : { body }),
        }),
      );
    } catch {
      // The sandbox's fault layer lost the answer (`lost`, `network`): the connection drops, as
      // the browser sees a lost answer (a TypeError from fetch).
      res.destroy();
      return;
    }
    const answer = {
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body: Buffer.from(await response.arrayBuffer()),
    };
    if (keepAnswers) answers.set(key, answer);
    res.writeHead(answer.status, { ...answer.headers, ...cors });
    res.end(answer.body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
