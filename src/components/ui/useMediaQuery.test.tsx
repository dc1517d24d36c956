import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOBILE_MEDIA_QUERY, useMediaQuery } from './useMediaQuery';

/** A window whose width the test sets; its lists fire 'change' as a browser's do. */
function fakeWindow(width: number) {
  const lists: { list: MediaQueryList; fire: () => void }[] = [];
  const matchesAt = (query: string) => width <= Number(/max-width: ([\d.]+)px/.exec(query)?.[1]);
  const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const listeners = new Set<() => void>();
    const list = {
      get matches() {
        return matchesAt(query);
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    } as unknown as MediaQueryList;
    lists.push({
      list,
      fire: () => {
        for (const listener of listeners) listener();
      },
    });
    return list;
  });
  return {
    matchMedia,
    /** The window resized, its change events not fired yet (a browser fires them at the next frame). */
    resizeSilently(to: number) {
      width = to;
    },
    resize(to: number) {
      width = to;
      act(() => {
        for (const { fire } of lists) fire();
      });
    },
  };
}

function Probe() {
  const [, setCount] = useState(0);
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  return (
    <button type="button" onClick={() => setCount((count) => count + 1)}>
      {mobile ? 'mobile' : 'desktop'}
    </button>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('useMediaQuery', () => {
  describe('given a render right after a resize, before the change event', () => {
    it('answers for the new width, not the one of the last event', () => {
      const window = fakeWindow(1280);
      render(<Probe />);
      expect(screen.getByRole('button')).toHaveTextContent('desktop');
      window.resizeSilently(375);
      act(() => screen.getByRole('button').click());
      expect(screen.getByRole('button')).toHaveTextContent('mobile');
    });
  });

  describe('given a desktop window that narrows to a phone and back', () => {
    it('answers from the change events', () => {
      const window = fakeWindow(1280);
      render(<Probe />);
      expect(screen.getByRole('button')).toHaveTextContent('desktop');
      window.resize(375);
      expect(screen.getByRole('button')).toHaveTextContent('mobile');
      window.resize(1024);
      expect(screen.getByRole('button')).toHaveTextContent('desktop');
    });
  });

  describe('given three components re-rendering', () => {
    it('asks the browser once per query, not on every render', () => {
      const window = fakeWindow(375);
      render(
        <>
          <Probe />
          <Probe />
          <Probe />
        </>,
      );
      for (const button of screen.getAllByRole('button')) act(() => button.click());
      expect(screen.getAllByText('mobile')).toHaveLength(3);
      expect(window.matchMedia).toHaveBeenCalledTimes(1);
    });
  });
});
