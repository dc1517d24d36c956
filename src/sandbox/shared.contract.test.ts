import { isLoginRequiredError, isServerMessageError } from '../api';
import { rejectionOf, SANDBOX_BASE_URL, setupSandbox } from './testSupport';

describe('§7 Shared calls through the real client', () => {
  describe('given the regular scenario', () => {
    const { exchange, client } = setupSandbox({ scenario: 'regular' });

    it('§7 outable answers outable, available and mode per asset (§3 Available balance entry)', async () => {
      const balances = await client.shared.outable({ assets: ['USDT', 'SOL'] });
      expect(Object.keys(balances)).toEqual(['USDT', 'SOL']);
      expect(balances.USDT).toEqual({
        outable: exchange.state.balances().USDT,
        available: exchange.state.balances().USDT,
        mode: 'classic',
      });
      // SOL: only the rewards of the seeded SOL liquid staking.
      expect(balances.SOL).toEqual({
        outable: exchange.state.balances().SOL,
        available: exchange.state.balances().SOL,
        mode: 'classic',
      });
    });

    it('§7 compliance check answers business and menu', async () => {
      expect(Object.keys(await client.shared.complianceCheck()).sort()).toEqual(['business', 'menu']);
    });

    it('§7/§9 borrow-coin-settings: ETH and BTC lack staking, USDC lacks launch pool', async () => {
      expect(await client.shared.borrowCoinSettings({ coin: 'ETH' })).toEqual({
        is_support_launchpool: true,
        is_support_staking: false,
      });
      expect(await client.shared.borrowCoinSettings({ coin: 'BTC' })).toMatchObject({
        is_support_staking: false,
      });
      expect(await client.shared.borrowCoinSettings({ coin: 'USDC' })).toEqual({
        is_support_launchpool: false,
        is_support_staking: true,
      });
    });

    it('§5 borrow-coin-settings agrees with the staking product on borrowed funds (borrow_support)', async () => {
      // GT's staking product refuses borrowed funds, so its available excludes loans (§5 Staking).
      expect(await client.shared.borrowCoinSettings({ coin: 'GT' })).toMatchObject({
        is_support_staking: false,
      });
      expect(await client.shared.borrowCoinSettings({ coin: 'USDT' })).toMatchObject({
        is_support_staking: true,
      });
    });

    it('§7 lend-earn-coin-info answers the coin and its minimum', async () => {
      expect(await client.shared.lendEarnCoinInfo({ coin: 'USDT' })).toMatchObject({
        coin: 'USDT',
        min_lend_amount: '1',
      });
    });

    it('§7 lend-earn-coin-info of an unknown coin is code −1', async () => {
      expect(isServerMessageError(await rejectionOf(client.shared.lendEarnCoinInfo({ coin: 'NOPE' })))).toBe(
        true,
      );
    });

    it('§3 account mode has mode, first_open and settings.use_funding', async () => {
      expect(await client.shared.accountMode()).toEqual({
        mode: 'classic',
        first_open: false,
        settings: { use_funding: false },
      });
    });

    it('§3 referral info has encrypted_uid and kol_code', async () => {
      const info = await client.shared.rebateUserInfo();
      expect(Object.keys(info).sort()).toEqual(['encrypted_uid', 'kol_code']);
      expect(info.encrypted_uid).toMatch(/^U\d{8}$/);
    });

    it('§7 tickers answer pair and rate, and state.setPrice moves a price', async () => {
      const before = await client.shared.tickers({ currency_pairs: 'BTC_USDT,USDT_USDT,NOPE_USDT' });
      expect(before.map((t) => t.pair)).toEqual(['BTC_USDT', 'USDT_USDT']);
      expect(before[1]).toEqual({ pair: 'USDT_USDT', rate: '1' });
      exchange.state.setPrice('BTC_USDT', '70000.5');
      expect(await client.shared.tickers({ currency_pairs: 'BTC_USDT' })).toEqual([
        { pair: 'BTC_USDT', rate: '70000.5' },
      ]);
    });

    it('answers the §7 envelope { code, data, message } with HTTP 200', async () => {
      const response = await exchange.fetch(`${SANDBOX_BASE_URL}/apiw/v2/unified/account_mode`);
      expect(response.status).toBe(200);
      expect(Object.keys(await response.json()).sort()).toEqual(['code', 'data', 'message']);
    });
  });

  describe('given the same seed twice', () => {
    it('generates the same prices and referral info (deterministic)', async () => {
      const a = setupSandbox({ seed: 7 });
      const b = setupSandbox({ seed: 7 });
      const c = setupSandbox({ seed: 8 });
      const pairs = { currency_pairs: 'BTC_USDT,ETH_USDT' };
      expect(await a.client.shared.tickers(pairs)).toEqual(await b.client.shared.tickers(pairs));
      expect(await a.client.shared.tickers(pairs)).not.toEqual(await c.client.shared.tickers(pairs));
      expect(await a.client.shared.rebateUserInfo()).toEqual(await b.client.shared.rebateUserInfo());
    });
  });

  describe('given a logged-out user', () => {
    const { client } = setupSandbox({ scenario: 'logged-out' });

    it('§8 a call that needs a user is HTTP 401, seen as LoginRequiredError', async () => {
      expect(isLoginRequiredError(await rejectionOf(client.shared.accountMode()))).toBe(true);
    });

    it('§6 public calls (tickers, coin settings) still answer', async () => {
      await expect(client.shared.borrowCoinSettings({ coin: 'GT' })).resolves.toBeDefined();
      await expect(client.shared.tickers({ currency_pairs: 'BTC_USDT' })).resolves.toHaveLength(1);
    });
  });
});
