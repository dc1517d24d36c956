import { resolveLocale } from './locales';
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

describe('i18n: given a locale tag from the host', () => {
  it.each([
    ['zh', 'zh-CN'],
    ['zh-CN', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    ['en-GB', 'en'],
    ['fr', 'en'],
    [undefined, 'en'],
  ])('%s → %s', (tag, locale) => {
    expect(resolveLocale(tag)).toBe(locale);
  });
});
