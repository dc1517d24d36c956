import { type ComponentType, type ReactNode, useCallback, useRef, useState } from 'react';
import type { AskFundPassword } from '../api';

type PromptHost = ComponentType<{ onReady: (ask: AskFundPassword) => void }>;

export interface BuiltInFundPassword {
  /** Asks the customer in wealthkit's prompt; null when they cancel. */
  ask: AskFundPassword;
  /** The prompt, to render inside the provider's root: nothing until the exchange first asks. */
  element: ReactNode;
}

/**
 * wealthkit's own fund-password prompt (`useFundPasswordPrompt`) for a provider whose host passes
 * no `requestFundPassword`. Without it, an order the exchange asked a fund password for (§4) ended
 * as if the customer had cancelled it, with nothing on screen: the customer could not finish it.
 * The prompt's code (a dialog) is fetched the first time the exchange asks, not carried by every
 * page with a provider. When that fetch fails, `onUnavailable` says so and the ask is answered as
 * cancelled; the next ask tries again.
 */
export function useBuiltInFundPassword(onUnavailable: () => void): BuiltInFundPassword {
  const [Host, setHost] = useState<PromptHost | null>(null);
  const ready = useRef<Promise<AskFundPassword> | null>(null);
  const handOver = useRef<((ask: AskFundPassword) => void) | null>(null);
  const unavailable = useRef(onUnavailable);
  unavailable.current = onUnavailable;

  const ask = useCallback<AskFundPassword>(async (request) => {
    ready.current ??= import('../components/ui/FundPasswordPrompt').then(
      ({ FundPasswordPromptHost }) =>
        new Promise<AskFundPassword>((resolve) => {
          handOver.current = resolve;
          setHost(() => FundPasswordPromptHost);
        }),
    );
    let open: AskFundPassword;
    try {
      open = await ready.current;
    } catch {
      ready.current = null;
      unavailable.current();
      return null;
    }
    return open(request);
  }, []);
  const onReady = useCallback((open: AskFundPassword) => handOver.current?.(open), []);

  return { ask, element: Host ? <Host onReady={onReady} /> : null };
}
