import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GuestBridge } from '../../embed/guest/bridge';
import { renderStakeFrame } from '../helpers/guestApp';

const ON_THE_EXCHANGE = 'Log in on the exchange, then open this page again.';

/**
 * A logged-out stake frame whose host asks for the login through `login_required` (protocol v2),
 * or cannot hear it (a v1 host: the bridge refuses to post it, GuestBridge.post says false).
 */
function renderFrame(hostHearsLogin: boolean) {
  const posted: string[] = [];
  const bridge: GuestBridge = {
    post: (type) => {
      if (type === 'login_required' && !hostHearsLogin) return false;
      posted.push(type);
      return true;
    },
    destroy: () => undefined,
  };
  renderStakeFrame({ scenario: 'logged-out', search: '&wk_login=0', user: { isLogin: false }, bridge });
  return { posted };
}

describe('a logged-out frame asked to log in (§1, issue 19)', () => {
  describe('given a host that hears login_required', () => {
    it('asks the host and says nothing itself', async () => {
      const { posted } = renderFrame(true);
      await userEvent.click(await screen.findByRole('button', { name: 'Log in to stake' }));
      expect(posted).toContain('login_required');
      expect(screen.queryByText(ON_THE_EXCHANGE)).not.toBeInTheDocument();
    });
  });

  describe('given a host too old to hear it (protocol v1)', () => {
    it('tells the customer where to log in instead of a button that does nothing', async () => {
      renderFrame(false);
      await userEvent.click(await screen.findByRole('button', { name: 'Log in to stake' }));
      expect(await screen.findByText(ON_THE_EXCHANGE)).toHaveAttribute('role', 'alert');
    });
  });
});
