import { render } from '@testing-library/react';
import type { GuestBridge } from '../../embed/guest/bridge';
import { GuestApp } from '../../embed/guest/GuestApp';
import { parseFrameQuery } from '../../embed/guest/query';
import { createSettingsStore } from '../../embed/guest/settings';
import { StakeDialog } from '../../src/components/staking';
import type { WealthUser } from '../../src/hooks/context';
import { createMemoryStorage, createSandboxExchange, type ScenarioName } from '../../src/sandbox';
import { sandboxClient } from './renderOnSandbox';

/**
 * The guest app of a stake frame for GT (`embed/guest/GuestApp.tsx`) on a sandbox exchange of
 * `scenario`, as start.tsx renders it, with the guest's idea of the customer and its link to the
 * parent (null: not framed).
 */
export function renderStakeFrame({
  scenario,
  search = '',
  user,
  bridge,
}: {
  scenario: ScenarioName;
  /** Added to the frame's query (`&wk_login=0`). */
  search?: string;
  user: Partial<WealthUser>;
  bridge: GuestBridge | null;
}) {
  const exchange = createSandboxExchange({ scenario, storage: createMemoryStorage() });
  render(
    <GuestApp
      query={parseFrameQuery(`?is_frame=1&widget=stake&coin=GT&instance_id=f1${search}`)}
      settings={createSettingsStore({})}
      makeClient={(theme) => sandboxClient(exchange, theme)}
      baseUrl="https://sandbox.test"
      credentials="omit"
      now={exchange.clock.now}
      user={user}
      bridge={bridge}
      content={StakeDialog}
    />,
  );
}
