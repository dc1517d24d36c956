import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { AreaRouter } from '../../src/pages/areaRouter';
import { WealthArea } from '../../src/pages/WealthArea';
import { mobile, onSandbox, type SandboxParameters } from '../sandbox/withSandbox';

/** The story's host router: the address in memory, shown above the area as a host's bar would. */
function InMemory({ start }: { start: string }) {
  const [location, setLocation] = useState(start);
  const router: AreaRouter = { location, navigate: (href) => setLocation(href) };
  return (
    <>
      <p data-testid="address">{location}</p>
      <WealthArea router={router} />
    </>
  );
}

const meta: Meta<typeof InMemory> = {
  title: 'Pages/Wealth area',
  component: InMemory,
  ...onSandbox,
  args: { start: '/simple-earn' },
};
export default meta;

type Story = StoryObj<typeof InMemory>;
const sandbox = (p: SandboxParameters) => ({ sandbox: p });
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** §2 /simple-earn: the home; My lendings is a route of the area, so the address changes in place. */
export const Home: Story = {
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const totals = await body.findByRole('region', { name: 'Simple Earn assets' }, { timeout: 10_000 });
    await userEvent.click(
      await within(totals).findByRole('link', { name: 'My lendings' }, { timeout: 10_000 }),
    );
    await expect(body.getByTestId('address')).toHaveTextContent('/simple-earn/my-lendings');
    await expect(await body.findByRole('tab', { name: 'Flexible', selected: true })).toBeVisible();
  },
};

/** A route that names no page: not found, with the way home. */
export const NotFound: Story = {
  args: { start: '/simple-earn/nowhere' },
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    await userEvent.click(body.getByRole('link', { name: 'Go to Simple Earn' }));
    await expect(body.getByTestId('address')).toHaveTextContent('/simple-earn');
  },
};

/** A staking route on a phone. */
export const StakingMobile: Story = {
  args: { start: '/staking/GT' },
  globals: mobile,
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    await expect(
      await page(canvasElement).findByRole('region', { name: 'GT staking' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
