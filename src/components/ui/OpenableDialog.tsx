import type { ReactNode } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import type { WidgetOpenProps } from '../../hooks/useWidgetOpen';
import { DialogOpener } from './DialogOpener';
import type { WidgetTriggerProps } from './WidgetDialog';

export interface OpenableDialogProps extends WidgetOpenProps, WidgetTriggerProps {
  /** The content, mounted only while open (its reads start on open); `close` closes the dialog. */
  children: (close: () => void) => ReactNode;
  /** Called when the trigger is pointed at or focused (a lazy content's fetch). @default none */
  onReach?: () => void;
}

/**
 * A dialog opened by the host's trigger or its `open` prop, controlled or not, whose content mounts
 * only while it is open: the shell of the modals that are not money flows (history, cumulative
 * return, result, VIP guide).
 */
export function OpenableDialog({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  children,
  onReach,
}: OpenableDialogProps) {
  const [isOpen, setOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  return (
    <DialogOpener open={isOpen} onOpenChange={setOpen} trigger={trigger} onReach={onReach}>
      {isOpen && children(() => setOpen(false))}
    </DialogOpener>
  );
}
