import * as domain from './index';
import { DOMAIN_MESSAGE_KEYS, emptyStateMessage, MISSING_VALUE, message } from './messages';

describe('§5, §8 message keys', () => {
  // Their English and Chinese texts are checked against this list in src/i18n/catalogue.test.ts.
  it('lists every key once', () => {
    expect(new Set(DOMAIN_MESSAGE_KEYS).size).toBe(DOMAIN_MESSAGE_KEYS.length);
  });

  it('§5 keeps the keys the spec names verbatim', () => {
    expect(DOMAIN_MESSAGE_KEYS).toEqual(
      expect.arrayContaining([
        'finances.startupMining.stake.min.tip',
        'finances.inadequateBalance',
        'noRecord',
        'No Data',
        'finances.noData',
      ]),
    );
  });

  it.each([
    ['list', 'noRecord'],
    ['detail', 'No Data'],
    ['chart', 'finances.noData'],
  ] as const)('§8 an empty %s shows %s', (kind, key) => {
    expect(emptyStateMessage(kind)).toEqual({ key });
  });

  it('§8 a missing value is shown as --', () => {
    expect(MISSING_VALUE).toBe('--');
  });

  it('builds messages, leaving out empty parameters', () => {
    expect(message('noRecord')).toEqual({ key: 'noRecord' });
    expect(message('earn.redeem.min', { amount: '0.000001' })).toEqual({
      key: 'earn.redeem.min',
      params: { amount: '0.000001' },
    });
  });

  it('the index re-exports the public API of every module', () => {
    for (const name of [
      'editAmount',
      'checkSubscribe',
      'settleDual',
      'stakingModalReducer',
      'DOMAIN_MESSAGE_KEYS',
      'REQUEST_TIMEOUT_MS',
    ]) {
      expect(domain).toHaveProperty(name);
    }
  });
});
