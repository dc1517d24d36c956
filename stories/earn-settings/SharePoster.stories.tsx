import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { ROUTES } from '../../src/api';
import { SharePosterModal, type SharePosterModalProps } from '../../src/components/earn-settings';
import { Button } from '../../src/components/ui/Button';
import type { SandboxExchange } from '../../src/sandbox';
import { failedReadStory } from '../sandbox/failedRead';
import { type HostSpies, mobile, onSandbox, type SandboxParameters } from '../sandbox/withSandbox';

const meta = {
  title: 'Simple Earn/Share poster',
  component: SharePosterModal,
  ...onSandbox,
  args: { coin: 'USDT', apr: '0.0523', defaultOpen: true },
  render: (args: SharePosterModalProps) => (
    <SharePosterModal {...args} trigger={<Button variant="secondary">Share</Button>} />
  ),
} satisfies Meta<typeof SharePosterModal>;
export default meta;

type Story = StoryObj<typeof meta>;
const sandbox = (p: SandboxParameters) => ({ sandbox: p });

function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.trim().slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/**
 * Waits for the poster image, then reads its pixels back: the brand band at the top is the theme's
 * --wk-color-primary and the page below it --wk-color-bg, so the canvas really drew the poster.
 */
async function expectPoster(canvasElement: HTMLElement, exchange: SandboxExchange) {
  const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
    name: 'Share your earnings',
  });
  const code = exchange.state.data.account.kolCode;
  const image = (await within(dialog).findByRole(
    'img',
    {
      name: new RegExp(
        `^Poster: USDT Simple Earn, cumulative return .+ USDT, estimated APR 5\\.23%, invite code ${code}$`,
      ),
    },
    { timeout: 5000 },
  )) as HTMLImageElement;
  await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
  await expect(image.naturalWidth).toBe(1080);
  const probe = document.createElement('canvas');
  probe.width = image.naturalWidth;
  probe.height = image.naturalHeight;
  const ctx = probe.getContext('2d')!;
  ctx.drawImage(image, 0, 0);
  const pixel = (x: number, y: number) => [...ctx.getImageData(x, y, 1, 1).data.slice(0, 3)];
  const style = getComputedStyle(dialog);
  await expect(pixel(6, 6)).toEqual(hexToRgb(style.getPropertyValue('--wk-color-primary')));
  await expect(pixel(6, 600)).toEqual(hexToRgb(style.getPropertyValue('--wk-color-bg')));
  return dialog;
}

/** The poster drawn from the customer's statistics and referral code (§7 rebate/get_user_info). */
export const Drawn: Story = {
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement, loaded }) => {
    await expectPoster(canvasElement, loaded.exchange as SandboxExchange);
  },
};

/** Copy link: the link carries the referral code, and 'Copied' toasts (§8). */
export const CopyLink: Story = {
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement, loaded }) => {
    const exchange = loaded.exchange as SandboxExchange;
    // The test browser may refuse clipboard access without a user gesture it trusts; the call is what matters.
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const dialog = await expectPoster(canvasElement, exchange);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    const toasts = within(
      within(canvasElement.ownerDocument.body).getByRole('region', { name: 'Notifications' }),
    );
    await expect(await toasts.findByText('Copied')).toBeInTheDocument();
    const link = new URL(writeText.mock.calls[0]![0] as string);
    await expect(link.pathname).toBe('/simple-earn');
    await expect(link.searchParams.get('ref')).toBe(exchange.state.data.account.kolCode);
    writeText.mockRestore();
  },
};

/** Logged out (§1): Share asks the host to log in. */
export const LoggedOut: Story = {
  args: { defaultOpen: false },
  parameters: sandbox({ scenario: 'logged-out' }),
  play: async ({ canvasElement, loaded }) => {
    const host = loaded.host as HostSpies;
    // defaultOpen is off here; the press is the visitor's.
    await userEvent.click(within(canvasElement.ownerDocument.body).getByRole('button', { name: 'Share' }));
    await expect(host.onLoginRequired).toHaveBeenCalled();
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: mobile,
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement, loaded }) => {
    const dialog = await expectPoster(canvasElement, loaded.exchange as SandboxExchange);
    await expect(dialog).toHaveAttribute('data-layout', 'sheet');
  },
};

/** The poster takes the dark theme's colours. */
export const Dark: Story = {
  parameters: sandbox({ scenario: 'regular', theme: 'dark' }),
  play: async ({ canvasElement, loaded }) => {
    await expectPoster(canvasElement, loaded.exchange as SandboxExchange);
  },
};

/** The poster takes the VIP theme's gold. */
export const Vip: Story = {
  parameters: sandbox({ scenario: 'vip5', theme: 'vip' }),
  play: async ({ canvasElement, loaded }) => {
    await expectPoster(canvasElement, loaded.exchange as SandboxExchange);
  },
};

/** §8 data fetch failure: the referral code cannot be read; the generic error with Retry. */
export const FailedRead: Story = failedReadStory(ROUTES.sharedRebateUserInfo.path, async (page) => {
  await expect(await page.findByRole('img')).toBeInTheDocument();
});
