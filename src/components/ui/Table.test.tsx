import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Table, type TableColumn } from './Table';

interface Holding {
  asset: string;
  amount: string;
}

const columns: TableColumn<Holding>[] = [
  { key: 'asset', header: 'Coin', cell: (row) => row.asset },
  { key: 'amount', header: 'Principal', cell: (row) => row.amount, align: 'end' },
];

const all: Holding[] = Array.from({ length: 23 }, (_, i) => ({ asset: `COIN${i + 1}`, amount: `${i + 1}` }));

/** A server that pages `all`, as the holdings endpoint does (§7 page, limit). */
function Paged(props: { withTotal: boolean; onPageChange?: (page: number) => void }) {
  const [page, setPage] = useState(1);
  const rows = all.slice((page - 1) * 10, page * 10);
  return (
    <Table
      caption="Flexible holdings"
      columns={columns}
      rows={rows}
      getRowKey={(row) => row.asset}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange?.(next);
      }}
      total={props.withTotal ? all.length : undefined}
      hasMore={props.withTotal ? undefined : page * 10 < all.length}
    />
  );
}

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');

describe('Table', () => {
  describe('given rows and a total', () => {
    it('then it is a captioned table with column headers and 10 rows (§9)', () => {
      render(<Paged withTotal />);
      expect(screen.getByRole('table', { name: 'Flexible holdings' })).toBeInTheDocument();
      expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Coin', 'Principal']);
      expect(bodyRows()).toHaveLength(10);
    });

    it('when Next is pressed to the end, then the status counts pages and Next is unavailable', async () => {
      const user = userEvent.setup();
      render(<Paged withTotal />);
      const nav = screen.getByRole('navigation', { name: 'Pagination' });
      expect(within(nav).getByText('Page 1 of 3')).toBeInTheDocument();
      const previous = within(nav).getByRole('button', { name: 'Previous' });
      const next = within(nav).getByRole('button', { name: 'Next' });
      expect(previous).toHaveAttribute('aria-disabled', 'true');
      await user.click(next);
      await user.click(next);
      expect(within(nav).getByText('Page 3 of 3')).toBeInTheDocument();
      expect(bodyRows()).toHaveLength(3);
      expect(next).toHaveAttribute('aria-disabled', 'true');
      await user.click(next);
      expect(within(nav).getByText('Page 3 of 3')).toBeInTheDocument();
    });

    it('when the last page is reached by keyboard, then focus stays on Next', async () => {
      const user = userEvent.setup();
      render(<Paged withTotal />);
      const next = screen.getByRole('button', { name: 'Next' });
      next.focus();
      await user.keyboard('{Enter}{Enter}');
      expect(next).toHaveFocus();
      await user.click(screen.getByRole('button', { name: 'Previous' }));
      expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    });
  });

  describe('given no total (history modal, §2)', () => {
    it('then the status shows the page only and Next follows hasMore', async () => {
      const user = userEvent.setup();
      const onPageChange = vi.fn();
      render(<Paged withTotal={false} onPageChange={onPageChange} />);
      const next = screen.getByRole('button', { name: 'Next' });
      expect(screen.getByText('Page 1')).toBeInTheDocument();
      expect(next).not.toHaveAttribute('aria-disabled');
      await user.click(next);
      await user.click(next);
      expect(screen.getByText('Page 3')).toBeInTheDocument();
      expect(onPageChange.mock.calls).toEqual([[2], [3]]);
      expect(next).toHaveAttribute('aria-disabled', 'true');
    });
  });

  describe('given kept columns and rows, when its parent renders again for something else', () => {
    it('renders no row again, and renders them all when the columns change', async () => {
      const cell = vi.fn((row: Holding) => row.amount);
      const counted: TableColumn<Holding>[] = [{ key: 'amount', header: 'Principal', cell }];
      const recounted: TableColumn<Holding>[] = [{ key: 'amount', header: 'Amount', cell }];
      const rows = all.slice(0, 3);
      function Parent() {
        const [clicks, setClicks] = useState(0);
        return (
          <>
            <button type="button" onClick={() => setClicks(clicks + 1)}>
              Clicked {clicks}
            </button>
            <Table
              caption="Holdings"
              columns={clicks < 2 ? counted : recounted}
              rows={rows}
              getRowKey={(row) => row.asset}
            />
          </>
        );
      }
      render(<Parent />);
      expect(cell).toHaveBeenCalledTimes(3);
      await userEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
      expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
      expect(cell).toHaveBeenCalledTimes(3);
      await userEvent.click(screen.getByRole('button', { name: 'Clicked 1' }));
      expect(screen.getByRole('columnheader', { name: 'Amount' })).toBeInTheDocument();
      expect(cell).toHaveBeenCalledTimes(6);
    });
  });

  describe('given no rows', () => {
    it('then the empty text is shown and there is no pagination', () => {
      render(
        <Table
          caption="History"
          columns={columns}
          rows={[]}
          getRowKey={(r) => r.asset}
          emptyText="noRecord"
        />,
      );
      expect(screen.getByRole('cell', { name: 'noRecord' })).toHaveAttribute('colspan', '2');
      expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    });

    it('when the default empty text applies, then it reads "No records"', () => {
      render(<Table caption="History" columns={columns} rows={[]} getRowKey={(r) => r.asset} />);
      expect(screen.getByText('No records')).toBeInTheDocument();
    });

    it('when loading, then the table is busy and shows the loading text', () => {
      render(<Table caption="History" columns={columns} rows={[]} getRowKey={(r) => r.asset} loading />);
      expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByText('Loading')).toBeInTheDocument();
    });
  });

  describe('given a controlled page', () => {
    it('when Next is pressed, then only onPageChange fires until the parent moves', async () => {
      const user = userEvent.setup();
      const onPageChange = vi.fn();
      render(
        <Table
          caption="Fixed orders"
          columns={columns}
          rows={all.slice(0, 10)}
          getRowKey={(r) => r.asset}
          page={1}
          total={23}
          onPageChange={onPageChange}
          formatPageStatus={(page, count) => `Seite ${page} von ${count}`}
        />,
      );
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(onPageChange).toHaveBeenCalledWith(2);
      expect(screen.getByText('Seite 1 von 3')).toBeInTheDocument();
    });

    it('when uncontrolled with defaultPage, then it keeps its own page', async () => {
      const user = userEvent.setup();
      render(
        <Table
          caption="Orders"
          columns={columns}
          rows={all.slice(0, 10)}
          getRowKey={(r) => r.asset}
          defaultPage={2}
          total={23}
        />,
      );
      expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Previous' }));
      expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    });
  });
});
