import type { Atom, createStore } from 'jotai/vanilla';
import { useCallback, useSyncExternalStore } from 'react';
import { topicVersion, topicVersionsAtom } from '../state/invalidation';

type Store = ReturnType<typeof createStore>;

/**
 * What `select` makes of an atom of the provider's store; the component renders again when that
 * changes, not when another part of the atom does (a read of one topic's version is not rendered
 * by another topic's invalidation).
 *
 * Not jotai's `useAtomValue`: it subscribes in an effect and then dispatches once more to catch up,
 * so every component that reads an atom renders a second time after it mounts, for nothing when
 * the value did not change (LendingsTable's mount took a commit of that alone). React's
 * `useSyncExternalStore` compares the snapshot after subscribing and renders again only if it
 * changed. Our atoms are plain values, never promises, so nothing of jotai's async handling is lost.
 *
 * `select` must return the same value for the same atom value (a number, a string, a part of it).
 */
export function useStoreValue<T, S = T>(store: Store, atom: Atom<T>, select?: (value: T) => S): S {
  const subscribe = useCallback((onChange: () => void) => store.sub(atom, onChange), [store, atom]);
  const read = (): S => {
    const value = store.get(atom);
    return select ? select(value) : (value as unknown as S);
  };
  // The server's snapshot is the store's too: the provider creates it with the page, so a host's
  // server render and hydration both start from the atoms' initial values.
  return useSyncExternalStore(subscribe, read, read);
}

/** A topic's version (`topicVersion`), rendering again when that topic, or every topic, is invalidated. */
export function useTopicVersion(store: Store, topic: string | undefined): number {
  return useStoreValue(store, topicVersionsAtom, (versions) => topicVersion(versions, topic));
}
