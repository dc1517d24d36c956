import { en } from './en';
import { MESSAGE_KEYS } from './keys';
import { loadCatalogue, SUPPORTED_LOCALES } from './locales';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('i18n catalogues: given every key the domain, the API outcomes and the UI can produce', () => {
  describe.each(SUPPORTED_LOCALES)('when the %s catalogue is loaded', (locale) => {
    it('has exactly those keys, each with a non-empty text', async () => {
      const catalogue = await loadCatalogue(locale);
      expect(Object.keys(catalogue).sort()).toEqual([...MESSAGE_KEYS].sort());
      for (const key of MESSAGE_KEYS) expect(catalogue[key]?.trim()).not.toBe('');
    });

    it('uses the same {placeholders} as English in every message', async () => {
      const catalogue = await loadCatalogue(locale);
      for (const key of MESSAGE_KEYS) {
        expect([key, placeholders(catalogue[key] ?? '')]).toEqual([
          key,
          placeholders(en[key as keyof typeof en]),
        ]);
      }
    });
  });

  it('the spec-named keys are present verbatim (§5, §8)', () => {
    for (const key of [
      'finances.startupMining.stake.min.tip',
      'finances.inadequateBalance',
      'lend_earn.notsubscribe.toast',
      'lend_earn.notredeem.toast',
      'Networkerr',
      'finances.NetworkError',
      'noRecord',
      'No Data',
      'finances.noData',
      'orderCancelled',
      'modified',
      'Copied',
    ]) {
      expect(MESSAGE_KEYS).toContain(key);
    }
  });
});
