import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ROUTES } from '../../api';
import { WealthProvider } from '../../provider/WealthProvider';
import type { SandboxExchange, ScenarioName } from '../../sandbox';
import { setupSandbox } from '../../sandbox/testSupport';
import { Button } from '../ui/Button';
import { AutoEarnConfirmDialog } from './AutoEarnConfirmDialog';
import { AutoEarnSwitch } from './AutoEarnSwitch';

/** In the 'regular' scenario USDT has auto earn on and BTC off, both with a flexible holding. */
function setup(
  ui: (exchange: SandboxExchange) => ReactNode,
  scenario: ScenarioName = 'regular',
  arrange?: (exchange: SandboxExchange) => void,
  { strict = false } = {},
) {
  const { exchange, client } = setupSandbox({ scenario });
  arrange?.(exchange);
  const onLoginRequired = vi.fn();
  render(
    <WealthProvider client={client} user={exchange.state.data.user} onLoginRequired={onLoginRequired}>
      {ui(exchange)}
    </WealthProvider>,
    { reactStrictMode: strict },
  );
  const sent = () => exchange.calls.filter((c) => c.path === ROUTES.earnSetAutoInvest.path);
  const statusOf = (asset: string) =>
    exchange.state.flexibleHoldings().find((h) => h.asset === asset)?.auto_invest_status;
  return { exchange, onLoginRequired, sent, statusOf };
}

/** The switch as the holdings table uses it: on when the holding's auto_invest_status is '1'. */
const tableSwitch = (asset: string) => (exchange: SandboxExchange) => (
  <AutoEarnSwitch
    coin={asset}
    defaultChecked={
      exchange.state.flexibleHoldings().find((h) => h.asset === asset)?.auto_invest_status === '1'
    }
  />
);

const toasts = (role: 'status' | 'alert') =>
  within(within(screen.getByRole('region', { name: 'Notifications' })).getByRole(role));

describe('AutoEarnSwitch: given a customer with flexible holdings (§4 auto earn per asset)', () => {
  describe('when they switch BTC on and confirm', () => {
    it("sends status '1', toasts 'autoEarn.enabled', flips the switch and gives focus back to it", async () => {
      const { sent, statusOf } = setup(tableSwitch('BTC'));
      const toggle = screen.getByRole('switch', { name: 'Auto Earn BTC' });
      expect(toggle).not.toBeChecked();
      await userEvent.click(toggle);
      const dialog = screen.getByRole('dialog', { name: 'Enable Auto Earn for BTC?' });
      // Nothing changes before the confirm.
      expect(sent()).toHaveLength(0);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Enable' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(toasts('status').getByText('Auto Earn enabled')).toBeInTheDocument();
      expect(sent().map((c) => c.body)).toEqual([{ assets: 'BTC', status: '1' }]);
      expect(statusOf('BTC')).toBe('1');
      expect(toggle).toBeChecked();
      await waitFor(() => expect(toggle).toHaveFocus());
    });
  });

  describe('when they switch USDT off and confirm', () => {
    it("sends status '0', toasts 'autoEarn.disabled' and unchecks the switch", async () => {
      const { sent, statusOf } = setup(tableSwitch('USDT'));
      const toggle = screen.getByRole('switch', { name: 'Auto Earn USDT' });
      expect(toggle).toBeChecked();
      await userEvent.click(toggle);
      const dialog = screen.getByRole('dialog', { name: 'Disable Auto Earn for USDT?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(toasts('status').getByText('Auto Earn disabled')).toBeInTheDocument();
      expect(sent().map((c) => c.body)).toEqual([{ assets: 'USDT', status: '0' }]);
      expect(statusOf('USDT')).toBe('0');
      expect(toggle).not.toBeChecked();
    });
  });

  describe('when they cancel', () => {
    it('sends nothing, keeps the switch, and Escape gives focus back to it', async () => {
      const { sent } = setup(tableSwitch('BTC'));
      const toggle = screen.getByRole('switch', { name: 'Auto Earn BTC' });
      await userEvent.click(toggle);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(sent()).toHaveLength(0);
      expect(toggle).not.toBeChecked();
      await waitFor(() => expect(toggle).toHaveFocus());
    });
  });

  describe('when the server refuses (§8 "Auto earn failure: the dialog closes")', () => {
    it('code -1: the dialog closes, the server message toasts as a warning, the switch stays', async () => {
      const { statusOf } = setup(tableSwitch('BTC'), 'regular', (exchange) =>
        exchange.faults.inject({
          path: ROUTES.earnSetAutoInvest.path,
          fault: { kind: 'code', code: -1, message: 'Auto earn is not available for BTC' },
        }),
      );
      const toggle = screen.getByRole('switch', { name: 'Auto Earn BTC' });
      await userEvent.click(toggle);
      await userEvent.click(screen.getByRole('button', { name: 'Enable' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(toasts('status').getByText('Auto earn is not available for BTC')).toBeInTheDocument();
      expect(toggle).not.toBeChecked();
      expect(statusOf('BTC')).toBe('0');
    });

    it("network failure: the dialog closes and 'Networkerr' toasts as an error", async () => {
      setup(tableSwitch('USDT'), 'regular', (exchange) =>
        exchange.faults.inject({ path: ROUTES.earnSetAutoInvest.path, fault: { kind: 'network' } }),
      );
      const toggle = screen.getByRole('switch', { name: 'Auto Earn USDT' });
      await userEvent.click(toggle);
      await userEvent.click(screen.getByRole('button', { name: 'Disable' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(toasts('alert').getByText('Network error. Please try again.')).toBeInTheDocument();
      expect(toggle).toBeChecked();
    });

    it('401: the dialog closes and the host is asked to log in', async () => {
      const { onLoginRequired } = setup(tableSwitch('BTC'), 'regular', (exchange) =>
        exchange.faults.inject({ path: ROUTES.earnSetAutoInvest.path, fault: { kind: 'http', status: 401 } }),
      );
      await userEvent.click(screen.getByRole('switch', { name: 'Auto Earn BTC' }));
      await userEvent.click(screen.getByRole('button', { name: 'Enable' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(onLoginRequired).toHaveBeenCalledTimes(1);
    });
  });

  describe('when a logged-out visitor presses the switch (§4 "Logged-out users get the registration modal")', () => {
    it('asks the host to log in, opens nothing and sends nothing', async () => {
      const { onLoginRequired, sent } = setup(() => <AutoEarnSwitch coin="USDT" />, 'logged-out');
      await userEvent.click(screen.getByRole('switch', { name: 'Auto Earn USDT' }));
      expect(onLoginRequired).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(sent()).toHaveLength(0);
    });
  });
});

describe('AutoEarnConfirmDialog: given a host with its own trigger', () => {
  describe('when Enable is pressed twice quickly', () => {
    it('sends one request', async () => {
      const onSuccess = vi.fn();
      const { sent } = setup(
        () => (
          <AutoEarnConfirmDialog coin="BTC" status="1" onSuccess={onSuccess}>
            <Button>Auto earn BTC</Button>
          </AutoEarnConfirmDialog>
        ),
        'regular',
        (exchange) =>
          exchange.faults.inject({ path: ROUTES.earnSetAutoInvest.path, fault: { kind: 'latency', ms: 50 } }),
      );
      await userEvent.click(screen.getByRole('button', { name: 'Auto earn BTC' }));
      const enable = screen.getByRole('button', { name: 'Enable' });
      await act(async () => {
        enable.click();
        enable.click();
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(sent()).toHaveLength(1);
      expect(onSuccess).toHaveBeenCalledWith('1');
    });
  });

  describe('when it is used with the keyboard only', () => {
    it('opens with Enter, confirms with Enter on the button, and focus returns to the trigger', async () => {
      const { sent } = setup(() => (
        <AutoEarnConfirmDialog coin="USDT" status="0">
          <Button>Auto earn USDT</Button>
        </AutoEarnConfirmDialog>
      ));
      const user = userEvent.setup();
      await user.tab();
      const trigger = screen.getByRole('button', { name: 'Auto earn USDT' });
      expect(trigger).toHaveFocus();
      await user.keyboard('{Enter}');
      const dialog = screen.getByRole('dialog', { name: 'Disable Auto Earn for USDT?' });
      expect(dialog).toHaveAccessibleDescription(/will no longer be subscribed automatically/);
      const disable = within(dialog).getByRole('button', { name: 'Disable' });
      while (document.activeElement !== disable) await user.tab();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(sent()).toHaveLength(1);
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  });

  describe('when the host opens it for a logged-out visitor', () => {
    it('asks the host to log in instead of showing it', async () => {
      const onOpenChange = vi.fn();
      const { onLoginRequired } = setup(
        () => <AutoEarnConfirmDialog coin="USDT" status="1" defaultOpen onOpenChange={onOpenChange} />,
        'logged-out',
      );
      await waitFor(() => expect(onLoginRequired).toHaveBeenCalledTimes(1));
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    // StrictMode runs the opening's effect twice (development): a host's login ran twice.
    it('in a host in StrictMode, asks once', async () => {
      const { onLoginRequired } = setup(
        () => <AutoEarnConfirmDialog coin="USDT" status="1" defaultOpen />,
        'logged-out',
        undefined,
        { strict: true },
      );
      await waitFor(() => expect(onLoginRequired).toHaveBeenCalledTimes(1));
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });
});
