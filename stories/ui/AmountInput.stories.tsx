import type { Meta, StoryObj } from '@storybook/react-vite';
import { type CSSProperties, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { AmountInput, type AmountInputProps } from '../../src/components/ui/AmountInput';
import { dark, vip, withinViewport, withWealthRoot } from './decorators';

type Props = Omit<AmountInputProps, 'value' | 'onValueChange'> & { initial?: string };

/** Holds the value the way a form hook would. */
function Stateful({ initial = '', ...props }: Props) {
  const [value, setValue] = useState(initial);
  return (
    <div style={{ width: withinViewport(360) }}>
      <AmountInput
        {...props}
        value={value}
        onValueChange={setValue}
        onMax={props.onMax && props.available ? () => setValue(props.available ?? '') : undefined}
      />
    </div>
  );
}

const meta = {
  title: 'UI/AmountInput',
  component: Stateful,
  tags: ['autodocs'],
  decorators: [withWealthRoot],
  args: { label: 'Amount', precision: 8, placeholder: 'Enter amount' },
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The input's box inside the field's, in px: what the field's set height must hold. */
function insideField(input: HTMLElement) {
  const field = (input.parentElement as HTMLElement).getBoundingClientRect();
  const box = input.getBoundingClientRect();
  return { field: field.height, fits: box.top >= field.top && box.bottom <= field.bottom };
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Amount');
    await userEvent.click(input);
    await userEvent.keyboard('-00a12.5.');
    await expect(input).toHaveValue('12.5');
    await userEvent.clear(input);
    await userEvent.keyboard('7.');
    await expect(input).toHaveValue('7.');
    await userEvent.tab();
    await expect(input).toHaveValue('7');
    await expect(insideField(input)).toEqual({ field: 44, fits: true });
  },
};

export const WithAvailableAndMax: Story = {
  args: {
    asset: 'USDT',
    available: '12.5',
    onMax: () => {},
    action: <a href="#transfer">Transfer</a>,
    hint: 'Minimum 1 USDT',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Available/)).toHaveTextContent('Available 12.5 USDT');
    await userEvent.click(canvas.getByRole('button', { name: 'Max' }));
    await expect(canvas.getByLabelText('Amount')).toHaveValue('12.5');
  },
};

export const WithError: Story = {
  args: { asset: 'USDT', available: '12.5', initial: '20', error: 'Insufficient balance', onMax: () => {} },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Amount');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('USDT Insufficient balance');
    // Focused, the field's border and its focus ring are both the message's red: a blue ring beside
    // a red border read as one purple line.
    await userEvent.click(input);
    const danger = getComputedStyle(within(canvasElement).getByText('Insufficient balance')).color;
    const field = input.parentElement as HTMLElement;
    await expect(getComputedStyle(field).borderTopColor).toBe(danger);
    await expect(getComputedStyle(field).boxShadow).toContain(danger);
  },
};

/**
 * The field's height is set, not taken from its content (a keystroke lays out the field alone), so
 * it must still hold the input's line under a theme with a bigger font.
 */
export const LargeThemeFont: Story = {
  args: { asset: 'USDT', available: '12.5', onMax: () => {} },
  decorators: [
    (Story) => (
      <div style={{ '--wk-font-size-lg': '28px' } as CSSProperties}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Amount');
    await userEvent.type(input, '1234.5');
    await expect(input).toHaveValue('1234.5');
    await expect(getComputedStyle(input).fontSize).toBe('28px');
    const { field, fits } = insideField(input);
    await expect(fits).toBe(true);
    await expect(field).toBeGreaterThan(44);
  },
};

export const Disabled: Story = {
  args: { asset: 'BTC', disabled: true, hint: 'Sold out', onMax: () => {}, available: '0.5' },
};

export const PrecisionTwo: Story = {
  args: { asset: 'USDT', precision: 2 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Amount');
    await userEvent.click(input);
    await userEvent.paste('1,234.5678');
    await expect(input).toHaveValue('1234.56');
  },
};

export const Dark: Story = {
  args: { asset: 'USDT', available: '1250', onMax: () => {}, error: 'Minimum purchase amount 10' },
  parameters: dark,
};

export const Vip: Story = {
  args: { asset: 'USDT', available: '1250', onMax: () => {}, hint: 'VIP 5+ product' },
  parameters: vip,
};
