/**
 * A tiny seeded PRNG (mulberry32) so generated data (prices, chart points, whale history) is the same
 * on every run and in every environment: the sandbox never calls Math.random.
 */

/** A deterministic source of randomness. */
export interface Random {
  /** A float in [0, 1). Never used for money directly: see {@link Random.units}. */
  next(): number;
  /** An integer in [min, max] (both inclusive). */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /**
   * A decimal string with `places` decimals between `min` and `max` units of 10^-places: built from
   * an integer count, so no float ever becomes an amount.
   */
  units(min: number, max: number, places: number): string;
}

/** mulberry32: 32-bit state, good enough for test data and tiny. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[int(0, items.length - 1)] as (typeof items)[number],
    units: (min, max, places) => {
      const count = String(int(min, max));
      if (places === 0) return count;
      const padded = count.padStart(places + 1, '0');
      return `${padded.slice(0, -places)}.${padded.slice(-places)}`;
    },
  };
}

/**
 * A stable 32-bit hash of a string (FNV-1a), to derive a per-item seed ("USDT@1700000000") so a chart
 * point does not depend on how many other values were generated before it.
 */
export function hashSeed(text: string, seed = 0): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
