import { type ComponentType, type ReactNode, useCallback, useRef, useState } from 'react';
import type { AskFundPassword } from '../api';
import type { FundPasswordPromptControls } from '../components/ui/FundPasswordPrompt';

type PromptHost = ComponentType<{ onReady: (prompt: FundPasswordPromptControls) => void }>;

export interface BuiltInFundPassword {
  /** Asks the customer in wealthkit's prompt; null when they cancel. */
  ask: AskFundPassword;
  /** The password given has been checked: the prompt, open meanwhile, closes (`sendWithFundPassword`). */
  checked: () => void;
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
  const ready = useRef<Promise<FundPasswordPromptControls> | null>(null);
  const handOver = useRef<((prompt: FundPasswordPromptControls) => void) | null>(null);
  // The prompt once mounted: a check can end only after an ask, so after it has arrived.
  const mounted = useRef<FundPasswordPromptControls | null>(null);
  const unavailable = useRef(onUnavailable);
  unavailable.current = onUnavailable;

  const ask = useCallback<AskFundPassword>(async (request) => {
    ready.current ??= import('../components/ui/FundPasswordPrompt').then(
      ({ FundPasswordPromptHost }) =>
        new Promise<FundPasswordPromptControls>((resolve) => {
          handOver.current = resolve;
          setHost(() => FundPasswordPromptHost);
        }),
    );
    let prompt: FundPasswordPromptControls;
    try {
      prompt = await ready.current;
    } catch {
      ready.current = null;
      unavailable.current();
      return null;
    }
    return prompt.ask(request);
  }, []);
  const checked = useCallback(() => mounted.current?.checked(), []);
  const onReady = useCallback((prompt: FundPasswordPromptControls) => {
    mounted.current = prompt;
    handOver.current?.(prompt);
  }, []);

  return { ask, checked, element: Host ? <Host onReady={onReady} /> : null };
}
