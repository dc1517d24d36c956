import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ROUTES } from '../../src/api';
import { MyLendingsPage } from '../../src/pages/MyLendingsPage';
import type { SandboxExchange } from '../../src/sandbox';
import { failedReadStory } from '../sandbox/failedRead';
import { type HostSpies, mobile, onSandbox, type SandboxParameters } from '../sandbox/withSandbox';

const meta = {
  title: 'Pages/My lendings',
  component: MyLendingsPage,
  ...onSandbox,
} satisfies Meta<typeof MyLendingsPage>;
export default meta;

type Story = StoryObj<typeof meta>;
const sandbox = (p: SandboxParameters) => ({ sandbox: p });
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const exchangeOf = (loaded: Record<string, unknown>) => loaded.exchange as SandboxExchange;
const totals = (canvasElement: HTMLElement) =>
  page(canvasElement).findByRole('region', { name: 'Simple Earn assets' }, { timeout: 10_000 });
const figure = (region: HTMLElement, label: string) => within(region).getByText(label).nextElementSibling;

/**
 * §2 /simple-earn/my-lendings on a desktop: the customer's totals in USDT over the Flexible and
 * Fixed tables, the help links and the support entry.
 */
export const Desktop: Story = {
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const region = await totals(canvasElement);
    await within(region).findByText('Total lent', {}, { timeout: 10_000 });
    await expect(figure(region, 'Total lent')).toHaveTextContent(/^≈ [\d,]+\.\d\d USDT$/);
    await expect(figure(region, 'Cumulative return')).toHaveTextContent(/^≈ [\d,]+\.\d\d USDT$/);
    const table = await page(canvasElement).findByRole(
      'table',
      { name: 'Flexible holdings' },
      { timeout: 10_000 },
    );
    await expect(table).toBeVisible();
    await expect(page(canvasElement).getByRole('link', { name: 'Proof of reserves' })).toBeVisible();
    // A row's actions sit together, not spread across the Actions column.
    const row = await within(table).findByRole('row', { name: /^USDT/ }, { timeout: 10_000 });
    const redeem = within(row).getByRole('button', { name: 'Redeem' }).getBoundingClientRect();
    const again = within(row).getByRole('button', { name: 'Subscribe again' }).getBoundingClientRect();
    await expect(again.left - redeem.right).toBeLessThanOrEqual(16);
  },
};

/** `?tab=fixed`: the Fixed tab is selected; picking Flexible tells the host to write the URL. */
export const FixedTab: Story = {
  args: { tab: 'fixed', onTabChange: fn() },
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    await expect(await body.findByRole('tab', { name: 'Fixed', selected: true })).toBeVisible();
    await expect(await body.findByRole('table', { name: 'Fixed orders' }, { timeout: 10_000 })).toBeVisible();
    await userEvent.click(body.getByRole('tab', { name: 'Flexible' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('flexible');
  },
};

/** `show_history_modal=1`: the history modal opens with the page. */
export const HistoryOnLoad: Story = {
  args: { showHistoryModal: true },
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    await expect(
      await page(canvasElement).findByRole('dialog', { name: 'History' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** A new customer: totals of zero and 'noRecord' in the tables (§8). */
export const Empty: Story = {
  parameters: sandbox({ scenario: 'new-user' }),
  play: async ({ canvasElement }) => {
    const region = await totals(canvasElement);
    await within(region).findByText('Total lent', {}, { timeout: 10_000 });
    await expect(figure(region, 'Total lent')).toHaveTextContent('≈ 0.00 USDT');
    await expect(await page(canvasElement).findByText('No records', {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** Logged out (§1): the page reads nothing and offers the host's login once, in the header. */
export const LoggedOut: Story = {
  parameters: sandbox({ scenario: 'logged-out' }),
  play: async ({ canvasElement, loaded }) => {
    const region = await totals(canvasElement);
    await expect(page(canvasElement).getAllByRole('button', { name: 'Log in' })).toHaveLength(1);
    await userEvent.click(within(region).getByRole('button', { name: 'Log in' }));
    await expect((loaded.host as HostSpies).onLoginRequired).toHaveBeenCalled();
    await expect(exchangeOf(loaded).calls.filter((c) => c.path === ROUTES.earnStatistics.path)).toHaveLength(
      0,
    );
  },
};

/** The totals cannot be read (§8): the generic error with Retry in the header; Retry brings them. */
export const FailedRead: Story = failedReadStory(ROUTES.earnStatistics.path, async (body) => {
  await body.findByText('Total lent', {}, { timeout: 10_000 });
});

/** Below 768 px: the totals stack, the holdings are cards; a card opens the holding detail route. */
export const Mobile: Story = {
  globals: mobile,
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement, loaded }) => {
    const body = page(canvasElement);
    await totals(canvasElement);
    await userEvent.click(await body.findByRole('button', { name: /^USDT/ }, { timeout: 10_000 }));
    await waitFor(() =>
      expect((loaded.host as HostSpies).onNavigate).toHaveBeenCalledWith(
        '/USDT?orderType=flexible&asset=USDT',
      ),
    );
  },
};

/** A VIP 8 customer on the VIP theme: the support entry offers the account manager (§6). */
export const VipTheme: Story = {
  parameters: sandbox({ scenario: 'vip8', theme: 'vip' }),
  play: async ({ canvasElement }) => {
    await expect(
      await page(canvasElement).findByRole('link', { name: 'Contact your VIP account manager' }),
    ).toBeVisible();
    await within(await totals(canvasElement)).findByText('Total lent', {}, { timeout: 10_000 });
  },
};

/** While the page's main read is on its way: a loading state, never an empty one. */
export const Loading: Story = {
  parameters: sandbox({
    scenario: 'regular',
    setup: (exchange) =>
      exchange.faults.inject({ path: ROUTES.earnStatistics.path, times: 10, fault: { kind: 'hang' } }),
  }),
  play: async ({ canvasElement }) => {
    const region = await totals(canvasElement);
    await expect(await within(region).findByRole('status')).toHaveTextContent('Loading');
    await expect(region).toHaveAttribute('aria-busy', 'true');
  },
};
