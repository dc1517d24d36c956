import { type ComponentType, createContext, type ReactNode, useContext, useEffect, useRef } from 'react';
import { DialogOpener } from './DialogOpener';
import type { LazyPanel } from './lazyPanel';
import { whenIdle } from './whenIdle';

/** The latest a trigger's form is fetched after the trigger appears, when the page is never idle. */
const IDLE_PRELOAD_TIMEOUT_MS = 2000;

/** The panels whose idle preload is scheduled: one idle callback per panel, not per trigger. */
const scheduled = /* @__PURE__ */ new WeakSet<() => void>();

/**
 * Inside (true), a trigger's form is fetched only as the customer reaches for the trigger (points
 * at it, puts a finger on it, focuses it) or opens it, never because the page went idle: a list
 * whose every row shows triggers (My lendings) is mostly looked at, and fetching its row forms at
 * the first idle moment cost the holdings table's first second more main thread than its rows. A
 * click that comes before the code shows the trigger busy (`DialogPanelLoading`). @default false
 */
export const FormsFetchedOnReach = createContext(false);

export interface LazyPanelDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The host's opener (an element, e.g. a button): focus returns to it on close. */
  trigger: ReactNode | undefined;
  /**
   * The panel's chunk (`lazyPanel`): fetched when the trigger is pointed at or focused, or once the
   * page is idle.
   */
  panel: Pick<LazyPanel<ComponentType>, 'preload' | 'loaded'>;
  /**
   * Starts the reads the panel makes as it mounts (`prefetchReads`), so they do not wait for its
   * render: `'click'` inside the trigger's click, before the dialog renders; `'open'` as a dialog
   * opened by a prop (`open`, `defaultOpen`) commits while its panel's code is still to come, so its
   * data travels with its code and the panel renders its data at once. @default none
   */
  startReads?: (when: 'click' | 'open') => void;
  /** The lazily loaded panel, mounted only while open so each opening starts from a clean form. */
  children: ReactNode;
}

/**
 * The shell of a modal whose content lives in its own chunk (`lazyPanel`): a page that shows the
 * modal's trigger carries the trigger, not the form, and the form is fetched as the customer
 * reaches for the trigger, so it is there by the time they click.
 */
export function LazyPanelDialog({
  open,
  onOpenChange,
  trigger,
  panel,
  startReads,
  children,
}: LazyPanelDialogProps) {
  // Once the page is idle the form is fetched anyway, so a customer who opens the dialog later
  // waits for nothing (a finger reaches a trigger only ~100 ms before its click); the page's own
  // start stays free of it. Not for a list's triggers (`FormsFetchedOnReach`). One idle callback
  // per panel however many of its triggers are shown, run even if they are gone by then: the
  // chunk is fetched once and kept.
  const hasTrigger = trigger !== undefined;
  const onReachOnly = useContext(FormsFetchedOnReach);
  const { preload, loaded } = panel;
  useEffect(() => {
    if (!hasTrigger || onReachOnly || scheduled.has(preload)) return;
    scheduled.add(preload);
    whenIdle(preload, IDLE_PRELOAD_TIMEOUT_MS, globalThis);
  }, [hasTrigger, onReachOnly, preload]);
  // Opened by its trigger, the reads left with the click (below). Opened by a prop (the host's
  // `open`, `defaultOpen`): after the panel's effects (children's run first), so a panel already
  // here has started its own reads and one still to come has not; nothing is read twice.
  const startedByClick = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening, with that render's props.
  useEffect(() => {
    if (open && !loaded() && !startedByClick.current) startReads?.('open');
    startedByClick.current = false;
  }, [open]);
  return (
    <DialogOpener
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      onReach={preload}
      // Opened by its trigger: the reads leave with the click, before the dialog's first render,
      // and the panel takes them (`prefetchReads`).
      onOpenStart={() => {
        startedByClick.current = true;
        // Only for the opening this click makes (a host's `open` that takes it renders in the
        // click, effects included). A host that keeps its dialog shut leaves it unopened, and its
        // later opening by the prop must start the reads again (the click's may be gone by then).
        setTimeout(() => {
          startedByClick.current = false;
        });
        startReads?.('click');
      }}
    >
      {open && children}
    </DialogOpener>
  );
}
