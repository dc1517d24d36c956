import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withWealthRoot } from '../ui/decorators';
import { SandboxConsole } from './SandboxConsole';

const meta: Meta<typeof SandboxConsole> = {
  title: 'Sandbox/Console',
  component: SandboxConsole,
  decorators: [withWealthRoot],
  parameters: { layout: 'padded' },
  args: { scenario: 'regular', persist: false },
  argTypes: {
    scenario: {
      control: 'select',
      options: ['new-user', 'regular', 'vip5', 'vip8', 'logged-out', 'funding-locked', 'sold-out', 'whale'],
    },
  },
};
export default meta;

type Story = StoryObj<typeof SandboxConsole>;

/** A customer with holdings in every product: move the clock and watch interest arrive. */
export const Regular: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const clock = canvas.getByLabelText('Sandbox clock');
    const before = clock.textContent;
    const history = canvas.getByRole('table', { name: 'Latest history' });
    const interestRows = () => within(history).queryAllByRole('cell', { name: 'interest' }).length;
    await userEvent.click(canvas.getByRole('button', { name: '+1 day' }));
    await waitFor(() => expect(clock.textContent).not.toBe(before));
    // A day of hourly flexible payouts (§9: received +2 h, then hourly) lands in the history.
    await waitFor(() => expect(interestRows()).toBeGreaterThan(0));
  },
};

/** A new customer: an empty wallet, so nothing earns. */
export const NewUser: Story = {
  args: { scenario: 'new-user' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Fixed orders' })).toHaveTextContent('No fixed orders');
  },
};

/** VIP 8: VIP products and the account manager tier (§6). */
export const Vip8: Story = { args: { scenario: 'vip8' } };

/** Kept in localStorage, as the embed demo runs it: a reload keeps the holdings. */
export const Persistent: Story = { args: { scenario: 'regular', persist: true } };
