import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../src/components/ui/Button';
import { dark, vip, withinViewport, withWealthRoot } from './decorators';

const meta = {
  title: 'UI/Button',
  component: Button,
  tags: ['autodocs'],
  decorators: [withWealthRoot],
  args: { children: 'Subscribe', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Subscribe' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

const AllVariants = () => (
  <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
    <Button>Confirm</Button>
    <Button variant="secondary">Cancel</Button>
    <Button variant="ghost">View history</Button>
    <Button variant="danger">Redeem early</Button>
    <Button disabled>Sold out</Button>
  </div>
);

export const Variants: Story = { render: AllVariants };

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
      <Button size="sm">Small</Button>
      <Button size="md">Medium</Button>
      <Button size="lg">Large</Button>
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true, children: 'Confirm' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Confirm' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true, children: 'Stake' },
  render: (args) => (
    <div style={{ width: withinViewport(320) }}>
      <Button {...args} />
    </div>
  ),
};

export const Dark: Story = { render: AllVariants, parameters: dark };
export const Vip: Story = { render: AllVariants, parameters: vip };
