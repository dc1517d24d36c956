import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ROUTES } from '../../src/api';
import { dualProjectOf } from '../../src/components/dual/dualTestSupport';
import { DualInvestmentPage } from '../../src/pages/DualInvestmentPage';
import type { SandboxExchange } from '../../src/sandbox';
import { failedReadStory } from '../sandbox/failedRead';
import { type HostSpies, mobile, onSandbox, type SandboxParameters } from '../sandbox/withSandbox';

const meta = {
  title: 'Pages/Dual investment',
  component: DualInvestmentPage,
  ...onSandbox,
} satisfies Meta<typeof DualInvestmentPage>;
export default meta;

type Story = StoryObj<typeof meta>;
const sandbox = (p: SandboxParameters) => ({ sandbox: p });
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const exchangeOf = (loaded: Record<string, unknown>) => loaded.exchange as SandboxExchange;
const products = (canvasElement: HTMLElement, name = /products$/) =>
  page(canvasElement).findByRole('table', { name }, { timeout: 10_000 });

/**
 * §2 /dual-currency-investment on a desktop: BTC sell high, the products shortest term first, and the
 * customer's orders with their §4 statuses.
 */
export const Desktop: Story = {
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const table = await products(canvasElement, /^BTC Sell high products$/);
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(5));
    const orders = await page(canvasElement).findByRole('table', { name: 'Dual investment orders' });
    await expect(await within(orders).findByText('BTC Sell high', {}, { timeout: 10_000 })).toBeVisible();
    // An order's status starts where its column's header does, as every other cell's text.
    const header = within(orders).getByRole('columnheader', { name: 'Status' });
    const status = within(orders).getAllByText('In progress')[0] as HTMLElement;
    const textStart = (element: HTMLElement) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return range.getBoundingClientRect().left;
    };
    await expect(Math.abs(textStart(status) - textStart(header))).toBeLessThanOrEqual(1);
  },
};

/** Buy low and ETH, chosen by the customer: the host is told the route to write (§2 type, coin). */
export const Switch: Story = {
  args: { onRouteChange: fn() },
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    await products(canvasElement);
    await userEvent.click(body.getByRole('tab', { name: 'Buy low' }));
    await userEvent.click(body.getByRole('radio', { name: 'ETH' }).closest('label') as HTMLElement);
    await expect(args.onRouteChange).toHaveBeenLastCalledWith({ coin: 'ETH', type: 'put' });
    await products(canvasElement, /^ETH Buy low products$/);
  },
};

/** A share link (§2 ?pid&type&coin&ref): the shared product's purchase dialog opens with the page. */
export const ShareLink: Story = {
  args: { coin: 'BTC', type: 'put', refCode: 'KOL42' },
  parameters: sandbox({ scenario: 'regular' }),
  render: (args, { loaded }) => {
    const project = dualProjectOf(exchangeOf(loaded), { coin: 'BTC', type: 'put', hours: 72, multiple: '5' });
    return <DualInvestmentPage {...args} pid={String(project.id)} />;
  },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', {}, { timeout: 10_000 });
    await expect(await within(dialog).findByText('3 days', {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** Logged out (§1): the products are public; the orders ask for a login. */
export const LoggedOut: Story = {
  parameters: sandbox({ scenario: 'logged-out' }),
  play: async ({ canvasElement, loaded }) => {
    await products(canvasElement);
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Log in' }));
    await expect((loaded.host as HostSpies).onLoginRequired).toHaveBeenCalled();
  },
};

/** A new customer: products, and 'No records' for orders (§8). */
export const NoOrders: Story = {
  parameters: sandbox({ scenario: 'new-user' }),
  play: async ({ canvasElement }) => {
    const orders = await page(canvasElement).findByRole(
      'table',
      { name: 'Dual investment orders' },
      { timeout: 10_000 },
    );
    await expect(await within(orders).findByText('No records', {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** The products cannot be read (§8): the generic error with Retry; Retry lists them. */
export const FailedRead: Story = failedReadStory(ROUTES.dualProjectList.path, async (body) => {
  await body.findByRole('table', { name: /products$/ }, { timeout: 10_000 });
});

/** A VIP 8 customer on the VIP theme: the VIP order list (§6). */
export const VipTheme: Story = {
  parameters: sandbox({ scenario: 'vip8', theme: 'vip' }),
  play: async ({ canvasElement }) => {
    const orders = await page(canvasElement).findByRole(
      'table',
      { name: 'Dual investment orders' },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(within(orders).getAllByRole('row').length).toBeGreaterThan(1));
  },
};

/** Below 768 px of the page: each product is a card with Subscribe in view; the orders scroll. */
export const Mobile: Story = {
  globals: mobile,
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const cards = await page(canvasElement).findByRole(
      'list',
      { name: 'BTC Sell high products' },
      { timeout: 10_000 },
    );
    const [first] = within(cards).getAllByRole('listitem');
    await userEvent.click(
      within(first as HTMLElement).getByRole('button', { name: /^Subscribe Sell high BTC/ }),
    );
    await expect(await page(canvasElement).findByRole('dialog', {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** While the page's main read is on its way: a loading state, never an empty one. */
export const Loading: Story = {
  parameters: sandbox({
    scenario: 'regular',
    setup: (exchange) =>
      exchange.faults.inject({ path: ROUTES.dualProjectList.path, times: 10, fault: { kind: 'hang' } }),
  }),
  play: async ({ canvasElement }) => {
    const table = await products(canvasElement);
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

/** Below 768 px while the products are on their way: "Loading" alone, not a table's header row cut off at the column's edge. */
export const MobileLoading: Story = {
  globals: mobile,
  parameters: Loading.parameters,
  play: async ({ canvasElement }) => {
    const products = await page(canvasElement).findByRole('tabpanel', {}, { timeout: 10_000 });
    await expect(await within(products).findByRole('status')).toHaveTextContent('Loading');
    await expect(within(products).queryByRole('table')).toBeNull();
  },
};

const mobileFailedRead = failedReadStory(ROUTES.dualProjectList.path, async (body) => {
  await body.findByRole('list', { name: 'BTC Sell high products' }, { timeout: 10_000 });
});

/** Below 768 px, the products cannot be read (§8): the error with Retry alone, no table; Retry shows the cards. */
export const MobileFailedRead: Story = {
  ...mobileFailedRead,
  globals: mobile,
  play: async (context) => {
    const products = await page(context.canvasElement).findByRole('tabpanel', {}, { timeout: 10_000 });
    await within(products).findByRole('alert', {}, { timeout: 10_000 });
    await expect(within(products).queryByRole('table')).toBeNull();
    await mobileFailedRead.play(context);
  },
};
