import { atom, type createStore } from 'jotai/vanilla';

type Store = ReturnType<typeof createStore>;

/**
 * A version number per data topic ('earn.holdings', 'staking.user'...). A money action that
 * changes what a topic shows bumps it, and every read of that topic on the page loads again
 * (§4: "subscribe, success result, refresh").
 */
export const topicVersionsAtom = /* @__PURE__ */ atom<Readonly<Record<string, number>>>({});

/** Marks topics stale so the reads that show them load again. */
export function invalidateTopics(store: Store, ...topics: string[]): void {
  const current = store.get(topicVersionsAtom);
  const next = { ...current };
  for (const topic of topics) next[topic] = (next[topic] ?? 0) + 1;
  store.set(topicVersionsAtom, next);
}
