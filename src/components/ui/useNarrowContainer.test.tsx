import { act, render, screen } from '@testing-library/react';
import { useNarrowContainer } from './useNarrowContainer';

let renders = 0;

function Probe() {
  const [ref, narrow] = useNarrowContainer<HTMLDivElement>();
  renders += 1;
  // In a box, as a widget's probe is (tests/setup/armour.ts).
  return (
    <div className="wk-box">
      <span ref={ref} className="wk-width-probe" />
      {narrow ? 'narrow' : 'wide'}
    </div>
  );
}

/** Mounts the probe and lets the observer's first report arrive. */
async function mountProbe() {
  renders = 0;
  render(<Probe />);
  await act(async () => undefined);
}

/**
 * A ResizeObserver the test drives. Like a browser's, it reports the box's width (`boxWidth`) when
 * it starts observing, before paint; `resize(width)` reports a new border-box width.
 */
function fakeResizeObserver() {
  const observers: Array<(width: number) => void> = [];
  const calls = { observe: 0, unobserve: 0 };
  class Observer {
    constructor(private callback: ResizeObserverCallback) {}
    observe() {
      calls.observe += 1;
      const notify = (width: number) =>
        this.callback(
          [{ borderBoxSize: [{ inlineSize: width, blockSize: 10 }] } as unknown as ResizeObserverEntry],
          this as unknown as ResizeObserver,
        );
      observers.push(notify);
      // A browser reports the first size after its layout, before it paints: not inside observe().
      queueMicrotask(() => notify(initialWidth));
    }
    disconnect() {}
    unobserve() {
      calls.unobserve += 1;
    }
  }
  vi.stubGlobal('ResizeObserver', Observer);
  return {
    calls,
    resize: (width: number) =>
      act(() => {
        // The box's width now: what an observation started later first reports.
        initialWidth = width;
        for (const notify of observers) notify(width);
      }),
  };
}

let initialWidth = 0;

function boxWidth(width: number) {
  initialWidth = width;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('useNarrowContainer (issue 17 item 4: §9 768 px of the widget, not the window)', () => {
  describe('given a wide window', () => {
    it('is narrow in a 375 px host column once the observer first reports (before the paint)', async () => {
      boxWidth(375);
      fakeResizeObserver();
      await mountProbe();
      expect(screen.getByText('narrow')).toBeInTheDocument();
    });

    it('is wide in a 768 px column (the breakpoint belongs to the desktop layout)', async () => {
      boxWidth(768);
      fakeResizeObserver();
      await mountProbe();
      expect(screen.getByText('wide')).toBeInTheDocument();
    });

    it('renders once in a wide column: the first report changes nothing shown', async () => {
      boxWidth(1280);
      fakeResizeObserver();
      await mountProbe();
      expect(screen.getByText('wide')).toBeInTheDocument();
      expect(renders).toBe(1);
    });

    it('follows the column when it is resized', async () => {
      boxWidth(1024);
      const observer = fakeResizeObserver();
      await mountProbe();
      expect(screen.getByText('wide')).toBeInTheDocument();
      observer.resize(500);
      expect(screen.getByText('narrow')).toBeInTheDocument();
      observer.resize(900);
      expect(screen.getByText('wide')).toBeInTheDocument();
    });
  });

  describe('given a switch of layout, which may take the page scrollbar away in the same frame', () => {
    it('watches the probe again only from the next frame, whose report gives its width then', async () => {
      boxWidth(1024);
      const observer = fakeResizeObserver();
      await mountProbe();
      expect(observer.calls).toEqual({ observe: 1, unobserve: 0 });
      observer.resize(500);
      expect(screen.getByText('narrow')).toBeInTheDocument();
      expect(observer.calls).toEqual({ observe: 1, unobserve: 1 });
      await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
      expect(observer.calls).toEqual({ observe: 2, unobserve: 1 });
      // That first report, with the narrow width, keeps the narrow layout.
      await act(async () => undefined);
      expect(screen.getByText('narrow')).toBeInTheDocument();
    });
  });

  describe('given a widget filling a 768 px window, whose page gains a classic 15 px scrollbar', () => {
    it('stays wide: the scrollbar counts as the widget’s, so the layout does not flip with it', async () => {
      boxWidth(768);
      const observer = fakeResizeObserver();
      vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(768);
      const root = vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(768);
      await mountProbe();
      expect(screen.getByText('wide')).toBeInTheDocument();
      // The table makes the page scroll: the scrollbar takes 15 px of the window.
      root.mockReturnValue(753);
      observer.resize(753);
      expect(screen.getByText('wide')).toBeInTheDocument();
    });
  });

  describe('given a box with no width to measure (not laid out)', () => {
    it('falls back to the window', async () => {
      boxWidth(0);
      fakeResizeObserver();
      vi.spyOn(window, 'matchMedia').mockImplementation(
        (query) =>
          ({ matches: true, media: query, addEventListener() {}, removeEventListener() {} }) as never,
      );
      await mountProbe();
      expect(screen.getByText('narrow')).toBeInTheDocument();
    });
  });
});
