import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingStatus, SLOW_LOADING_MS } from './LoadingStatus';

/** Inside a widget's box, as every loading state is. */
const inBox = (ui: ReactNode) => render(<div className="wk-box">{ui}</div>);

describe('LoadingStatus', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('given a read that has just started', () => {
    it('says Loading in a live region, and nothing more', () => {
      inBox(<LoadingStatus>Loading staking</LoadingStatus>);
      expect(screen.getByRole('status')).toHaveTextContent(/^Loading staking$/);
    });
  });

  describe(`given a read still loading after ${SLOW_LOADING_MS} ms`, () => {
    it('adds, in the same live region, that it takes longer than usual and is still trying', () => {
      inBox(<LoadingStatus />);
      act(() => vi.advanceTimersByTime(SLOW_LOADING_MS - 1));
      expect(screen.getByRole('status')).toHaveTextContent(/^Loading$/);
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole('status')).toHaveTextContent(
        'Loading This is taking longer than usual. Still trying…',
      );
    });
  });

  describe('given the data arrives first', () => {
    it('leaves no timer behind', () => {
      const { unmount } = inBox(<LoadingStatus />);
      unmount();
      expect(vi.getTimerCount()).toBe(0);
    });
  });
});
