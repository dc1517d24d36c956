import { useCallback, useReducer, useRef } from 'react';
import { flushSync } from 'react-dom';
import { isNarrowBox } from './narrowBox';
import { MOBILE_MEDIA_QUERY, useMediaQuery } from './useMediaQuery';

/**
 * The room the page's own scrollbar takes: 15-17 px for a classic one, 0 for an overlay one, and 0
 * in a DOM without layout (happy-dom), whose root is 0 px wide.
 */
function pageScrollbar(): number {
  const root = document.documentElement.clientWidth;
  return root > 0 ? Math.max(0, window.innerWidth - root) : 0;
}

/**
 * Whether an inline widget's own box is narrower than the §9 breakpoint, whatever the window: a
 * 375 px host column in a 1440 px window gets the mobile layout. Kept by a ResizeObserver, whose
 * first report comes after the browser's own layout and before its paint, so the right layout is
 * painted first without a forced layout (`getBoundingClientRect` on mount cost the holdings table
 * ~6 ms of synchronous layout and two extra renders, profiled).
 *
 * The observer watches a probe, not the box: a zero-height element stretched across the box
 * (`<span ref={probeRef} className="wk-width-probe" aria-hidden="true" />`, a child of the box,
 * which is `position: relative`). The layout switch renders inside the observer's callback and
 * changes the box's height; had the box itself been observed, the browser would report "ResizeObserver
 * loop completed with undelivered notifications" on the window, an error event a host's error
 * monitoring (and Cypress) takes for a crash. The probe's size changes only with the box's width.
 *
 * Where the box has no width to measure (not laid out yet, `display: none`, a DOM without layout
 * such as server rendering or happy-dom), it falls back to the window's width.
 *
 * @returns a callback ref for the probe, and whether the box is narrow.
 */
export function useNarrowContainer<T extends HTMLElement>(): [
  probeRef: (element: T | null) => void,
  narrow: boolean,
] {
  const narrowWindow = useMediaQuery(MOBILE_MEDIA_QUERY);
  /** The box's last answer (`null`: no width); read in render, a change that shows re-renders. */
  const narrowBox = useRef<boolean | null>(null);
  const windowAnswer = useRef(narrowWindow);
  windowAnswer.current = narrowWindow;
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const observer = useRef<ResizeObserver | null>(null);

  const ref = useCallback((element: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const watch = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (!entry) return;
      const width = entry.borderBoxSize?.[0]?.inlineSize ?? entry.contentRect.width;
      const shown = narrowBox.current ?? windowAnswer.current;
      const next = width > 0 ? isNarrowBox({ width, pageScrollbar: pageScrollbar(), shown }) : null;
      narrowBox.current = next;
      if ((next ?? windowAnswer.current) === shown) return;
      // Rendered before this frame paints, so the other layout never shows.
      flushSync(rerender);
      // The switch may take the page's scrollbar away (or bring it), and so change the probe's width
      // in this same frame: observed, that change could not be delivered until the next frame, and the
      // browser reported "ResizeObserver loop completed with undelivered notifications" (a 768 px
      // window, the window's wide layout scrolling the page, the box's narrow one not: 3 loads in 8).
      // So the probe is watched again from the next frame, whose first report gives its width then.
      watch.unobserve(element);
      requestAnimationFrame(() => {
        if (observer.current === watch) watch.observe(element);
      });
    });
    observer.current = watch;
    watch.observe(element);
  }, []);
  return [ref, narrowBox.current ?? narrowWindow];
}
