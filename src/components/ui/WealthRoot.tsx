import { type HTMLAttributes, type ReactNode, useMemo, useState } from 'react';
import { WealthRootContext, type WealthTheme } from './portal';

export interface WealthRootProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * Which token set applies: the default light look, dark, or the gold-on-dark VIP look (§6).
   * @default 'light'
   */
  theme?: WealthTheme;
  /** The widgets. */
  children?: ReactNode;
}

/**
 * The scope every wealthkit widget renders in: `<div class="wk-root" data-theme>` carries the
 * design tokens, and a portal container inside it keeps dialogs and toasts under the same scope,
 * so nothing of ours styles the host page and the host page's styles win over ours.
 * The portal container, like the inline widgets' and pages' own boxes, says `translate="no"`: a
 * page translator (Chrome's Translate) replaces the text nodes React updates, so figures went stale
 * and a removed one threw in React's commit, unmounting the host's page (tests/e2e/translate.test.ts).
 * The wrapper does not: the host's own markup inside the provider stays translatable.
 */
export function WealthRoot({ theme = 'light', className, children, ...rest }: WealthRootProps) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const value = useMemo(() => ({ theme, container }), [theme, container]);
  return (
    <div {...rest} className={className ? `wk-root ${className}` : 'wk-root'} data-theme={theme}>
      <WealthRootContext.Provider value={value}>
        {children}
        <div className="wk-portal" data-wk-portal="" translate="no" ref={setContainer} />
      </WealthRootContext.Provider>
    </div>
  );
}
