import { type CSSProperties, type HTMLAttributes, type ReactNode, useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { WealthRootContext, type WealthTheme } from './portal';
import { type PortalContainer, portalTarget } from './portalTarget';
import { warmFontsWhenIdle } from './warmFonts';

export interface WealthRootProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * Which token set applies: the default light look, dark, or the gold-on-dark VIP look (§6).
   * @default 'light'
   */
  theme?: WealthTheme;
  /**
   * Where dialogs and toasts are mounted (`portalTarget.ts`): the end of the page's body, inside
   * this box, or an element of the host's; `'auto'` is this box inside a host's own dialog, else
   * the page.
   * @default 'auto'
   */
  portalContainer?: PortalContainer;
  /**
   * @deprecated Ignored: an open dialog no longer adds a style element to the page (its scroll lock
   * sets the body's inline style, `scrollLock.ts`), so a Content-Security-Policy needs no nonce for
   * it. Accepted until the next minor version.
   * @default none
   */
  nonce?: string;
  /** The widgets. @default none */
  children?: ReactNode;
}

/** The custom properties of an inline style (a host's `--wk-*` theme values), nothing else. */
function customProperties(style: CSSProperties = {}): CSSProperties {
  return Object.fromEntries(Object.entries(style).filter(([name]) => name.startsWith('--')));
}

/**
 * The scope every wealthkit widget renders in: `<div class="wk-root" data-theme>` carries the
 * design tokens, so nothing of ours styles the host page and the host page's styles win over ours.
 * Dialogs and toasts go into a layer of their own, by default at the end of the page's body so
 * that no transform or stacking context of the host's layout can hold them (`portalTarget.ts`).
 * The layer is a `.wk-root` too, with the box's theme, language, class and inline `--wk-*` values,
 * so a dialog looks as it would inside the box; it has no box of its own (`display: contents`), so
 * the class's layout does not reach the page.
 * The layer, like the inline widgets' and pages' own boxes, says `translate="no"`: a page
 * translator (Chrome's Translate) replaces the text nodes React updates, so figures went stale
 * and a removed one threw in React's commit, unmounting the host's page (tests/e2e/translate.test.ts).
 * The box does not: the host's own markup inside the provider stays translatable.
 */
export function WealthRoot({
  theme = 'light',
  portalContainer = 'auto',
  nonce: _ignored, // deprecated, and not an attribute of the box
  className,
  children,
  ...rest
}: WealthRootProps) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const value = useMemo(() => ({ theme, container }), [theme, container]);
  const rootClass = className ? `wk-root ${className}` : 'wk-root';
  // The type scale's fonts, looked up while the page is idle rather than in the click that first
  // shows a widget (`warmFonts.ts`).
  useEffect(() => (box ? warmFontsWhenIdle(box) : undefined), [box]);
  // Only once the box is mounted (never on the server): where the layer goes depends on where it is.
  const target = box && portalTarget(box, portalContainer);
  const layer = box && (
    <div
      className={`${rootClass} wk-portal`}
      data-theme={theme}
      data-wk-portal=""
      lang={rest.lang}
      style={customProperties(rest.style)}
      translate="no"
      ref={setContainer}
    />
  );
  return (
    <div {...rest} className={rootClass} data-theme={theme} ref={setBox}>
      <WealthRootContext.Provider value={value}>
        {children}
        {layer && target ? createPortal(layer, target) : layer}
      </WealthRootContext.Provider>
    </div>
  );
}
