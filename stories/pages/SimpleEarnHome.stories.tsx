import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ROUTES } from '../../src/api';
import { SimpleEarnHome } from '../../src/pages/SimpleEarnHome';
import type { SandboxExchange } from '../../src/sandbox';
import { failedReadStory } from '../sandbox/failedRead';
import { type HostSpies, mobile, onSandbox, type SandboxParameters } from '../sandbox/withSandbox';

const meta = {
  title: 'Pages/Simple Earn home',
  component: SimpleEarnHome,
  ...onSandbox,
  args: { coins: ['GT', 'USDC'] },
} satisfies Meta<typeof SimpleEarnHome>;
export default meta;

type Story = StoryObj<typeof meta>;
const sandbox = (p: SandboxParameters) => ({ sandbox: p });
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const exchangeOf = (loaded: Record<string, unknown>) => loaded.exchange as SandboxExchange;
const products = (canvasElement: HTMLElement) =>
  page(canvasElement).findByRole('list', { name: 'Simple Earn products' }, { timeout: 10_000 });
async function rowOf(canvasElement: HTMLElement, coin: string) {
  const heading = await within(await products(canvasElement)).findByRole('heading', { name: coin });
  return heading.closest('li') as HTMLElement;
}

/**
 * §2 /simple-earn on a desktop: the totals, then BTC, ETH and USDT first (§9) and the exchange's other
 * coins; each with its flexible APR (ladder, bonus) and fixed terms. Subscribe opens the modal.
 */
export const Desktop: Story = {
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const list = await products(canvasElement);
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(['BTC', 'ETH', 'USDT', 'GT', 'USDC']),
    );
    const usdt = await rowOf(canvasElement, 'USDT');
    await expect(within(usdt).getByText('Up to 10.00%')).toBeVisible();
    await userEvent.click(within(usdt).getByRole('button', { name: 'Subscribe USDT flexible' }));
    await expect(
      await page(canvasElement).findByRole('dialog', { name: 'Subscribe USDT' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** Search, typed key by key: "usd" keeps USDT and USDC. */
export const Search: Story = {
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, 'USDC');
    await userEvent.type(page(canvasElement).getByRole('searchbox', { name: 'Search coin' }), 'usd');
    const list = await products(canvasElement);
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(['USDT', 'USDC']),
    );
  },
};

/** A tier-3 customer: the VIP 5–7 term offers the upgrade; choosing it leads to /vip?upTo=5 (§6). */
export const VipUpgrade: Story = {
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement, loaded }) => {
    const usdt = await rowOf(canvasElement, 'USDT');
    await userEvent.click(within(usdt).getByRole('button', { name: /VIP 5–7, Upgrade to VIP 5$/ }));
    const body = page(canvasElement);
    await userEvent.click(await body.findByRole('button', { name: 'Upgrade to VIP 5' }, { timeout: 10_000 }));
    const guide = await body.findByRole('dialog', { name: 'Upgrade to VIP 5' });
    await userEvent.click(within(guide).getByRole('button', { name: 'Upgrade now' }));
    await expect((loaded.host as HostSpies).onNavigate).toHaveBeenCalledWith('/vip?upTo=5');
  },
};

/** A VIP 8 customer on the VIP theme: the VIP 5–7 term offers its benefits; the account manager. */
export const VipTheme: Story = {
  parameters: sandbox({ scenario: 'vip8', theme: 'vip' }),
  play: async ({ canvasElement }) => {
    const usdt = await rowOf(canvasElement, 'USDT');
    await expect(within(usdt).getByRole('button', { name: /VIP 5–7, View benefits$/ })).toBeVisible();
    await expect(
      page(canvasElement).getByRole('link', { name: 'Contact your VIP account manager' }),
    ).toBeVisible();
  },
};

/** Every fixed term sold out (§4): the terms are marked and cannot be chosen; flexible still can. */
export const SoldOut: Story = {
  parameters: sandbox({ scenario: 'sold-out' }),
  play: async ({ canvasElement }) => {
    const usdt = await rowOf(canvasElement, 'USDT');
    await expect(within(usdt).getByRole('button', { name: /7 days, 6\.00% APR, Sold out$/ })).toBeDisabled();
    await expect(within(usdt).getByRole('button', { name: 'Subscribe USDT flexible' })).toBeEnabled();
  },
};

/** A new customer: zero totals, no coins held, every product on offer. */
export const NewCustomer: Story = {
  parameters: sandbox({ scenario: 'new-user' }),
  play: async ({ canvasElement }) => {
    const totals = await page(canvasElement).findByRole('region', { name: 'Simple Earn assets' });
    await expect(await within(totals).findAllByText('≈ 0.00 USDT', {}, { timeout: 10_000 })).toHaveLength(2);
    await expect(within(totals).queryByRole('list', { name: 'Your coins' })).toBeNull();
    await rowOf(canvasElement, 'BTC');
  },
};

/** Logged out (§1): the public rates; the summary asks for a login; nothing private is read. */
export const LoggedOut: Story = {
  parameters: sandbox({ scenario: 'logged-out' }),
  play: async ({ canvasElement, loaded }) => {
    await rowOf(canvasElement, 'USDT');
    const totals = page(canvasElement).getByRole('region', { name: 'Simple Earn assets' });
    await userEvent.click(within(totals).getByRole('button', { name: 'Log in' }));
    await expect((loaded.host as HostSpies).onLoginRequired).toHaveBeenCalled();
    await expect(exchangeOf(loaded).calls.filter((c) => c.path === ROUTES.earnStatistics.path)).toHaveLength(
      0,
    );
  },
};

/** No product detail can be read (§8): the generic error with Retry instead of an empty list. */
export const FailedRead: Story = failedReadStory(
  ROUTES.earnCoinInfo.path,
  async (body) => {
    await body.findByRole('list', { name: 'Simple Earn products' }, { timeout: 10_000 });
  },
  // Five coins read at once, each tried twice.
  { times: 10 },
);

/**
 * The list of coins with fixed terms cannot be read (§8): the coins that loaded are listed, and a
 * line with Retry says some may be missing (which ones only that list could tell).
 */
export const FixedCoinsFailed: Story = {
  parameters: sandbox({
    scenario: 'regular',
    retry: 1,
    setup: (exchange) =>
      exchange.faults.inject({
        path: ROUTES.fixedProductCoins.path,
        times: 2,
        fault: { kind: 'http', status: 503 },
      }),
  }),
  play: async ({ canvasElement }) => {
    const section = await page(canvasElement).findByRole('region', { name: 'Products' }, { timeout: 10_000 });
    const alert = await within(section).findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent(
      'The coins with fixed terms could not be loaded, so some coins may be missing.',
    );
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(await rowOf(canvasElement, 'USDT')).toBeVisible();
  },
};

/** Below 768 px: each coin stacks its rates under its name, Subscribe beside it. */
export const Mobile: Story = {
  globals: mobile,
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const usdt = await rowOf(canvasElement, 'USDT');
    await expect(within(usdt).getByRole('button', { name: 'Subscribe USDT flexible' })).toBeVisible();
  },
};

/** In Chinese (zh-CN). */
export const Chinese: Story = {
  parameters: sandbox({ scenario: 'regular', locale: 'zh-CN' }),
  play: async ({ canvasElement }) => {
    await expect(
      await page(canvasElement).findByRole('heading', { name: '余币宝' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(await page(canvasElement).findByText('最高 10.00%', {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** While the page's main read is on its way: a loading state, never an empty one. */
export const Loading: Story = {
  parameters: sandbox({
    scenario: 'regular',
    setup: (exchange) =>
      exchange.faults.inject({ path: ROUTES.earnCoinInfo.path, times: 10, fault: { kind: 'hang' } }),
  }),
  play: async ({ canvasElement }) => {
    const section = await page(canvasElement).findByRole('region', { name: 'Products' }, { timeout: 10_000 });
    await expect(await within(section).findByRole('status')).toHaveTextContent('Loading');
    await expect(within(section).queryByRole('list', { name: 'Simple Earn products' })).toBeNull();
  },
};
