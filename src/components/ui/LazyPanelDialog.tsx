import { type ReactNode, Suspense } from 'react';
import { Dialog, DialogTrigger } from './Dialog';

export interface LazyPanelDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The host's opener (`asChild`): focus returns to it on close. */
  trigger: ReactNode | undefined;
  /** Starts fetching the panel's chunk; called when the trigger is pointed at or focused. */
  preload: () => void;
  /** The lazily loaded panel, mounted only while open so each opening starts from a clean form. */
  children: ReactNode;
}

/**
 * The shell of a money modal whose form lives in its own chunk (React.lazy): a page that shows the
 * modal's trigger carries the dialog, not the form, and the form is fetched as the customer reaches
 * for the trigger, so it is there by the time they click.
 */
export function LazyPanelDialog({ open, onOpenChange, trigger, preload, children }: LazyPanelDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger !== undefined && (
        <DialogTrigger asChild onPointerEnter={preload} onFocus={preload}>
          {trigger}
        </DialogTrigger>
      )}
      {open && <Suspense fallback={null}>{children}</Suspense>}
    </Dialog>
  );
}
