import { Slot } from '@radix-ui/react-slot';
import { type MouseEvent, type ReactNode, useContext, useRef, useState } from 'react';
import { useOpenedOnce } from '../../hooks/useOpenedOnce';
import { Dialog, DialogOpenerContext, WidgetIsPageContext } from './Dialog';
import { PanelPendingProvider } from './DialogPanelPending';

export interface DialogOpenerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The host's opener, an element such as a button; it opens the dialog and gets focus back on close. */
  trigger: ReactNode | undefined;
  /** Called when the trigger is pointed at or focused: the customer is reaching for it. @default none */
  onReach?: () => void;
  /** Called as the trigger's click opens the dialog, before it renders. @default none */
  onOpenStart?: () => void;
  /** The dialog's content (a `DialogContent`), rendered from the first opening on. */
  children: ReactNode;
}

/**
 * A trigger and, from its first opening on, the Radix dialog it opens. A dialog never opened renders
 * the trigger alone, with what Radix's `DialogTrigger` would give it (opens on click,
 * `aria-haspopup`, `aria-expanded`, `data-state`): a holdings table shows four triggers a row, and a
 * dialog root behind each was most of its first render (issue 15). Once opened the dialog stays
 * mounted, so it animates out on close. The trigger stays the same element when the dialog opens,
 * and the content gives focus back to it on close (`DialogOpenerContext`).
 */
export function DialogOpener({
  open,
  onOpenChange,
  trigger,
  onReach,
  onOpenStart,
  children,
}: DialogOpenerProps) {
  const opener = useRef<HTMLElement | null>(null);
  const opened = useOpenedOnce(open);
  // A lazy form whose code is on its way (`DialogPanelLoading`): the trigger shows it.
  const [opening, setOpening] = useState(false);
  const page = useContext(WidgetIsPageContext);
  return (
    <>
      {trigger !== undefined && (
        <Slot
          ref={opener}
          aria-haspopup="dialog"
          aria-expanded={open}
          data-state={open ? 'open' : 'closed'}
          aria-busy={opening || undefined}
          data-opening={opening ? '' : undefined}
          onClick={(event: MouseEvent) => {
            // Opens only. An open dialog is modal, so its trigger is reached only while the form's
            // code is still on its way: the second click of a double click would have cancelled
            // the opening the first one started. Escape cancels it.
            if (event.defaultPrevented || open) return;
            onOpenStart?.();
            onOpenChange(true);
          }}
          onPointerEnter={onReach}
          onFocus={onReach}
        >
          {trigger}
        </Slot>
      )}
      {opened && (
        <Dialog open={open} onOpenChange={onOpenChange} page={page}>
          <DialogOpenerContext.Provider value={trigger === undefined ? null : opener}>
            <PanelPendingProvider setOpening={setOpening} onOpenChange={onOpenChange}>
              {children}
            </PanelPendingProvider>
          </DialogOpenerContext.Provider>
        </Dialog>
      )}
    </>
  );
}
