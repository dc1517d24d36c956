import { expect, waitFor, within } from 'storybook/test';
import type { SandboxExchange } from '../../src/sandbox';

export const exchangeOf = (loaded: Record<string, unknown>) => loaded.exchange as SandboxExchange;

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
