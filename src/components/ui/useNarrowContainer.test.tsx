import { act, render, screen } from '@testing-library/react';
import { useNarrowContainer } from './useNarrowContainer';

function Probe() {
  const [ref, narrow] = useNarrowContainer<HTMLDivElement>();
  return <div ref={ref}>{narrow ? 'narrow' : 'wide'}</div>;
}

/** A ResizeObserver the test drives: `resize(width)` reports a new border-box width. */
function fakeResizeObserver() {
  const observers: Array<(width: number) => void> = [];
  class Observer {
    constructor(private callback: ResizeObserverCallback) {}
    observe() {
      observers.push((width) =>
        this.callback(
          [{ borderBoxSize: [{ inlineSize: width, blockSize: 10 }] } as unknown as ResizeObserverEntry],
          this as unknown as ResizeObserver,
        ),
      );
    }
    disconnect() {}
    unobserve() {}
  }
  vi.stubGlobal('ResizeObserver', Observer);
  return {
    resize: (width: number) =>
      act(() => {
        for (const notify of observers) notify(width);
      }),
  };
}

function boxWidth(width: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width } as DOMRect);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('useNarrowContainer (issue 17 item 4: §9 768 px of the widget, not the window)', () => {
  describe('given a wide window', () => {
    it('is narrow in a 375 px host column, from the first paint', () => {
      boxWidth(375);
      fakeResizeObserver();
      render(<Probe />);
      expect(screen.getByText('narrow')).toBeInTheDocument();
    });

    it('is wide in a 768 px column (the breakpoint belongs to the desktop layout)', () => {
      boxWidth(768);
      fakeResizeObserver();
      render(<Probe />);
      expect(screen.getByText('wide')).toBeInTheDocument();
    });

    it('follows the column when it is resized', () => {
      boxWidth(1024);
      const observer = fakeResizeObserver();
      render(<Probe />);
      expect(screen.getByText('wide')).toBeInTheDocument();
      observer.resize(500);
      expect(screen.getByText('narrow')).toBeInTheDocument();
      observer.resize(900);
      expect(screen.getByText('wide')).toBeInTheDocument();
    });
  });

  describe('given a box with no width to measure (not laid out)', () => {
    it('falls back to the window', () => {
      boxWidth(0);
      fakeResizeObserver();
      vi.spyOn(window, 'matchMedia').mockImplementation(
        (query) =>
          ({ matches: true, media: query, addEventListener() {}, removeEventListener() {} }) as never,
      );
      render(<Probe />);
      expect(screen.getByText('narrow')).toBeInTheDocument();
    });
  });
});
