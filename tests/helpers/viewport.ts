import { vi } from 'vitest';

/**
 * Makes the widgets' media queries answer as a phone (below 768 px, §9) or a desktop would. A spy:
 * restore it with `vi.restoreAllMocks()` (afterEach).
 */
export function mockViewport(mobile: boolean): void {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: mobile && query.includes('max-width: 767'),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
