import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GuestBridge } from '../../embed/guest/bridge';
import { GuestApp } from '../../embed/guest/GuestApp';
import { parseFrameQuery } from '../../embed/guest/query';
import { createSettingsStore } from '../../embed/guest/settings';
import { StakeDialog } from '../../src/components/staking';
import { createMemoryStorage, createSandboxExchange } from '../../src/sandbox';
import { sandboxClient } from '../helpers/renderOnSandbox';

const ON_THE_EXCHANGE = 'Log in on the exchange, then open this page again.';

/**
 * A logged-out stake frame whose host asks for the login through `login_required` (protocol v2),
 * or cannot hear it (a v1 host: the bridge refuses to post it, GuestBridge.post says false).
 */
function renderFrame(hostHearsLogin: boolean) {
  const exchange = createSandboxExchange({ scenario: 'logged-out', storage: createMemoryStorage() });
  const posted: string[] = [];
  const bridge: GuestBridge = {
    post: (type) => {
      if (type === 'login_required' && !hostHearsLogin) return false;
      posted.push(type);
      return true;
    },
    destroy: () => undefined,
  };
  render(
    <GuestApp
      query={parseFrameQuery('?is_frame=1&widget=stake&coin=GT&instance_id=f1&wk_login=0')}
      settings={createSettingsStore({})}
      makeClient={(theme) => sandboxClient(exchange, theme)}
      baseUrl="https://sandbox.test"
      credentials="omit"
      now={exchange.clock.now}
      user={{ isLogin: false }}
      bridge={bridge}
      content={StakeDialog}
    />,
  );
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
