import type { WealthUser } from '../../src/hooks/context';
import { isSameValue } from '../../src/hooks/sameValue';
import type { FrameSettings, FrameUser } from '../protocol';

export type GuestSettings = FrameSettings;

/** Locale, theme and user traits: first from the query, then from the host's `init` and `update`. */
export interface SettingsStore {
  get(): GuestSettings;
  set(change: GuestSettings): void;
  subscribe(listener: () => void): () => void;
}

/**
 * A change replaces locale and theme; a `user` changes only the fields it has, so a host that
 * sends `{ user: { tierLevel: 5 } }` after `init` keeps the KYC level it sent before. A message
 * that changes nothing (an `init` saying again what the frame's URL said, an `update` repeating
 * the traits) tells no one: the whole widget would render again for it, 7 ms of a frame's start.
 */
export function createSettingsStore(initial: GuestSettings): SettingsStore {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(change) {
      const user = change.user ? { ...current.user, ...change.user } : current.user;
      const next = { ...current, ...change, ...(user ? { user } : {}) };
      const { user: nextUser, ...nextRest } = next;
      const { user: currentUser, ...currentRest } = current;
      if (isSameValue(nextRest, currentRest) && isSameValue(nextUser, currentUser)) return;
      current = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The provider's user: the guest's own idea of the customer (signed in; on the sandbox, the
 * scenario's user) with the host's traits on top. The host knows the tier, KYC level, verified
 * flag and (v2) whether the customer is signed in; a framed page has no other way to learn them.
 */
export function frameUser(base: Partial<WealthUser>, traits: FrameUser | undefined): Partial<WealthUser> {
  return traits ? { ...base, ...traits } : base;
}
