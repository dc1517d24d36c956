import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from '../../src/components/ui/Switch';
import { dark, vip, withWealthRoot } from './decorators';

const meta = {
  title: 'UI/Switch',
  component: Switch,
  tags: ['autodocs'],
  decorators: [withWealthRoot],
  args: { label: 'Auto earn', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Auto earn' });
    await expect(control).not.toBeChecked();
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await expect(control).toHaveAttribute('data-state', 'checked');
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const On: Story = { args: { defaultChecked: true } };

export const Disabled: Story = {
  args: { disabled: true, label: 'Auto reinvest' },
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Auto reinvest' });
    await expect(control).toBeDisabled();
    await userEvent.click(control, { pointerEventsCheck: 0 });
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { loading: true, defaultChecked: true } };

export const AriaLabelOnly: Story = {
  args: { label: undefined, 'aria-label': 'Auto earn USDT' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Auto earn USDT' })).toBeInTheDocument();
  },
};

const Both = (args: Parameters<typeof Switch>[0]) => (
  <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
    <Switch {...args} label="Auto earn" />
    <Switch {...args} label="Auto reinvest" defaultChecked />
    <Switch {...args} label="Locked" disabled />
  </div>
);

export const Dark: Story = { render: Both, parameters: dark };
export const Vip: Story = { render: Both, parameters: vip };
