import { useCallback, useRef } from 'react';
import type { ClosePayload, SuccessPayload, WidgetName } from '../domain';
import { useControllableState } from './useControllableState';

/** Whether a widget is open, Radix-style: the one open contract every widget and its hook take. */
export interface WidgetOpenProps {
  /** Whether the widget is open (controlled). @default undefined (uncontrolled) */
  open?: boolean;
  /** Whether it starts open when uncontrolled. @default false */
  defaultOpen?: boolean;
  /**
   * Called when it asks to open or close. A logged-out visitor's open asks the host to log in instead.
   * @default none
   */
  onOpenChange?: (open: boolean) => void;
}

/** A widget that moves money: its open contract plus the two events the embed posts. */
export interface MoneyWidgetProps extends WidgetOpenProps {
  /** The exchange accepted the action; the payload the embed posts as `success`. @default none */
  onSuccess?: (payload: SuccessPayload) => void;
  /** The customer closed the widget; the payload the embed posts as `close`. @default none */
  onClose?: (payload: ClosePayload) => void;
}

/**
 * A widget's open state: controlled or not, and on every close the widget's own reset runs
 * (§4 "Closing resets state") and `onClose({ widget })` fires, the payload the frame posts as
 * `close`. The reset is read at close time, so it may use values declared after this call.
 */
export function useWidgetOpen(
  widget: WidgetName,
  props: WidgetOpenProps & Pick<MoneyWidgetProps, 'onClose'>,
  onClosed?: () => void,
): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useControllableState({
    value: props.open,
    defaultValue: props.defaultOpen ?? false,
    onChange: props.onOpenChange,
  });
  const latest = useRef({ onClosed, onClose: props.onClose });
  latest.current = { onClosed, onClose: props.onClose };
  const change = useCallback(
    (next: boolean) => {
      setOpen(next);
      if (!next) {
        latest.current.onClosed?.();
        latest.current.onClose?.({ widget });
      }
    },
    [setOpen, widget],
  );
  return [open, change];
}
