// happy-dom has no canvas; this mock records the drawing calls. The real pixels are checked in
// Chromium by the 'Simple Earn/Share poster' stories.
import 'vitest-canvas-mock';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES } from '../../api';
import { formatAmount } from '../../domain';
import { WealthProvider } from '../../provider/WealthProvider';
import type { SandboxExchange, ScenarioName } from '../../sandbox';
import { setupSandbox } from '../../sandbox/testSupport';
import { Button } from '../ui/Button';
import { SharePosterModal, type SharePosterModalProps } from './SharePosterModal';

function setup(
  props: Omit<Partial<SharePosterModalProps>, 'coin' | 'asset'> = {},
  scenario: ScenarioName = 'regular',
  arrange?: (exchange: SandboxExchange) => void,
) {
  const { exchange, client } = setupSandbox({ scenario });
  arrange?.(exchange);
  const onLoginRequired = vi.fn();
  render(
    <WealthProvider client={client} user={exchange.state.data.user} onLoginRequired={onLoginRequired}>
      <SharePosterModal coin="USDT" {...props}>
        <Button>Share</Button>
      </SharePosterModal>
    </WealthProvider>,
  );
  return { exchange, onLoginRequired, code: exchange.state.data.account.kolCode };
}

const open = () => userEvent.click(screen.getByRole('button', { name: 'Share' }));
const dialog = () => screen.getByRole('dialog', { name: 'Share your earnings' });
const toasts = (role: 'status' | 'alert') =>
  within(within(screen.getByRole('region', { name: 'Notifications' })).getByRole(role));

afterEach(() => vi.restoreAllMocks());

describe('SharePosterModal: given a customer sharing their USDT earnings', () => {
  describe('when it opens with the earnings given by the host', () => {
    it('draws a poster with the referral code from rebate/get_user_info and shows it as an image', async () => {
      const fillText = vi.spyOn(CanvasRenderingContext2D.prototype, 'fillText');
      const { exchange, code } = setup({ cumulative: '12.3456789', apr: '0.0523' });
      await open();
      const poster = await within(dialog()).findByRole('img', {
        name: `Poster: USDT Simple Earn, cumulative return 12.3456789 USDT, estimated APR 5.23%, invite code ${code}`,
      });
      expect(poster.getAttribute('src')).toMatch(/^blob:/);
      const drawn = fillText.mock.calls.map(([text]) => text);
      expect(drawn).toEqual(expect.arrayContaining(['USDT', '12.3456789 USDT', '5.23%', code]));
      expect(drawn.some((text) => text.includes(`ref=${code}`))).toBe(true);
      expect(exchange.calls.filter((c) => c.path === ROUTES.sharedRebateUserInfo.path)).toHaveLength(1);
      // Given the amounts, statistics are not asked for.
      expect(exchange.calls.filter((c) => c.path === ROUTES.earnStatistics.path)).toHaveLength(0);
    });
  });

  describe('when it opens without the earnings', () => {
    it('prints the cumulative return from statistics', async () => {
      const { exchange } = setup();
      const cumulative = exchange.state.flexibleHoldings().find((h) => h.asset === 'USDT')!.cumulative;
      await open();
      expect(
        await within(dialog()).findByRole('img', {
          name: new RegExp(
            `cumulative return ${formatAmount(cumulative, { group: true })} USDT, estimated APR --`,
          ),
        }),
      ).toBeInTheDocument();
    });
  });

  describe('when Copy link is pressed', () => {
    it("copies a link that carries the referral code and toasts 'Copied' (§8)", async () => {
      const user = userEvent.setup();
      const { code } = setup({ cumulative: '1' });
      await user.click(screen.getByRole('button', { name: 'Share' }));
      const copy = within(dialog()).getByRole('button', { name: 'Copy link' });
      await waitFor(() => expect(copy).toBeEnabled());
      await user.click(copy);
      expect(await toasts('status').findByText('Copied')).toBeInTheDocument();
      const link = new URL(await navigator.clipboard.readText());
      expect(link.pathname).toBe('/simple-earn');
      expect(link.searchParams.get('ref')).toBe(code);
    });
  });

  describe('when Download is pressed', () => {
    it('downloads the PNG through an <a download> of the object URL', async () => {
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
      setup({ cumulative: '1' });
      await open();
      const poster = await within(dialog()).findByRole('img');
      await userEvent.click(within(dialog()).getByRole('button', { name: 'Download' }));
      expect(click).toHaveBeenCalledTimes(1);
      const anchor = click.mock.instances[0] as unknown as HTMLAnchorElement;
      expect(anchor.download).toBe('usdt-simple-earn.png');
      expect(anchor.href).toBe(poster.getAttribute('src'));
    });
  });

  describe('when the referral info cannot be loaded (§8)', () => {
    it("toasts 'Networkerr', shows the generic error with Retry (issue 13), and Download waits", async () => {
      setup({ cumulative: '1' }, 'regular', (exchange) =>
        exchange.faults.inject({ path: ROUTES.sharedRebateUserInfo.path, fault: { kind: 'network' } }),
      );
      await open();
      expect(await toasts('alert').findByText('Network error. Please try again.')).toBeInTheDocument();
      expect(within(dialog()).getByText('Something went wrong. Please try again.')).toBeInTheDocument();
      expect(within(dialog()).getByRole('button', { name: 'Download' })).toBeDisabled();
      await userEvent.click(within(dialog()).getByRole('button', { name: 'Retry' }));
      await waitFor(() =>
        expect(
          within(dialog()).queryByText('Something went wrong. Please try again.'),
        ).not.toBeInTheDocument(),
      );
    });
  });

  describe('when a logged-out visitor presses Share', () => {
    it('asks the host to log in and opens nothing', async () => {
      const { onLoginRequired } = setup({}, 'logged-out');
      await open();
      expect(onLoginRequired).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  describe('when it is closed with the keyboard', () => {
    it('Escape closes it and focus returns to the trigger', async () => {
      setup({ cumulative: '1' });
      const user = userEvent.setup();
      await user.tab();
      await user.keyboard('{Enter}');
      expect(dialog()).toBeInTheDocument();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(screen.getByRole('button', { name: 'Share' })).toHaveFocus();
    });
  });
});
