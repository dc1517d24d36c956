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

/** A controller that follows another signal (`following`). */
export interface Follower {
  signal: AbortSignal;
  abort(reason?: unknown): void;
  /**
   * Unhooks it from the followed signal once its work is over: the followed signal may be a
   * caller's that lives on (a widget's, over many requests), which would otherwise keep a listener,
   * and the controller with it, per request.
   */
  release(): void;
}

/**
 * A controller that aborts when `signal` does (with its reason), for work that must also stop on a
 * timer of its own. By hand, not `AbortSignal.any`: that is missing before Safari 17.4, and every
 * request of the client goes through here.
 */
export function following(signal: AbortSignal | undefined): Follower {
  const controller = new AbortController();
  const follower = (release: () => void): Follower => ({
    signal: controller.signal,
    abort: (reason) => controller.abort(reason),
    release,
  });
  if (!signal) return follower(() => undefined);
  if (signal.aborted) {
    controller.abort(signal.reason);
    return follower(() => undefined);
  }
  const onAbort = () => controller.abort(signal.reason);
  signal.addEventListener('abort', onAbort, { once: true });
  return follower(() => signal.removeEventListener('abort', onAbort));
}
