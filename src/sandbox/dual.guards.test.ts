import { DAY_MS, HOUR_MS } from '../domain';
import { buy, dualSandbox, orderBody, project, refusalOf } from './dualTestSupport';
import { key } from './testSupport';

/**
 * The server re-checks every §5 dual rule (it never trusts the client) and answers −1 with the
 * message of §8 before anything moves.
 */
const reinvest = { is_autorenewal: 1 as const, effective_time_duration: (7 * DAY_MS) / 1000 };

describe('§5 dual purchase re-checks answer −1', () => {
  describe('given a user with 1000 USDT and 1 BTC', () => {
    const { exchange, client } = dualSandbox({
      scenario: 'new-user',
      balances: { USDT: '1000', BTC: '1' },
    });
    const callOf = () => project(client, { coin: 'BTC', type: 'call', hours: 24, multiple: '2' });
    const putOf = () => project(client, { coin: 'BTC', type: 'put', hours: 24, multiple: '2' });

    afterEach(() => {
      // Nothing moved: every refusal comes before the ledger.
      expect(exchange.state.balances()).toEqual({ USDT: '1000', BTC: '1' });
    });

    it('§5, §8 above the available balance: balance-not-enough', async () => {
      expect(await refusalOf(buy(client, await callOf(), '1.5'))).toBe('Balance not enough');
    });

    it('§5 below 2 × min_copies copies: subscribe-min with the amount', async () => {
      // 2 × 10 copies of 0.0001 BTC.
      expect(await refusalOf(buy(client, await callOf(), '0.0019'))).toBe(
        'Minimum subscription is 0.002 BTC',
      );
    });

    it('§5 above max_copies copies: subscribe-max with the amount', async () => {
      exchange.state.update((d) => {
        d.spot.USDT = '200000';
      });
      expect(await refusalOf(buy(client, await putOf(), '100001'))).toBe(
        'Maximum subscription is 100,000 USDT',
      );
      exchange.state.update((d) => {
        d.spot.USDT = '1000';
      });
    });

    it('§5 price difference: empty, above 10, outside the matched range', async () => {
      const call = await callOf();
      expect(await refusalOf(buy(client, call, '0.01', { ...reinvest, price_deviation: '' }))).toBe(
        'Please enter the price difference',
      );
      expect(await refusalOf(buy(client, call, '0.01', { ...reinvest, price_deviation: '12' }))).toBe(
        'The price difference cannot be greater than 10%',
      );
      expect(await refusalOf(buy(client, call, '0.01', { ...reinvest, price_deviation: '0.2' }))).toBe(
        'Enter a price difference between 0.5% and 5%',
      );
    });

    it('§5 no project fits the preferred term: no-match', async () => {
      const body = { ...reinvest, price_deviation: '2', effective_time_duration: HOUR_MS / 1000 };
      expect(await refusalOf(buy(client, await callOf(), '0.01', body))).toBe(
        'No matching product for these settings',
      );
    });

    it('§6 VIP savings are refused below VIP 5, and app_id must match the category', async () => {
      exchange.state.setUser({ tierLevel: 5 });
      const savings = await project(client, {
        coin: 'BTC',
        type: 'put',
        hours: 168,
        multiple: '2',
        category: 3,
      });
      exchange.state.setUser({ tierLevel: 0 });
      expect(await refusalOf(buy(client, savings, '200'))).toBe('VIP savings are for VIP 5 and above');
      exchange.state.setUser({ tierLevel: 5 });
      expect(await refusalOf(buy(client, savings, '200', { app_id: 'dual-savings' }))).toBe(
        'app_id must be vip-savings for this project',
      );
      exchange.state.setUser({ tierLevel: 0 });
    });

    it('§5, §6 VIP savings start at 100 copies, not 2 × min_copies', async () => {
      exchange.state.setUser({ tierLevel: 8 });
      const savings = await project(client, {
        coin: 'BTC',
        type: 'put',
        hours: 168,
        multiple: '2',
        category: 3,
      });
      expect(await refusalOf(buy(client, savings, '99'))).toBe('Minimum subscription is 100 USDT');
      exchange.state.setUser({ tierLevel: 0 });
    });

    it('§5 trial fund: the voucher amount is fixed, a voucher buys trial projects only, normal bodies cannot', async () => {
      const trial = await project(client, {
        coin: 'BTC',
        type: 'put',
        hours: 24,
        multiple: '2',
        category: 2,
      });
      const money = () => ({ idempotencyKey: key() });
      expect(
        await refusalOf(
          client.dual.trialOrder({ project_id: trial.id, amount: '80', voucher_id: 951 }, money()),
        ),
      ).toBe('a trial-fund purchase uses the voucher amount of 100 USDT');
      const put = await putOf();
      expect(
        await refusalOf(
          client.dual.trialOrder({ project_id: put.id, amount: '100', voucher_id: 951 }, money()),
        ),
      ).toBe('a trial-fund voucher buys trial-fund projects only');
      expect(await refusalOf(client.dual.order(orderBody(trial, '100'), money()))).toBe(
        'trial-fund projects are bought with a trial-fund voucher',
      );
      expect(
        await refusalOf(
          client.dual.trialOrder({ project_id: trial.id, amount: '100', voucher_id: 999 }, money()),
        ),
      ).toBe('no trial-fund voucher 999');
    });

    it('a project that closed for sale (under an hour before delivery) is refused', async () => {
      const short = await project(client, { coin: 'BTC', type: 'call', hours: 8, multiple: '2' });
      exchange.clock.advance(7 * HOUR_MS + 1);
      expect(await refusalOf(buy(client, short, '0.01'))).toBe(
        `dual project ${short.id} has closed for sale`,
      );
    });
  });

  describe('given a used trial-fund voucher', () => {
    it('§6 it cannot buy again', async () => {
      const { client } = dualSandbox({ scenario: 'new-user' });
      const trial = await project(client, {
        coin: 'BTC',
        type: 'put',
        hours: 24,
        multiple: '2',
        category: 2,
      });
      const body = { project_id: trial.id, amount: '100', voucher_id: 951 };
      await client.dual.trialOrder(body, { idempotencyKey: key() });
      expect(await refusalOf(client.dual.trialOrder(body, { idempotencyKey: key() }))).toBe(
        'this trial-fund voucher was already used',
      );
    });
  });

  describe('given the funding-locked scenario', () => {
    it('§8 a dual purchase stops at the funding lock', async () => {
      const { client } = dualSandbox({ scenario: 'funding-locked' });
      const call = await project(client, { coin: 'BTC', type: 'call', hours: 24, multiple: '2' });
      expect(await refusalOf(buy(client, call, '0.01'))).toBe('funding account is locked: cannot subscribe');
    });
  });

  describe('given a fund password on the account', () => {
    it('§4 the core asks for it (101) before the dual order runs', async () => {
      const { exchange, client } = dualSandbox({ scenario: 'new-user', balances: { BTC: '1' } });
      exchange.state.update((d) => {
        d.account.fundPassword = 'secret';
      });
      const call = await project(client, { coin: 'BTC', type: 'call', hours: 24, multiple: '2' });
      await expect(buy(client, call, '0.01')).rejects.toMatchObject({ code: 101 });
      expect(exchange.state.balances().BTC).toBe('1');
    });
  });
});
