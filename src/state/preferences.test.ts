import { createPreferenceStore } from './preferences';
import { createMemoryStorage } from './storage';

describe('§3 local preferences: given a preference store per user', () => {
  it('keeps values per user under the prefix', () => {
    const storage = createMemoryStorage();
    const alice = createPreferenceStore(storage, 'wealthkit:', 'alice');
    const bob = createPreferenceStore(storage, 'wealthkit:', 'bob');
    alice.set('redeemAccountType', 0);
    alice.set('historyTab', { tab: 'fixed', type: 3 });
    expect(alice.get('redeemAccountType')).toBe(0);
    expect(alice.get('historyTab')).toEqual({ tab: 'fixed', type: 3 });
    expect(bob.get('redeemAccountType')).toBeUndefined();
    expect(storage.getItem('wealthkit:alice:redeemAccountType')).toBe('0');
  });

  describe('when storage holds something we did not write', () => {
    it.each([
      ['reinvestStatus', '2'],
      ['reinvestStatus', 'not json'],
      ['redeemAccountType', '"1"'],
      ['historyTab', '{"tab":"spot","type":3}'],
      ['historyTab', '{"tab":"fixed","type":1.5}'],
      ['historyTab', 'null'],
    ] as const)('%s = %s reads as unset', (key, raw) => {
      const storage = createMemoryStorage();
      storage.setItem(`p:u:${key}`, raw);
      expect(createPreferenceStore(storage, 'p:', 'u').get(key)).toBeUndefined();
    });
  });

  describe('when storage throws', () => {
    it('reads nothing and writes nothing, without an error', () => {
      const broken = {
        getItem: () => {
          throw new Error('denied');
        },
        setItem: () => {
          throw new Error('quota');
        },
        removeItem: () => {
          throw new Error('denied');
        },
      };
      const prefs = createPreferenceStore(broken, 'p:', 'u');
      expect(() => prefs.set('reinvestStatus', 1)).not.toThrow();
      expect(prefs.get('reinvestStatus')).toBeUndefined();
    });
  });

  it('removes a value set to undefined', () => {
    const storage = createMemoryStorage();
    const prefs = createPreferenceStore(storage, 'p:', 'u');
    prefs.set('reinvestStatus', 1);
    prefs.set('reinvestStatus', undefined);
    expect(storage.getItem('p:u:reinvestStatus')).toBeNull();
  });
});
