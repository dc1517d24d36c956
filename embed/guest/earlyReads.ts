import type { WealthClient } from '../../src/api';
import { dualApi } from '../../src/api/endpoints/dual';
import { launchPoolApi } from '../../src/api/endpoints/launchPool';
import { sharedApi } from '../../src/api/endpoints/shared';
import { simpleEarnApi } from '../../src/api/endpoints/simpleEarn';
import { stakingApi } from '../../src/api/endpoints/staking';
import { createWidgetClient } from '../../src/api/families';
import { DUAL_QUOTE_COIN, TABLE_PAGE_SIZE } from '../../src/domain/constants';
import { NO_PID, sourceField } from '../../src/domain/stakingSource';
import type { FrameQuery } from './query';

/** How long an early answer waits to be taken: past it, the widget's own read goes out instead. */
const KEEP_MS = 10_000;

/** Why the priming client's requests end at once: they are only looked at, never sent. */
const PRIMED = 'wealthkit-early-read';

/** A request as the early reads recognise it: method, URL and body (headers are the client's own). */
async function requestKey(request: Request): Promise<string> {
  const body = request.method === 'GET' ? '' : await request.clone().text();
  return `${request.method} ${request.url} ${body}`;
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
  let recorded: Array<Promise<void>> = [];

  const primingFetch: typeof fetch = (input, init) => {
    // Without the priming client's signal: that client gives up on the request at once, the early
    // read goes on.
    const request = new Request(input, { ...init, signal: null });
    recorded.push(
      requestKey(request).then((key) => {
        const answer = send(request);
        const forget = () => {
          if (kept.get(key) === answer) kept.delete(key);
        };
        // Only a success is handed over once it has arrived: after a failure, or a 401 to a
        // visitor who was not signed in yet, the widget reads again itself, with its own retries,
        // error handling and session.
        answer.then((response) => {
          if (!response.ok) forget();
        }, forget);
        kept.set(key, answer);
        setTimeout(forget, KEEP_MS);
      }),
    );
    return Promise.reject(new DOMException(PRIMED, 'AbortError'));
  };

  return {
    async prime(reads, { baseUrl, vip, credentials }) {
      recorded = [];
      // Its requests are only recorded and end at once (primingFetch): it never tries again.
      const client = createWidgetClient({ baseUrl, vip, credentials, fetch: primingFetch, retry: 0 });
      // Each read ends as soon as its request is recorded, then it is sent.
      await Promise.allSettled(reads(client));
      await Promise.all(recorded);
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
      // loans, coin settings and balance.
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
