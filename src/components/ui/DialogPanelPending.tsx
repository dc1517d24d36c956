import {
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useRef,
} from 'react';
import { WealthContext } from '../../hooks/context';
import { type LazyPanel, lazyPanel } from './lazyPanel';

/** What a dialog's opener does while the dialog's form is on its way (`DialogOpener` gives it). */
export interface PanelPending {
  /** The form's code is on its way (true) or here (false): the opener shows it is busy meanwhile. */
  setOpening(opening: boolean): void;
  /** Closes the dialog (Escape before its form is drawn). */
  close(): void;
  /** The form's code could not be fetched: the customer is told and the dialog closes. */
  failed(): void;
}

const PanelPendingContext = createContext<PanelPending | null>(null);

/** An opened dialog's `PanelPending` (`DialogOpener`): its trigger's busy state, and its close. */
export function PanelPendingProvider({
  setOpening,
  onOpenChange,
  children,
}: {
  setOpening: (opening: boolean) => void;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const wealth = useContext(WealthContext);
  const close = useRef(onOpenChange);
  close.current = onOpenChange;
  const pending = useMemo<PanelPending>(
    () => ({
      setOpening,
      close: () => close.current(false),
      failed: () => {
        wealth?.toast('error', { key: 'Networkerr' });
        close.current(false);
      },
    }),
    [setOpening, wealth],
  );
  return <PanelPendingContext.Provider value={pending}>{children}</PanelPendingContext.Provider>;
}

/**
 * `lazyPanel`'s fallback for a dialog's form: while its code is on the way (a click before the page
 * was idle, a slow connection) the dialog shows nothing yet and its opener is busy (`aria-busy`, a
 * spinner on our buttons), so the click visibly did something; Escape cancels. Nothing of the
 * dialog's own (Radix's dialog content, focus scope, scroll lock) is drawn here: it would move into
 * every shell's chunk (~9 kB brotli for a host that renders only SubscribeModal), the weight the
 * lazy form saves.
 */
export function DialogPanelLoading() {
  const pending = useContext(PanelPendingContext);
  // A passive effect: no warning when a host renders an open dialog on the server (React 18).
  useEffect(() => {
    if (!pending) return;
    pending.setOpening(true);
    // Escape cancels the opening, as it would close the dialog once drawn: the dialog does not
    // pop up later over whatever the customer turned to. Heard on the window while capturing, so
    // before Radix's dialogs (the document, capturing), and consumed (`preventDefault`, which a
    // Radix dialog honours): a dialog nested in an open one (the stake form's APR trend) cancels
    // only itself, as it does once drawn, and the form beneath stays open.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      pending.close();
    };
    const view = document.defaultView ?? window;
    view.addEventListener('keydown', onKeyDown, { capture: true });
    return () => {
      view.removeEventListener('keydown', onKeyDown, { capture: true });
      pending.setOpening(false);
    };
  }, [pending]);
  return null;
}

/**
 * `lazyPanel`'s `Failed` for a dialog's form: §8 "Network failure: error toast 'Networkerr'", and
 * the dialog closes, so opening it again fetches the form again. Thrown instead, the failure would
 * reach the host's error boundary, or with none unmount the host's whole React tree.
 */
export function DialogPanelFailed() {
  const pending = useContext(PanelPendingContext);
  useEffect(() => pending?.failed(), [pending]);
  return null;
}

/** A dialog's form in a chunk of its own (`lazyPanel`), busy on its trigger while it loads, reported if it fails. */
// biome-ignore lint/suspicious/noExplicitAny: the panel's props stay typed through T.
export function lazyDialogPanel<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyPanel<T> {
  return lazyPanel(load, DialogPanelLoading, DialogPanelFailed);
}
