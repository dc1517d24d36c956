import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { MOBILE_MEDIA_QUERY, useMediaQuery } from './useMediaQuery';

/** §9: below 768 px is the mobile layout; for an inline widget, 768 px of its own width. */
export const MOBILE_BREAKPOINT_PX = 768;

// A layout effect measures before the first paint (no flash of the wrong layout); on the server
// there is nothing to measure, and React 18 warns about layout effects there.
const useBeforePaint = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Whether an inline widget's own box is narrower than the §9 breakpoint, whatever the window: a
 * 375 px host column in a 1440 px window gets the mobile layout. Measured before paint and kept in
 * sync by a ResizeObserver. (A dialog overlays the window, so dialogs keep following the window.)
 *
 * Where the box has no width to measure (not laid out yet, `display: none`, a DOM without layout
 * such as server rendering or happy-dom), it falls back to the window's width.
 *
 * @returns a callback ref for the widget's outer element, and whether it is narrow.
 */
export function useNarrowContainer<T extends HTMLElement>(): [
  ref: (element: T | null) => void,
  narrow: boolean,
] {
  const narrowWindow = useMediaQuery(MOBILE_MEDIA_QUERY);
  const [element, setElement] = useState<T | null>(null);
  const [width, setWidth] = useState(0);

  useBeforePaint(() => {
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setWidth(entry.borderBoxSize?.[0]?.inlineSize ?? entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);

  const ref = useCallback((next: T | null) => setElement(next), []);
  return [ref, width > 0 ? width < MOBILE_BREAKPOINT_PX : narrowWindow];
}
