// The page bench/history-mobile.mjs measures: the history page on the whale sandbox (10,000
// records), as a host would mount it. It notes when the first row is in the viewport, in ms from
// the mount (the sandbox is seeded before, so neither page load nor seeding counts).
import { createRoot } from 'react-dom/client';
import { createWealthClient } from '../../src/api';
import { HistoryPage } from '../../src/components/history';
import { WealthProvider } from '../../src/provider/WealthProvider';
import { createMemoryStorage, createSandboxExchange } from '../../src/sandbox';
import '../../src/theme/styles.css';

declare global {
  interface Window {
    __firstRowMs?: number;
  }
}

const exchange = createSandboxExchange({ scenario: 'whale', storage: createMemoryStorage() });
const client = createWealthClient({ baseUrl: 'https://sandbox.bench.test', fetch: exchange.fetch, retry: 0 });

const observer = new MutationObserver(() => {
  const row = document.querySelector('.wk-history__item');
  if (row && row.getBoundingClientRect().top < window.innerHeight) {
    window.__firstRowMs = performance.now() - mountedAt;
    observer.disconnect();
  }
});
observer.observe(document.body, { childList: true, subtree: true });

const root = document.getElementById('root');
const mountedAt = performance.now();
if (root) {
  createRoot(root).render(
    <WealthProvider
      client={client}
      user={{ ...exchange.state.data.user, verified: true, id: 'bench' }}
      storage={createMemoryStorage()}
      now={exchange.clock.now}
    >
      <HistoryPage />
    </WealthProvider>,
  );
}
