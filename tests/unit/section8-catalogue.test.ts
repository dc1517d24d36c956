/**
 * §8, the rows that are not a money action (those run through useMoneyAction in
 * src/hooks/useMoneyAction.test.tsx): reads, settings, and what validation and empty screens show.
 * Each row is produced for real (through the client and the fault layer, or the domain rule that
 * owns it) and rendered through the English catalogue, i.e. the words the customer reads.
 */
import {
  createWealthClient,
  isNetworkError,
  isResponseFormatError,
  isServerMessageError,
} from '../../src/api';
import {
  checkDualAmount,
  checkPriceDifference,
  emptyStateMessage,
  formatDateTime,
  MISSING_VALUE,
} from '../../src/domain';
import { describeError } from '../../src/flows/failures';
import { en } from '../../src/i18n/en';
import { dualEn } from '../../src/i18n/features/dual.en';
import { stakingEn } from '../../src/i18n/features/staking.en';
import { createTranslator, renderMessage } from '../../src/i18n/translate';
import { createResponder } from '../helpers/responder';

// What a widget reads from: the shared catalogue and, in the staking and dual widgets, their own.
const catalogue = { ...en, ...stakingEn, ...dualEn };
const t = createTranslator(catalogue, catalogue);
const STATS = '/apiw/v2/uni-loan/earn/statistics';

function client() {
  const exchange = createResponder();
  return {
    exchange,
    client: createWealthClient({ baseUrl: 'https://exchange.test', fetch: exchange.fetch, backoff: () => 0 }),
  };
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('§8 given a read (data fetch)', () => {
  it('failure: retried up to 10 times, then a network error the customer reads as Networkerr', async () => {
    const { exchange, client: c } = client();
    exchange.faults.inject({ path: STATS, times: 11, fault: { kind: 'network' } });
    const error = await failure(c.simpleEarn.statistics());
    expect(isNetworkError(error)).toBe(true);
    expect(exchange.calls).toHaveLength(11);
    const outcome = describeError(error, 'read');
    expect([renderMessage(t, outcome.message), outcome.tone]).toEqual([
      'Network error. Please try again.',
      'error',
    ]);
  });

  it('code -1: the server message as a warning toast', async () => {
    const { exchange, client: c } = client();
    exchange.faults.inject({ path: STATS, fault: { kind: 'code', code: -1, message: 'Asset delisted' } });
    const error = await failure(c.simpleEarn.statistics());
    expect(isServerMessageError(error)).toBe(true);
    const outcome = describeError(error, 'read');
    expect([renderMessage(t, outcome.message), outcome.tone, outcome.via]).toEqual([
      'Asset delisted',
      'warning',
      'toast',
    ]);
  });

  it('a malformed body: a generic error where the data would be', async () => {
    const { exchange, client: c } = client();
    exchange.faults.inject({ path: STATS, fault: { kind: 'malformed' } });
    const error = await failure(c.simpleEarn.statistics());
    expect(isResponseFormatError(error)).toBe(true);
    const outcome = describeError(error, 'read');
    expect([renderMessage(t, outcome.message), outcome.via]).toEqual([
      'Something went wrong. Please try again.',
      'inline',
    ]);
  });
});

describe('§8 given the auto-earn switch (a setting, not money)', () => {
  it('failure: the server message, and the confirm dialog closes', async () => {
    const { exchange, client: c } = client();
    exchange.faults.inject({
      path: /autoivest/,
      fault: { kind: 'code', code: -1, message: 'Not supported' },
    });
    const error = await failure(c.simpleEarn.setAutoInvest({ assets: 'USDT', status: '1' }));
    const outcome = describeError(error, 'auto-earn');
    expect([renderMessage(t, outcome.message), outcome.closeDialog]).toEqual(['Not supported', true]);
    // Settings are not retried either: one request.
    expect(exchange.calls).toHaveLength(1);
  });
});

describe('§8 given the rows that validation and empty screens own', () => {
  it.each([
    ['Empty list', renderMessage(t, emptyStateMessage('list')), 'No records'],
    ['Missing detail', renderMessage(t, emptyStateMessage('detail')), 'No data'],
    ['Chart without data', renderMessage(t, emptyStateMessage('chart')), 'No data'],
    ['Redeem with no arrival data', formatDateTime(0), MISSING_VALUE],
  ])('%s → %s', (_, shown, expected) => {
    expect(shown).toBe(expected);
  });

  it('Dual insufficient balance → the balance-not-enough message', () => {
    const { error } = checkDualAmount({
      amount: '500',
      asset: 'USDT',
      available: '100',
      limits: { minCopies: 1, maxCopies: 1000, copyAmount: '10', vip: false },
    });
    expect(error && renderMessage(t, error)).toBe('Balance not enough');
  });

  it.each([
    [
      'empty',
      '',
      { match_project: true, min_rate: '0.5', max_rate: '5' },
      'Please enter the price difference',
    ],
    [
      'greater than 10',
      '12',
      { match_project: true, min_rate: '0.5', max_rate: '5' },
      'The price difference cannot be greater than 10%',
    ],
    [
      'no matched product',
      '2',
      { match_project: false, min_rate: '0', max_rate: '0' },
      'No matching product for these settings',
    ],
    [
      'range tip with max/min',
      '8',
      { match_project: true, min_rate: '0.5', max_rate: '5' },
      'Enter a price difference between 0.5% and 5%',
    ],
  ])('Price difference %s → %s', (_, input, match, expected) => {
    const { error } = checkPriceDifference(input, match);
    expect(error && renderMessage(t, error)).toBe(expected);
  });
});
