import { useCallback, useRef } from 'react';
import type { ClosePayload, WidgetName } from '../domain';
import { useControllableState } from './useControllableState';

/** The open props every widget takes, Radix-style, plus the embed's `close` event. */
export interface WidgetOpenProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  onClose?: (payload: ClosePayload) => void;
}

/**
 * A widget's open state: controlled or not, and on every close the widget's own reset runs
 * (§4 "Closing resets state") and `onClose({ widget })` fires, the payload the frame posts as
 * `close`. The reset is read at close time, so it may use values declared after this call.
 */
export function useWidgetOpen(
  widget: WidgetName,
  props: WidgetOpenProps,
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
