import { atom, type createStore } from 'jotai/vanilla';

type Store = ReturnType<typeof createStore>;

export type ToastTone = 'info' | 'success' | 'warning' | 'error';

export interface ToastItem {
  id: string;
  tone: ToastTone;
  text: string;
  /** A link the message points to, shown as a button. */
  action?: { label: string; onAction: () => void };
}

/** Most toasts on screen at once: older ones make room, so a burst of errors cannot bury the page. */
export const MAX_TOASTS = 4;

/** The toasts shown by the built-in toaster (used when the host gives no `onToast`). */
export const toastsAtom = /* @__PURE__ */ atom<ToastItem[]>([]);

let counter = 0;

/** Adds a toast; the same text and tone already on screen is not shown twice. */
export function pushToast(store: Store, tone: ToastTone, text: string, action?: ToastItem['action']): string {
  const current = store.get(toastsAtom);
  const same = current.find((t) => t.tone === tone && t.text === text);
  if (same) return same.id;
  counter += 1;
  const id = `wk-toast-${counter}`;
  store.set(toastsAtom, [...current, { id, tone, text, ...(action ? { action } : {}) }].slice(-MAX_TOASTS));
  return id;
}

export function dismissToast(store: Store, id: string): void {
  store.set(
    toastsAtom,
    store.get(toastsAtom).filter((t) => t.id !== id),
  );
}
