export { bodiesTo, callsTo, renderOnSandbox, sandboxClient } from '../../../tests/helpers/renderOnSandbox';

import type { createSandboxExchange } from '../../sandbox';

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
 * The text of the first dialog the moment it is put in the page: a MutationObserver's callback runs
 * before any effect of that render could render again, so a loading state shows here if there was one.
 */
export function dialogTextWhenShown(): Promise<string> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const dialog = document.querySelector('[role="dialog"]');
      if (!dialog) return;
      observer.disconnect();
      resolve(dialog.textContent ?? '');
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}
