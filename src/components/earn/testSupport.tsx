export { bodiesTo, callsTo, renderOnSandbox, sandboxClient } from '../../../tests/helpers/renderOnSandbox';

import { screen, waitFor, within } from '@testing-library/react';
import { renderOnSandbox } from '../../../tests/helpers/renderOnSandbox';
import { ROUTES } from '../../api';
import { formatAmount } from '../../domain';
import type { createSandboxExchange } from '../../sandbox';
import { SubscribeModal } from './SubscribeModal';

/**
 * The requests of one route that reached the exchange. The method matters: flexible holdings (GET)
 * and subscribe (POST) share a path (§7).
 */
export function sent(
  exchange: ReturnType<typeof createSandboxExchange>,
  route: { path: string; method: string },
) {
  return exchange.calls.filter((call) => call.path === route.path && call.method === route.method);
}

/**
 * A dialog opened before its form's code is here: waits until each of `reads` has been sent once
 * with no dialog shown yet, gives the answers time to arrive, lets the code arrive (`deliver`), and
 * resolves to the text the dialog held the moment it was put in the page (a MutationObserver's
 * callback runs before any effect of that render could render again, so a loading state shows).
 */
export async function firstTextOnceTheCodeArrives(
  exchange: ReturnType<typeof createSandboxExchange>,
  reads: ReadonlyArray<{ path: string; method: string }>,
  deliver: () => Promise<void>,
): Promise<string> {
  // The reads go out with the chunk, not after it.
  await waitFor(() => {
    for (const route of reads) expect(sent(exchange, route)).toHaveLength(1);
  });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  // Answered while the code is still on its way.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const firstShown = new Promise<string>((resolve) => {
    const observer = new MutationObserver(() => {
      const dialog = document.querySelector('[role="dialog"]');
      if (!dialog) return;
      observer.disconnect();
      resolve(dialog.textContent ?? '');
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  await deliver();
  return firstShown;
}

/** The form took the early answers: a moment later, still each of `reads` sent once, nothing twice. */
export async function expectReadOnce(
  exchange: ReturnType<typeof createSandboxExchange>,
  reads: ReadonlyArray<{ path: string; method: string }>,
) {
  await new Promise((resolve) => setTimeout(resolve, 50));
  for (const route of reads) expect(sent(exchange, route)).toHaveLength(1);
}

/** The reads SubscribeModal's form makes as it opens on USDT flexible (its shell starts them). */
export const SUBSCRIBE_OPEN_READS = [
  ROUTES.earnCoinInfo,
  ROUTES.earnHoldings,
  ROUTES.earnAwardPool,
  ROUTES.sharedAccountMode,
  ROUTES.sharedOutable,
];

/**
 * SubscribeModal opened by the host (`defaultOpen`) before its form's code has arrived (`deliver`
 * brings it): the reads go out while the code loads, each once, and the form's first render shows
 * its data. In a test file of its own each time (a held chunk is delivered once per file).
 */
export async function expectSubscribeReadsTravelWithTheCode(
  deliver: () => Promise<void>,
  options: { strict?: boolean } = {},
) {
  const { exchange } = renderOnSandbox(<SubscribeModal coin="USDT" defaultOpen />, options);
  const firstShown = firstTextOnceTheCodeArrives(exchange, SUBSCRIBE_OPEN_READS, deliver);
  const balance = formatAmount(exchange.state.balances().USDT ?? '0', { group: true });
  const first = await firstShown;
  expect(first).toContain(`Available ${balance} USDT`);
  expect(first).toContain('10.00%');
  const dialog = await screen.findByRole('dialog', { name: 'Subscribe USDT' });
  expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toBeEnabled();
  // The form took the answers: nothing was read twice.
  await expectReadOnce(exchange, SUBSCRIBE_OPEN_READS);
}
