import { createWealthClient } from './client';
import { createIdempotencyKey } from './idempotency';

/** Answers every request with a success envelope. */
const ok: typeof fetch = async () => Response.json({ code: 0, data: {}, message: 'ok' });
const order = { pid: 1, rid: 2, amount: '5', simpleEarnStatus: 0 } as const;
const money = () => ({ idempotencyKey: createIdempotencyKey() });

// Its own file: the warning is told once a page (a module-level flag), so no earlier test may have
// used it up.
describe('the device token warning (§7: launch pool money POSTs carry X-Device-Token)', () => {
  afterEach(() => vi.restoreAllMocks());

  describe('given a client with a device token', () => {
    it('sends the orders and warns nothing', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const client = createWealthClient({
        baseUrl: 'https://exchange.test',
        fetch: ok,
        deviceToken: () => 'd-1',
      });
      await client.launchPool.createOrder(order, money());
      await client.launchPool.redeem(order, money());
      expect(warn).not.toHaveBeenCalled();
    });
  });

  describe('given a client without one', () => {
    it('tells the developer once, naming the option and the header, and still sends (the exchange decides)', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const sent: string[] = [];
      const client = createWealthClient({
        baseUrl: 'https://exchange.test',
        fetch: async (input, init) => {
          sent.push(new Request(input, init).url);
          return ok(input, init);
        },
      });
      await client.simpleEarn.subscribe({ asset: 'USDT', amount: '1', rateYear: '0.05' }, money());
      expect(warn).not.toHaveBeenCalled();
      await client.launchPool.createOrder(order, money());
      await client.launchPool.redeem(order, money());
      expect(sent).toHaveLength(3);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[0]).toMatch(/no deviceToken given.*launch-pool.*X-Device-Token/);
    });
  });
});
