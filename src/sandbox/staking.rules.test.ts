import { isServerMessageError } from '../api';
import { ROUTES } from '../api/allRoutes';
import { dec, HOUR_MS } from '../domain';
import { assertConserved } from './conservation';
import type { StakingSlice } from './products/staking/model';
import { key, rejectionOf, SANDBOX_BASE_URL, setupSandbox } from './testSupport';

/** The server message of a refused call (code −1), or a failure naming what came instead. */
async function refusal(call: Promise<unknown>): Promise<string> {
  const error = await rejectionOf(call);
  if (!isServerMessageError(error) || error.code !== -1) throw error;
  return error.serverMessage;
}

function regular() {
  return setupSandbox({ scenario: 'regular' });
}

describe('§5 staking stake: the server checks every rule again (−1 with a message)', () => {
  describe('given the regular scenario (GT: a 50 GT loan, no borrowed funds; 100 GT staked)', () => {
    it('§5 below min_mortgage_amount: the minimum-limit message with the number', async () => {
      const { client } = regular();
      expect(
        await refusal(client.staking.stake({ coin: 'GT', amount: '0.99' }, { idempotencyKey: key() })),
      ).toBe('Minimum staking amount is 1 GT');
    });

    it('§5 above available = spot − outstanding loans: insufficient balance, and exactly available passes', async () => {
      const { exchange, client } = regular();
      const { hold_amount } = await client.staking.userInfo({ coin: 'GT' });
      const over = dec(hold_amount).plus('0.00000001').toString();
      expect(
        await refusal(client.staking.stake({ coin: 'GT', amount: over }, { idempotencyKey: key() })),
      ).toBe('Insufficient balance');
      await client.staking.stake({ coin: 'GT', amount: hold_amount }, { idempotencyKey: key() });
      expect(exchange.state.balances().GT).toBe('50'); // the borrowed 50 stay in spot
      assertConserved(exchange.state);
    });

    it('§3 personal_mortgage_limit: above what is left of the cap is refused', async () => {
      const { exchange, client } = regular();
      exchange.state.update((data) => {
        const gt = (data.modules.staking as StakingSlice).products.find((p) => p.coin === 'GT');
        if (gt) gt.personal_mortgage_limit = '120';
      });
      expect(
        await refusal(client.staking.stake({ coin: 'GT', amount: '21' }, { idempotencyKey: key() })),
      ).toBe('Exceeds the staking cap; you can stake at most 20 GT more');
      await client.staking.stake({ coin: 'GT', amount: '20' }, { idempotencyKey: key() });
    });

    it('§3 is_crowd: a crowd user is bound by crowd_mortgage_limit instead', async () => {
      const { exchange, client } = regular();
      exchange.state.update((data) => {
        const slice = data.modules.staking as StakingSlice;
        slice.isCrowd = true;
        const gt = slice.products.find((p) => p.coin === 'GT');
        if (gt) gt.crowd_mortgage_limit = '105';
      });
      expect((await client.staking.userInfo({ coin: 'GT' })).is_crowd).toBe(1);
      expect(
        await refusal(client.staking.stake({ coin: 'GT', amount: '6' }, { idempotencyKey: key() })),
      ).toBe('Exceeds the staking cap; you can stake at most 5 GT more');
    });

    it('§9 ETH and BTC have no staking', async () => {
      const { client } = regular();
      expect(
        await refusal(client.staking.stake({ coin: 'ETH', amount: '1' }, { idempotencyKey: key() })),
      ).toBe('ETH has no staking');
      expect(await refusal(client.staking.product({ coin: 'btc' }))).toBe('BTC has no staking');
    });

    it('§9 more than 8 decimals, zero and above the maximum amount are refused', async () => {
      const { client } = regular();
      const stake = (amount: string) =>
        client.staking.stake({ coin: 'GT', amount }, { idempotencyKey: key() });
      expect(await refusal(stake('1.000000001'))).toBe('amount must have at most 8 decimals');
      expect(await refusal(stake('0'))).toBe('amount must be greater than 0');
      expect(await refusal(stake('1000000000000'))).toBe('amount must not exceed 999999999999');
    });

    it('§3 a protocol product needs a source of return (pid), and an existing one', async () => {
      const { client } = regular();
      expect(
        await refusal(client.staking.stake({ coin: 'USDT', amount: '100' }, { idempotencyKey: key() })),
      ).toBe('choose a source of return (pid) for USDT staking');
      expect(
        await refusal(
          client.staking.stake({ coin: 'USDT', amount: '100', pid: 99 }, { idempotencyKey: key() }),
        ),
      ).toBe('USDT staking has no source of return 99');
    });

    it('§7 the body side must match the route', async () => {
      const { exchange } = regular();
      const answer = await exchange.fetch(`${SANDBOX_BASE_URL}${ROUTES.stakingStake.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': 'side-1' },
        body: JSON.stringify({ side: 1, coin: 'GT', amount: '5' }),
      });
      expect(await answer.json()).toMatchObject({ code: -1, message: 'side must be 0 on this call' });
    });
  });

  it('§8 funding locked: stake and redeem are refused', async () => {
    const { client } = setupSandbox({ scenario: 'funding-locked' });
    expect(await refusal(client.staking.stake({ coin: 'GT', amount: '5' }, { idempotencyKey: key() }))).toBe(
      'funding account is locked: cannot subscribe',
    );
    expect(
      await refusal(client.staking.redeem({ coin: 'GT', amount: '5', quick: 0 }, { idempotencyKey: key() })),
    ).toBe('funding account is locked: cannot redeem');
  });

  it('sold out: every staking cap is used up', async () => {
    const { client } = setupSandbox({ scenario: 'sold-out' });
    expect(await refusal(client.staking.stake({ coin: 'GT', amount: '5' }, { idempotencyKey: key() }))).toBe(
      'Exceeds the staking cap; you can stake at most 0 GT more',
    );
  });
});

describe('§5 staking redeem: the server checks every rule again (−1 with a message)', () => {
  const redeem = (client: ReturnType<typeof regular>['client'], amount: string, quick: 0 | 1, coin = 'GT') =>
    client.staking.redeem({ coin, amount, quick }, { idempotencyKey: key() });

  it('§5 below min_redeem_amount: the minimum message with the number', async () => {
    expect(await refusal(redeem(regular().client, '0.5', 0))).toBe('Minimum redemption amount is 1 GT');
  });

  it('§5 above the redeemable holding: the insufficient message', async () => {
    expect(await refusal(redeem(regular().client, '100.00000001', 0))).toBe('Insufficient redeemable amount');
  });

  it('§5 fast redemption on a product without the fast flag is refused', async () => {
    const { client } = regular();
    expect(
      await refusal(client.staking.redeem({ coin: 'SOL', amount: '1', quick: 1 }, { idempotencyKey: key() })),
    ).toBe('SOL Liquid Staking has no fast redemption');
  });

  it('§3 redeem_control: a product whose control says redeem 0 refuses redemption', async () => {
    const { exchange, client } = regular();
    exchange.state.update((data) => {
      const gt = (data.modules.staking as StakingSlice).products.find((p) => p.coin === 'GT');
      if (gt) gt.extra = { ...gt.extra, redeem_control: [{ redeem: 0 }] };
    });
    expect(await refusal(redeem(client, '5', 0))).toBe('redemption of GT Staking is paused (redeem_control)');
  });

  it('§7 quick must be 0 or 1', async () => {
    const { exchange } = regular();
    const answer = await exchange.fetch(`${SANDBOX_BASE_URL}${ROUTES.stakingRedeem.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'quick-1' },
      body: JSON.stringify({ side: 1, coin: 'GT', amount: '5', quick: 2 }),
    });
    expect(await answer.json()).toMatchObject({ code: -1, message: 'quick must be 0 or 1' });
  });
});

describe('§5 §9 redemption fee at the 8-decimal edges, through the sandbox', () => {
  /** Stakes `stake` GT for a new user and redeems `amount` fast (0.5 %); answers the redeem data. */
  async function fastRedeem(amount: string) {
    const { exchange, client } = setupSandbox({ scenario: 'new-user', balances: { GT: '100' } });
    await client.staking.stake({ coin: 'GT', amount: '50' }, { idempotencyKey: key() });
    const data = (await client.staking.redeem(
      { coin: 'GT', amount, quick: 1 },
      { idempotencyKey: key() },
    )) as unknown as { fee: string; received: string };
    exchange.clock.advance(HOUR_MS);
    assertConserved(exchange.state);
    return { ...data, spot: exchange.state.balances().GT };
  }

  it.each([
    // amount, fee (amount × 0.5 %, truncated to 8 decimals), received, spot after arrival (50 + received)
    ['1.00000001', '0.00500000', '0.99500001', '50.99500001'],
    ['1.99999999', '0.00999999', '1.99', '51.99'],
    ['1.000001', '0.00500000', '0.995001', '50.995001'],
    ['2.00000199', '0.01000000', '1.99000199', '51.99000199'],
    ['2.000002', '0.01000001', '1.99000199', '51.99000199'],
  ])('§5 fast redeem of %s GT: fee %s, received %s', async (amount, fee, received, spot) => {
    expect(await fastRedeem(amount)).toEqual({
      redeem_stamp: expect.any(Number),
      coin: 'GT',
      pid: -1,
      amount,
      fee,
      received,
      receive_coin: 'GT',
      receive_amount: received,
      spot,
    });
  });

  it('§5 standard fee (USDT Aave V3, 0.1 %) truncates 0.01000000009 to 0.01', async () => {
    const { client } = setupSandbox({ scenario: 'new-user', balances: { USDT: '100' } });
    await client.staking.stake({ coin: 'USDT', amount: '50', pid: 11 }, { idempotencyKey: key() });
    const data = (await client.staking.redeem(
      { coin: 'USDT', amount: '10.00000009', quick: 0, pid: 11 },
      { idempotencyKey: key() },
    )) as unknown as { fee: string; received: string };
    expect(data).toMatchObject({ fee: '0.01000000', received: '9.99000009' });
  });
});

describe('conservation after staking sequences', () => {
  it('given the regular scenario, stake / fast and standard redeem / exchange-type / credit-debt / accrual keep every asset conserved', async () => {
    const { exchange, client } = setupSandbox({
      scenario: 'regular',
      balances: { GT: '300', USDT: '25000', SOL: '40', USDD: '500', DOGE: '1000' },
    });
    const steps: Array<() => unknown> = [
      () => client.staking.stake({ coin: 'GT', amount: '50' }, { idempotencyKey: key() }),
      () => client.staking.stake({ coin: 'USDT', amount: '1000', pid: 12 }, { idempotencyKey: key() }),
      () => client.staking.stake({ coin: 'SOL', amount: '12.34567891' }, { idempotencyKey: key() }),
      () => client.staking.stake({ coin: 'USDD', amount: '300', pid: 22 }, { idempotencyKey: key() }),
      () => client.staking.stake({ coin: 'DOGE', amount: '400' }, { idempotencyKey: key() }),
      () => exchange.clock.advance(30 * HOUR_MS),
      () => client.staking.redeem({ coin: 'GT', amount: '33.33333333', quick: 1 }, { idempotencyKey: key() }),
      () =>
        client.staking.redeem({ coin: 'USDT', amount: '500', quick: 0, pid: 12 }, { idempotencyKey: key() }),
      () => client.staking.redeem({ coin: 'SOL', amount: '3.1', quick: 0 }, { idempotencyKey: key() }),
      () =>
        client.staking.redeem({ coin: 'USDD', amount: '77.7', quick: 1, pid: 22 }, { idempotencyKey: key() }),
      () =>
        client.staking.redeem({ coin: 'USDD', amount: '22.3', quick: 0, pid: 22 }, { idempotencyKey: key() }),
      () => client.staking.redeem({ coin: 'DOGE', amount: '150', quick: 0 }, { idempotencyKey: key() }),
      () => exchange.clock.advance(5 * 24 * HOUR_MS),
    ];
    for (const step of steps) {
      await step();
      assertConserved(exchange.state);
    }
    const history = exchange.state.history();
    expect(history.some((r) => r.type === 3 && r.asset === 'COMP')).toBe(true);
    expect(history.some((r) => r.type === 4 && r.bonus_asset === 'GT')).toBe(true);
    expect(dec(exchange.state.balances().USDC).gt(0)).toBe(true); // the debt payout arrived in USDC
    expect((exchange.state.data.modules.staking as StakingSlice).redemptions).toEqual([]);
  });
});
