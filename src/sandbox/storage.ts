/**
 * Where the sandbox keeps its state between page loads. The browser demo passes `localStorage` so a
 * reload keeps the customer's holdings; tests pass {@link createMemoryStorage} twice to check that.
 */

import type { StorageAdapter } from '../state/storage';

export { createMemoryStorage } from '../state/storage';

/** The part of the Web Storage API the sandbox uses. */
export type SandboxStorage = Pick<StorageAdapter, 'getItem' | 'setItem'>;

/** Reads a stored JSON value; a missing, unreadable or foreign value is `undefined` (start fresh). */
export function loadJson<T>(storage: SandboxStorage, key: string, isValid: (value: unknown) => value is T) {
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch {
    return undefined;
  }
  if (text === null) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isValid(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Writes a JSON value. A full localStorage (the whale scenario is several MB) must not break the
 * request that changed the state, so a failing write is reported to `onError` and otherwise ignored.
 */
export function saveJson(
  storage: SandboxStorage,
  key: string,
  value: unknown,
  onError: (error: unknown) => void = () => {},
): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch (error) {
    onError(error);
  }
}
