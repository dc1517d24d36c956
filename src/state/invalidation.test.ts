import { createStore } from 'jotai/vanilla';
import { describe, expect, it } from 'vitest';
import { ALL_TOPICS, invalidateTopics, topicVersion, topicVersionsAtom } from './invalidation';
import { TOPICS } from './topics';

describe('topicVersion (§4: a money action that lands refreshes what shows it)', () => {
  describe('given topics invalidated', () => {
    const store = createStore();
    invalidateTopics(store, TOPICS.earnHoldings, TOPICS.earnHoldings, ALL_TOPICS);
    const versions = store.get(topicVersionsAtom);

    it.each([
      ['its own invalidations plus the all-topics one', TOPICS.earnHoldings, 3],
      ['another topic: the all-topics one alone', TOPICS.earnFixedOrders, 1],
      ['a read that follows no topic: 0, whatever was invalidated', undefined, 0],
    ])('%s', (_case, topic, expected) => {
      expect(topicVersion(versions, topic)).toBe(expected);
    });
  });
});
