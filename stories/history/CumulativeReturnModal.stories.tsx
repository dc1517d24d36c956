import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ROUTES } from '../../src/api';
import { CumulativeReturnModal } from '../../src/components/history';
import { failedReadStory } from '../sandbox/failedRead';
import { loggedOutStory } from '../sandbox/loggedOut';
import { onSandbox, type SandboxParameters } from '../sandbox/withSandbox';

interface StoryArgs {
  coin: string;
}

const meta: Meta<StoryArgs> = {
  title: 'Simple Earn/History/Cumulative return',
  args: { coin: 'USDT' },
  render: (args) => <CumulativeReturnModal coin={args.coin} defaultOpen utcOffsetMinutes={0} />,
  ...onSandbox,
};
export default meta;

type Story = StoryObj<StoryArgs>;
const sandbox = (p: SandboxParameters) => ({ sandbox: p });
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Logged out (§1): the dialog asks the host for the login instead of loading. */
export const LoggedOut: Story = loggedOutStory();

/** The whale's USDT interest: 7 days per page, a day opens its daily detail (§2). */
export const Whale: Story = {
  parameters: sandbox({ scenario: 'whale' }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const dialog = await body.findByRole('dialog', { name: 'USDT cumulative return' });
    await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(8));
    const [first] = within(dialog).getAllByRole('button', { name: /^Details of/ });
    await userEvent.click(first as HTMLElement);
    const detail = await body.findByRole('dialog', { name: /^USDT interest on/ });
    expect(
      within(detail)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Time', 'Principal', 'APR', 'Interest']);
  },
};

/** A new user: no interest in 6 months. */
export const Empty: Story = {
  parameters: sandbox({ scenario: 'new-user' }),
  play: async ({ canvasElement }) => {
    expect(await page(canvasElement).findByText('No records')).toBeInTheDocument();
  },
};

/** §8 data fetch failure: the interest cannot be read; the generic error with Retry, not 'No records'. */
export const FailedRead: Story = failedReadStory(
  ROUTES.earnHistory.path,
  async (page) => {
    await expect((await page.findAllByRole('button', { name: /Details of/ })).length).toBeGreaterThan(0);
  },
  { setup: (exchange) => exchange.clock.advance(2 * 86_400_000) },
);
