import type { WealthClient } from '../../src/api';
import { callUrl } from '../../src/api/callUrl';
import { dualApi } from '../../src/api/endpoints/dual';
import { launchPoolApi } from '../../src/api/endpoints/launchPool';
import { sharedApi } from '../../src/api/endpoints/shared';
import { simpleEarnApi } from '../../src/api/endpoints/simpleEarn';
import { stakingApi } from '../../src/api/endpoints/staking';
import { clientOver } from '../../src/api/families';
import type { Transport, WealthRequest } from '../../src/api/transport';
import { DUAL_QUOTE_COIN, TABLE_PAGE_SIZE } from '../../src/domain/constants';
import { NO_PID, sourceField } from '../../src/domain/stakingSource';
import type { FrameQuery } from './query';

/** How long an early answer waits to be taken: past it, the widget's own read goes out instead. */
const KEEP_MS = 10_000;

/** What each call of the priming client ends with at once: its request left early, its answer waits for the widget. */
const PRIMED = 'wealthkit-early-read';

/** A request as the early reads recognise it: method, URL and body (headers are the client's own). */
const keyOf = (method: string, url: string, body: string) => `${method} ${url} ${body}`;

async function requestKey(request: Request): Promise<string> {
  return keyOf(request.method, request.url, request.method === 'GET' ? '' : await request.clone().text());
}

/**
 * The request the widget's client sends for a read: the same URL (`callUrl`, which the transport
 * sends to), method and JSON body as the transport makes them (`JSON.stringify`'d and typed
 * `application/json`). Built without the client: the boot runs before the app's code has arrived
 * (when the client was built over ky, sending a stake frame's six reads through ky's request
 * pipeline was most of the boot's work, 29 ms of main thread in a devtools trace, 10 ms like this).
 */
function readRequest(
  call: WealthRequest,
  client: { baseUrl: string; vip: boolean; credentials: RequestCredentials },
): { request: Request; key: string } {
  const { route } = call;
  // Early reads are reads: a call that moves money is never sent ahead of the customer.
  if (route.moneyMoving || (route.method !== 'GET' && !route.read)) {
    throw new TypeError(`${route.method} ${route.path} is not a read: it is never sent early`);
  }
  const body = call.body === undefined ? undefined : JSON.stringify(call.body);
  const request = new Request(callUrl(call, client), {
    method: route.method,
    credentials: client.credentials,
    ...(body === undefined ? {} : { body, headers: { 'content-type': 'application/json' } }),
  });
  return { request, key: keyOf(request.method, request.url, body ?? '') };
}

/**
 * The reads a widget makes as it opens, started before React has mounted it: the guest knows the
 * widget and its props from its URL, and the exchange's answers are on their way while the widget's
 * code loads and renders (one round trip sooner on a real network). Each is made through a client
 * like the widget's, so it is the same request; the widget's first identical request takes the
 * answer instead of sending again (once, within 10 s); anything else goes out as usual.
 */
export interface EarlyReads {
  /** The fetch to give the widget's client: it hands over an early answer when there is one. */
  fetch: typeof fetch;
  /**
   * Sends what `reads` asks of a client like the widget's (`baseUrl`, `vip`) now, over the real
   * fetch, and keeps each answer for the widget. Answers that are not a success are dropped when
   * they arrive: the widget reads again itself, with its own retries and error handling.
   */
  prime(
    reads: OpenReads,
    client: { baseUrl: string; vip: boolean; credentials: RequestCredentials },
  ): Promise<void>;
}

/** The reads a widget makes as it opens, asked of a client. */
export type OpenReads = (client: WealthClient) => Array<Promise<unknown>>;

export function createEarlyReads(
  send: typeof fetch = (input, init) => globalThis.fetch(input, init),
): EarlyReads {
  const kept = new Map<string, Promise<Response>>();

  /** Sends a read now and keeps its answer for the widget's identical request. */
  const sendEarly = (request: Request, key: string) => {
    const answer = send(request);
    const forget = () => {
      if (kept.get(key) === answer) kept.delete(key);
    };
    // Only a success is handed over once it has arrived: after a failure, or a 401 to a visitor
    // who was not signed in yet, the widget reads again itself, with its own retries, error
    // handling and session.
    answer.then((response) => {
      if (!response.ok) forget();
    }, forget);
    kept.set(key, answer);
    setTimeout(forget, KEEP_MS);
  };

  return {
    async prime(reads, client) {
      // A client like the widget's whose transport sends each call it is asked for early, and
      // ends the call at once: it never tries again, and nothing waits on its answer.
      const sendAndEnd = async (call: WealthRequest): Promise<never> => {
        const { request, key } = readRequest(call, client);
        sendEarly(request, key);
        throw new DOMException(PRIMED, 'AbortError');
      };
      const recorder: Transport = { vip: client.vip, envelope: sendAndEnd, request: sendAndEnd };
      await Promise.allSettled(reads(clientOver(recorder)));
    },
    async fetch(input, init) {
      if (kept.size === 0) return send(input, init);
      const request = new Request(input, init);
      const key = await requestKey(request);
      const answer = kept.get(key);
      if (!answer) return send(request);
      kept.delete(key);
      return answer;
    },
  };
}

/** The reads each widget makes as it opens, as its hooks make them; widgets not listed read later. */
export function openReads(query: FrameQuery): OpenReads | undefined {
  switch (query.widget) {
    case 'stake': {
      if (!query.coin) return undefined;
      // useStakingProduct's coin (the query's is upper-case already) and source; useStakeForm's
      // loans, coin settings and balance. The balance (outable) is a POST with a JSON body (§7):
      // with the API on another origin, a first visit asks its preflight first, a round trip
      // later than the GETs. The amount field does not wait for it: with its answer held 200 ms
      // more, bench:embed's stake frame was interactive in 211 ms (localhost, median of 3), no
      // later than the 222-225 ms of unchanged runs that day.
      const { coin } = query;
      const source = sourceField(query.pid === undefined ? NO_PID : String(query.pid));
      return (client) => [
        sharedApi(client).accountMode(),
        stakingApi(client).product({ coin, ...source }),
        stakingApi(client).userInfo({ coin, ...source }),
        stakingApi(client).userLoans({ coin }),
        sharedApi(client).borrowCoinSettings({ coin }),
        sharedApi(client).outable({ assets: [coin] }),
      ];
    }
    case 'subscribe': {
      // The flexible product (no pid): its holding, bonus pool and the balance. The coin's terms
      // (coin-info) are left to the widget: they are read for the customer's KYC level, which the
      // host tells only after the frame is ready.
      const asset = query.asset ?? query.coin;
      if (!asset || query.pid !== undefined) return undefined;
      return (client) => [
        simpleEarnApi(client).holdings({ page: 1, limit: TABLE_PAGE_SIZE, asset }),
        simpleEarnApi(client).awardPool({ asset }),
        sharedApi(client).outable({ assets: [asset] }),
        sharedApi(client).accountMode(),
      ];
    }
    case 'dual': {
      // The products and the price of their pair; what follows depends on the product chosen.
      const { coin, type } = query;
      if (!coin || !type) return undefined;
      return (client) => [
        dualApi(client).projectList({ coin, type }),
        sharedApi(client).tickers({ currency_pairs: `${coin}_${DUAL_QUOTE_COIN}` }),
      ];
    }
    case 'launch-pool-stake': {
      // The project and the customer's stake in it; the coin's reads follow from the project.
      const { pid } = query;
      if (!pid) return undefined;
      return (client) => [
        launchPoolApi(client).projectInfo({ projectId: pid }),
        launchPoolApi(client).userProjectStatistics({ pid }),
      ];
    }
    default:
      return undefined;
  }
}
