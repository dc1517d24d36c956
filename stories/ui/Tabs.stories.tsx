import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Chips } from '../../src/components/ui/Chips';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../src/components/ui/Tabs';
import { dark, vip, withWealthRoot } from './decorators';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  decorators: [withWealthRoot],
  args: { defaultValue: 'flexible', onValueChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Product type">
        <TabsTrigger value="flexible">Flexible</TabsTrigger>
        <TabsTrigger value="fixed">Fixed</TabsTrigger>
      </TabsList>
      <TabsContent value="flexible">Flexible holdings: no lock-up.</TabsContent>
      <TabsContent value="fixed">Fixed holdings: locked for a term.</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Flexible' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Fixed' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Fixed holdings');
    await expect(args.onValueChange).toHaveBeenCalledWith('fixed');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Flexible' })).toHaveFocus();
  },
};

/** Chart periods (§2: 24 hours, 7 days, 30 days) as chip-styled tabs over panels. */
export const ChipVariant: Story = {
  args: { variant: 'chips', defaultValue: '7d' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Period">
        <TabsTrigger value="24h">24 hours</TabsTrigger>
        <TabsTrigger value="7d">7 days</TabsTrigger>
        <TabsTrigger value="30d">30 days</TabsTrigger>
      </TabsList>
      <TabsContent value="24h">Hourly APR</TabsContent>
      <TabsContent value="7d">Hourly APR for a week</TabsContent>
      <TabsContent value="30d">Daily APR</TabsContent>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '30 days' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Daily APR');
  },
};

const terms = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days', disabled: true },
  { value: '180', label: '180 days' },
];

/** The term chips of the subscribe modal (§2): a radio group, 90 days sold out. */
export const TermChips: Story = {
  render: () => <Chips aria-label="Term" options={terms} defaultValue="30" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '30 days' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '180 days' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '90 days' })).toBeDisabled();
  },
};

const Themed = () => (
  <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
    <Tabs defaultValue="flexible">
      <TabsList aria-label="Product type">
        <TabsTrigger value="flexible">Flexible</TabsTrigger>
        <TabsTrigger value="fixed">Fixed</TabsTrigger>
      </TabsList>
      <TabsContent value="flexible">Flexible holdings</TabsContent>
      <TabsContent value="fixed">Fixed holdings</TabsContent>
    </Tabs>
    <Chips aria-label="Term" options={terms} defaultValue="7" />
  </div>
);

export const Dark: Story = { render: Themed, parameters: dark };
export const Vip: Story = { render: Themed, parameters: vip };
