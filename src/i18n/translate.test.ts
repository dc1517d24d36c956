import { catalogueLocales, localeChain } from './hostMessages';
import { createTranslator, interpolate, renderMessage } from './translate';

describe('i18n: given a message template', () => {
  it.each([
    ['Minimum {amount} {asset}', { amount: '10', asset: 'USDT' }, 'Minimum 10 USDT'],
    ['Minimum {amount}', {}, 'Minimum {amount}'],
    ['{a}{a}', { a: 'x' }, 'xx'],
    ['{toString}', {}, '{toString}'],
    ['no params', undefined, 'no params'],
  ])('%s with %j → %s', (template, params, expected) => {
    expect(interpolate(template, params)).toBe(expected);
  });
});

describe('i18n: given a plural message (Intl.PluralRules, issue 16 item 21)', () => {
  const days = '{days, plural, one {# day} other {# days}}';
  it.each([
    [days, { days: '1' }, 'en', '1 day'],
    [days, { days: '2' }, 'en', '2 days'],
    [days, { days: '0' }, 'en', '0 days'],
    [days, { days: '1.5' }, 'en', '1.5 days'],
    ['Term {days, plural, =0 {none} one {# day} other {# days}}', { days: '0' }, 'en', 'Term none'],
    [
      '{n, plural, one {# day after {time}} other {# days after {time}}}',
      { n: '1', time: '00:00' },
      'en',
      '1 day after 00:00',
    ],
    ['{days, plural, other {#天}}', { days: '1' }, 'zh-CN', '1天'],
    [
      'Up to {days, plural, one {# day} other {# days}} and {n, plural, one {# try} other {# tries}}',
      { days: '1', n: '3' },
      'en',
      'Up to 1 day and 3 tries',
    ],
    // A missing count or a malformed plural stays as written, so the gap shows.
    [days, {}, 'en', days],
    ['{days, plural, one {# day}', { days: '1' }, 'en', '{days, plural, one {# day}'],
  ])('%s with %j in %s → %s', (template, params, locale, expected) => {
    expect(interpolate(template, params, locale)).toBe(expected);
  });
});

describe('i18n: given a count in a language our catalogues speak (read without Intl, issue 19)', () => {
  const every = '{n, plural, zero {zero} one {one} two {two} few {few} many {many} other {other}}';
  const counts = Array.from({ length: 1001 }, (_, n) => n);
  it.each(['en', 'en-US', 'en-GB', 'zh', 'zh-CN', 'zh-TW', 'zh-HK'])(
    'in %s each whole count from 0 to 1000 takes the category Intl.PluralRules gives it',
    (locale) => {
      const rules = new Intl.PluralRules(locale);
      for (const n of counts) expect(interpolate(every, { n: String(n) }, locale)).toBe(rules.select(n));
    },
  );

  it('in another language, or for a count with decimals, Intl decides (French 0 and 1.5 are "one")', () => {
    expect(interpolate(every, { n: '0' }, 'fr')).toBe('one');
    expect(interpolate(every, { n: '1.5' }, 'fr')).toBe('one');
    expect(interpolate(every, { n: '1.5' }, 'en')).toBe('other');
  });
});

describe('i18n: given a catalogue and the English fallback', () => {
  const t = createTranslator({ a: '甲 {n}' }, { a: 'A {n}', b: 'B' });
  it('uses the catalogue, then English, then the key itself', () => {
    expect(t('a', { n: '1' })).toBe('甲 1');
    expect(t('b')).toBe('B');
    expect(t('missing.key')).toBe('missing.key');
  });
  it('renders server texts as they are', () => {
    expect(renderMessage(t, { text: 'Product sold out' })).toBe('Product sold out');
    expect(renderMessage(t, { key: 'b' })).toBe('B');
  });
});

describe('i18n: given a locale tag from the host (issue 17 item 5)', () => {
  it.each([
    ['zh', ['zh', 'zh-CN', 'en']],
    ['zh-CN', ['zh-CN', 'en']],
    ['zh-Hans-CN', ['zh-Hans-CN', 'zh-CN', 'en']],
    // Traditional Chinese readers get our Simplified Chinese before English, unless the host says otherwise.
    ['zh-TW', ['zh-TW', 'zh-CN', 'en']],
    ['zh-HK', ['zh-HK', 'zh-CN', 'en']],
    ['en-GB', ['en-GB', 'en']],
    ['fr', ['fr', 'en']],
  ])('%s is looked up in %j', (tag, chain) => {
    expect(localeChain(tag)).toEqual(chain);
  });

  it("follows the host's chain, always ending in English", () => {
    expect(localeChain('zh-TW', { 'zh-TW': ['zh-HK'] })).toEqual(['zh-TW', 'zh-HK', 'en']);
    expect(localeChain('pt-BR', { 'pt-BR': ['pt', 'es'] })).toEqual(['pt-BR', 'pt', 'es', 'en']);
  });

  it('fetches only the catalogues we have, never English (it is bundled)', () => {
    expect(catalogueLocales(['zh-TW', 'zh-CN', 'en'])).toEqual(['zh-CN']);
    expect(catalogueLocales(['fr', 'en'])).toEqual([]);
  });
});
