import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOpenedOnce } from './useOpenedOnce';

describe('useOpenedOnce', () => {
  describe('given a dialog that starts closed', () => {
    it('is false until the dialog opens, then stays true after it closes', () => {
      const { result, rerender } = renderHook(({ open }) => useOpenedOnce(open), {
        initialProps: { open: false },
      });
      expect(result.current).toBe(false);
      rerender({ open: true });
      expect(result.current).toBe(true);
      rerender({ open: false });
      expect(result.current).toBe(true);
    });
  });

  describe('given a dialog that starts open', () => {
    it('is true from the first render', () => {
      const { result } = renderHook(() => useOpenedOnce(true));
      expect(result.current).toBe(true);
    });
  });
});
