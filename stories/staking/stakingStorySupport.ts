import { expect, waitFor, within } from 'storybook/test';
import type { SandboxExchange } from '../../src/sandbox';
import { bookStake } from '../../src/sandbox/products/staking/actions';
import {
  resolveTerms,
  type StakingProductConfig,
  stakingSlice,
} from '../../src/sandbox/products/staking/model';

export const exchangeOf = (loaded: Record<string, unknown>) => loaded.exchange as SandboxExchange;

/** A sandbox staking product, to change a term as an exchange operator would. */
export function stakingProductOf(exchange: SandboxExchange, coin: string): StakingProductConfig {
  const product = stakingSlice(exchange.state.context).products.find((p) => p.coin === coin);
  if (!product) throw new Error(`no ${coin} staking product`);
  return product;
}

/** Books a stake on the sandbox (from spot, by its own rules), so a redeem story has a holding. */
export function seedStake(exchange: SandboxExchange, coin: string, pid: number, amount: string): void {
  const ctx = exchange.state.context;
  bookStake(ctx, resolveTerms(ctx, coin, pid, true), amount);
}

/** The dialog of that name, once it is on screen. */
export async function findDialog(canvasElement: HTMLElement, name: string) {
  return within(canvasElement.ownerDocument.body).findByRole('dialog', { name }, { timeout: 10_000 });
}

/** Waits until a label/value row shows the value. */
export async function expectRow(dialog: HTMLElement, label: string, value: string | RegExp) {
  await waitFor(
    () => {
      const term = within(dialog).getAllByText(label, { selector: 'dt' })[0];
      expect(term?.nextElementSibling?.textContent).toMatch(value);
    },
    { timeout: 10_000 },
  );
}
