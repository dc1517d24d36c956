import * as RadixDialog from '@radix-ui/react-dialog';
import {
  type ComponentType,
  createContext,
  type ReactNode,
  type RefObject,
  useCallback,
  useContext,
  useId,
  useMemo,
  useRef,
} from 'react';
import { createPortal } from 'react-dom';
import { useControllableState } from '../../hooks/useControllableState';
import { usePortalContainer } from './portal';
import { lockScroll } from './scrollLock';
import { MOBILE_MEDIA_QUERY, useMediaQuery } from './useMediaQuery';

export interface DialogProps {
  /** Whether the dialog is open (controlled). */
  open?: boolean;
  /** Whether the dialog starts open when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close (trigger, close button, Escape, outside click). */
  onOpenChange?: (open: boolean) => void;
  /** A `DialogTrigger` and a `DialogContent`. */
  children?: ReactNode;
  /**
   * What renders the content when the dialog is the page itself, not a modal over one
   * (`WidgetIsPageContext`); dialogs it opens are modal. @default none: modal
   */
  page?: ComponentType<PageDialogProps> | null;
}

/** What a page dialog (`WidgetIsPageContext`) is given: the content element's attributes and parts. */
export interface PageDialogProps {
  /** Closes the dialog (Escape, as a modal's does). */
  close(): void;
  initialFocus: DialogContentProps['initialFocus'];
  className: string;
  'aria-labelledby': string;
  'aria-describedby': string | undefined;
  'data-size': string;
  'data-layout': string;
  'data-layout-forced': string | undefined;
  /** The header with its close button, the description, the body and the footer. */
  children: ReactNode;
}

/**
 * Set by a document that is one widget and nothing else (the assets frame's guest) to what renders
 * that widget's dialog (the first `DialogOpener` under it) as the page. As a modal in an iframe it
 * trapped the keyboard: Tab from its last control went back to its first (Radix's focus scope
 * loops, and its focus guards catch the rest), never on to the host page around the frame (WCAG
 * 2.1.2). The guest's own, so no widget carries it to a host.
 */
export const WidgetIsPageContext = createContext<ComponentType<PageDialogProps> | null>(null);

/**
 * A modal dialog (Radix Dialog underneath): focus is trapped inside while open and returns to the
 * trigger on close; Escape and the close button close it. Below 768 px (§9) it is a bottom sheet.
 */
export function Dialog({ open, defaultOpen = false, onOpenChange, children, page }: DialogProps) {
  // Held here, not in Radix, because the overlay (ours, see `useOverlayRef`) shows it too.
  const [isOpen, setOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const pageDialog = useMemo(() => page && { Page: page, close: () => setOpen(false) }, [page, setOpen]);
  return (
    <RadixDialog.Root open={isOpen} onOpenChange={setOpen}>
      <DialogOpenContext.Provider value={isOpen}>
        <DialogPageContext.Provider value={pageDialog || null}>
          {/* The dialogs this one opens are modal, over it. */}
          <WidgetIsPageContext.Provider value={null}>
            {/* A nested dialog's content returns focus to its own trigger, not to the outer opener. */}
            <DialogOpenerContext.Provider value={null}>{children}</DialogOpenerContext.Provider>
          </WidgetIsPageContext.Provider>
        </DialogPageContext.Provider>
      </DialogOpenContext.Provider>
    </RadixDialog.Root>
  );
}

/**
 * Whether the enclosing `Dialog` is open, for its overlay's `data-state`. Outside one (a bare Radix
 * root) the overlay shows as open and leaves without its fade, rather than fading out as it opens.
 */
const DialogOpenContext = createContext(true);

/** What renders the enclosing `Dialog`'s content as the page, and closes it; null for a modal one. */
const DialogPageContext = createContext<{ Page: ComponentType<PageDialogProps>; close(): void } | null>(null);

/**
 * The dim layer behind the dialog: a plain element, the portal's own child, so Radix's Presence
 * holds it by its ref through its `data-state="closed"` fade (a component of ours in between
 * dropped that ref: the layer vanished at once as the dialog began to fade, and React 18 warned).
 * While it is in the page it locks the page's scroll (`scrollLock.ts`: Radix's overlay did it in a
 * way that restyled the whole page on each opening), from its commit, before the first paint. A
 * press on it is outside the dialog's content, so it closes the dialog.
 */
function useOverlayRef(): (node: HTMLDivElement | null) => void {
  const release = useRef<(() => void) | null>(null);
  return useCallback((node: HTMLDivElement | null) => {
    release.current?.();
    release.current = node ? lockScroll(node.ownerDocument) : null;
  }, []);
}

/**
 * The element that opened a dialog whose trigger is not a Radix `DialogTrigger` (see
 * `DialogOpener`): the dialog's content gives focus back to it on close.
 */
export const DialogOpenerContext = createContext<RefObject<HTMLElement | null> | null>(null);

/**
 * The element that opens the dialog. Use `asChild` to make your own `Button` the trigger; focus
 * returns to it when the dialog closes.
 */
export const DialogTrigger = RadixDialog.Trigger;

/** Closes the dialog when pressed, e.g. a Cancel button in the footer (use `asChild`). */
export const DialogClose = RadixDialog.Close;

/** How the content is laid out: follow the viewport, or force one look (stories, embedded frames). */
export type DialogLayout = 'auto' | 'dialog' | 'sheet';

export interface DialogContentProps {
  /** The dialog's heading; it also names the dialog for assistive technology. */
  title: ReactNode;
  /** A sentence under the title, announced with the dialog. */
  description?: ReactNode;
  /**
   * The width on desktop: 'md' (480 px) or 'lg', the 840 px dialog of the subscribe modal (§2).
   * @default 'md'
   */
  size?: 'md' | 'lg';
  /** Actions at the bottom, e.g. Cancel and Confirm buttons. */
  footer?: ReactNode;
  /** Accessible name of the close button. @default 'Close' */
  closeLabel?: string;
  /**
   * 'auto' is a dialog over the page on desktop (centred across, hung from a line near the top,
   * dialog.css) and a bottom sheet below 768 px (§9); 'dialog' and
   * 'sheet' force one look whatever the viewport.
   * @default 'auto'
   */
  layout?: DialogLayout;
  /** Extra class on the content element. */
  className?: string;
  /**
   * Called when the dialog has closed and is about to move focus; prevent the default and focus
   * something else when the opener is not a Radix trigger (Radix's own handler focuses the trigger).
   * @default focus goes back to the `DialogTrigger`
   */
  onCloseAutoFocus?: (event: Event) => void;
  /**
   * What takes focus as the dialog opens, when it is not the first control: an element (a prompt's
   * field, not its close button), or 'dialog', the dialog itself, for a view that is read before it
   * is acted on (a result: a screen reader says its title, then its status, not "Close, button").
   * @default Radix's: the first focusable element (the close button)
   */
  initialFocus?: RefObject<HTMLElement | null> | 'dialog';
  /** The body of the dialog. */
  children?: ReactNode;
}

/**
 * Whether an Escape is the focused field's, not the dialog's: an input method's, which drops the
 * text it is composing, or an open combobox's, which closes its list (WAI-ARIA's combobox pattern).
 * Radix hears Escape on the document before the field does, so it closed the whole dialog.
 */
export function escapeBelongsToField(event: KeyboardEvent): boolean {
  if (event.isComposing) return true;
  const target = event.target;
  return (
    target instanceof Element &&
    target.getAttribute('role') === 'combobox' &&
    target.getAttribute('aria-expanded') === 'true'
  );
}

/**
 * The dialog panel with its overlay, portaled into the nearest `WealthRoot` so it keeps the theme.
 * Exposes `data-state="open|closed"`, `data-size` and `data-layout="dialog|sheet"`.
 */
export function DialogContent({
  title,
  description,
  size = 'md',
  footer,
  closeLabel = 'Close',
  layout = 'auto',
  className,
  onCloseAutoFocus,
  initialFocus,
  children,
}: DialogContentProps) {
  const container = usePortalContainer();
  const opener = useContext(DialogOpenerContext);
  // What had focus before the dialog took it: a dialog opened by a plain button (a link in a form,
  // not a Radix trigger) gives focus back there; Radix would focus its trigger, and there is none.
  const returnTo = useRef<HTMLElement | null>(null);
  // Where focus was going when it last left a control inside (see `onFocus` below).
  const leavingTo = useRef<HTMLElement | null>(null);
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const open = useContext(DialogOpenContext);
  const overlayRef = useOverlayRef();
  // The title and description name the dialog through ids of ours, not Radix's Title and
  // Description: those count themselves into the Root's state from a layout effect, so every
  // opening rendered the whole dialog a second time before its first paint.
  const titleId = useId();
  const descriptionId = useId();
  const resolved: Exclude<DialogLayout, 'auto'> =
    layout === 'auto' ? (isMobile ? 'sheet' : 'dialog') : layout;
  const page = useContext(DialogPageContext);
  if (!container) return null;
  const panel = (
    <>
      <div className="wk-dialog__header">
        <h2 id={titleId} className="wk-dialog__title">
          {title}
        </h2>
        <RadixDialog.Close className="wk-dialog__close" aria-label={closeLabel}>
          <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="16" height="16">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
          </svg>
        </RadixDialog.Close>
      </div>
      {description !== undefined && (
        <p id={descriptionId} className="wk-dialog__description">
          {description}
        </p>
      )}
      <div className="wk-dialog__body">{children}</div>
      {footer !== undefined && <div className="wk-dialog__footer">{footer}</div>}
    </>
  );
  const contentProps = {
    className: className ? `wk-box wk-dialog ${className}` : 'wk-box wk-dialog',
    'data-size': size,
    'data-layout': resolved,
    'data-layout-forced': layout === 'auto' ? undefined : '',
    'aria-labelledby': titleId,
    'aria-describedby': description === undefined ? undefined : descriptionId,
  };
  if (page)
    return open
      ? createPortal(
          <page.Page close={page.close} initialFocus={initialFocus} {...contentProps}>
            {panel}
          </page.Page>,
          container,
        )
      : null;
  return (
    <RadixDialog.Portal container={container}>
      <div
        ref={overlayRef}
        className="wk-box wk-dialog-overlay"
        data-state={open ? 'open' : 'closed'}
        data-layout={resolved}
      />
      <RadixDialog.Content
        {...contentProps}
        onOpenAutoFocus={(event) => {
          const active = container.ownerDocument.activeElement;
          returnTo.current =
            active instanceof HTMLElement && active !== active.ownerDocument.body ? active : null;
          // The listener is on the dialog itself (Radix's focus scope dispatches the event there).
          const target =
            initialFocus === 'dialog' ? (event.currentTarget as HTMLElement | null) : initialFocus?.current;
          if (target) {
            event.preventDefault();
            target.focus();
          }
        }}
        onCloseAutoFocus={
          onCloseAutoFocus ??
          ((event) => {
            const target = opener ? opener.current : returnTo.current?.isConnected ? returnTo.current : null;
            if (!target) return;
            event.preventDefault();
            target.focus();
          })
        }
        onEscapeKeyDown={(event) => {
          if (escapeBelongsToField(event)) event.preventDefault();
        }}
        onBlur={(event) => {
          leavingTo.current = event.relatedTarget instanceof HTMLElement ? event.relatedTarget : null;
        }}
        // A control that changes the dialog as it loses focus (the amount field takes its note on a
        // typed "," away) removes nodes while the browser is between two elements; Radix's focus
        // scope then sees focus on the body and puts it on the dialog itself, where every Tab after
        // it stayed. Focus goes on where the key was taking it instead (real keys in Chromium,
        // tests/e2e/keyboardFocus.test.ts).
        onFocus={(event) => {
          const to = leavingTo.current;
          leavingTo.current = null;
          if (event.target === event.currentTarget && to?.isConnected && event.currentTarget.contains(to))
            to.focus();
        }}
      >
        {panel}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
