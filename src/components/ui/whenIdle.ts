/**
 * Runs `run` once the page is idle, at the latest after `timeoutMs`; where there are no idle
 * callbacks (Safari), after `timeoutMs` on a timer. `view` is the page's window (a frame's for a
 * widget in one). Returns what cancels it.
 */
export function whenIdle(
  run: () => void,
  timeoutMs: number,
  view: Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback' | 'setTimeout' | 'clearTimeout'>,
): () => void {
  if (typeof view.requestIdleCallback === 'function') {
    const handle = view.requestIdleCallback(run, { timeout: timeoutMs });
    return () => view.cancelIdleCallback(handle);
  }
  const timer = view.setTimeout(run, timeoutMs);
  return () => view.clearTimeout(timer);
}
