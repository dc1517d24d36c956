/**
 * Timers and signals that an AbortSignal ends: the client's pauses between read attempts and its
 * per-attempt timer, and the sandbox's delayed answers.
 */

/** Why `signal` aborted: its reason, or the DOMException fetch rejects with when it has none. */
export function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
export function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortReason(signal));
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortReason(signal as AbortSignal));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * A controller that aborts when `signal` does (with its reason), for work that must also stop on a
 * timer of its own. By hand, not `AbortSignal.any`: that is missing before Safari 17.4, and every
 * request of the client goes through here.
 */
export function following(signal: AbortSignal | undefined): AbortController {
  const controller = new AbortController();
  if (signal?.aborted) controller.abort(signal.reason);
  else signal?.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  return controller;
}
