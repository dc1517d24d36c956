import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, renderOnSandbox } from '../../tests/helpers/renderOnSandbox';
import { ROUTES } from '../api';
import { StakingPage, type StakingPageProps } from './StakingPage';

function renderPage(
  props: Partial<StakingPageProps> = {},
  options: Parameters<typeof renderOnSandbox>[1] = {},
) {
  return renderOnSandbox(<StakingPage coin="GT" {...props} />, { scenario: 'regular', ...options });
}

const figure = (scope: HTMLElement, label: string) => {
  const term = within(scope)
    .getAllByRole('term')
    .find((dt) => dt.textContent === label);
  if (!term) throw new Error(`no row ${label}`);
  return term.nextElementSibling as HTMLElement;
};
const section = (name: string) => screen.findByRole('region', { name });

describe('StakingPage (§2 /staking/{coin}?pid)', () => {
  describe('given the GT product and a customer holding 100 GT', () => {
    it('shows the APR with its base and running bonus, the most rate, minimum, cap, reward coin and redemption period', async () => {
      renderPage();
      const product = await section('GT staking');
      await within(product).findByText('Highest APR');
      expect(within(product).getByText(/^Base \d+(\.\d+)?% \+ bonus \d+(\.\d+)?%$/)).toBeInTheDocument();
      expect(figure(product, 'Minimum stake')).toHaveTextContent(/ GT$/);
      expect(figure(product, 'Staking cap')).toHaveTextContent(/of 100,000 GT left/);
      expect(figure(product, 'Reward coin')).toHaveTextContent('GT');
      expect(figure(product, 'Redemption period')).toHaveTextContent('1–3 days');
    });

    it('shows what the customer has staked and may redeem (§7 statistics, coin-user-info)', async () => {
      renderPage();
      const mine = await section('Your staking');
      await within(mine).findByText('Staked');
      expect(figure(mine, 'Staked')).toHaveTextContent('100 GT');
      // Redeemable comes from coin-user-info, a read of its own.
      await waitFor(() => expect(figure(mine, 'Redeemable')).toHaveTextContent('100 GT'));
      expect(within(mine).getByRole('table', { name: 'Reward records' })).toBeInTheDocument();
    });

    it('asks for the profit records up to the end of today (§7 to)', async () => {
      const { exchange } = renderPage();
      await section('Your staking');
      await waitFor(() => expect(callsTo(exchange, ROUTES.stakingProfitRecords.path)).toHaveLength(1));
      const [call] = callsTo(exchange, ROUTES.stakingProfitRecords.path);
      const to = Number(call?.query.to);
      const now = exchange.clock.now();
      expect(to * 1000).toBeGreaterThan(now);
      expect(to * 1000 - now).toBeLessThan(86_400_000);
      expect(new Date((to + 1) * 1000).toISOString()).toMatch(/T00:00:00.000Z$/);
      expect(call?.query).toMatchObject({ coin: 'GT', page: '1', limit: '10' });
    });

    it('Stake opens the stake dialog, and the holding updates when the stake lands', async () => {
      renderPage({}, { fundPassword: null });
      const mine = await section('Your staking');
      await within(mine).findByText('Staked');
      await userEvent.click(screen.getByRole('button', { name: 'Stake' }));
      const dialog = await screen.findByRole('dialog', { name: 'Stake GT' });
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '10');
      await userEvent.click(within(dialog).getByRole('checkbox', { name: 'I have read and agree to the' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Stake' }));
      expect(await within(dialog).findByText('You staked 10 GT.')).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(figure(mine, 'Staked')).toHaveTextContent('110 GT'));
    });

    it('Redeem opens the redeem dialog', async () => {
      renderPage();
      await section('Your staking');
      await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
      expect(await screen.findByRole('dialog', { name: 'Redeem GT' })).toBeInTheDocument();
    });

    it('the APR trend opens its chart dialog, and Escape gives focus back to the link', async () => {
      renderPage();
      const product = await section('GT staking');
      const link = await within(product).findByRole('button', { name: 'APR trend' });
      expect(link).toHaveAttribute('aria-haspopup', 'dialog');
      await userEvent.click(link);
      expect(await screen.findByRole('dialog', { name: 'GT APR trend' })).toBeInTheDocument();
      expect(link).toHaveAttribute('aria-expanded', 'true');
      await userEvent.keyboard('{Escape}');
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'GT APR trend' })).not.toBeInTheDocument(),
      );
      await waitFor(() => expect(link).toHaveFocus());
    });

    it('shows the product FAQ (§7 coin-ask) and links to the staking holdings pages (§2)', async () => {
      const { host } = renderPage();
      const faq = await section('Introduction and FAQ');
      expect(within(faq).getByRole('tab', { name: 'Overview' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('link', { name: 'My staking holdings' }));
      expect(host.onNavigate).toHaveBeenCalledWith(
        expect.stringMatching(/^\/myaccount\/funds\/finance\/staking\?asset=GT/),
      );
    });
  });

  describe('given a product with sources of return (§3 defi, ?pid)', () => {
    it('selects the route’s source and reports a change for the URL', async () => {
      const onPidChange = vi.fn();
      renderPage({ coin: 'USDT', pid: '11', onPidChange });
      const sources = await screen.findByRole('radiogroup', { name: 'Source of return' });
      const radios = within(sources).getAllByRole('radio');
      expect(radios.length).toBeGreaterThan(1);
      const other = radios.find((r) => !(r as HTMLInputElement).checked) as HTMLElement;
      await userEvent.click(other);
      expect(onPidChange).toHaveBeenCalledWith((other as HTMLInputElement).value);
    });
  });

  describe('given coins and visitors the page must not mislead', () => {
    it('says ETH has no staking (§9) and reads nothing', async () => {
      const { exchange } = renderPage({ coin: 'ETH' });
      expect(await screen.findByText('ETH has no staking')).toBeInTheDocument();
      expect(callsTo(exchange, ROUTES.stakingProduct.path)).toHaveLength(0);
    });

    it('shows a logged-out visitor the product and a login instead of a holding (§1)', async () => {
      const { host, exchange } = renderPage({}, { scenario: 'logged-out' });
      const mine = await section('Your staking');
      await userEvent.click(within(mine).getByRole('button', { name: 'Log in' }));
      expect(host.onLoginRequired).toHaveBeenCalled();
      expect(await within(await section('GT staking')).findByText('Highest APR')).toBeInTheDocument();
      expect(callsTo(exchange, ROUTES.stakingStatistics.path)).toHaveLength(0);
    });

    it('shows the generic error with Retry when the product cannot be read (§8)', async () => {
      renderPage(
        {},
        {
          before: (e) =>
            e.faults.inject({ path: ROUTES.stakingProduct.path, fault: { kind: 'http', status: 503 } }),
        },
      );
      const product = await section('GT staking');
      const alert = await within(product).findByRole('alert');
      await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await within(product).findByText('Highest APR')).toBeInTheDocument();
    });
  });
});
