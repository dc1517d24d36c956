// The page bench/history-mobile.mjs measures: the history page on the whale sandbox, as a host
// would mount it, with the whale's 10,000 records all in the list the page opens on (flexible
// interest, §2's default, within §5's 6 months: hourly interest on a few coins reaches that in
// weeks), so scrolling that one list to its end loads every record. It notes when the first row is
// in the viewport, in ms from the mount (the sandbox is seeded before, so neither page load nor
// seeding counts).
import { createRoot } from 'react-dom/client';
import { createWealthClient } from '../../src/api';
import { HistoryPage } from '../../src/components/history';
import { FLEXIBLE_PRODUCT_ID, HISTORY_TYPE } from '../../src/domain';
import { WealthProvider } from '../../src/provider/WealthProvider';
import { createMemoryStorage, createSandboxExchange } from '../../src/sandbox';
import { addHistory } from '../../src/sandbox/history';
import { FLEXIBLE, PLAIN_MODE } from '../../src/sandbox/products/flexible/model';
import '../../src/theme/styles.css';

declare global {
  interface Window {
    __firstRowMs?: number;
    /** The records the list can load, all of them. */
    __records?: number;
  }
}

const exchange = createSandboxExchange({ scenario: 'whale', storage: createMemoryStorage() });
/** The whale's record count (scenarios.ts), every one a flexible interest payment of the last 150 days. */
const RECORDS = exchange.state.data.history.length;
const SPAN_MS = 150 * 24 * 3_600_000;
exchange.state.update((data) => {
  data.history = [];
  const assets = ['USDT', 'BTC', 'ETH', 'GT', 'USDC'];
  for (let i = 0; i < RECORDS; i += 1) {
    addHistory(
      data,
      {
        business: FLEXIBLE,
        asset: assets[i % assets.length] ?? 'USDT',
        type: HISTORY_TYPE.INTEREST,
        mode: PLAIN_MODE,
        amount: `0.${String(100_000 + i).padStart(8, '0')}`,
        order_id: FLEXIBLE_PRODUCT_ID,
      },
      data.nowMs - SPAN_MS + Math.floor((i * SPAN_MS) / RECORDS),
    );
  }
});
window.__records = RECORDS;
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
