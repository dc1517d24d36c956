import { describe, expect, it, vi } from 'vitest';
import { anyReadFailure, type ReadFailure } from './readFailure';

const failure = (loginNeeded?: boolean): ReadFailure => ({
  retry: vi.fn(),
  ...(loginNeeded === undefined ? {} : { loginNeeded }),
});

describe('anyReadFailure', () => {
  describe('given no group of reads failed', () => {
    it('is null', () => {
      expect(anyReadFailure(null, null)).toBeNull();
    });
  });

  describe('given one group failed', () => {
    it('is that failure', () => {
      const product = failure();
      expect(anyReadFailure(product, null)).toBe(product);
      expect(anyReadFailure(null, product)).toBe(product);
    });
  });

  describe('given several groups failed', () => {
    it('retries every one of them on one Retry', () => {
      const product = failure();
      const figures = failure();
      anyReadFailure(product, figures)?.retry();
      expect(product.retry).toHaveBeenCalledTimes(1);
      expect(figures.retry).toHaveBeenCalledTimes(1);
    });

    it.each([
      [undefined, undefined, false],
      [false, true, true],
      [true, undefined, true],
    ])('needs login (%s, %s) → %s', (first, second, needed) => {
      expect(anyReadFailure(failure(first), failure(second))?.loginNeeded).toBe(needed);
    });
  });
});
