import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { formatAmount } from '../../src/domain';
import { useBalance } from '../../src/hooks/useBalance';
import { useT } from '../../src/hooks/useT';
import { type HostSpies, mobile, onSandbox, type SandboxParameters } from './withSandbox';

/** The README's quick start component: a host's own markup on wealthkit's hooks. */
function UsdtBalance() {
  const t = useT();
  const { balance } = useBalance('USDT');
  return (
    <p>
      {t('ui.available')}: {balance ? formatAmount(balance.available) : '--'} USDT
    </p>
  );
}

const meta: Meta = {
  title: 'Sandbox/Quick start',
  component: UsdtBalance,
  ...onSandbox,
};
export default meta;

type Story = StoryObj;
const sandbox = (p: SandboxParameters) => ({ sandbox: p });

/** A signed-in customer's balance, answered by the sandbox exchange through the real client. */
export const SignedIn: Story = {
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement, loaded }) => {
    const spot =
      (loaded.exchange as { state: { balances(): Record<string, string> } }).state.balances().USDT ?? '0';
    await waitFor(() =>
      expect(within(canvasElement).getByText(`Available: ${formatAmount(spot)} USDT`)).toBeInTheDocument(),
    );
  },
};

/** Logged out (§1): no balance request is made, the value stays '--'. */
export const LoggedOut: Story = {
  parameters: sandbox({ scenario: 'logged-out' }),
  play: async ({ canvasElement, loaded }) => {
    await expect(within(canvasElement).getByText('Available: -- USDT')).toBeInTheDocument();
    expect((loaded.host as HostSpies).onLoginRequired).not.toHaveBeenCalled();
  },
};

/** Simplified Chinese, loaded lazily. */
export const Chinese: Story = {
  parameters: sandbox({ scenario: 'regular', locale: 'zh-CN' }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText(/^可用:/)).toBeInTheDocument());
  },
};

/** Below the §9 breakpoint. */
export const Mobile: Story = {
  parameters: sandbox({ scenario: 'new-user', theme: 'dark' }),
  globals: mobile,
};
