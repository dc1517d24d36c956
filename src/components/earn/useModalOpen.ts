import { useCallback } from 'react';
import type { WidgetName } from '../../domain';
import { useControllableState } from '../../hooks/useControllableState';
import type { EarnModalProps } from './modalProps';

/** The modal's open state, Radix-style, with `onClose` fired whenever it closes. */
export function useModalOpen(
  widget: WidgetName,
  props: Pick<EarnModalProps, 'open' | 'defaultOpen' | 'onOpenChange' | 'onClose'>,
): [boolean, (open: boolean) => void] {
  const { onClose } = props;
  const [open, setOpen] = useControllableState({
    value: props.open,
    defaultValue: props.defaultOpen ?? false,
    onChange: props.onOpenChange,
  });
  const change = useCallback(
    (next: boolean) => {
      setOpen(next);
      if (!next) onClose?.({ widget });
    },
    [setOpen, onClose, widget],
  );
  return [open, change];
}
