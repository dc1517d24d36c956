import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ROUTES } from '../../api';
import { useMinAprForm } from '../../hooks/useMinAprForm';
import { WealthProvider } from '../../provider/WealthProvider';
import type { SandboxExchange, ScenarioName } from '../../sandbox';
import { setupSandbox } from '../../sandbox/testSupport';
import { Button } from '../ui/Button';
import { EditMinAprModal } from './EditMinAprModal';

/**
 * The sandbox's USDT product: maximum 5 % (max_lend_rate_year 0.05, §5 default) and system minimum
 * 0.01 % (limit_min_lend_rate_year 0.0001). The holding starts at that minimum.
 */
function setup(scenario: ScenarioName = 'regular', arrange?: (exchange: SandboxExchange) => void) {
  const { exchange, client } = setupSandbox({ scenario });
  arrange?.(exchange);
  const onLoginRequired = vi.fn();
  const onSuccess = vi.fn();
  const onClose = vi.fn();
  render(
    <WealthProvider client={client} user={exchange.state.data.user} onLoginRequired={onLoginRequired}>
      <EditMinAprModal coin="USDT" onSuccess={onSuccess} onClose={onClose}>
        <Button>Edit</Button>
      </EditMinAprModal>
    </WealthProvider>,
  );
  const sent = () => exchange.calls.filter((c) => c.path === ROUTES.earnSetMinRate.path);
  return { exchange, onLoginRequired, onSuccess, onClose, sent };
}

const editor = () => screen.getByRole('dialog', { name: 'Edit minimum lent APR' });
const input = () => within(editor()).getByRole('textbox', { name: 'Minimum lent APR (%)' });
const confirmButton = () => within(editor()).getByRole('button', { name: 'Confirm' });
const toasts = (role: 'status' | 'alert') =>
  within(within(screen.getByRole('region', { name: 'Notifications' })).getByRole(role));

/** Opens the editor, waits for the current value, and types `value` instead. */
async function openAndType(value: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
  await waitFor(() => expect(input()).toHaveValue('0.01'));
  await userEvent.clear(input());
  await userEvent.type(input(), value);
}

describe('EditMinAprModal: given a customer editing the USDT minimum lent APR (§5)', () => {
  describe('when it opens', () => {
    it('shows the current minimum and the allowed range', async () => {
      setup();
      await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
      await waitFor(() => expect(input()).toHaveValue('0.01'));
      expect(within(editor()).getByText('From 0.01% to 5%, up to 2 decimals')).toBeInTheDocument();
    });
  });

  describe('when the value is above the maximum', () => {
    it.each(['5.01', '6'])('%s percent: shows the max message and Confirm is disabled', async (value) => {
      const { sent } = setup();
      await openAndType(value);
      expect(within(editor()).getByText('The maximum APR is 5%')).toBeInTheDocument();
      expect(input()).toHaveAttribute('aria-invalid', 'true');
      expect(confirmButton()).toBeDisabled();
      expect(sent()).toHaveLength(0);
    });

    it('5 % exactly is allowed', async () => {
      setup();
      await openAndType('5');
      expect(within(editor()).queryByText('The maximum APR is 5%')).toBeNull();
      expect(confirmButton()).toBeEnabled();
    });
  });

  describe('when the value is below the system minimum', () => {
    it('0 %: shows the min message and Confirm is disabled', async () => {
      setup();
      await openAndType('0');
      expect(within(editor()).getByText('The minimum APR is 0.01%')).toBeInTheDocument();
      expect(confirmButton()).toBeDisabled();
    });
  });

  describe('when more than 2 decimals are typed', () => {
    it('the field keeps 2 ("3.331" → "3.33") and sends 3.33 / 100 = "0.0333"', async () => {
      const { sent, onSuccess } = setup();
      await openAndType('3.331');
      expect(input()).toHaveValue('3.33');
      await userEvent.click(confirmButton());
      await waitFor(() => expect(sent()).toHaveLength(1));
      expect(sent()[0]!.body).toEqual({ asset: 'USDT', rateYear: '0.0333' });
      await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('0.0333'));
    });
  });

  describe('when a valid value is confirmed', () => {
    it("saves it, toasts 'modified' (§8), closes, and the exchange holds the new minimum", async () => {
      const { exchange, onClose } = setup();
      await openAndType('4.25');
      await userEvent.click(confirmButton());
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(toasts('status').getByText('Modified')).toBeInTheDocument();
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(exchange.state.flexibleHoldings().find((h) => h.asset === 'USDT')?.min_lend_rate_year).toBe(
        '0.0425',
      );
    });

    it('Confirm pressed twice quickly sends one request', async () => {
      const { exchange, sent } = setup();
      exchange.faults.inject({ path: ROUTES.earnSetMinRate.path, fault: { kind: 'latency', ms: 50 } });
      await openAndType('2');
      const button = confirmButton();
      await act(async () => {
        button.click();
        button.click();
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(sent()).toHaveLength(1);
    });
  });

  describe('when the server refuses (§8)', () => {
    it('code -1: the server message as a warning toast; the modal stays open with the value', async () => {
      setup('regular', (exchange) =>
        exchange.faults.inject({
          path: ROUTES.earnSetMinRate.path,
          fault: { kind: 'code', code: -1, message: 'Rate changes are paused' },
        }),
      );
      await openAndType('3');
      await userEvent.click(confirmButton());
      expect(await toasts('status').findByText('Rate changes are paused')).toBeInTheDocument();
      expect(input()).toHaveValue('3');
      expect(confirmButton()).toBeEnabled();
    });

    it("network failure: error toast 'Networkerr'; sent once, the modal stays open", async () => {
      const { sent } = setup('regular', (exchange) =>
        exchange.faults.inject({ path: ROUTES.earnSetMinRate.path, fault: { kind: 'network' } }),
      );
      await openAndType('3');
      await userEvent.click(confirmButton());
      expect(await toasts('alert').findByText('Network error. Please try again.')).toBeInTheDocument();
      expect(editor()).toBeInTheDocument();
      expect(sent()).toHaveLength(1);
    });

    it('401: asks the host to log in', async () => {
      const { onLoginRequired } = setup('regular', (exchange) =>
        exchange.faults.inject({ path: ROUTES.earnSetMinRate.path, fault: { kind: 'http', status: 401 } }),
      );
      await openAndType('3');
      await userEvent.click(confirmButton());
      await waitFor(() => expect(onLoginRequired).toHaveBeenCalledTimes(1));
    });
  });

  describe('when a logged-out visitor presses Edit (§1)', () => {
    it('asks the host to log in and does not open', async () => {
      const { onLoginRequired } = setup('logged-out');
      await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
      expect(onLoginRequired).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  describe('when it is used with the keyboard only', () => {
    it('opens with Enter, Enter in the field confirms, and focus returns to the trigger', async () => {
      const { sent } = setup();
      const user = userEvent.setup();
      await user.tab();
      const trigger = screen.getByRole('button', { name: 'Edit' });
      expect(trigger).toHaveFocus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(input()).toHaveValue('0.01'));
      await user.click(input());
      await user.clear(input());
      await user.keyboard('1.5{Enter}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(sent()[0]!.body).toEqual({ asset: 'USDT', rateYear: '0.0150' });
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  });
});

describe('useMinAprForm: given a host with its own input that allows more decimals', () => {
  it('rounds rate / 100 UP to 4 decimals: "3.331" % is sent as "0.0334" (§5), which the exchange accepts', async () => {
    const { exchange, client } = setupSandbox({ scenario: 'regular' });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <WealthProvider client={client} user={exchange.state.data.user}>
        {children}
      </WealthProvider>
    );
    const { result } = renderHook(() => useMinAprForm({ asset: 'USDT' }), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    act(() => result.current.setValue('3.331'));
    expect(result.current.rateYear).toBe('0.0334');
    await act(async () => {
      await result.current.submit();
    });
    expect(result.current.state.status).toBe('success');
    const sent = exchange.calls.filter((c) => c.path === ROUTES.earnSetMinRate.path);
    expect(sent.map((c) => c.body)).toEqual([{ asset: 'USDT', rateYear: '0.0334' }]);
    expect(exchange.state.flexibleHoldings().find((h) => h.asset === 'USDT')?.min_lend_rate_year).toBe(
      '0.0334',
    );
  });
});
