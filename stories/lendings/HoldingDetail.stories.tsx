import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ROUTES } from '../../src/api';
import { HoldingDetail, type HoldingDetailProps } from '../../src/components/lendings';
import {
  orderOfProduct,
  requestRedemption,
  toNearMaturity,
} from '../../src/components/lendings/lendingsTestSupport';
import type { SandboxExchange } from '../../src/sandbox';
import { failedReadStory } from '../sandbox/failedRead';
import { type HostSpies, mobile, onSandbox, type SandboxParameters } from '../sandbox/withSandbox';

/**
 * The host's detail page reads orderType, asset and order_id from the route; a fixed story names its
 * order by product (`args.orderId` 'product:103'), resolved against the story's own exchange.
 */
function Detail({ args, exchange }: { args: HoldingDetailProps; exchange: SandboxExchange }) {
  const byProduct = typeof args.orderId === 'string' && args.orderId.startsWith('product:');
  const orderId = byProduct
    ? orderOfProduct(exchange, Number(String(args.orderId).slice(8))).order_id
    : args.orderId;
  return <HoldingDetail {...args} {...(orderId === undefined ? {} : { orderId })} />;
}

const meta = {
  title: 'Simple Earn/Holding detail',
  component: HoldingDetail,
  ...onSandbox,
  args: { orderType: 'flexible', coin: 'USDT' },
  render: (args, { loaded }) => <Detail args={args} exchange={loaded.exchange as SandboxExchange} />,
} satisfies Meta<typeof HoldingDetail>;
export default meta;

type Story = StoryObj<typeof meta>;
const sandbox = (p: SandboxParameters) => ({ sandbox: p });
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function rowValue(canvasElement: HTMLElement, label: string) {
  const body = page(canvasElement);
  await body.findAllByRole('term', {}, { timeout: 5000 });
  const term = body.getAllByRole('term').find((dt) => dt.textContent === label);
  if (!term) throw new Error(`no row ${label}`);
  return term.nextElementSibling as HTMLElement;
}

/** A flexible holding: principal, cumulative return, APR with bonus, lending info, auto earn. */
export const Flexible: Story = {
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await rowValue(canvasElement, 'Principal')).toHaveTextContent('5,000 USDT');
    // The bonus joins once the award pool says its promo runs (§4).
    await waitFor(async () => expect(await rowValue(canvasElement, 'Estimated APR')).toHaveTextContent('+'));
    await expect(body.getByRole('switch', { name: 'Auto earn' })).toHaveAttribute('aria-checked', 'true');
    await expect(body.getByRole('button', { name: 'Subscribe again' })).toBeVisible();
  },
};

/** A pending 100 USDT redemption, with the cancel link (§2, §4 frozen_status 1). */
export const PendingRedemption: Story = {
  parameters: sandbox({
    scenario: 'regular',
    setup: (exchange) => requestRedemption(exchange, 'USDT', '100'),
  }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await waitFor(async () =>
      expect(await rowValue(canvasElement, 'Redeeming')).toHaveTextContent('100 USDT'),
    );
    await userEvent.click(body.getByRole('button', { name: 'Cancel redemption' }));
    const dialog = await body.findByRole('dialog', { name: 'Cancel redemption' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel redemption' }));
    await expect(await body.findByText('Order cancelled')).toBeVisible();
    await waitFor(() => expect(body.queryByText('Redeeming')).not.toBeInTheDocument());
  },
};

/** A fixed order: its figures, the redeem-to selector and the order id with copy ('Copied'). */
export const Fixed: Story = {
  args: { orderType: 'fixed', coin: 'BTC', orderId: 'product:103' },
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await rowValue(canvasElement, 'Term')).toHaveTextContent('14 days');
    await expect(body.getByRole('combobox', { name: 'Redeem to' })).toHaveValue('1');
    await expect(body.getByRole('button', { name: 'Redeem early' })).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Copy order ID' }));
    await expect(await body.findByText(/^(Copied|Something went wrong\. Please try again\.)$/)).toBeVisible();
  },
};

/** Reinvestment on: the redeem-to selector shows '--' (§2). */
export const ReinvestmentOn: Story = {
  args: { orderType: 'fixed', coin: 'USDT', orderId: 'product:101' },
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    await expect(await rowValue(canvasElement, 'Redeem to')).toHaveTextContent(/^--$/);
    await expect(page(canvasElement).getByRole('switch', { name: 'Auto reinvestment' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

/** Within 1 hour of maturity: redeem-to, reinvest and Redeem early are locked with the reason. */
export const NearMaturity: Story = {
  args: { orderType: 'fixed', coin: 'BTC', orderId: 'product:103' },
  parameters: sandbox({ scenario: 'regular', setup: (exchange) => void toNearMaturity(exchange, 103) }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const reason = 'Not available within 1 hour of maturity';
    const select = await body.findByRole('combobox', { name: 'Redeem to' }, { timeout: 5000 });
    await expect(select).toBeDisabled();
    await expect(select).toHaveAccessibleDescription(reason);
    await expect(body.getByRole('button', { name: 'Redeem early' })).toHaveAccessibleDescription(reason);
  },
};

/** An order id that does not exist: 'No Data' (§8). */
export const Missing: Story = {
  args: { orderType: 'fixed', coin: 'BTC', orderId: 424242 },
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('No data')).toBeVisible();
  },
};

/** Logged out (a shared or bookmarked link): nothing is read, the host's login is offered (§1). */
export const LoggedOut: Story = {
  parameters: sandbox({ scenario: 'logged-out' }),
  play: async ({ canvasElement, loaded }) => {
    const body = page(canvasElement);
    await expect(await body.findByRole('heading', { name: 'USDT flexible' })).toBeVisible();
    await expect(body.getByText('Please log in to continue.')).toBeVisible();
    await expect(body.queryByText('Loading')).toBeNull();
    await userEvent.click(body.getByRole('button', { name: 'Log in' }));
    await expect((loaded.host as HostSpies).onLoginRequired).toHaveBeenCalledWith('logged_out');
  },
};

/** On a phone, dark. */
export const MobileDark: Story = {
  args: { orderType: 'fixed', coin: 'BTC', orderId: 'product:103' },
  globals: mobile,
  parameters: sandbox({ scenario: 'regular', theme: 'dark' }),
  play: async ({ canvasElement }) => {
    await expect(await rowValue(canvasElement, 'Status')).toHaveTextContent('Holding');
  },
};

/**
 * The locked order on a phone: the page never scrolls sideways. The redeem-to select's tip, hidden
 * until hover or focus, once stood past the edge of a 360 px page as wide as its text.
 */
export const NearMaturityPhone: Story = {
  args: { orderType: 'fixed', coin: 'BTC', orderId: 'product:103' },
  globals: mobile,
  parameters: sandbox({ scenario: 'regular', setup: (exchange) => void toNearMaturity(exchange, 103) }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const select = await body.findByRole('combobox', { name: 'Redeem to' }, { timeout: 5000 });
    await expect(select).toHaveAccessibleDescription('Not available within 1 hour of maturity');
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth - root.clientWidth).toBe(0);
  },
};

/** §8 data fetch failure: the holding cannot be read; the generic error with Retry, not 'Loading'. */
export const FailedRead: Story = failedReadStory(ROUTES.earnHoldings.path, async (page) => {
  await expect(await page.findByRole('button', { name: 'Redeem' })).toBeInTheDocument();
});
