import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES } from '../api';
import { WealthProvider } from '../provider/WealthProvider';
import type { SandboxExchange, ScenarioName } from '../sandbox';
import { SANDBOX_BASE_URL, setupSandbox } from '../sandbox/testSupport';
import { type SettingContext, useSettingAction } from './useSettingAction';

/** A minimal settings widget: one button that switches BTC auto earn on, and its state in words. */
function Probe({ context = 'auto-earn' }: { context?: SettingContext }) {
  const action = useSettingAction<'1' | '0', unknown>({
    context,
    send: (client, status) => client.simpleEarn.setAutoInvest({ assets: 'BTC', status }),
    successMessage: () => ({ key: 'autoEarn.enabled' }),
  });
  const { state } = action;
  return (
    <>
      <button type="button" onClick={() => void action.run('1')}>
        Confirm
      </button>
      <output aria-label="state">
        {state.status}
        {state.status === 'error'
          ? ` via ${state.outcome.via}${state.outcome.closeDialog ? ' close' : ''}`
          : ''}
      </output>
    </>
  );
}

function setup(scenario: ScenarioName = 'regular', arrange?: (exchange: SandboxExchange) => void) {
  const { exchange, client } = setupSandbox({ scenario });
  arrange?.(exchange);
  const onLoginRequired = vi.fn();
  render(
    <WealthProvider
      client={client}
      baseUrl={SANDBOX_BASE_URL}
      user={exchange.state.data.user}
      onLoginRequired={onLoginRequired}
    >
      <Probe />
    </WealthProvider>,
  );
  const sent = () => exchange.calls.filter((c) => c.path === ROUTES.earnSetAutoInvest.path);
  return { exchange, onLoginRequired, sent };
}

const state = () => screen.getByRole('status', { name: 'state' });
const toasts = (role: 'status' | 'alert') =>
  within(within(screen.getByRole('region', { name: 'Notifications' })).getByRole(role));
const confirm = () => userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

describe('useSettingAction: given a setting change (auto earn) on the sandbox', () => {
  describe('when Confirm is clicked twenty times in one go', () => {
    it('sends exactly one request, without an idempotency key (a setting moves no money)', async () => {
      const { exchange, sent } = setup();
      exchange.faults.inject({ path: ROUTES.earnSetAutoInvest.path, fault: { kind: 'latency', ms: 50 } });
      const button = screen.getByRole('button', { name: 'Confirm' });
      await act(async () => {
        for (let i = 0; i < 20; i += 1) button.click();
      });
      await waitFor(() => expect(state()).toHaveTextContent('success'));
      expect(sent()).toHaveLength(1);
      expect(sent()[0]?.headers['idempotency-key']).toBeUndefined();
      expect(sent()[0]?.body).toEqual({ assets: 'BTC', status: '1' });
    });
  });

  describe('when the server accepts it', () => {
    it('shows the success toast', async () => {
      setup();
      await confirm();
      await waitFor(() => expect(toasts('status').getByText('Auto Earn enabled')).toBeInTheDocument());
    });
  });

  describe('when it fails (§8)', () => {
    it('code -1: the server message as a warning toast, and the outcome closes the auto-earn dialog', async () => {
      setup('regular', (exchange) =>
        exchange.faults.inject({
          path: ROUTES.earnSetAutoInvest.path,
          fault: { kind: 'code', code: -1, message: 'Auto earn is paused' },
        }),
      );
      await confirm();
      await waitFor(() => expect(state()).toHaveTextContent('error via toast close'));
      expect(toasts('status').getByText('Auto earn is paused')).toBeInTheDocument();
    });

    it("network failure: error toast 'Networkerr', sent once (never retried)", async () => {
      const { sent } = setup('regular', (exchange) =>
        exchange.faults.inject({ path: ROUTES.earnSetAutoInvest.path, fault: { kind: 'network' } }),
      );
      await confirm();
      await waitFor(() => expect(state()).toHaveTextContent('error via toast close'));
      expect(toasts('alert').getByText('Network error. Please try again.')).toBeInTheDocument();
      expect(sent()).toHaveLength(1);
    });

    it('401: asks the host to log in', async () => {
      const { onLoginRequired } = setup('regular', (exchange) =>
        exchange.faults.inject({ path: ROUTES.earnSetAutoInvest.path, fault: { kind: 'http', status: 401 } }),
      );
      await confirm();
      await waitFor(() => expect(state()).toHaveTextContent('error via login'));
      expect(onLoginRequired).toHaveBeenCalledTimes(1);
    });
  });

  describe('when the visitor is logged out (§1)', () => {
    it('asks the host to log in and sends nothing', async () => {
      const { onLoginRequired, sent } = setup('logged-out');
      await confirm();
      expect(onLoginRequired).toHaveBeenCalledTimes(1);
      expect(sent()).toHaveLength(0);
      expect(state()).toHaveTextContent('idle');
    });
  });
});
