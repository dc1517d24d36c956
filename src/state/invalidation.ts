import { atom, type createStore } from 'jotai/vanilla';
import type { Topic } from './topics';

type Store = ReturnType<typeof createStore>;

/**
 * A version number per data topic ('earn.holdings', 'staking.user'...). A money action that
 * changes what a topic shows bumps it, and every read of that topic on the page loads again
 * (§4: "subscribe, success result, refresh").
 */
export const topicVersionsAtom = /* @__PURE__ */ atom<Readonly<Record<string, number>>>({});

/** The topic every read also follows: invalidating it reloads them all (after a restored intent). */
export const ALL_TOPICS = '*' as const;

/**
 * A topic's version as a read sees it: its own plus the all-topics one. A read that follows no
 * topic stays at 0 (a prefetched answer and the read that takes it must agree on it).
 */
export function topicVersion(versions: Readonly<Record<string, number>>, topic: string | undefined): number {
  if (topic === undefined) return 0;
  return (versions[topic] ?? 0) + (versions[ALL_TOPICS] ?? 0);
}

/** Marks topics stale so the reads that show them load again. */
export function invalidateTopics(store: Store, ...topics: Array<Topic | typeof ALL_TOPICS>): void {
  const current = store.get(topicVersionsAtom);
  const next = { ...current };
  for (const topic of topics) next[topic] = (next[topic] ?? 0) + 1;
  store.set(topicVersionsAtom, next);
}
