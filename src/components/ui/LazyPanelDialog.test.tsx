import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormsFetchedOnReach, LazyPanelDialog } from './LazyPanelDialog';

/** The page's idle callbacks, run when the test says the page is idle. */
let idleQueue: Map<number, () => void>;
let nextId = 0;

beforeEach(() => {
  idleQueue = new Map();
  vi.stubGlobal(
    'requestIdleCallback',
    vi.fn((run: () => void) => {
      nextId += 1;
      idleQueue.set(nextId, run);
      return nextId;
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const pageIsIdle = () => {
  const waiting = [...idleQueue.values()];
  idleQueue.clear();
  for (const run of waiting) run();
};

/** A row's trigger of the panel `preload` fetches, closed. */
function Trigger({ preload, label }: { preload: () => void; label: string }) {
  return (
    <LazyPanelDialog
      open={false}
      onOpenChange={() => undefined}
      panel={{ preload, loaded: () => false }}
      trigger={<button type="button">{label}</button>}
    >
      <p>form</p>
    </LazyPanelDialog>
  );
}

function Rows({ preload, rows }: { preload: () => void; rows: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed rows of a test table.
        <Trigger key={i} preload={preload} label={`Subscribe again ${i}`} />
      ))}
    </>
  );
}

describe('LazyPanelDialog: the form fetched once the page is idle', () => {
  describe('given a table that shows the same dialog’s trigger on every row', () => {
    it('then it waits for one idle moment for them all and fetches the form once', () => {
      const preload = vi.fn();
      render(<Rows preload={preload} rows={3} />);
      expect(requestIdleCallback).toHaveBeenCalledTimes(1);
      expect(preload).not.toHaveBeenCalled();
      pageIsIdle();
      expect(preload).toHaveBeenCalledTimes(1);
    });

    it('when the rows go away before the page is idle, then the form is still fetched, once', () => {
      const preload = vi.fn();
      const page = render(<Rows preload={preload} rows={3} />);
      page.unmount();
      render(<Rows preload={preload} rows={2} />);
      pageIsIdle();
      expect(requestIdleCallback).toHaveBeenCalledTimes(1);
      expect(preload).toHaveBeenCalledTimes(1);
    });
  });

  describe('given two different dialogs on a row', () => {
    it('then each form is fetched at the idle moment', () => {
      const subscribe = vi.fn();
      const redeem = vi.fn();
      render(
        <>
          <Trigger preload={subscribe} label="Subscribe again" />
          <Trigger preload={redeem} label="Redeem" />
        </>,
      );
      pageIsIdle();
      expect(subscribe).toHaveBeenCalledTimes(1);
      expect(redeem).toHaveBeenCalledTimes(1);
    });
  });
});

/** Rows of triggers inside a list that fetches its forms on reach (My lendings). */
const renderList = (preload: () => void, rows: number) =>
  render(
    <FormsFetchedOnReach.Provider value>
      <Rows preload={preload} rows={rows} />
    </FormsFetchedOnReach.Provider>,
  );

describe('LazyPanelDialog: a list’s triggers (FormsFetchedOnReach)', () => {
  describe('given a holdings table whose rows each show a trigger', () => {
    it('then the page going idle fetches nothing, and a finger or pointer on a trigger fetches its form', () => {
      const preload = vi.fn();
      renderList(preload, 3);
      pageIsIdle();
      expect(requestIdleCallback).not.toHaveBeenCalled();
      expect(preload).not.toHaveBeenCalled();
      // A touch starts with pointerover / pointerenter, before its click.
      fireEvent.pointerOver(screen.getByRole('button', { name: 'Subscribe again 1' }));
      expect(preload).toHaveBeenCalledTimes(1);
    });

    it('when a trigger takes keyboard focus, then its form is fetched', () => {
      const preload = vi.fn();
      renderList(preload, 2);
      screen.getByRole('button', { name: 'Subscribe again 0' }).focus();
      expect(preload).toHaveBeenCalledTimes(1);
    });
  });
});

/** A dialog whose form makes reads (`startReads`), its panel's code here or not. */
function ReadingDialog({
  startReads,
  loaded,
  defaultOpen = false,
}: {
  startReads: () => void;
  loaded: boolean;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <LazyPanelDialog
      open={open}
      onOpenChange={setOpen}
      panel={{ preload: () => undefined, loaded: () => loaded }}
      trigger={<button type="button">Subscribe</button>}
      startReads={startReads}
    >
      <p>form</p>
    </LazyPanelDialog>
  );
}

describe('LazyPanelDialog: the form’s reads start as it opens', () => {
  describe('given the form’s code already here', () => {
    it('when the trigger is clicked, then its reads start with the click, once', () => {
      const startReads = vi.fn();
      render(<ReadingDialog startReads={startReads} loaded />);
      fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
      expect(startReads).toHaveBeenCalledTimes(1);
    });

    it('when the host opens it (defaultOpen), then the form starts its own reads: none here', () => {
      const startReads = vi.fn();
      render(<ReadingDialog startReads={startReads} loaded defaultOpen />);
      expect(startReads).not.toHaveBeenCalled();
    });
  });

  describe('given the form’s code still to come', () => {
    it('when the host opens it, then its reads start as it opens, once', () => {
      const startReads = vi.fn();
      render(<ReadingDialog startReads={startReads} loaded={false} defaultOpen />);
      expect(startReads).toHaveBeenCalledTimes(1);
    });

    it('when the trigger is clicked, then its reads start with the click, once', () => {
      const startReads = vi.fn();
      render(<ReadingDialog startReads={startReads} loaded={false} />);
      fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
      expect(startReads).toHaveBeenCalledTimes(1);
    });

    it('when the host keeps it shut on a click and opens it later by its prop, then the reads start again as it opens', async () => {
      const startReads = vi.fn();
      const { rerender } = render(<HostHeldDialog startReads={startReads} open={false} />);
      fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
      expect(startReads).toHaveBeenLastCalledWith('click');
      // Later, in a task of its own (a route change, the host's own button).
      await new Promise((resolve) => setTimeout(resolve, 0));
      rerender(<HostHeldDialog startReads={startReads} open />);
      expect(startReads).toHaveBeenCalledTimes(2);
      expect(startReads).toHaveBeenLastCalledWith('open');
    });
  });
});

/** A dialog whose `open` the host holds: its trigger's click asks, and the host does not follow. */
function HostHeldDialog({
  startReads,
  open,
}: {
  startReads: (when: 'click' | 'open') => void;
  open: boolean;
}) {
  return (
    <LazyPanelDialog
      open={open}
      onOpenChange={() => undefined}
      panel={{ preload: () => undefined, loaded: () => false }}
      trigger={<button type="button">Subscribe</button>}
      startReads={startReads}
    >
      <p>form</p>
    </LazyPanelDialog>
  );
}
