import { HOUR_MS } from '../domain';

/**
 * The virtual clock. Time only moves when a test or story says so; moving it runs every time-driven
 * rule (accrual, payouts, maturities, arrivals, reinvestment) in order, one step of at most an hour at
 * a time, so a rule that hands money to another product (a fixed arrival into flexible) is seen by
 * that product's rules from the next step on.
 */

/** The clock a sandbox exchange returns. */
export interface SandboxClock {
  /** The virtual time, ms since the epoch. */
  now(): number;
  /** Moves time forward by `ms` (≥ 0), running every rule that falls due. */
  advance(ms: number): void;
  /** Moves time forward to `ms`; going backwards is refused, since what happened cannot un-happen. */
  set(ms: number): void;
}

/** Builds the clock over a time source and the step runner of the exchange. */
export function createClock(deps: {
  getNow: () => number;
  setNow: (ms: number) => void;
  runStep: (fromMs: number, toMs: number) => void;
  afterMove: () => void;
}): SandboxClock {
  const moveTo = (target: number) => {
    let now = deps.getNow();
    while (now < target) {
      // Steps end on whole hours so that hourly rules of different products interleave correctly.
      const next = Math.min(target, Math.floor(now / HOUR_MS) * HOUR_MS + HOUR_MS);
      deps.runStep(now, next);
      deps.setNow(next);
      now = next;
    }
    deps.afterMove();
  };
  return {
    now: deps.getNow,
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0)
        throw new RangeError(`clock.advance needs a non-negative ms, got ${ms}`);
      moveTo(deps.getNow() + ms);
    },
    set(ms) {
      if (!Number.isFinite(ms)) throw new RangeError(`clock.set needs a finite ms, got ${ms}`);
      if (ms < deps.getNow()) throw new RangeError('clock.set cannot move the sandbox clock backwards');
      moveTo(ms);
    },
  };
}
