// The sandbox exchange served over HTTP, for benches that run the guest as deployed: every read is
// a request to another origin. Runs the built sandbox (dist/sandbox.js: `npm run build` first).
import { createServer } from 'node:http';

/** Request headers the client sends that the sandbox reads; the rest (host, connection...) stay here. */
const FORWARDED = /^(content-type|accept|x-[a-z-]+)$/;

/**
 * Serves a fresh sandbox exchange ('regular' scenario) on 127.0.0.1, with CORS for `allowedOrigin`
 * (preflights answered), each request's answer kept and served again for the same request.
 * Resolves to its origin and a close().
 * @param {{ allowedOrigin: string, onRequest?: (line: string) => void }} options
 */
export async function serveExchange({ allowedOrigin, onRequest = () => undefined }) {
  let sandbox;
  try {
    sandbox = await import('../../dist/sandbox.js');
  } catch (cause) {
    throw new Error('The exchange server runs dist/sandbox.js: run `npm run build` first.', { cause });
  }
  const exchange = sandbox.createSandboxExchange({
    scenario: 'regular',
    storage: sandbox.createMemoryStorage(),
  });
  // Each answer is computed once and served again at once: the sandbox's own work (tens of ms of
  // this single thread per request) would queue the frame's parallel reads one behind the other,
  // which a real exchange's servers do not. The benches that use it only read.
  const answers = new Map();
  const server = createServer(async (req, res) => {
    const cors = {
      'access-control-allow-origin': allowedOrigin,
      'access-control-allow-methods': 'GET, POST',
      'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '',
      'access-control-max-age': '600',
      vary: 'origin',
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = Buffer.concat(chunks);
    onRequest(`${req.method} ${req.url} ${body.toString()}`);
    const key = `${req.method} ${req.url} ${body.toString()}`;
    const kept = answers.get(key);
    if (kept) {
      res.writeHead(kept.status, { ...kept.headers, ...cors });
      res.end(kept.body);
      return;
    }
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(
        ([name, value]) => FORWARDED.test(name) && typeof value === 'string',
      ),
    );
    const response = await exchange.fetch(
      new Request(`http://exchange.bench${req.url}`, {
        method: req.method,
        headers,
        ...(req.method === 'GET' || chunks.length === 0 ? {} : { body }),
      }),
    );
    const answer = {
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body: Buffer.from(await response.arrayBuffer()),
    };
    answers.set(key, answer);
    res.writeHead(answer.status, { ...answer.headers, ...cors });
    res.end(answer.body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
