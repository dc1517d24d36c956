import { useMemo, useState } from 'react';
import { Button } from '../../src/components/ui/Button';
import { Table, type TableColumn } from '../../src/components/ui/Table';
import { formatAmount, HISTORY_TYPE } from '../../src/domain';
import {
  createMemoryStorage,
  createSandboxExchange,
  listHoldings,
  type ScenarioName,
} from '../../src/sandbox';

const HOUR = 3_600_000;
const STEPS = [
  ['+1 hour', HOUR],
  ['+1 day', 24 * HOUR],
  ['+7 days', 7 * 24 * HOUR],
  ['+30 days', 30 * 24 * HOUR],
] as const;

const TYPE_NAMES: Record<number, string> = Object.fromEntries(
  Object.entries(HISTORY_TYPE).map(([name, value]) => [value, name.toLowerCase().replace('_', '-')]),
);

const utc = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export interface SandboxConsoleProps {
  /** The scenario to start from. */
  scenario: ScenarioName;
  /** Keep the exchange in localStorage so a reload keeps the holdings (the demo's mode). */
  persist?: boolean;
}

/**
 * A window into the sandbox exchange for designers: the customer's holdings by account, fixed
 * orders and the latest history, on the virtual clock, with buttons that move time forward so
 * interest, maturities and arrivals can be watched as they happen.
 */
export function SandboxConsole({ scenario, persist = false }: SandboxConsoleProps) {
  const exchange = useMemo(
    () =>
      createSandboxExchange({
        scenario,
        storage: persist ? localStorage : createMemoryStorage(),
        storageKey: `wealthkit.sandbox.console.${scenario}`,
      }),
    [scenario, persist],
  );
  // The exchange is mutable; a counter re-renders the view after each step of the clock.
  const [, setVersion] = useState(0);
  const advance = (ms: number) => {
    exchange.clock.advance(ms);
    setVersion((v) => v + 1);
  };

  const { state, clock } = exchange;
  const user = state.data.user;
  const holdings = listHoldings(state);
  const orders = state.fixedOrders();
  const history = state.history().slice(-8).reverse();

  const holdingColumns: TableColumn<(typeof holdings)[number]>[] = [
    { key: 'asset', header: 'Asset', cell: (row) => row.asset },
    { key: 'account', header: 'Account', cell: (row) => row.account },
    { key: 'amount', header: 'Amount', cell: (row) => formatAmount(row.amount), align: 'end' },
  ];
  const orderColumns: TableColumn<(typeof orders)[number]>[] = [
    { key: 'id', header: 'Order', cell: (row) => row.order_id },
    { key: 'asset', header: 'Asset', cell: (row) => row.asset },
    { key: 'principal', header: 'Principal', cell: (row) => formatAmount(row.principal), align: 'end' },
    { key: 'term', header: 'Term (days)', cell: (row) => row.lock_up_period, align: 'end' },
    {
      key: 'status',
      header: 'Status',
      cell: (row) => (row.status === 1 ? 'holding' : `status ${row.status}`),
    },
    { key: 'finish', header: 'Matures', cell: (row) => utc(Number(row.finish_time) * 1000) },
  ];
  const historyColumns: TableColumn<(typeof history)[number]>[] = [
    { key: 'time', header: 'Time', cell: (row) => utc(Number(row.time_at) * 1000) },
    { key: 'type', header: 'Type', cell: (row) => TYPE_NAMES[Number(row.type)] ?? `type ${row.type}` },
    { key: 'asset', header: 'Asset', cell: (row) => row.asset },
    { key: 'amount', header: 'Amount', cell: (row) => formatAmount(row.amount ?? '0'), align: 'end' },
  ];

  return (
    // In the theme's font, and one column no wider than the page: on a phone a table scrolls in its
    // own box (a grid track's automatic minimum made the page scroll sideways).
    <section
      aria-label="Sandbox console"
      style={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 16,
        maxWidth: 880,
        fontFamily: 'var(--wk-font)',
        fontSize: 'var(--wk-font-size)',
        color: 'var(--wk-color-text)',
      }}
    >
      <header style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
        <p style={{ margin: 0 }}>
          Scenario <strong>{scenario}</strong> ·{' '}
          {user.isLogin ? `signed in, VIP ${user.tierLevel}` : 'logged out'} · clock{' '}
          <output aria-label="Sandbox clock">{utc(clock.now())}</output>
        </p>
        <fieldset
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 8,
            minInlineSize: 0,
            border: 0,
            margin: 0,
            padding: 0,
          }}
        >
          <legend className="wk-box wk-visually-hidden">Advance the clock</legend>
          {STEPS.map(([label, ms]) => (
            <Button key={label} variant="secondary" size="sm" onClick={() => advance(ms)}>
              {label}
            </Button>
          ))}
        </fieldset>
      </header>
      <Table
        caption="Holdings"
        columns={holdingColumns}
        rows={holdings.slice(0, 12)}
        getRowKey={(row) => `${row.asset}:${row.account}`}
        emptyText="No holdings"
        pageSize={12}
      />
      <Table
        caption="Fixed orders"
        columns={orderColumns}
        rows={orders.slice(0, 5)}
        getRowKey={(row) => String(row.order_id)}
        emptyText="No fixed orders"
        pageSize={5}
      />
      <Table
        caption="Latest history"
        columns={historyColumns}
        rows={history}
        getRowKey={(row) => String(row.id)}
        emptyText="No records"
        pageSize={8}
      />
    </section>
  );
}
