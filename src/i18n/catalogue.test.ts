import { en } from './en';
import { ALL_MESSAGE_FEATURES } from './features';
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

describe('i18n: given the widget families’ own catalogues (src/i18n/features)', () => {
  describe.each(ALL_MESSAGE_FEATURES.map((f) => [f.name, f] as const))(
    'when %s is loaded in zh-CN',
    (_, feature) => {
      it('has exactly the English keys, each with a text and the same {placeholders}', async () => {
        const zh: Record<string, string> = await feature.load['zh-CN']();
        expect(Object.keys(zh).sort()).toEqual(Object.keys(feature.en).sort());
        for (const [key, text] of Object.entries(feature.en)) {
          expect(zh[key as keyof typeof zh]?.trim()).not.toBe('');
          expect([key, placeholders(zh[key as keyof typeof zh] ?? '')]).toEqual([key, placeholders(text)]);
        }
      });
    },
  );

  it('no family key shadows a shared key or another family’s', () => {
    const seen = new Set<string>(MESSAGE_KEYS);
    for (const feature of ALL_MESSAGE_FEATURES) {
      for (const key of Object.keys(feature.en)) {
        expect([feature.name, key, seen.has(key)]).toEqual([feature.name, key, false]);
        seen.add(key);
      }
    }
  });
});
