import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import { elementsOutsideBoxes } from './armour';

// A findBy* waits for a state, not a deadline: Testing Library's 1 s default failed the first test
// of a file (a dialog whose form is a lazy chunk, imported cold) on a loaded 2-core machine, at
// 1.3-1.7 s against 0.9 s quiet. A wrong state still fails, only later (vitest.config.ts testTimeout).
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  const outside = elementsOutsideBoxes(document.body);
  cleanup();
  localStorage.clear();
  // Unfinished money intents live in session storage (a reload resends them): one test's must not
  // be resent by the next test's provider.
  sessionStorage.clear();
  expect(outside, 'elements of ours outside a wk-box').toEqual([]);
});

/**
 * happy-dom has no canvas: `getContext('2d')` answers null, and lightweight-charts' first animation
 * frame then throws "Value is null". A 2D context that draws nothing lets a chart live through its
 * frames in the component suite; real drawing is checked by the stories in Chromium.
 */
function silentContext(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const state: Record<PropertyKey, unknown> = { canvas };
  const noop = () => undefined;
  return new Proxy(state, {
    get(target, key) {
      if (key in target) return target[key];
      if (key === 'measureText') return (text: string) => ({ width: String(text).length * 6 });
      if (key === 'getLineDash') return () => [];
      if (key === 'createLinearGradient' || key === 'createPattern') return () => ({ addColorStop: noop });
      return noop;
    },
    set(target, key, value) {
      target[key] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
}
Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', {
  configurable: true,
  value(this: HTMLCanvasElement, kind: string) {
    return kind === '2d' ? silentContext(this) : null;
  },
});
