import { createContext, useContext, useSyncExternalStore } from 'react';

/** The three looks of wealthkit (tokens in src/theme/tokens.css). */
import type { WealthTheme } from '../../theme/types';

export type { WealthTheme };

interface WealthRootContextValue {
  theme: WealthTheme;
  /** The element portaled content goes into; `null` until WealthRoot has mounted it. */
  container: HTMLElement | null;
}

export const WealthRootContext = createContext<WealthRootContextValue | null>(null);

const noSubscribe = () => () => {};

/** `false` on the server and during hydration, `true` afterwards. */
function useIsClient(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}

/**
 * Where dialogs and toasts should portal to: the container inside the nearest `WealthRoot`, so the
 * portaled content still sits under `.wk-root` and gets its tokens and theme. Without a
 * WealthRoot it falls back to `document.body` (the content then has no tokens: wrap your widgets
 * in a WealthRoot). Returns `null` while there is nowhere to portal yet (server render, first pass);
 * render nothing then.
 */
export function usePortalContainer(): HTMLElement | null {
  const root = useContext(WealthRootContext);
  const isClient = useIsClient();
  if (root) return root.container;
  return isClient ? document.body : null;
}

/** The theme of the nearest `WealthRoot`. @default 'light' when there is none */
export function useWealthTheme(): WealthTheme {
  return useContext(WealthRootContext)?.theme ?? 'light';
}
