import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/components/ui/Button';
import { Toaster, type ToastMessage } from '../../src/components/ui/Toast';
import { dark, vip, withWealthRoot } from './decorators';

const everyTone: ToastMessage[] = [
  { id: 'info', tone: 'info', text: 'Interest starts in 1 hour' },
  { id: 'success', tone: 'success', text: 'Copied' },
  { id: 'warning', tone: 'warning', text: 'Your funds are locked; you cannot subscribe now' },
  { id: 'error', tone: 'error', text: 'Network error, please try again' },
];

/** Holds the queue the way the provider does. */
function Demo({ initial, duration }: { initial: ToastMessage[]; duration: number }) {
  const [toasts, setToasts] = useState(initial);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() =>
          setToasts((list) => [...list, { id: `t${Date.now()}`, tone: 'success', text: 'Modified' }])
        }
      >
        Show a toast
      </Button>
      <Toaster
        toasts={toasts}
        duration={duration}
        onDismiss={(id) => setToasts((list) => list.filter((t) => t.id !== id))}
      />
    </>
  );
}

const meta = {
  title: 'UI/Toaster',
  component: Demo,
  decorators: [withWealthRoot],
  parameters: { layout: 'fullscreen' },
  args: { initial: everyTone, duration: Number.POSITIVE_INFINITY },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EveryTone: Story = {
  play: async () => {
    const page = within(document.body);
    const status = page.getByRole('status');
    const alert = page.getByRole('alert');
    await expect(within(status).getByText('Copied')).toBeInTheDocument();
    await expect(within(status).getByText('Interest starts in 1 hour')).toBeInTheDocument();
    await expect(within(alert).getByText('Network error, please try again')).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await expect(within(alert).queryByText('Network error, please try again')).not.toBeInTheDocument();
  },
};

export const AutoDismiss: Story = {
  args: { initial: [], duration: 300 },
  play: async ({ canvasElement }) => {
    const page = within(document.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show a toast' }));
    await expect(page.getByText('Modified')).toBeInTheDocument();
    await waitFor(() => expect(page.queryByText('Modified')).not.toBeInTheDocument());
  },
};

export const Dark: Story = { parameters: { ...dark, layout: 'fullscreen' } };
export const Vip: Story = { parameters: { ...vip, layout: 'fullscreen' } };
