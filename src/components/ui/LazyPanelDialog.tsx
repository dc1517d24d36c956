import { type ReactNode, useEffect } from 'react';
import { DialogOpener } from './DialogOpener';

/** The latest a trigger's form is fetched after the trigger appears, when the page is never idle. */
const IDLE_PRELOAD_TIMEOUT_MS = 2000;

/** The idle preloads not yet run, by panel, with how many shown triggers still want each. */
const waitingForIdle = new Map<() => void, { cancel: () => void; wanted: number }>();

/**
 * Runs `preload` once the page is idle: one idle callback per panel however many of its triggers
 * are on the page (a holdings table shows two a row), dropped if every one of them goes away
 * first. Returns the trigger's release.
 */
function preloadWhenIdle(preload: () => void): () => void {
  let waiting = waitingForIdle.get(preload);
  if (!waiting) {
    const run = () => {
      waitingForIdle.delete(preload);
      preload();
    };
    const idle = globalThis.requestIdleCallback;
    let cancel: () => void;
    if (idle) {
      const id = idle(run, { timeout: IDLE_PRELOAD_TIMEOUT_MS });
      cancel = () => globalThis.cancelIdleCallback?.(id);
    } else {
      const id = setTimeout(run, IDLE_PRELOAD_TIMEOUT_MS);
      cancel = () => clearTimeout(id);
    }
    waiting = { cancel, wanted: 0 };
    waitingForIdle.set(preload, waiting);
  }
  const mine = waiting;
  mine.wanted += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    mine.wanted -= 1;
    if (mine.wanted === 0 && waitingForIdle.get(preload) === mine) {
      waitingForIdle.delete(preload);
      mine.cancel();
    }
  };
}

export interface LazyPanelDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The host's opener (an element, e.g. a button): focus returns to it on close. */
  trigger: ReactNode | undefined;
  /** Starts fetching the panel's chunk; called when the trigger is pointed at or focused. */
  preload: () => void;
  /** The lazily loaded panel, mounted only while open so each opening starts from a clean form. */
  children: ReactNode;
}

/**
 * The shell of a modal whose content lives in its own chunk (`lazyPanel`): a page that shows the
 * modal's trigger carries the trigger, not the form, and the form is fetched as the customer
 * reaches for the trigger, so it is there by the time they click.
 */
export function LazyPanelDialog({ open, onOpenChange, trigger, preload, children }: LazyPanelDialogProps) {
  // Once the page is idle the form is fetched anyway, so a customer who opens the dialog later
  // waits for nothing (a touch screen has no hover to fetch it on); the page's own start stays
  // free of it.
  const hasTrigger = trigger !== undefined;
  useEffect(() => (hasTrigger ? preloadWhenIdle(preload) : undefined), [hasTrigger, preload]);
  return (
    <DialogOpener open={open} onOpenChange={onOpenChange} trigger={trigger} onReach={preload}>
      {open && children}
    </DialogOpener>
  );
}
