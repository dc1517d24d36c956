import { en } from './en';
import { ALL_MESSAGE_FEATURES } from './features';
import { MESSAGE_KEYS } from './keys';
import { loadCatalogue, SUPPORTED_LOCALES } from './locales';
import { interpolate } from './translate';

/**
 * The parameters a message uses: `{name}` and the count of `{name, plural, ...}`; a plural's branch
 * (`=0 {At}`, `one {# day}`) is text, not a parameter.
 */
const placeholders = (text: string) =>
  [
    ...new Set(
      [...text.matchAll(/(?<!(?:=\d+|zero|one|two|few|many|other)\s*)\{(\w+)(?:\}|,\s*plural,)/g)].map(
        (m) => m[1],
      ),
    ),
  ].sort();

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

  it('counts take plural forms: no "(s)", and every plural reads differently for 1 and 2 in English', () => {
    const english: Record<string, string> = { ...en };
    for (const feature of ALL_MESSAGE_FEATURES) Object.assign(english, feature.en);
    const plurals = Object.entries(english).filter(([, text]) => text.includes(', plural,'));
    expect(plurals.length).toBeGreaterThan(10);
    for (const [key, text] of Object.entries(english))
      expect([key, text]).not.toEqual([key, expect.stringContaining('(s)')]);
    for (const [key, text] of plurals) {
      const params = Object.fromEntries(placeholders(text).map((name) => [name, '1']));
      const two = Object.fromEntries(placeholders(text).map((name) => [name, '2']));
      const one = interpolate(text, params, 'en');
      expect([key, one]).not.toEqual([key, expect.stringMatching(/plural|#/)]);
      expect([key, one.replaceAll('1', '2')]).not.toEqual([key, interpolate(text, two, 'en')]);
    }
  });

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
