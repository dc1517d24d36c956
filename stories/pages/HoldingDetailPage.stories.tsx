import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ROUTES } from '../../src/api';
import { HoldingDetailPage } from '../../src/pages/HoldingDetailPage';
import { failedReadStory } from '../sandbox/failedRead';
import { type HostSpies, mobile, onSandbox, type SandboxParameters } from '../sandbox/withSandbox';

const meta = {
  title: 'Pages/Holding detail',
  component: HoldingDetailPage,
  ...onSandbox,
  args: { orderType: 'flexible', coin: 'USDT' },
} satisfies Meta<typeof HoldingDetailPage>;
export default meta;

type Story = StoryObj<typeof meta>;
const sandbox = (p: SandboxParameters) => ({ sandbox: p });
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** §2 /USDT?orderType=flexible&asset=USDT: the holding, and the way back to the Flexible tab. */
export const Flexible: Story = {
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement, loaded }) => {
    const body = page(canvasElement);
    await body.findByText('Lending info', {}, { timeout: 10_000 });
    await userEvent.click(body.getByRole('link', { name: 'Back to My lendings' }));
    await expect((loaded.host as HostSpies).onNavigate).toHaveBeenCalledWith(
      '/simple-earn/my-lendings?tab=flexible',
    );
  },
};

/** A fixed order by its id (§2 &order_id=): the order's figures and Redeem early. */
export const Fixed: Story = {
  args: { orderType: 'fixed', coin: 'USDT' },
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByRole('heading', { name: 'USDT fixed' })).toBeVisible();
    await expect(
      await body.findByRole('button', { name: 'Redeem early' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** A holding that does not exist (§8 'No Data'): still a way back. */
export const NoData: Story = {
  args: { orderType: 'fixed', coin: 'USDT', orderId: '999999' },
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('No data', {}, { timeout: 10_000 })).toBeVisible();
    await expect(page(canvasElement).getByRole('link', { name: 'Back to My lendings' })).toBeVisible();
  },
};

/** The holding cannot be read (§8): the generic error with Retry; Retry shows it. */
export const FailedRead: Story = failedReadStory(ROUTES.earnHoldings.path, async (body) => {
  await body.findByText('Lending info', {}, { timeout: 10_000 });
});

/** Below 768 px, on the VIP theme. */
export const MobileVip: Story = {
  globals: mobile,
  parameters: sandbox({ scenario: 'vip8', theme: 'vip' }),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText('Lending info', {}, { timeout: 10_000 });
    await expect(
      page(canvasElement).getByRole('link', { name: 'Contact your VIP account manager' }),
    ).toBeVisible();
  },
};
