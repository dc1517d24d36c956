import { describe, expect, it } from 'vitest';
import { isSameValue } from './sameValue';

describe('isSameValue: given two values', () => {
  it.each([
    ['the same primitive', 'en', 'en', true],
    ['NaN and NaN', Number.NaN, Number.NaN, true],
    ['two plain objects with the same entries', { locale: 'en', tier: 5 }, { tier: 5, locale: 'en' }, true],
    ['two arrays with the same entries', ['a', 1], ['a', 1], true],
    ['a changed entry', { tier: 5 }, { tier: 6 }, false],
    ['an entry more', { tier: 5 }, { tier: 5, kyc: 2 }, false],
    ['an array and an object', [1], { 0: 1 }, false],
    [
      'nested objects rebuilt (compared by identity, one level deep)',
      { user: { tier: 5 } },
      { user: { tier: 5 } },
      false,
    ],
    ['a class instance with the same fields', new Date(0), new Date(0), false],
    ['null and an empty object', null, {}, false],
  ])('%s: %s', (_name, a, b, same) => {
    expect(isSameValue(a, b)).toBe(same);
  });
});
