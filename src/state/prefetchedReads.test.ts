import { createPrefetchedReads } from './prefetchedReads';

const later = () => {
  let resolve!: (value: unknown) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<unknown>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
};

describe('PrefetchedReads: reads a dialog starts before its form mounts', () => {
  describe('given a read started and not yet answered', () => {
    it('is taken once, in flight, by the same key and version; peeking shows nothing yet', async () => {
      const reads = createPrefetchedReads();
      const answer = later();
      reads.start('["earn.holding","USDT"]', 0, () => answer.promise);
      expect(reads.peek('["earn.holding","USDT"]', 0)).toBeUndefined();
      const taken = reads.take('["earn.holding","USDT"]', 0);
      expect(taken?.promise).toBe(answer.promise);
      expect(reads.take('["earn.holding","USDT"]', 0)).toBeUndefined();
    });

    it('is not started twice for the same key', () => {
      const reads = createPrefetchedReads();
      const load = vi.fn(() => later().promise);
      reads.start('k', 0, load);
      reads.start('k', 0, load);
      expect(load).toHaveBeenCalledTimes(1);
    });
  });

  describe('given a read answered', () => {
    it('shows its data to a first render (peek) and hands it over once (take)', async () => {
      const reads = createPrefetchedReads();
      reads.start('k', 3, () => Promise.resolve({ amount: '12.5' }));
      await Promise.resolve();
      await Promise.resolve();
      expect(reads.peek('k', 3)).toEqual({ data: { amount: '12.5' } });
      expect(reads.take('k', 3)?.settled).toEqual({ data: { amount: '12.5' } });
      expect(reads.peek('k', 3)).toBeUndefined();
    });

    it('is not handed over when its topic changed since it started (a money action landed)', async () => {
      const reads = createPrefetchedReads();
      reads.start('k', 0, () => Promise.resolve('old'));
      await Promise.resolve();
      expect(reads.peek('k', 1)).toBeUndefined();
      expect(reads.take('k', 1)).toBeUndefined();
    });

    it('is forgotten when nobody takes it in time (the dialog was closed)', () => {
      vi.useFakeTimers();
      try {
        const reads = createPrefetchedReads(1000);
        reads.start('k', 0, () => Promise.resolve('answer'));
        vi.advanceTimersByTime(1000);
        expect(reads.take('k', 0)).toBeUndefined();
      } finally {
        vi.useRealTimers();
      }
    });
  });

  describe('given a read that failed', () => {
    it('is handed over as the failure (the form reports it), never as data, and raises no page error', async () => {
      const reads = createPrefetchedReads();
      const answer = later();
      reads.start('k', 0, () => answer.promise);
      answer.reject(new Error('network'));
      await Promise.resolve();
      await Promise.resolve();
      expect(reads.peek('k', 0)).toBeUndefined();
      await expect(reads.take('k', 0)?.promise).rejects.toThrow('network');
    });
  });
});
