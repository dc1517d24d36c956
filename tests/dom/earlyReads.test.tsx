import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createEarlyReads, openReads } from '../../embed/guest/earlyReads';
import { parseFrameQuery } from '../../embed/guest/query';
import { DualPurchaseDialog } from '../../src/components/dual';
import { SubscribeModal } from '../../src/components/earn';
import { LaunchPoolStakeModal } from '../../src/components/launch-pool';
import { StakeDialog } from '../../src/components/staking';
import { WealthProvider } from '../../src/provider/WealthProvider';
import { createMemoryStorage, createSandboxExchange } from '../../src/sandbox';

const BASE = 'https://exchange.test';
/** The guest's customer before the host's init: signed in, no traits yet. */
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

/** The widget ready to be used: its amount field, and no read left unanswered for a moment. */
async function settled(field: string, requests: string[]) {
  await screen.findByRole('textbox', { name: field }, { timeout: 10_000 });
  let count = -1;
  await waitFor(
    () => {
      const now = requests.length;
      const same = now === count;
      count = now;
      expect(same).toBe(true);
    },
    { timeout: 10_000, interval: 300 },
  );
}

describe('early reads of a frame (embed/guest/earlyReads.ts, issue 19)', () => {
  describe.each<[string, string, string, ReactNode]>([
    ['stake', '?is_frame=1&widget=stake&coin=GT', 'Amount', <StakeDialog key="s" coin="GT" defaultOpen />],
    [
      'subscribe (flexible)',
      '?is_frame=1&widget=subscribe&asset=USDT',
      'Amount',
      <SubscribeModal key="e" coin="USDT" defaultOpen />,
    ],
    [
      'launch pool stake',
      '?is_frame=1&widget=launch-pool-stake&pid=1',
      'Amount',
      <LaunchPoolStakeModal key="l" pid={1} defaultOpen />,
    ],
    [
      'dual',
      '?is_frame=1&widget=dual&coin=BTC&type=call',
      'Investment amount',
      <DualPurchaseDialog key="d" coin="BTC" type="call" defaultOpen />,
    ],
  ])('given the %s widget opening on its frame query', (_name, search, field, widget) => {
    it('primes only reads the widget makes as it opens, and the widget sends none of them again', async () => {
      // Without early reads: what the widget asks as it opens.
      const plain = recordingFetch();
      const first = render(
        <WealthProvider baseUrl={BASE} fetch={plain.send} user={USER} timeZone="UTC">
          {widget}
        </WealthProvider>,
      );
      await settled(field, plain.requests);
      first.unmount();

      // With them: those leave before the widget renders; then the widget asks only for the rest.
      const primed = recordingFetch();
      const early = createEarlyReads(primed.send);
      const reads = openReads(parseFrameQuery(search));
      if (!reads) throw new Error('this frame has open reads');
      await early.prime(reads, { baseUrl: BASE, vip: false, credentials: 'same-origin' });
      const sentEarly = [...primed.requests];
      expect(sentEarly.length).toBeGreaterThan(0);
      for (const request of sentEarly) expect(plain.requests).toContain(request);

      render(
        <WealthProvider baseUrl={BASE} fetch={early.fetch} user={USER} timeZone="UTC">
          {widget}
        </WealthProvider>,
      );
      await settled(field, primed.requests);
      expect([...primed.requests].sort()).toEqual([...plain.requests].sort());
    }, 30_000);
  });
});
