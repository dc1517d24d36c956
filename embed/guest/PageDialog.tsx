import { type KeyboardEvent, useEffect, useRef } from 'react';
import { escapeBelongsToField, type PageDialogProps } from '../../src/components/ui/Dialog';

/**
 * A widget's dialog as the frame's page (`WidgetIsPageContext`): the same element and parts as
 * `DialogContent`'s, in the same place, with a dialog's name and its Escape (the widget closes and
 * the host hears `close`), and no focus scope, so Tab goes on past its last control, out of the
 * frame to the host page. Focus moves into it as it opens, as a modal's does (`initialFocus`, or
 * its first control), unless it is already there. The dialogs it opens are modal, over it.
 */
export function PageDialog({ close, initialFocus, children, ...props }: PageDialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  // As it opens only: its later steps leave focus where the customer put it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: initialFocus is read as it opens.
  useEffect(() => {
    const node = ref.current;
    if (!node || node.contains(node.ownerDocument.activeElement)) return;
    const target =
      initialFocus === 'dialog'
        ? node
        : (initialFocus?.current ??
          node.querySelector<HTMLElement>('button:not(:disabled), input:not(:disabled)'));
    target?.focus();
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    // A dialog this one opened closes on its own Escape first, and Radix marks the key handled.
    if (event.key === 'Escape' && !event.defaultPrevented && !escapeBelongsToField(event.nativeEvent))
      close();
  };
  return (
    <div ref={ref} role="dialog" tabIndex={-1} data-state="open" onKeyDown={onKeyDown} {...props}>
      {children}
    </div>
  );
}
