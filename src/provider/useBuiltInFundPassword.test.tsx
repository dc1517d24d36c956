import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createWealthClient, type FundPasswordRequest, ROUTES } from '../api';
import { SubscribeModal } from '../components/earn/SubscribeModal';
import { composeScenario, createMemoryStorage, createSandboxExchange, SCENARIOS } from '../sandbox';
import { WealthProvider, type WealthProviderProps } from './WealthProvider';

/**
 * A host that renders SubscribeModal with the `host` props given: by default none, so wealthkit's
 * own prompt asks. With `held`, the exchange keeps each order that carries a fund password until
 * `answer()` (a slow network).
 */
function renderOnProvider({
  held = false,
  host = {},
}: {
  held?: boolean;
  host?: Pick<WealthProviderProps, 'requestFundPassword' | 'onFundPasswordChecked'>;
} = {}) {
  const exchange = createSandboxExchange({
    storage: createMemoryStorage(),
    scenario: composeScenario(SCENARIOS.regular, { account: { fundPassword: '246810' } }),
  });
  const waiting: (() => void)[] = [];
  const slowFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    if (held && request.headers.has('x-fund-password'))
      await new Promise<void>((resolve) => waiting.push(resolve));
    return exchange.fetch(request);
  };
  const client = createWealthClient({ baseUrl: 'https://sandbox.test', fetch: slowFetch, retry: 0 });
  const user = userEvent.setup();
  render(
    <WealthProvider
      client={client}
      user={{ ...exchange.state.data.user, verified: true, id: 'host-user' }}
      storage={createMemoryStorage()}
      intentStorage={null}
      now={exchange.clock.now}
      {...host}
    >
      <SubscribeModal coin="USDT" defaultOpen />
    </WealthProvider>,
  );
  const subscribes = () =>
    exchange.calls.filter((call) => call.method === 'POST' && call.path === ROUTES.earnSubscribe.path);
  const answer = () => act(() => waiting.shift()?.());
  return { exchange, user, subscribes, answer, held: () => waiting.length };
}

/** Types 100 USDT key by key and presses Subscribe. */
async function subscribe100(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'Amount' }), '100');
  const button = screen.getByRole('button', { name: 'Subscribe' });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}

describe('WealthProvider without requestFundPassword (§4 fund password)', () => {
  describe('given the exchange asks for the fund password', () => {
    it('the customer types it in wealthkit’s prompt and the order goes through, with the same key', async () => {
      const { user, subscribes } = renderOnProvider();
      await subscribe100(user);
      const prompt = await screen.findByRole('dialog', { name: 'Fund password' });
      await user.type(within(prompt).getByLabelText('Fund password'), '246810{Enter}');
      expect(await screen.findByRole('dialog', { name: 'Subscription successful' })).toBeInTheDocument();
      // It stayed open while the exchange checked the password, and goes with the exchange's answer
      // (`hidden`: the result, a modal, hides the rest of the page from the accessibility tree).
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Fund password', hidden: true })).toBeNull(),
      );
      const [first, second] = subscribes();
      expect(second?.headers['x-fund-password']).toBe('246810');
      expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
    });

    it('a wrong password is said in the prompt; Cancel then leaves the form as it was, nothing moved', async () => {
      const { exchange, user, subscribes } = renderOnProvider();
      const before = exchange.state.balances().USDT;
      await subscribe100(user);
      const first = await screen.findByRole('dialog', { name: 'Fund password' });
      await user.type(within(first).getByLabelText('Fund password'), '111111{Enter}');
      // Asked again: the same prompt says the password was wrong.
      const again = await screen.findByRole('dialog', { description: 'Incorrect fund password. Try again.' });
      await user.click(within(again).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Fund password' })).toBeNull());
      expect(await screen.findByRole('textbox', { name: 'Amount' })).toHaveValue('100');
      expect(exchange.state.balances().USDT).toBe(before);
      expect(subscribes()).toHaveLength(2);
    });
  });
  describe('given an exchange that takes its time to check the password', () => {
    it('the prompt stays open, Confirm busy, until the answer; a wrong one is said in the same prompt', async () => {
      const { user, answer, held } = renderOnProvider({ held: true });
      await subscribe100(user);
      const prompt = await screen.findByRole('dialog', { name: 'Fund password' });
      await user.type(within(prompt).getByLabelText('Fund password'), '111111{Enter}');
      await waitFor(() => expect(held()).toBe(1));
      expect(prompt).toHaveAttribute('data-state', 'open');
      expect(within(prompt).getByRole('button', { name: 'Confirm' })).toHaveAttribute('aria-busy', 'true');
      await answer();
      await waitFor(() => expect(prompt).toHaveAccessibleDescription('Incorrect fund password. Try again.'));
      expect(screen.getAllByRole('dialog', { name: 'Fund password' })).toEqual([prompt]);
      await user.keyboard('246810{Enter}');
      await waitFor(() => expect(held()).toBe(1));
      expect(prompt).toHaveAttribute('data-state', 'open');
      await answer();
      expect(await screen.findByRole('dialog', { name: 'Subscription successful' })).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Fund password', hidden: true })).toBeNull(),
      );
    });
  });
});

describe('WealthProvider with the host’s requestFundPassword and onFundPasswordChecked (§4)', () => {
  it('tells the host once the exchange has answered its last password, after asking again for a wrong one', async () => {
    const heard: string[] = [];
    const requestFundPassword = vi.fn(async (request: FundPasswordRequest) => {
      heard.push(`ask ${request.reason} ${request.attempt}`);
      return request.attempt === 1 ? '111111' : '246810';
    });
    const onFundPasswordChecked = vi.fn(() => heard.push('checked'));
    const { user, answer, held } = renderOnProvider({
      held: true,
      host: { requestFundPassword, onFundPasswordChecked },
    });
    await subscribe100(user);
    // The wrong password's order is on its way: the host's dialog is still checking it.
    await waitFor(() => expect(held()).toBe(1));
    expect(heard).toEqual(['ask required 1']);
    await answer();
    // Said wrong: asked again, not told it was checked; the second password's order is out.
    await waitFor(() => expect(heard).toEqual(['ask required 1', 'ask invalid 2']));
    await waitFor(() => expect(held()).toBe(1));
    await answer();
    expect(await screen.findByRole('dialog', { name: 'Subscription successful' })).toBeInTheDocument();
    expect(heard).toEqual(['ask required 1', 'ask invalid 2', 'checked']);
    // The host's prompt hears exactly what it heard before this callback existed.
    expect(requestFundPassword.mock.calls).toEqual([
      [{ reason: 'required', attempt: 1 }],
      [{ reason: 'invalid', attempt: 2 }],
    ]);
    expect(screen.queryByRole('dialog', { name: 'Fund password', hidden: true })).toBeNull();
  });
});
