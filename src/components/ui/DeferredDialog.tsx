import {
  cloneElement,
  type HTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  useRef,
  useState,
} from 'react';
import { useIsoLayoutEffect } from '../../hooks/useIsoLayoutEffect';

/** What `DeferredDialog` gives its trigger: a button's, or an element's that acts as one. */
type TriggerProps = HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement>; 'data-state'?: string };

export interface DeferredDialogProps {
  /** The row's opener, a button of ours without a ref of its own: it stays on screen throughout. */
  trigger: ReactElement<TriggerProps>;
  /** Called as the customer reaches for the trigger (points at it, focuses it): fetches the dialog's form. */
  onReach: () => void;
  /** The dialog (a modal with a `trigger` prop), given the trigger; mounted at the first click, open. */
  children: (trigger: ReactElement<TriggerProps>) => ReactNode;
  /** Mounts the dialog at once, open: a dialog a page opens on load (My lendings' `showHistoryModal`). @default false */
  defaultMounted?: boolean;
}

/**
 * A dialog mounted at its trigger's first click: until then the page holds the trigger alone,
 * marked as a dialog's (`aria-haspopup`, `aria-expanded`) as the dialog's own trigger would be. My
 * lendings shows two or three such triggers a row and History above them; the modal components
 * behind them (shell, opener, trigger slot) were most of the components its rows rendered and most
 * of the code run for the first time as the table appeared (issue 15, bench/open-cost.mjs).
 *
 * From the first click on, the modal renders the trigger itself (focus returns to it, it shows the
 * form's code on its way), opened by `defaultOpen`. That trigger is a new element: the one
 * clicked had focus (a keyboard's Enter, a pointer in most browsers), so the new one takes it,
 * before the dialog moves it inside.
 */
export function DeferredDialog({ trigger, onReach, children, defaultMounted = false }: DeferredDialogProps) {
  const [mounted, setMounted] = useState(defaultMounted);
  const handedOver = useRef<HTMLElement>(null);
  const focusHandedOver = useRef(false);
  useIsoLayoutEffect(() => {
    if (!mounted || !focusHandedOver.current) return;
    focusHandedOver.current = false;
    handedOver.current?.focus();
  }, [mounted]);
  if (mounted) return children(cloneElement(trigger, { ref: handedOver }));
  return cloneElement(trigger, {
    'aria-haspopup': 'dialog',
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerEnter: onReach,
    onFocus: onReach,
    onClick: (event: MouseEvent<HTMLElement>) => {
      trigger.props.onClick?.(event);
      if (event.defaultPrevented) return;
      const clicked = event.currentTarget;
      focusHandedOver.current = clicked.ownerDocument.activeElement === clicked;
      setMounted(true);
    },
  });
}
