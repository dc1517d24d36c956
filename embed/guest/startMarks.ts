/**
 * The frame's start as User Timing marks in its own document, so where its first few hundred
 * milliseconds go can be read without a probe: in a DevTools performance recording (among its
 * timings), and in bench/embed-tti.mjs, which prints each phase beside the floor's.
 */
export const START_MARKS = {
  /** The boot module runs: the page and its first script have arrived. */
  boot: 'wealthkit:boot',
  /** config.json has been read: the exchange's first reads can leave. */
  config: 'wealthkit:config',
  /** The app's code (start.tsx: React, the provider) has arrived and run; the boot hands over. */
  app: 'wealthkit:app',
  /** React has committed the app (the provider and the widget or page) for the first time. */
  firstRender: 'wealthkit:first-render',
} as const;

export type StartMark = (typeof START_MARKS)[keyof typeof START_MARKS];

/** Marks `mark` now; a window without User Timing (a test's stand-in window) has nothing to mark. */
export function markStart(
  mark: StartMark,
  timing: Pick<Performance, 'mark'> | undefined = globalThis.performance,
) {
  timing?.mark(mark);
}
