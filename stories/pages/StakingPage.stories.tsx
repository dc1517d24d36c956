import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ROUTES } from '../../src/api';
import { StakingPage } from '../../src/pages/StakingPage';
import type { SandboxExchange } from '../../src/sandbox';
import { failedReadStory } from '../sandbox/failedRead';
import { type HostSpies, mobile, onSandbox, type SandboxParameters } from '../sandbox/withSandbox';
import { linesOf } from '../textLayout';

const meta = {
  title: 'Pages/Staking',
  component: StakingPage,
  ...onSandbox,
  args: { coin: 'GT' },
} satisfies Meta<typeof StakingPage>;
export default meta;

type Story = StoryObj<typeof meta>;
const sandbox = (p: SandboxParameters) => ({ sandbox: p });
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const exchangeOf = (loaded: Record<string, unknown>) => loaded.exchange as SandboxExchange;
const region = (canvasElement: HTMLElement, name: string) =>
  page(canvasElement).findByRole('region', { name }, { timeout: 10_000 });

/** Where a fact sits: its label's left edge, and how far its value's right edge is from it. */
async function factBox(scope: HTMLElement, label: string) {
  const term = await within(scope).findByText(label, {}, { timeout: 10_000 });
  const row = term.parentElement as HTMLElement;
  const value = row.querySelector('dd') as HTMLElement;
  const left = term.getBoundingClientRect().left;
  return { left, top: row.getBoundingClientRect().top, span: value.getBoundingClientRect().right - left };
}

/**
 * §2 /staking/GT on a desktop: the APR with its base and bonus, the terms, the bonus campaign, the
 * customer's 100 GT with their rewards, the rate details, the FAQ and the holdings links.
 */
export const Desktop: Story = {
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const product = await region(canvasElement, 'GT staking');
    await within(product).findByText('Highest APR', {}, { timeout: 10_000 });
    const mine = await region(canvasElement, 'Your staking');
    await expect(await within(mine).findAllByText('100 GT', {}, { timeout: 10_000 })).toHaveLength(2);
    await expect(within(mine).getByRole('table', { name: 'Reward records' })).toBeVisible();
    // A wide page sets its facts in columns, each value near its label, not a page width away.
    const highest = await factBox(product, 'Highest APR');
    const minimum = await factBox(product, 'Minimum stake');
    await expect(minimum.top).toBe(highest.top);
    await expect(minimum.left).toBeGreaterThan(highest.left);
    await expect(minimum.span).toBeLessThan(product.getBoundingClientRect().width / 2);
    // In columns a fact's label sits over its value, each on one line: side by side in a column,
    // "Rewards start" and "1 day after the next 00:00 UTC" took two lines each, and the campaign's
    // period three, broken inside a date ("2025-01-" over "25 00:00").
    const bonus = await region(canvasElement, 'Extra bonus');
    await within(bonus).findByText('Campaign period');
    for (const term of [...product.querySelectorAll('dt'), ...bonus.querySelectorAll('dt')]) {
      const value = term.nextElementSibling as HTMLElement;
      await expect([term.textContent, linesOf(term), linesOf(value)]).toEqual([term.textContent, 1, 1]);
    }
  },
};

/** Stake from the page: the dialog opens on the page's coin. */
export const Stake: Story = {
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    await region(canvasElement, 'Your staking');
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Stake' }));
    await expect(await page(canvasElement).findByRole('dialog', { name: 'Stake GT' })).toBeVisible();
  },
};

/** A DeFi product on `?pid=11`: the sources of return; choosing another tells the host to write `pid`. */
export const Sources: Story = {
  args: { coin: 'USDT', pid: '11', onPidChange: fn() },
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    await body.findByRole('radio', { name: /Aave V3/, checked: true }, { timeout: 10_000 });
    // The radio is drawn by its label (a chip); the customer clicks that.
    await userEvent.click(body.getByRole('radio', { name: /Compound/ }).closest('label') as HTMLElement);
    await waitFor(() => expect(args.onPidChange).toHaveBeenCalledWith('12'));
  },
};

/** A whale's 180 days of GT rewards: ten a page, Next pages on (§9). */
export const RewardRecords: Story = {
  parameters: sandbox({ scenario: 'whale' }),
  play: async ({ canvasElement }) => {
    const mine = await region(canvasElement, 'Your staking');
    const table = await within(mine).findByRole('table', { name: 'Reward records' }, { timeout: 10_000 });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    await userEvent.click(within(mine).getByRole('button', { name: 'Next' }));
    await expect(await within(mine).findByText(/^Page 2 of/)).toBeVisible();
    // The bonus ladder above reads as the records do: the same column heads (they were bold and
    // dark beside the records' small grey ones).
    const ladder = within(canvasElement).getByRole('columnheader', { name: 'Staked amount' });
    const records = within(table).getByRole('columnheader', { name: 'Time' });
    for (const property of ['font-size', 'font-weight', 'color'])
      await expect(getComputedStyle(ladder).getPropertyValue(property)).toBe(
        getComputedStyle(records).getPropertyValue(property),
      );
  },
};

/**
 * Logged out (§1): the product is public; the holding asks for a login and nothing private is read.
 * The rate details give the product's commission and discounts, none as the visitor's own (§6).
 */
export const LoggedOut: Story = {
  parameters: sandbox({ scenario: 'logged-out' }),
  play: async ({ canvasElement, loaded }) => {
    const rate = await region(canvasElement, 'Rate details');
    await within(rate).findByText('Commission on the base reward', {}, { timeout: 10_000 });
    await expect(within(rate).queryByText('Your commission')).toBeNull();
    await expect(within(rate).queryByText(/Your tier/)).toBeNull();
    const mine = await region(canvasElement, 'Your staking');
    await userEvent.click(within(mine).getByRole('button', { name: 'Log in' }));
    await expect((loaded.host as HostSpies).onLoginRequired).toHaveBeenCalled();
    await expect(
      exchangeOf(loaded).calls.filter((c) => c.path === ROUTES.stakingStatistics.path),
    ).toHaveLength(0);
  },
};

/** ETH has no staking (§9): the page says so and reads nothing. */
export const NoStaking: Story = {
  args: { coin: 'ETH' },
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('ETH has no staking')).toBeVisible();
  },
};

/** The product cannot be read (§8): the generic error with Retry; Retry shows it. */
export const FailedRead: Story = failedReadStory(ROUTES.stakingProduct.path, async (body) => {
  await body.findByText('Highest APR', {}, { timeout: 10_000 });
});

/** Below 768 px. */
export const Mobile: Story = {
  globals: mobile,
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const product = await region(canvasElement, 'GT staking');
    // A phone column keeps one fact a row, the value at the row's end.
    const highest = await factBox(product, 'Highest APR');
    const minimum = await factBox(product, 'Minimum stake');
    await expect(minimum.left).toBe(highest.left);
    await expect(minimum.top).toBeGreaterThan(highest.top);
    await expectDatesWhole(await region(canvasElement, 'Extra bonus'));
  },
};

/**
 * The campaign's dates move to their own line whole: in a phone's row, "2025-01-25" broke after
 * its year ("2025-01-" over "25 00:00 (GMT+0)").
 */
async function expectDatesWhole(bonus: HTMLElement) {
  const term = await within(bonus).findByText(/Campaign period|活动时间/, {}, { timeout: 10_000 });
  const dates = [...(term.nextElementSibling as HTMLElement).querySelectorAll('.wk-keep-together')];
  await expect(dates.map((date) => [date.textContent, linesOf(date)])).toEqual(
    dates.map((date) => [date.textContent, 1]),
  );
  await expect(dates).toHaveLength(2);
}

/**
 * The phone page in Chinese: a label keeps its characters on one line (beside the campaign's
 * period, '活动时间' stood as '活动' over '时间'), and the period's dates stay whole.
 */
export const MobileChinese: Story = {
  globals: { ...mobile, wkLocale: 'zh-CN' },
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const bonus = await region(canvasElement, '额外加息');
    await expectDatesWhole(bonus);
    const product = await region(canvasElement, 'GT 质押');
    for (const term of [...product.querySelectorAll('dt'), ...bonus.querySelectorAll('dt')]) {
      await expect([term.textContent, linesOf(term)]).toEqual([term.textContent, 1]);
    }
  },
};

/** A VIP 8 customer on the VIP theme: the VIP 5–16 commission discount is theirs. */
export const VipTheme: Story = {
  parameters: sandbox({ scenario: 'vip8', theme: 'vip' }),
  play: async ({ canvasElement }) => {
    const rate = await region(canvasElement, 'Rate details');
    await expect(await within(rate).findByText(/Your tier \(VIP 8\)/, {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** While the page's main read is on its way: a loading state, never an empty one. */
export const Loading: Story = {
  parameters: sandbox({
    scenario: 'regular',
    setup: (exchange) =>
      exchange.faults.inject({ path: ROUTES.stakingProduct.path, times: 10, fault: { kind: 'hang' } }),
  }),
  play: async ({ canvasElement }) => {
    const product = await region(canvasElement, 'GT staking');
    await expect(await within(product).findByRole('status')).toHaveTextContent('Loading');
    await expect(product).toHaveAttribute('aria-busy', 'true');
  },
};

/** A new customer: nothing staked, no rewards yet ('No records', §8). */
export const NewCustomer: Story = {
  parameters: sandbox({ scenario: 'new-user' }),
  play: async ({ canvasElement }) => {
    const mine = await region(canvasElement, 'Your staking');
    await expect(await within(mine).findByText('No records', {}, { timeout: 10_000 })).toBeVisible();
    await expect(within(mine).getAllByText('0 GT').length).toBeGreaterThan(0);
  },
};
