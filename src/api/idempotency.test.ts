import { createIdempotencyKey } from './idempotency';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('createIdempotencyKey (one per user intent)', () => {
  describe('given crypto.randomUUID', () => {
    it('mints distinct v4 UUIDs', () => {
      const keys = Array.from({ length: 100 }, createIdempotencyKey);
      for (const key of keys) expect(key).toMatch(UUID_V4);
      expect(new Set(keys).size).toBe(100);
    });
  });

  describe('given only crypto.getRandomValues (a non-secure page)', () => {
    it('still mints distinct v4 UUIDs', () => {
      const real = globalThis.crypto;
      vi.stubGlobal('crypto', { getRandomValues: real.getRandomValues.bind(real) });
      try {
        const keys = Array.from({ length: 100 }, createIdempotencyKey);
        for (const key of keys) expect(key).toMatch(UUID_V4);
        expect(new Set(keys).size).toBe(100);
      } finally {
        vi.unstubAllGlobals();
      }
    });
  });
});
