// The page bench/keystrokes.mjs and bench/open-cost.mjs drive: one money widget (?widget=…) open on
// a fresh sandbox exchange, as a host mounts it, on React's production build. The driver's
// bench/support/reactHook.mjs tells it of every React commit (window.__bench.commit). It keeps the
// samples in window.__bench: for a keystroke, the time from its keydown to the paint after the
// first commit that follows it; for a click, the time from its pointerdown to the paint after the
// commit where an armed condition (the driver's) first holds. "The paint after a commit" is
// approximated as requestAnimationFrame (the frame that paints the commit) then setTimeout(0)
// (which runs once that frame is done). Components rendered are counted by the same hook
// (window.__renderCounts). The 'plain' widget is the floor: a form of one component with an
// input, an estimate and a button, as a host would write it without us.

import * as RadixDialog from '@radix-ui/react-dialog';
import * as RadixTabs from '@radix-ui/react-tabs';
import { type ReactNode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createWealthClient } from '../../src/api';
import { sharedApi } from '../../src/api/endpoints/shared';
import { DualPurchaseDialog } from '../../src/components/dual';
import { SubscribeModal } from '../../src/components/earn';
import { LaunchPoolStakeModal } from '../../src/components/launch-pool';
import { LendingsTable } from '../../src/components/lendings';
import { StakeDialog } from '../../src/components/staking';
import { dec, toPlaces } from '../../src/domain';
import { WealthProvider } from '../../src/provider/WealthProvider';
import { createMemoryStorage, createSandboxExchange, type SandboxExchange } from '../../src/sandbox';
import { dualSlice } from '../../src/sandbox/products/dual/slice';
import '../../src/theme/styles.css';

/** What the driver reads and resets. */
interface BenchState {
  /** React commits since the last reset. */
  commits: number;
  /** Components rendered since the last reset, over every commit, and in the tree now. */
  renders: { rendered: number; tree: number };
  /** performance.now() of the last commit. */
  lastCommitAt: number;
  /** Keydown → paint after the next commit, ms, one per keystroke since the last reset. */
  keys: number[];
  /** Pointerdown → paint after the commit where the armed condition holds, ms. */
  clicks: number[];
  reset(): void;
  /** Called by the driver's React hook on every commit. */
  commit(): void;
  /** Forgets a keydown that committed nothing (a key the input refused), so no later commit counts for it. */
  dropKey(): void;
  /** The condition the next click waits for (checked after each commit). */
  arm(done: () => boolean): void;
  /** Resolves once no commit happened for `quietMs` (or after `maxMs`). */
  settle(quietMs: number, maxMs: number): Promise<void>;
}

/** An answer of the sandbox, kept to be served again without running the sandbox (?replay). */
interface RecordedAnswer {
  status: number;
  headers: Array<[string, string]>;
  body: string;
}

/** What a page took from its sandbox: the customer and the time, and every answer by request. */
interface Recording {
  page: { user: SandboxExchange['state']['data']['user']; nowMs: number };
  /** By request: method, URL and body. */
  answers: Record<string, RecordedAnswer>;
}

declare global {
  interface Window {
    __bench: BenchState;
    /** What this page took from its sandbox: its answers only when the driver set `__recordAnswers`. */
    __recorded: Recording;
    /**
     * Set by the driver for the run whose answers it keeps: reading each answer again to keep it is
     * the bench's work, not the exchange's, so the runs measured with the sandbox in the page skip it.
     */
    __recordAnswers?: boolean;
    /**
     * Set by the driver before the page's code runs: a recording to serve instead of the sandbox,
     * which is then not made (see `sandbox`).
     */
    __replay?: Recording;
    /** Set by the driver with `__replay`: each replayed answer arrives this long after its request. */
    __roundTripMs?: number;
    /** Requests the replay had no answer for (the sandbox answered them). */
    __replayMisses: string[];
    /** Set by bench/support/reactHook.mjs before the page's code runs, when it counts renders. */
    __renderCounts?: { rendered: number; tree: number };
  }
}

const afterPaint = (then: () => void) => requestAnimationFrame(() => setTimeout(then, 0));

let keyStart: number | undefined;
let clickStart: number | undefined;
let armed: (() => boolean) | undefined;

const bench: BenchState = {
  commits: 0,
  renders: window.__renderCounts ?? { rendered: 0, tree: 0 },
  lastCommitAt: 0,
  keys: [],
  clicks: [],
  reset() {
    bench.commits = 0;
    bench.renders.rendered = 0;
    bench.keys = [];
    bench.clicks = [];
    keyStart = undefined;
    clickStart = undefined;
  },
  commit() {
    bench.commits += 1;
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

/** The sandbox listing of BTC sell-high (call), 24 h, multiple 2 — the dual stories' first row. */
function btcCallPid(exchange: SandboxExchange) {
  const project = dualSlice(exchange.state.context).projects.find((p) => p.template === '1:BTC:call:24h:2');
  if (!project) throw new Error('the sandbox lists no BTC call 24h ×2 dual product');
  return project.id;
}

/** The floor: one component holding the amount, its estimate and the submit button. */
function PlainForm({ available }: { available?: string }) {
  const [amount, setAmount] = useState('');
  const valid = /^\d+(\.\d{0,8})?$/.test(amount);
  return (
    <form role="dialog" aria-label="Plain form" onSubmit={(event) => event.preventDefault()}>
      <label>
        Amount
        <input value={amount} inputMode="decimal" onChange={(event) => setAmount(event.target.value)} />
      </label>
      {available === undefined ? null : <p>Available {available} USDT</p>}
      <p>Estimated daily interest: {valid ? toPlaces(dec(amount).times('0.05').div(365), 8) : '--'}</p>
      <button type="submit" disabled={!valid}>
        Subscribe
      </button>
    </form>
  );
}

/** The floor dialog's content: an overlay, a title, tabs and the plain form (with a balance, once read). */
function FloorDialogContent({ available }: { available?: string }) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="wk-dialog-overlay" />
      <RadixDialog.Content className="wk-dialog" aria-describedby={undefined}>
        <RadixDialog.Title>Subscribe USDT</RadixDialog.Title>
        <RadixTabs.Root defaultValue="subscribe">
          <RadixTabs.List aria-label="Subscribe">
            <RadixTabs.Trigger value="subscribe">Subscribe</RadixTabs.Trigger>
            <RadixTabs.Trigger value="rules">Rules</RadixTabs.Trigger>
          </RadixTabs.List>
          <RadixTabs.Content value="subscribe">
            <PlainForm {...(available === undefined ? {} : { available })} />
          </RadixTabs.Content>
        </RadixTabs.Root>
        <RadixDialog.Close>Close</RadixDialog.Close>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

/** The floor of opening a dialog: a Radix dialog with an overlay, tabs and the plain form. */
function FloorDialog() {
  return (
    <RadixDialog.Root defaultOpen>
      <FloorDialogContent />
    </RadixDialog.Root>
  );
}

/**
 * The floor of opening a dialog from its trigger on a settled page: the same Radix dialog, whose
 * trigger is the "Mount" button the driver clicks.
 */
function FloorDialogTrigger() {
  return (
    <RadixDialog.Root>
      <RadixDialog.Trigger>Mount</RadixDialog.Trigger>
      <FloorDialogContent />
    </RadixDialog.Root>
  );
}

/**
 * The floor of a dialog showing its data: the same Radix dialog by its trigger, whose one read (the
 * balance) leaves with the click, as a host's handler sends it, and whose form shows the answer.
 */
function FloorDialogRead() {
  const [available, setAvailable] = useState<string>();
  return (
    <RadixDialog.Root
      onOpenChange={(open) => {
        if (open)
          void sharedApi(client)
            .outable({ assets: ['USDT'] })
            .then((balances) => setAvailable(balances.USDT?.available ?? '0'));
      }}
    >
      <RadixDialog.Trigger>Mount</RadixDialog.Trigger>
      <FloorDialogContent {...(available === undefined ? {} : { available })} />
    </RadixDialog.Root>
  );
}

/** The floor of a first table render: ten rows of six cells, as a host would write it. */
function PlainTable() {
  const rows = Array.from({ length: 10 }, (_, i) => i);
  return (
    <table>
      <caption>Plain table</caption>
      <thead>
        <tr>
          {['Coin', 'Amount', 'APR', 'Term', 'Start', 'Action'].map((h) => (
            <th key={h}>{h}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((i) => (
          <tr key={i}>
            <td>USDT</td>
            <td>{toPlaces(dec('1234.5').plus(i), 8)}</td>
            <td>5.00%</td>
            <td>30 days</td>
            <td>2026-11-24 10:00</td>
            <td>
              <button type="button">Redeem</button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const widgets: Record<string, (exchange: () => SandboxExchange) => ReactNode> = {
  plain: () => <PlainForm />,
  'floor-dialog': () => <FloorDialog />,
  'plain-table': () => <PlainTable />,
  subscribe: () => <SubscribeModal coin="USDT" defaultOpen />,
  // A host page: the trigger is on the page (its "Mount" label is what the driver clicks).
  'floor-dialog-trigger': () => <FloorDialogTrigger />,
  'floor-dialog-read-trigger': () => <FloorDialogRead />,
  'subscribe-trigger': () => <SubscribeModal coin="USDT" trigger={<button type="button">Mount</button>} />,
  stake: () => <StakeDialog coin="GT" defaultOpen />,
  dual: (exchange) => <DualPurchaseDialog coin="BTC" type="call" pid={btcCallPid(exchange())} defaultOpen />,
  'launch-pool': () => <LaunchPoolStakeModal pid={1} defaultOpen />,
  lendings: () => <LendingsTable defaultTab="flexible" />,
};

const widget = new URLSearchParams(window.location.search).get('widget') ?? 'subscribe';
const render = widgets[widget];
if (!render) throw new Error(`unknown widget ${widget}`);
const replay = window.__replay;
let made: SandboxExchange | undefined;
/**
 * The page's sandbox exchange, made when first asked for: at once when answers are not replayed,
 * only for an answer the recording lacks when they are. A replayed page seeds none, as a customer's
 * page holds no exchange: seeding the whale (10,000 records) ran Decimal's formatting ~4,000 times
 * before the widget mounted, so V8 optimized those functions inside the measured window (1-5 ms of
 * main thread in one function on most pages, bench/open-cost.mjs), a cost of the bench page alone.
 */
function sandbox(): SandboxExchange {
  made ??= createSandboxExchange({
    scenario: widget === 'lendings' ? 'whale' : 'regular',
    storage: createMemoryStorage(),
  });
  return made;
}
const pageData = replay?.page ?? { user: sandbox().state.data.user, nowMs: sandbox().clock.now() };

/**
 * The exchange as the page sees it. Recorded: the sandbox answers and each answer is kept. Replayed
 * (the driver passes a recording): the same answers come back without the sandbox's work, which on
 * a real exchange happens on its servers, not on the customer's main thread.
 */
window.__recorded = { page: pageData, answers: {} };
window.__replayMisses = [];
async function benchFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  // The round trip runs from the call, as a browser's request leaves then: reading a POST's body
  // for the key below waits for a task, which may come only after a long render.
  const roundTrip = window.__roundTripMs
    ? new Promise((resolve) => setTimeout(resolve, window.__roundTripMs))
    : undefined;
  const key = `${request.method} ${request.url} ${await request.clone().text()}`;
  const kept = replay?.answers[key];
  if (kept) {
    await roundTrip;
    return new Response(kept.body, { status: kept.status, headers: kept.headers });
  }
  if (replay) window.__replayMisses.push(key);
  const response = await sandbox().fetch(request);
  if (window.__recordAnswers) {
    const body = await response.clone().text();
    window.__recorded.answers[key] = { status: response.status, headers: [...response.headers], body };
  }
  return response;
}

const client = createWealthClient({
  baseUrl: 'https://sandbox.bench.test',
  fetch: benchFetch,
  retry: 0,
  deviceToken: () => 'bench-device',
});

/** ?mount=click: the widget mounts when the driver clicks "Mount", so its cost can be timed apart. */
function Mount({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  return mounted ? (
    children
  ) : (
    <button type="button" onClick={() => setMounted(true)}>
      Mount
    </button>
  );
}

const onClick = new URLSearchParams(window.location.search).get('mount') === 'click';
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <WealthProvider
      client={client}
      user={{ ...pageData.user, verified: true, id: 'bench' }}
      storage={createMemoryStorage()}
      requestFundPassword={async () => null}
      now={replay ? () => pageData.nowMs : () => sandbox().clock.now()}
    >
      {onClick && !widget.endsWith('-trigger') ? <Mount>{render(sandbox)}</Mount> : render(sandbox)}
    </WealthProvider>,
  );
}
