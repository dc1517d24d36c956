import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ROUTES } from '../../src/api';
import { HistoryModal, HistoryPage } from '../../src/components/history';
import { DAY_MS } from '../../src/domain';
import type { SandboxExchange } from '../../src/sandbox';
import { failedReadStory } from '../sandbox/failedRead';
import { type HostSpies, mobile, onSandbox, type SandboxParameters } from '../sandbox/withSandbox';

/** Where the provider of the stories keeps the remembered tab (prefix + the sandbox user's id). */
const PREF_KEY = 'wealthkit:sandbox-user:historyTab';

interface StoryArgs {
  view: 'modal' | 'page';
  months?: number;
}

/** The modal or the page (the provider reads the sandbox's virtual clock). */
function HistoryStory({ view, months }: StoryArgs) {
  return view === 'modal' ? <HistoryModal defaultOpen months={months} /> : <HistoryPage months={months} />;
}

const meta: Meta<StoryArgs> = {
  title: 'Simple Earn/History',
  args: { view: 'modal' },
  render: (args) => <HistoryStory {...args} />,
  ...onSandbox,
  // No stored choice unless a story sets one: the §2 rule decides.
  beforeEach: () => {
    localStorage.removeItem(PREF_KEY);
    return () => localStorage.removeItem(PREF_KEY);
  },
};
export default meta;

type Story = StoryObj<StoryArgs>;
const sandbox = (p: SandboxParameters) => ({ sandbox: p });
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const aDay = (exchange: SandboxExchange) => exchange.clock.advance(DAY_MS);
const selected = (body: ReturnType<typeof page>) =>
  body.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');

/** A new user: nothing stored, no flexible interest, so Fixed / Interest with 'No records' (§2, §8). */
export const Empty: Story = {
  parameters: sandbox({ scenario: 'new-user' }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    expect(await body.findByText('No records')).toBeInTheDocument();
    expect(selected(body)).toHaveTextContent('Fixed');
  },
};

/** A regular customer a day after subscribing: flexible interest exists, so Flexible / Interest. */
export const Regular: Story = {
  parameters: sandbox({ scenario: 'regular', setup: aDay }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const dialog = await body.findByRole('dialog', { name: 'History' });
    await waitFor(() => expect(selected(body)).toHaveTextContent('Flexible'));
    const headers = within(dialog)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Time', 'Coin', 'Type', 'Amount', 'Source']);
    await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(7));
  },
};

/** 10,000 records: 6 per page in the modal, previous / next, never a total (§2, §9). */
export const Whale: Story = {
  parameters: sandbox({ scenario: 'whale' }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const dialog = await body.findByRole('dialog', { name: 'History' });
    await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(7));
    expect(within(dialog).getByText('Page 1')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Page 2')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(7));
    expect(within(dialog).queryByText(/Page \d+ of/)).not.toBeInTheDocument();
  },
};

/** A stored choice (Fixed / Redeem) wins over the §2 rule, though the whale has flexible interest. */
export const RememberedTab: Story = {
  parameters: sandbox({ scenario: 'whale' }),
  beforeEach: () => {
    localStorage.setItem(PREF_KEY, JSON.stringify({ tab: 'fixed', type: 2 }));
  },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await waitFor(() => expect(selected(body)).toHaveTextContent('Fixed'));
    expect(body.getByRole('combobox', { name: 'Type' })).toHaveValue('2');
  },
};

/** The note says 6 months; a start beyond it is clamped and the §5 tip shown. */
export const DateClampNote: Story = {
  args: { view: 'page' },
  parameters: sandbox({ scenario: 'whale' }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    expect(await body.findByText('Records of the last 6 months can be queried.')).toBeInTheDocument();
    const from = body.getByLabelText('From') as HTMLInputElement;
    // Set the value the way the browser's date picker does, past React's own value tracker.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(from, '2022-01-01');
    from.dispatchEvent(new Event('input', { bubbles: true }));
    expect(
      await body.findByText('Records of up to 6 months can be queried; the start date was adjusted'),
    ).toBeInTheDocument();
    expect(from).toHaveValue('2024-07-15');
  },
};

/** The page on desktop: 8 rows per page (§9). */
export const Page: Story = {
  args: { view: 'page' },
  parameters: sandbox({ scenario: 'whale' }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await waitFor(() => expect(body.getAllByRole('row')).toHaveLength(9));
  },
};

/** Logged out: a way to log in, no records asked for (§1). */
export const LoggedOut: Story = {
  args: { view: 'page' },
  parameters: sandbox({ scenario: 'logged-out' }),
  play: async ({ canvasElement, loaded }) => {
    const body = page(canvasElement);
    await userEvent.click(await body.findByRole('button', { name: 'Log in' }));
    expect((loaded as { host: HostSpies }).host.onLoginRequired).toHaveBeenCalled();
  },
};

/** Mobile: an infinite list that keeps only a window of rows in the DOM. */
export const MobileInfiniteScroll: Story = {
  args: { view: 'page' },
  globals: mobile,
  parameters: sandbox({ scenario: 'whale' }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await waitFor(() => expect(body.getAllByRole('listitem').length).toBeGreaterThanOrEqual(8));
    const list = body.getByRole('region', { name: 'History records' });
    for (let i = 0; i < 10; i += 1) {
      list.scrollTop = list.scrollHeight;
      await new Promise((resolve) => setTimeout(resolve, 80));
    }
    await waitFor(() => {
      const items = within(list).getAllByRole('listitem');
      expect(Number(items.at(-1)?.getAttribute('aria-posinset'))).toBeGreaterThan(40);
      expect(items.length).toBeLessThan(40);
    });
  },
};

/** The modal on a phone: the bottom sheet scrolls an infinite list, not a paged table (§2). */
export const MobileModal: Story = {
  args: { view: 'modal' },
  globals: mobile,
  parameters: sandbox({ scenario: 'whale' }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const dialog = await body.findByRole('dialog', { name: 'History' });
    const list = await within(dialog).findByRole('region', { name: 'History records' });
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0));
    await expect(within(dialog).queryByRole('table')).toBeNull();
  },
};

/** The modal in the dark theme. */
export const Dark: Story = {
  parameters: sandbox({ scenario: 'regular', theme: 'dark', setup: aDay }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const dialog = await body.findByRole('dialog', { name: 'History' });
    await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(7));
  },
};

/** §8 data fetch failure: the records cannot be read; the generic error with Retry, not 'Loading' for ever. */
export const FailedRead: Story = {
  args: { view: 'page' },
  ...failedReadStory(ROUTES.earnHistory.path, async (page) => {
    await waitFor(() => expect(page.getAllByRole('row').length).toBeGreaterThan(1));
  }),
};
