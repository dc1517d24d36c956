import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SupportEntry } from '../../src/components/support';
import { composeScenario, SCENARIOS } from '../../src/sandbox';
import { type HostSpies, onSandbox, type SandboxParameters } from '../sandbox/withSandbox';

const meta: Meta<typeof SupportEntry> = {
  title: 'Support/Support entry',
  component: SupportEntry,
  ...onSandbox,
};
export default meta;

type Story = StoryObj<typeof SupportEntry>;
const sandbox = (p: SandboxParameters) => ({ sandbox: p });
const atTier = (tierLevel: number) => composeScenario(SCENARIOS.regular, { user: { tierLevel } });

async function opens(canvasElement: HTMLElement, host: HostSpies, name: string, href: string) {
  const link = await within(canvasElement).findByRole('link', { name });
  await expect(link).toHaveAttribute('href', href);
  await userEvent.click(link);
  await expect(host.onNavigate).toHaveBeenCalledWith(href);
}

/** Tier 8 and above (§1, §6): the VIP account manager. */
export const VipAccountManager: Story = {
  parameters: sandbox({ scenario: 'vip8' }),
  play: async ({ canvasElement, loaded }) => {
    await opens(
      canvasElement,
      loaded.host as HostSpies,
      'Contact your VIP account manager',
      '/groupchat/call_vip_account_manager',
    );
  },
};

/** A VIP below 8: human service, through the service bot for a VIP question (§2). */
export const HumanServiceVip: Story = {
  parameters: sandbox({ scenario: 'vip5' }),
  play: async ({ canvasElement, loaded }) => {
    await opens(
      canvasElement,
      loaded.host as HostSpies,
      'Contact customer service',
      '/groupchat/call_service_bot?chatType=human&questionType=vip',
    );
  },
};

/** A customer without a VIP tier: the service chat. */
export const HumanService: Story = {
  parameters: sandbox({ scenario: atTier(0) }),
  play: async ({ canvasElement, loaded }) => {
    await opens(
      canvasElement,
      loaded.host as HostSpies,
      'Contact customer service',
      '/groupchat/call_service',
    );
  },
};

/** Inside the exchange app: the route carries needNavBar=0 (§2). */
export const InApp: Story = {
  parameters: sandbox({ scenario: 'vip8', platform: 'app' }),
  play: async ({ canvasElement, loaded }) => {
    await opens(
      canvasElement,
      loaded.host as HostSpies,
      'Contact your VIP account manager',
      '/groupchat/call_vip_account_manager?needNavBar=0',
    );
  },
};

/** The host takes the contact itself (a desktop live chat): `onContact` gets the channel. */
export const HostChat: Story = {
  args: { onContact: fn() },
  parameters: sandbox({ scenario: 'vip8' }),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Contact your VIP account manager' }),
    );
    await expect(args.onContact).toHaveBeenCalledWith('vip-manager');
  },
};

/** 中文 (zh-CN). */
export const Chinese: Story = {
  parameters: sandbox({ scenario: 'vip8', locale: 'zh-CN' }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: '联系您的 VIP 专属客户经理' }),
    ).toBeVisible();
  },
};
