import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { FixedOrder } from '../../src/api';
import { EarlyRedeemModal } from '../../src/components/earn';
import { createSandboxExchange } from '../../src/sandbox';
import { mobile, onSandbox, type SandboxParameters } from '../sandbox/withSandbox';
import { linesOf } from '../textLayout';

const meta: Meta<typeof EarlyRedeemModal> = {
  title: 'Simple Earn/Early redeem modal',
  component: EarlyRedeemModal,
  ...onSandbox,
};
export default meta;

type Story = StoryObj<typeof EarlyRedeemModal>;
const sandbox = (p: SandboxParameters) => ({ sandbox: p });
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The regular customer's 7-day USDT order as the sandbox reports it (the story's exchange is seeded the same). */
function seededOrder(): FixedOrder {
  const order = createSandboxExchange({ scenario: 'regular' })
    .state.fixedOrders()
    .find((o) => o.product_id === 101);
  if (!order) throw new Error('the regular scenario holds a product 101 order');
  return order;
}

/** A holding order whose product allows early redeem. */
export const Allowed: Story = {
  args: { order: seededOrder(), defaultOpen: true },
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(
      await body.findByText('You are redeeming this order before its maturity.'),
    ).toBeInTheDocument();
    await userEvent.click(body.getByRole('button', { name: 'Redeem early' }));
    await expect(await body.findByRole('dialog', { name: 'Early redemption submitted' })).toBeInTheDocument();
  },
};

/**
 * On a 320 px phone in Chinese: a label keeps its characters on one line, where '到期时间' stood as
 * '到期时' over '间' beside the maturity date.
 */
export const PhoneInChinese: Story = {
  args: { order: seededOrder(), defaultOpen: true },
  globals: { ...mobile, wkLocale: 'zh-CN' },
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: '提前赎回' });
    await within(dialog).findByText('到期时间');
    for (const term of dialog.querySelectorAll('dt')) {
      await expect([term.textContent, linesOf(term)]).toEqual([term.textContent, 1]);
    }
  },
};

/** The product does not allow it (pre_redeem 0): the reason, and no confirm. */
export const ProductForbids: Story = {
  args: {
    order: { ...seededOrder(), product_info: { ...seededOrder().product_info, pre_redeem: 0 } },
    defaultOpen: true,
  },
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByText('This product does not support this action')).toBeInTheDocument();
    await expect(body.getByRole('button', { name: 'Redeem early' })).toBeDisabled();
  },
};
