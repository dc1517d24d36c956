import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, renderOnSandbox } from '../../tests/helpers/renderOnSandbox';
import { ROUTES } from '../api';
import { composeScenario, SCENARIOS } from '../sandbox';
import { SimpleEarnHome, type SimpleEarnHomeProps } from './SimpleEarnHome';

const COIN_INFO = ROUTES.earnCoinInfo.path;
const FIXED_COINS = ROUTES.fixedProductCoins.path;
const AWARD_POOL = ROUTES.earnAwardPool.path;

function renderHome(props: SimpleEarnHomeProps = {}, options: Parameters<typeof renderOnSandbox>[1] = {}) {
  return renderOnSandbox(<SimpleEarnHome {...props} />, { scenario: 'regular', ...options });
}

const products = () => screen.findByRole('list', { name: 'Simple Earn products' });
const rowOf = async (coin: string) => {
  const heading = await within(await products()).findByRole('heading', { name: coin });
  return heading.closest('li') as HTMLElement;
};
/** A term button by its name: the coin, the term, the APR and its marks. */
function termOf(row: HTMLElement, name: string | RegExp) {
  return within(row).getByRole('button', { name });
}
const coinsListed = async () =>
  within(await products())
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('SimpleEarnHome (§2 /simple-earn)', () => {
  describe('given a customer of tier 1', () => {
    it('lists the recommended coins first (§9: BTC, ETH, USDT), then the host’s, A to Z', async () => {
      renderHome({ coins: ['USDC', 'gt'] });
      await waitFor(async () => expect(await coinsListed()).toEqual(['BTC', 'ETH', 'USDT', 'GT', 'USDC']));
    });

    it('shows a coin’s flexible APR with its ladder and running bonus, and its fixed terms with their APRs', async () => {
      renderHome();
      const usdt = await rowOf('USDT');
      expect(within(usdt).getByText('Up to 10.00%')).toBeInTheDocument();
      // The bonus shows once the award pool (read after the product) says its promo runs.
      expect(await within(usdt).findByText('+5.00% bonus')).toBeInTheDocument();
      expect(within(usdt).getByText('0–1,000 USDT: 10.00%')).toBeInTheDocument();
      expect(within(usdt).getByText('Above 1,000 USDT: 3.00%')).toBeInTheDocument();
      expect(termOf(usdt, 'USDT fixed, 7 days, 6.00% APR')).toBeEnabled();
      expect(termOf(usdt, 'USDT fixed, 30 days, 8.00% APR')).toBeEnabled();
    });

    it('marks a VIP-exclusive term with its tier range and the upgrade it needs (§6)', async () => {
      renderHome();
      const usdt = await rowOf('USDT');
      expect(termOf(usdt, 'USDT fixed, 30 days, 12.00% APR, VIP 5–7, Upgrade to VIP 5')).toBeInTheDocument();
    });

    it('shows the totals and the coins the customer holds, linking to My lendings', async () => {
      renderHome();
      const totals = await screen.findByRole('region', { name: 'Simple Earn assets' });
      await within(totals).findByText('Total lent');
      expect(within(totals).getByRole('list', { name: 'Your coins' })).toHaveTextContent(/USDT/);
      expect(within(totals).getByRole('link', { name: 'My lendings' })).toHaveAttribute(
        'href',
        '/simple-earn/my-lendings',
      );
    });

    it('reads every coin’s product detail in one wave with the fixed coins and the totals', async () => {
      const { exchange } = renderHome();
      await rowOf('USDT');
      const coins = callsTo(exchange, COIN_INFO).map((c) => c.query.coin);
      expect([...coins].sort()).toEqual(['BTC', 'ETH', 'USDT']);
    });
  });

  describe('when the customer searches by coin, key by key', () => {
    it.each([
      ['usd', ['USDT', 'USDC']],
      ['ｅｔｈ', ['ETH']],
      [' b t c ', ['BTC']],
    ])('"%s" keeps %j', async (typed, expected) => {
      renderHome({ coins: ['USDC'] });
      await rowOf('USDC');
      await userEvent.type(screen.getByRole('searchbox', { name: 'Search coin' }), typed);
      expect(await coinsListed()).toEqual(expected);
    });

    it('says so when no coin matches', async () => {
      renderHome();
      await rowOf('BTC');
      await userEvent.type(screen.getByRole('searchbox', { name: 'Search coin' }), 'XRP');
      expect(await screen.findByText('No coin matches “XRP”.')).toBeInTheDocument();
    });
  });

  describe('when the customer chooses a product', () => {
    it('Subscribe opens the subscribe modal on the coin’s flexible product; closing it returns focus', async () => {
      renderHome();
      const btc = await rowOf('BTC');
      const subscribe = within(btc).getByRole('button', { name: 'Subscribe BTC flexible' });
      await userEvent.click(subscribe);
      const modal = await screen.findByRole('dialog', { name: 'Subscribe BTC' });
      expect(
        await within(modal).findByRole('radio', { name: /Flexible/, checked: true }),
      ).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(subscribe).toHaveFocus();
    });

    it('a term opens the modal on that fixed product', async () => {
      renderHome();
      const usdt = await rowOf('USDT');
      await userEvent.click(termOf(usdt, 'USDT fixed, 7 days, 6.00% APR'));
      const modal = await screen.findByRole('dialog', { name: 'Subscribe USDT' });
      expect(await within(modal).findByRole('radio', { name: /7 days/, checked: true })).toBeInTheDocument();
    });

    it('a VIP term below the tier leads to the upgrade guide and /vip?upTo=5 (§6)', async () => {
      const { host } = renderHome(
        {},
        { scenario: composeScenario(SCENARIOS.regular, { user: { tierLevel: 3 } }) },
      );
      const usdt = await rowOf('USDT');
      await userEvent.click(termOf(usdt, /30 days, 12\.00% APR, VIP 5–7/));
      await userEvent.click(await screen.findByRole('button', { name: 'Upgrade to VIP 5' }));
      const guide = await screen.findByRole('dialog', { name: 'Upgrade to VIP 5' });
      await userEvent.click(within(guide).getByRole('button', { name: 'Upgrade now' }));
      expect(host.onNavigate).toHaveBeenCalledWith('/vip?upTo=5');
    });
  });

  describe('given products that are sold out or VIP above the customer (§4, §6)', () => {
    it('disables sold-out terms and says so', async () => {
      renderHome({}, { scenario: 'sold-out' });
      const usdt = await rowOf('USDT');
      expect(termOf(usdt, 'USDT fixed, 7 days, 6.00% APR, Sold out')).toBeDisabled();
    });

    it('offers a VIP 8 customer the benefits of a VIP 5–7 product', async () => {
      renderHome({}, { scenario: 'vip8' });
      const usdt = await rowOf('USDT');
      expect(termOf(usdt, /VIP 5–7, View benefits$/)).toBeInTheDocument();
    });
  });

  describe('given a logged-out visitor (§1)', () => {
    it('shows the public rates and asks for a login in the summary', async () => {
      const { host } = renderHome({}, { scenario: 'logged-out' });
      expect(await coinsListed()).toEqual(['BTC', 'ETH', 'USDT']);
      const totals = screen.getByRole('region', { name: 'Simple Earn assets' });
      await userEvent.click(within(totals).getByRole('button', { name: 'Log in' }));
      expect(host.onLoginRequired).toHaveBeenCalled();
    });
  });

  describe('given failed reads (§8)', () => {
    it('lists the coins that loaded, names the one that did not, and Retry brings it', async () => {
      renderHome(
        {},
        {
          before: (e) => e.faults.inject({ path: COIN_INFO, fault: { kind: 'http', status: 503 }, times: 1 }),
        },
      );
      const section = await screen.findByRole('region', { name: 'Products' });
      const alert = await within(section).findByRole('alert');
      expect(alert).toHaveTextContent(/Some coins could not be loaded: (BTC|ETH|USDT)\./);
      expect(await coinsListed()).toHaveLength(2);
      await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
      await waitFor(async () => expect(await coinsListed()).toEqual(['BTC', 'ETH', 'USDT']));
      expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
    });

    it('says the coins with fixed terms may be missing when their list fails, and Retry reads it again', async () => {
      const { exchange } = renderHome(
        {},
        {
          before: (e) => e.faults.inject({ path: FIXED_COINS, fault: { kind: 'network' }, times: 1 }),
        },
      );
      const section = await screen.findByRole('region', { name: 'Products' });
      const alert = await within(section).findByRole('alert');
      // No coin to name: which coins only that list would have added cannot be told.
      expect(alert).toHaveTextContent(
        'The coins with fixed terms could not be loaded, so some coins may be missing.',
      );
      expect(await coinsListed()).toEqual(['BTC', 'ETH', 'USDT']);
      await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(within(section).queryByRole('alert')).not.toBeInTheDocument());
      expect(callsTo(exchange, FIXED_COINS)).toHaveLength(2);
    });

    it('stays loading, not "nothing loaded", while the coins are on their way and the fixed list has failed', async () => {
      renderHome(
        {},
        {
          before: (e) => {
            e.faults.inject({ path: FIXED_COINS, fault: { kind: 'network' }, times: 1 });
            e.faults.inject({ path: COIN_INFO, fault: { kind: 'latency', ms: 1500 }, times: 3 });
          },
        },
      );
      const section = await screen.findByRole('region', { name: 'Products' });
      expect(within(section).getByRole('status')).toBeInTheDocument();
      // The fixed list fails at once, the coins answer 1.5 s later: the first alert is the notice
      // beside the rows, never the "Something went wrong" of a page where nothing loaded.
      const alert = await within(section).findByRole('alert');
      expect(alert).toHaveTextContent(
        'The coins with fixed terms could not be loaded, so some coins may be missing.',
      );
      expect(await coinsListed()).toEqual(['BTC', 'ETH', 'USDT']);
    });

    it('tells of a bonus promo it could not read, and promises no bonus for it', async () => {
      renderHome(
        {},
        {
          before: (e) => e.faults.inject({ path: AWARD_POOL, fault: { kind: 'network' }, times: 10 }),
        },
      );
      const notices = await screen.findByRole('region', { name: 'Notifications' });
      expect(await within(notices).findByText('Network error. Please try again.')).toBeInTheDocument();
      const usdt = await rowOf('USDT');
      expect(within(usdt).getByText('Up to 10.00%')).toBeInTheDocument();
      expect(within(usdt).queryByText(/bonus/)).not.toBeInTheDocument();
    });

    it('shows the generic error with Retry, not an empty list, when no coin loads', async () => {
      renderHome(
        {},
        {
          before: (e) => e.faults.inject({ path: COIN_INFO, fault: { kind: 'http', status: 503 }, times: 3 }),
        },
      );
      const section = await screen.findByRole('region', { name: 'Products' });
      const alert = await within(section).findByRole('alert');
      expect(alert).toHaveTextContent('Something went wrong');
      expect(screen.queryByRole('list', { name: 'Simple Earn products' })).not.toBeInTheDocument();
      await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await coinsListed()).toEqual(['BTC', 'ETH', 'USDT']);
    });
  });
});
