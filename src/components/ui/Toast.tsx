import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { usePortalContainer } from './portal';

/** One message; the shape of the provider's toast queue. */
export interface ToastMessage {
  /** Unique while shown. */
  id: string;
  /** 'error' is announced assertively; the others politely. */
  tone: 'info' | 'success' | 'warning' | 'error';
  /** The message, already translated. */
  text: string;
  /** A link the message points to (§8 10010107: set the fund password), shown as a button. */
  action?: { label: string; onAction: () => void };
}

export interface ToasterProps {
  /** The toasts to show, oldest first. */
  toasts: ToastMessage[];
  /** Called when a toast is dismissed, by its button or by its timer; remove it from `toasts`. */
  onDismiss: (id: string) => void;
  /**
   * How long a toast stays, in ms; the clock pauses while the pointer is over the toasts or focus
   * is inside them (WCAG 2.2.1). `0` or `Infinity` keeps toasts until dismissed.
   * @default 4000
   */
  duration?: number;
  /** Accessible name of each toast's dismiss button. @default 'Dismiss' */
  dismissLabel?: string;
  /** Names the toast region. @default 'Notifications' */
  label?: string;
}

interface ToastProps {
  toast: ToastMessage;
  duration: number;
  paused: boolean;
  dismissLabel: string;
  onDismiss: (id: string) => void;
}

function Toast({ toast, duration, paused, dismissLabel, onDismiss }: ToastProps) {
  // What is left of the toast's time survives pauses; each resume starts a timer for the rest.
  const remaining = useRef(duration);
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;

  useEffect(() => {
    if (paused || !Number.isFinite(duration) || duration <= 0) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismiss.current(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [paused, duration, toast.id]);

  return (
    <div className="wk-toast" data-tone={toast.tone}>
      <span className="wk-toast__icon" aria-hidden="true" data-tone={toast.tone} />
      <p className="wk-toast__text">{toast.text}</p>
      {toast.action && (
        <button type="button" className="wk-toast__action" onClick={toast.action.onAction}>
          {toast.action.label}
        </button>
      )}
      <button
        type="button"
        className="wk-toast__dismiss"
        aria-label={dismissLabel}
        onClick={() => onDismiss(toast.id)}
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="14" height="14">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

/**
 * Shows toasts (§8: 'Networkerr', 'Copied', 'modified', ...) in a corner, portaled into the nearest
 * `WealthRoot`. Two live regions exist from the start so every toast is announced: a polite
 * `role="status"` for info, success and warning, and an assertive `role="alert"` for errors.
 */
export function Toaster({
  toasts,
  onDismiss,
  duration = 4000,
  dismissLabel = 'Dismiss',
  label = 'Notifications',
}: ToasterProps) {
  const container = usePortalContainer();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const section = useRef<HTMLElement>(null);

  // A dismissed toast can take the pointer or focus with it without a leave/blur event: recheck,
  // or the timers of the next toasts would stay paused.
  useEffect(() => {
    if (toasts.length === 0) setHovered(false);
    if (!section.current?.contains(document.activeElement)) setFocused(false);
  }, [toasts]);

  if (!container) return null;

  const render = (list: ToastMessage[]) =>
    list.map((toast) => (
      <Toast
        key={toast.id}
        toast={toast}
        duration={duration}
        paused={hovered || focused}
        dismissLabel={dismissLabel}
        onDismiss={onDismiss}
      />
    ));

  return createPortal(
    <section
      ref={section}
      className="wk-box wk-toaster"
      translate="no"
      aria-label={label}
      data-empty={toasts.length === 0 ? '' : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div role="status" aria-live="polite" className="wk-toaster__region">
        {render(toasts.filter((t) => t.tone !== 'error'))}
      </div>
      <div role="alert" aria-live="assertive" className="wk-toaster__region">
        {render(toasts.filter((t) => t.tone === 'error'))}
      </div>
    </section>,
    container,
  );
}
