import { act } from '@testing-library/react';

/**
 * A lazily loaded panel's chunk held back until the test delivers it: a dialog opened before its
 * form's code is here. The test file's `vi.mock` of the panel's module awaits `arrived` (a mock is
 * declared in the file it applies to); make it in `vi.hoisted`, so the mock can see it.
 */
export function holdChunk() {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    arrived,
    /** Lets the chunk arrive; in act, so the panel renders once its arrival has run its course. */
    async deliver(load: () => Promise<unknown>) {
      await act(async () => {
        release();
        await load();
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    },
  };
}
