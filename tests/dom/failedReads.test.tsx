import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ROUTES } from '../../src/api';
import { SubscribeModal } from '../../src/components/earn/SubscribeModal';
import { renderOnSandbox } from '../helpers/renderOnSandbox';

/**
 * Issue 13 "Failed reads are shown": every widget whose read fails after its retries (the test
 * client retries none) shows §8's generic error with Retry, never an empty form, a zero balance,
 * an endless spinner or 'noRecord', and Retry brings the widget back.
 */

interface FailedReadCase {
  widget: string;
  ui: ReactNode;
  /** The read that fails (GET unless said). */
  path: string;
  method?: string;
  /** What the widget shows once its reads succeed. */
  ready(): Promise<void>;
  /** What must not be offered while the read has failed. */
  blocked?(): void;
}

const CASES: FailedReadCase[] = [
  {
    widget: 'SubscribeModal (product detail)',
    ui: <SubscribeModal asset="USDT" defaultOpen />,
    path: ROUTES.earnCoinInfo.path,
    async ready() {
      expect(await screen.findByRole('textbox', { name: 'Amount' })).toBeInTheDocument();
    },
    blocked() {
      expect(screen.queryByRole('textbox', { name: 'Amount' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
    },
  },
  {
    widget: 'SubscribeModal (balance)',
    ui: <SubscribeModal asset="USDT" defaultOpen />,
    path: ROUTES.sharedOutable.path,
    method: 'POST',
    async ready() {
      expect(await screen.findByText(/^Available/)).toHaveTextContent(/Available [1-9]/);
    },
    blocked() {
      expect(screen.queryByText(/^Available 0/)).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
    },
  },
];

describe.each(CASES)('Failed read: $widget', ({ ui, path, method = 'GET', ready, blocked }) => {
  it('shows the §8 generic error with Retry, and Retry brings the widget back', async () => {
    renderOnSandbox(ui, {
      before: (exchange) => exchange.faults.inject({ path, method, fault: { kind: 'http', status: 503 } }),
    });
    const alert = await screen.findByText('Something went wrong. Please try again.');
    const box = alert.closest('[data-state="error"]') as HTMLElement;
    expect(box).toHaveAttribute('role', 'alert');
    blocked?.();
    await userEvent.click(within(box).getByRole('button', { name: 'Retry' }));
    await ready();
    await waitFor(() =>
      expect(screen.queryByText('Something went wrong. Please try again.')).not.toBeInTheDocument(),
    );
  });
});
