import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SimpleEarnFaq } from '../../src/pages/SimpleEarnFaq';
import { type HostSpies, mobile, onSandbox, type SandboxParameters } from '../sandbox/withSandbox';

// The page takes no props, so the story's args are Storybook's plain record.
const meta: Meta = {
  title: 'Pages/Simple Earn FAQ',
  component: SimpleEarnFaq,
  ...onSandbox,
};
export default meta;

type Story = StoryObj;
const sandbox = (p: SandboxParameters) => ({ sandbox: p });

/**
 * The page on a desktop (§2 /simple-earn/faq): questions closed, each a native disclosure that
 * takes focus (Enter and Space toggle it in every browser) and opens its answer in place.
 */
export const Desktop: Story = {
  parameters: sandbox({}),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const question = await page.findByText('When does a flexible subscription start earning?');
    const answer = page.getByText(/Interest starts 1 hour after you subscribe/);
    await expect(answer).not.toBeVisible();
    question.focus();
    await expect(question).toHaveFocus();
    await userEvent.click(question);
    await expect(answer).toBeVisible();
    await userEvent.click(question);
    await expect(answer).not.toBeVisible();
  },
};

/** Below 768 px: one column, the same disclosures; a help link goes through the host. */
export const Mobile: Story = {
  parameters: sandbox({}),
  globals: mobile,
  play: async ({ canvasElement, loaded }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByText('Can I redeem before the term ends?'));
    await expect(page.getByText(/at least 0.000001 of the coin at a time/)).toBeVisible();
    await userEvent.click(page.getByRole('link', { name: 'Help center' }));
    await expect((loaded.host as HostSpies).onNavigate).toHaveBeenCalledWith('/help/lend/simple-earn');
  },
};

/** In Chinese (zh-CN catalogue), with the numbers from the same rules. */
export const Chinese: Story = {
  parameters: sandbox({ locale: 'zh-CN' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByText('定期申购何时开始计息、何时到期？'));
    await expect(page.getByText(/30 天产品在申购当日 00:00 起第 31 天的 00:00 到期/)).toBeVisible();
  },
};

/** A VIP 8 customer on the VIP theme: the support entry offers the account manager. */
export const VipTheme: Story = {
  parameters: sandbox({ scenario: 'vip8', theme: 'vip' }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Contact your VIP account manager' }),
    ).toHaveAttribute('href', '/groupchat/call_vip_account_manager');
  },
};
