// The page bench/keystrokes.mjs drives: one money widget (?widget=…) open on a fresh sandbox
// exchange, as a host mounts it, inside a <Profiler> that counts every React commit. It keeps the
// samples in window.__bench: for a keystroke, the time from its keydown to the paint after the
// first commit that follows it; for a click, the time from its pointerdown to the paint after the
// commit where an armed condition (the driver's) first holds. "The paint after a commit" is
// approximated as requestAnimationFrame (the frame that paints the commit) then setTimeout(0)
// (which runs once that frame is done).
import { Profiler, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createWealthClient } from '../../src/api';
import { DualPurchaseDialog } from '../../src/components/dual';
import { SubscribeModal } from '../../src/components/earn';
import { LaunchPoolStakeModal } from '../../src/components/launch-pool';
import { LendingsTable } from '../../src/components/lendings';
import { StakeDialog } from '../../src/components/staking';
import { WealthProvider } from '../../src/provider/WealthProvider';
import { createMemoryStorage, createSandboxExchange, type SandboxExchange } from '../../src/sandbox';
import { dualSlice } from '../../src/sandbox/products/dual/slice';
import '../../src/theme/styles.css';

/** What the driver reads and resets. */
interface BenchState {
  /** React commits inside the profiler since the last reset. */
  commits: number;
  /** Sum of the profiler's actualDuration (ms spent rendering) since the last reset. */
  renderMs: number;
  /** performance.now() of the last commit. */
  lastCommitAt: number;
  /** Keydown → paint after the next commit, ms, one per keystroke since the last reset. */
  keys: number[];
  /** Pointerdown → paint after the commit where the armed condition holds, ms. */
  clicks: number[];
  reset(): void;
  /** Forgets a keydown that committed nothing (a key the input refused), so no later commit counts for it. */
  dropKey(): void;
  /** The condition the next click waits for (checked after each commit). */
  arm(done: () => boolean): void;
  /** Resolves once no commit happened for `quietMs` (or after `maxMs`). */
  settle(quietMs: number, maxMs: number): Promise<void>;
}

declare global {
  interface Window {
    __bench: BenchState;
  }
}

const afterPaint = (then: () => void) => requestAnimationFrame(() => setTimeout(then, 0));

let keyStart: number | undefined;
let clickStart: number | undefined;
let armed: (() => boolean) | undefined;

const bench: BenchState = {
  commits: 0,
  renderMs: 0,
  lastCommitAt: 0,
  keys: [],
  clicks: [],
  reset() {
    bench.commits = 0;
    bench.renderMs = 0;
    bench.keys = [];
    bench.clicks = [];
    keyStart = undefined;
    clickStart = undefined;
  },
  dropKey() {
    keyStart = undefined;
  },
  arm(done) {
    armed = done;
  },
  settle(quietMs, maxMs) {
    const start = performance.now();
    return new Promise((resolve) => {
      const check = () => {
        const now = performance.now();
        if (now - bench.lastCommitAt >= quietMs || now - start >= maxMs) resolve();
        else setTimeout(check, 20);
      };
      check();
    });
  },
};
window.__bench = bench;

// Capturing, so the time is taken before any widget handler runs.
window.addEventListener(
  'keydown',
  () => {
    keyStart = performance.now();
  },
  true,
);
window.addEventListener(
  'pointerdown',
  () => {
    if (armed) clickStart = performance.now();
  },
  true,
);

function onRender(_id: string, _phase: string, actualDuration: number) {
  bench.commits += 1;
  bench.renderMs += actualDuration;
  bench.lastCommitAt = performance.now();
  if (keyStart !== undefined) {
    const start = keyStart;
    keyStart = undefined;
    afterPaint(() => bench.keys.push(performance.now() - start));
  }
  if (clickStart !== undefined && armed?.()) {
    const start = clickStart;
    clickStart = undefined;
    armed = undefined;
    afterPaint(() => bench.clicks.push(performance.now() - start));
  }
}

/** The sandbox listing of BTC sell-high (call), 24 h, multiple 2 — the dual stories' first row. */
function btcCallPid(exchange: SandboxExchange) {
  const project = dualSlice(exchange.state.context).projects.find((p) => p.template === '1:BTC:call:24h:2');
  if (!project) throw new Error('the sandbox lists no BTC call 24h ×2 dual product');
  return project.id;
}

const widgets: Record<string, (exchange: SandboxExchange) => ReactNode> = {
  subscribe: () => <SubscribeModal asset="USDT" defaultOpen />,
  stake: () => <StakeDialog coin="GT" defaultOpen />,
  dual: (exchange) => <DualPurchaseDialog coin="BTC" type="call" pid={btcCallPid(exchange)} defaultOpen />,
  'launch-pool': () => <LaunchPoolStakeModal pid={1} defaultOpen />,
  lendings: () => <LendingsTable defaultTab="flexible" />,
};

const widget = new URLSearchParams(window.location.search).get('widget') ?? 'subscribe';
const render = widgets[widget];
if (!render) throw new Error(`unknown widget ${widget}`);
const exchange = createSandboxExchange({
  scenario: widget === 'lendings' ? 'whale' : 'regular',
  storage: createMemoryStorage(),
});
const client = createWealthClient({
  baseUrl: 'https://sandbox.bench.test',
  fetch: exchange.fetch,
  retry: 0,
  deviceToken: () => 'bench-device',
});

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <Profiler id={widget} onRender={onRender}>
      <WealthProvider
        client={client}
        user={{ ...exchange.state.data.user, verified: true, id: 'bench' }}
        storage={createMemoryStorage()}
        requestFundPassword={async () => null}
        now={exchange.clock.now}
      >
        {render(exchange)}
      </WealthProvider>
    </Profiler>,
  );
}
