import type { StoryContext } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { DualPurchaseDialog, type DualPurchaseDialogProps } from '../../src/components/dual';
import type { DualProductType } from '../../src/domain';
import type { SandboxExchange } from '../../src/sandbox';
import { dualSlice, type StoredDualProject } from '../../src/sandbox/products/dual/slice';

export const exchangeOf = (loaded: Record<string, unknown>) => loaded.exchange as SandboxExchange;

/** A catalogue row of the sandbox: coin, type, term in hours, §3 multiple, category (1 unless given). */
export interface DualRow {
  coin: string;
  type: DualProductType;
  hours: number;
  multiple: string;
  category?: number;
}

/** The sandbox listing of a catalogue row. */
export function projectOf(exchange: SandboxExchange, row: DualRow): StoredDualProject {
  const key = `${row.category ?? 1}:${row.coin}:${row.type}:${row.hours}h:${row.multiple}`;
  const project = dualSlice(exchange.state.context).projects.find((p) => p.template === key);
  if (!project) throw new Error(`no dual listing ${key}`);
  return project;
}

/** A story render that opens the dialog on the listing of `row` (its id exists only once the sandbox does). */
export function renderRow(row: DualRow) {
  return (args: Partial<DualPurchaseDialogProps>, { loaded }: StoryContext) => (
    <DualPurchaseDialog
      {...args}
      coin={row.coin}
      type={row.type}
      pid={projectOf(exchangeOf(loaded), row).id}
    />
  );
}

/** The dialog of that name, once it is on screen. */
export async function findDialog(canvasElement: HTMLElement, name: string) {
  return within(canvasElement.ownerDocument.body).findByRole('dialog', { name }, { timeout: 10_000 });
}

/** Waits until a label/value row shows the value. */
export async function expectRow(container: HTMLElement, label: string, value: string | RegExp) {
  await waitFor(
    () => {
      const term = within(container).getAllByText(label, { selector: 'dt' })[0];
      expect(term?.nextElementSibling?.textContent).toMatch(value);
    },
    { timeout: 10_000 },
  );
}
