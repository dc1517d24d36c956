import { render, screen, waitFor } from '@testing-library/react';
import { createEarlyReads, openReads } from '../../embed/guest/earlyReads';
import { parseFrameQuery } from '../../embed/guest/query';
import { createWidgetClient } from '../../src/api/families';
import { StakeDialog } from '../../src/components/staking';
import { WealthProvider } from '../../src/provider/WealthProvider';
import { createMemoryStorage, createSandboxExchange } from '../../src/sandbox';

const BASE = 'https://exchange.test';

/** The form is ready: the amount field, with the balance under it (the last of the open reads). */
async function formReady() {
  await screen.findByRole('textbox', { name: 'Amount' }, { timeout: 10_000 });
  await waitFor(
    () => expect(screen.getByText('Available', { exact: false })).toHaveTextContent(/Available \d/),
    {
      timeout: 10_000,
    },
  );
}
/** The guest's customer: signed in (the host's traits come later, in init). */
const USER = { isLogin: true };

/** A fetch over a fresh sandbox exchange that writes down each request as method, URL and body. */
function recordingFetch() {
  const exchange = createSandboxExchange({ scenario: 'regular', storage: createMemoryStorage() });
  const requests: string[] = [];
  const send: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const body = request.method === 'GET' ? '' : await request.clone().text();
    requests.push(`${request.method} ${request.url} ${body}`);
    return exchange.fetch(request);
  };
  return { send, requests };
}

describe('early reads of the stake frame (embed/guest/earlyReads.ts, issue 19)', () => {
  describe('given the StakeDialog opening on a frame query, once with its reads primed and once without', () => {
    it('primes exactly the reads the widget makes as it opens, and the widget then sends none itself', async () => {
      const query = parseFrameQuery('?is_frame=1&widget=stake&coin=GT');

      // Without early reads: what the widget asks as it opens, until its form is ready.
      const plain = recordingFetch();
      const first = render(
        <WealthProvider baseUrl={BASE} fetch={plain.send} user={USER} timeZone="UTC">
          <StakeDialog coin="GT" defaultOpen />
        </WealthProvider>,
      );
      await formReady();
      first.unmount();

      // With them: the same requests leave before the widget renders, and only then.
      const primed = recordingFetch();
      const early = createEarlyReads(primed.send);
      const reads = openReads(query);
      if (!reads) throw new Error('the stake frame has open reads');
      await early.prime(createWidgetClient({ baseUrl: BASE, fetch: early.primingFetch, retry: 0 }), reads);
      const sentEarly = [...primed.requests];
      expect([...sentEarly].sort()).toEqual([...plain.requests].sort());

      render(
        <WealthProvider baseUrl={BASE} fetch={early.fetch} user={USER} timeZone="UTC">
          <StakeDialog coin="GT" defaultOpen />
        </WealthProvider>,
      );
      await formReady();
      expect(primed.requests).toEqual(sentEarly);
    }, 30_000);
  });
});
