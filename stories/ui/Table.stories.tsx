import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/components/ui/Button';
import { Switch } from '../../src/components/ui/Switch';
import { Table, type TableColumn } from '../../src/components/ui/Table';
import { dark, vip, withinViewport, withWealthRoot } from './decorators';

interface Holding {
  asset: string;
  principal: string;
  apr: string;
}

const assets = ['USDT', 'BTC', 'ETH', 'USDC', 'GT', 'SOL', 'DOGE', 'TRX', 'XRP', 'ADA', 'DOT', 'LTC'];
const all: Holding[] = assets.map((asset, i) => ({
  asset,
  principal: `${(i + 1) * 125.5}`,
  apr: `${(3 + i / 4).toFixed(2)}%`,
}));

const columns: TableColumn<Holding>[] = [
  { key: 'asset', header: 'Coin', cell: (row) => row.asset },
  { key: 'principal', header: 'Principal', cell: (row) => row.principal, align: 'end' },
  { key: 'apr', header: 'Est. APR', cell: (row) => row.apr, align: 'end' },
  {
    key: 'auto',
    header: 'Auto earn',
    cell: (row) => <Switch aria-label={`Auto earn ${row.asset}`} defaultChecked={row.asset === 'USDT'} />,
  },
  {
    key: 'actions',
    header: 'Actions',
    cell: (row) => (
      <Button size="sm" variant="ghost" aria-label={`Redeem ${row.asset}`}>
        Redeem
      </Button>
    ),
  },
];

interface Args {
  withTotal: boolean;
  pageSize: number;
}

/** Pages `all` the way the server does (§7 page/limit). */
function Paged({ withTotal, pageSize }: Args) {
  const [page, setPage] = useState(1);
  return (
    <div style={{ width: withinViewport(640) }}>
      <Table
        caption="Flexible holdings"
        columns={columns}
        rows={all.slice((page - 1) * pageSize, page * pageSize)}
        getRowKey={(row) => row.asset}
        pageSize={pageSize}
        page={page}
        onPageChange={setPage}
        total={withTotal ? all.length : undefined}
        hasMore={page * pageSize < all.length}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Table',
  component: Paged,
  decorators: [withWealthRoot],
  args: { withTotal: true, pageSize: 10 },
} satisfies Meta<typeof Paged>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PagedWithTotal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(within(nav).getByText('Page 1 of 2')).toBeInTheDocument();
    const next = within(nav).getByRole('button', { name: 'Next' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(nav).getByText('Page 2 of 2')).toBeInTheDocument();
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveFocus();
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
  },
};

/** The history modal (§2): 6 rows a page, no total count. */
export const NoTotal: Story = {
  args: { withTotal: false, pageSize: 6 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page 1')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Page 2')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Empty: Story = {
  render: () => (
    <Table
      caption="History"
      captionHidden
      columns={columns}
      rows={[]}
      getRowKey={(row) => row.asset}
      emptyText="noRecord"
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('cell', { name: 'noRecord' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  render: () => (
    <Table
      caption="History"
      columns={columns}
      rows={all.slice(0, 3)}
      getRowKey={(row) => row.asset}
      loading
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The edges a scroll box shows, read from its computed shadow: 'end' has more columns after, 'start' before. */
function scrollEdges(box: HTMLElement): string[] {
  const shadow = getComputedStyle(box).boxShadow;
  if (shadow === 'none') return [];
  // Each inset shadow's x offset: negative draws on the end (right) side, positive on the start.
  return [
    ...shadow.matchAll(/(-?\d+(?:\.\d+)?)px -?\d+(?:\.\d+)?px \d+(?:\.\d+)?px -?\d+(?:\.\d+)?px inset/g),
  ]
    .map((m) => Number(m[1]))
    .filter((x) => x !== 0)
    .map((x) => (x < 0 ? 'end' : 'start'))
    .sort();
}

/**
 * A host's narrow column (a phone-sized frame): the table scrolls in its box, and a soft edge shows
 * on each side that has more columns, following the scroll.
 */
export const NarrowColumn: Story = {
  render: () => (
    <div style={{ width: withinViewport(260) }}>
      <Table
        caption="Flexible holdings"
        columns={columns}
        rows={all.slice(0, 3)}
        getRowKey={(row) => row.asset}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('region', { name: 'Flexible holdings' });
    await expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    // The timeline starts with the box's first layout: waited for, like the scrolls below.
    await waitFor(() => expect(scrollEdges(box)).toEqual(['end']));
    box.scrollLeft = (box.scrollWidth - box.clientWidth) / 2;
    await waitFor(() => expect(scrollEdges(box)).toEqual(['end', 'start']));
    box.scrollLeft = box.scrollWidth;
    await waitFor(() => expect(scrollEdges(box)).toEqual(['start']));
  },
};

/** A table that fits its column has no edge to show. */
export const FitsItsColumn: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('region', { name: 'Flexible holdings' });
    await expect(box.scrollWidth).toBe(box.clientWidth);
    await expect(scrollEdges(box)).toEqual([]);
  },
};

export const Dark: Story = { parameters: dark };
export const Vip: Story = { args: { withTotal: false, pageSize: 6 }, parameters: vip };
