import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ROUTES } from '../../src/api';
import { DualPurchaseDialog } from '../../src/components/dual/DualPurchaseDialog';
import { dualProjectOf } from '../../src/components/dual/dualTestSupport';
import { CancelRedemptionModal } from '../../src/components/earn/CancelRedemptionModal';
import { RedeemModal } from '../../src/components/earn/RedeemModal';
import { SubscribeModal } from '../../src/components/earn/SubscribeModal';
import { AprDetailModal } from '../../src/components/earn-settings/AprDetailModal';
import { EditMinAprModal } from '../../src/components/earn-settings/EditMinAprModal';
import { SharePosterModal } from '../../src/components/earn-settings/SharePosterModal';
import { CumulativeReturnModal } from '../../src/components/history/CumulativeReturnModal';
import { DailyInterestDetail } from '../../src/components/history/DailyInterestDetail';
import { HistoryPage } from '../../src/components/history/HistoryPage';
import { LaunchPoolRedeemModal } from '../../src/components/launch-pool/LaunchPoolRedeemModal';
import { LaunchPoolStakeModal } from '../../src/components/launch-pool/LaunchPoolStakeModal';
import { HoldingDetail } from '../../src/components/lendings/HoldingDetail';
import { LendingsTable } from '../../src/components/lendings/LendingsTable';
import { StakeDialog } from '../../src/components/staking/StakeDialog';
import { StakeRedeemDialog } from '../../src/components/staking/StakeRedeemDialog';
import { StakingAprTrendDialog } from '../../src/components/staking/StakingAprTrendDialog';
import { createMemoryStorage, createSandboxExchange } from '../../src/sandbox';
import { renderOnSandbox } from '../helpers/renderOnSandbox';

/**
 * Issue 13 "Failed reads are shown": every widget whose read fails after its retries (the test
 * client retries none) shows §8's generic error with Retry, never an empty form, a zero balance,
 * an endless spinner or 'noRecord', and Retry brings the widget back.
 */

/**
 * Waits until the chart has been created and has drawn its first frame, so the test ends on a
 * settled chart rather than unmounting it between its creation and its first animation frame.
 */
async function chartDrawn() {
  await waitFor(() => expect(document.querySelector('.wk-chart canvas')).not.toBeNull());
  await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
}

interface FailedReadCase {
  widget: string;
  ui: ReactNode | ((exchange: ReturnType<typeof createSandboxExchange>) => ReactNode);
  /** Presses what opens the widget, for one that starts closed. */
  open?(): Promise<void>;
  /** The read that fails (GET unless said), or several that fail together. */
  path: string | readonly string[];
  method?: string;
  /** What the widget shows once its reads succeed. */
  ready(): Promise<void>;
  /** What must not be offered while the read has failed. */
  blocked?(): void;
}

/** The BTC sell-high dialog, on the product the sandbox lists. */
const dualDialog = (x: ReturnType<typeof createSandboxExchange>) => (
  <DualPurchaseDialog
    coin="BTC"
    type="call"
    pid={dualProjectOf(x, { coin: 'BTC', type: 'call', hours: 24, multiple: '2' }).id}
    defaultOpen
  />
);

const CASES: FailedReadCase[] = [
  {
    widget: 'SubscribeModal (product detail)',
    ui: <SubscribeModal coin="USDT" defaultOpen />,
    path: ROUTES.earnCoinInfo.path,
    async ready() {
      expect(await screen.findByRole('textbox', { name: 'Amount' })).toBeInTheDocument();
    },
    blocked() {
      expect(screen.queryByRole('textbox', { name: 'Amount' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
    },
  },
  {
    widget: 'SubscribeModal (balance)',
    ui: <SubscribeModal coin="USDT" defaultOpen />,
    path: ROUTES.sharedOutable.path,
    method: 'POST',
    async ready() {
      expect(await screen.findByText(/^Available/)).toHaveTextContent(/Available [1-9]/);
    },
    blocked() {
      expect(screen.queryByText(/^Available 0/)).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
    },
  },
  {
    widget: 'RedeemModal (holding)',
    ui: <RedeemModal coin="USDT" defaultOpen />,
    path: ROUTES.earnHoldings.path,
    async ready() {
      expect(await screen.findByRole('textbox', { name: 'Amount' })).toBeInTheDocument();
    },
    blocked() {
      expect(screen.queryByText(/^Redeemable/)).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Redeem' })).toBeDisabled();
    },
  },
  {
    widget: 'CancelRedemptionModal (holding)',
    ui: <CancelRedemptionModal coin="USDT" defaultOpen />,
    path: ROUTES.earnHoldings.path,
    async ready() {
      expect(await screen.findByText('This redemption can no longer be cancelled.')).toBeInTheDocument();
    },
    blocked() {
      expect(screen.getByRole('button', { name: 'Cancel redemption' })).toBeDisabled();
    },
  },
  {
    widget: 'LendingsTable (flexible holdings)',
    ui: <LendingsTable layout="table" />,
    path: ROUTES.earnHoldings.path,
    async ready() {
      expect(await screen.findAllByText('USDT')).not.toHaveLength(0);
    },
    blocked() {
      expect(screen.queryByText('No records')).not.toBeInTheDocument();
    },
  },
  {
    widget: 'LendingsTable (mobile cards)',
    ui: <LendingsTable layout="cards" />,
    path: ROUTES.earnHoldings.path,
    async ready() {
      expect(await screen.findAllByText(/USDT/)).not.toHaveLength(0);
    },
    blocked() {
      expect(screen.queryByText('No records')).not.toBeInTheDocument();
    },
  },
  {
    widget: 'HoldingDetail (flexible)',
    ui: <HoldingDetail orderType="flexible" coin="USDT" />,
    path: ROUTES.earnHoldings.path,
    async ready() {
      expect(await screen.findByRole('button', { name: 'Redeem' })).toBeInTheDocument();
    },
    blocked() {
      expect(screen.queryByText('Loading')).not.toBeInTheDocument();
      expect(screen.queryByText('No data')).not.toBeInTheDocument();
    },
  },
  {
    widget: 'HoldingDetail (fixed)',
    ui: <HoldingDetail orderType="fixed" coin="USDT" />,
    path: ROUTES.fixedOrders.path,
    async ready() {
      expect(await screen.findByRole('button', { name: /Redeem early/ })).toBeInTheDocument();
    },
  },
  {
    widget: 'HistoryPage (the default-tab probe)',
    ui: <HistoryPage layout="table" />,
    path: ROUTES.earnHistory.path,
    async ready() {
      await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
    },
    blocked() {
      expect(screen.queryByText('No records')).not.toBeInTheDocument();
    },
  },
  {
    widget: 'HistoryPage (mobile list)',
    ui: <HistoryPage layout="list" />,
    path: ROUTES.earnHistory.path,
    async ready() {
      // The records, or the §8 'noRecord' of a window without any: either is a read that succeeded.
      await waitFor(() =>
        expect(document.querySelector('.wk-history__card, .wk-history__empty')).not.toBeNull(),
      );
    },
  },
  {
    widget: 'CumulativeReturnModal (interest slices)',
    ui: (x) => {
      // Two days of interest to show once the read succeeds.
      x.clock.advance(2 * 86_400_000);
      return <CumulativeReturnModal coin="USDT" utcOffsetMinutes={0} defaultOpen />;
    },
    path: ROUTES.earnHistory.path,
    async ready() {
      expect(await screen.findAllByRole('button', { name: /Details/ })).not.toHaveLength(0);
    },
    blocked() {
      expect(screen.queryByText('No records')).not.toBeInTheDocument();
    },
  },
  {
    widget: 'DailyInterestDetail',
    ui: (x) => <DailyInterestDetail coin="USDT" dayMs={x.clock.now() - 86_400_000} utcOffsetMinutes={0} />,
    path: ROUTES.earnHistory.path,
    async ready() {
      await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
    },
    blocked() {
      expect(screen.queryByText('No data')).not.toBeInTheDocument();
    },
  },
  {
    widget: 'AprDetailModal (APR trend)',
    ui: (
      <AprDetailModal coin="USDT">
        <button type="button">USDT APR</button>
      </AprDetailModal>
    ),
    async open() {
      await userEvent.click(screen.getByRole('button', { name: 'USDT APR' }));
    },
    path: ROUTES.earnChart.path,
    async ready() {
      expect(await screen.findByText('Latest APR')).toBeInTheDocument();
      await chartDrawn();
    },
  },
  {
    widget: 'EditMinAprModal (APR limits)',
    ui: (
      <EditMinAprModal coin="USDT" defaultOpen>
        <button type="button">Edit</button>
      </EditMinAprModal>
    ),
    path: ROUTES.earnCoinInfo.path,
    async ready() {
      expect(await screen.findByRole('textbox', { name: 'Minimum lent APR (%)' })).toBeInTheDocument();
    },
    blocked() {
      expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    },
  },
  {
    widget: 'SharePosterModal (referral code)',
    ui: (
      <SharePosterModal coin="USDT" apr="0.0523" defaultOpen>
        <button type="button">Share</button>
      </SharePosterModal>
    ),
    path: ROUTES.sharedRebateUserInfo.path,
    async ready() {
      await waitFor(() => expect(screen.queryByText('Something went wrong. Please try again.')).toBeNull());
    },
  },
  {
    widget: 'StakeDialog (product)',
    ui: <StakeDialog coin="GT" defaultOpen />,
    path: ROUTES.stakingProduct.path,
    async ready() {
      expect(await screen.findByRole('textbox', { name: 'Amount' })).toBeInTheDocument();
    },
  },
  {
    widget: 'StakeDialog (loans, for the available amount)',
    ui: <StakeDialog coin="GT" defaultOpen />,
    path: ROUTES.stakingUserLoans.path,
    async ready() {
      expect(await screen.findByRole('textbox', { name: 'Amount' })).toBeInTheDocument();
    },
    blocked() {
      expect(screen.queryByRole('button', { name: 'Stake' })).not.toBeInTheDocument();
    },
  },
  {
    // Two groups of reads (the product's, the figures beside it) failing together: one Retry
    // loads both again, where it loaded only the product's and left the error on screen.
    widget: 'StakeDialog (product and loans together)',
    ui: <StakeDialog coin="GT" defaultOpen />,
    path: [ROUTES.stakingProduct.path, ROUTES.stakingUserLoans.path],
    async ready() {
      expect(await screen.findByRole('textbox', { name: 'Amount' })).toBeInTheDocument();
    },
  },
  {
    widget: 'StakeRedeemDialog (holding)',
    ui: <StakeRedeemDialog coin="GT" defaultOpen />,
    path: ROUTES.stakingUserInfo.path,
    async ready() {
      expect(await screen.findByRole('textbox', { name: 'Redeem amount' })).toBeInTheDocument();
    },
  },
  {
    widget: 'StakingAprTrendDialog',
    ui: <StakingAprTrendDialog coin="GT" open onOpenChange={() => {}} />,
    path: ROUTES.stakingCoinLines.path,
    async ready() {
      await waitFor(() => expect(screen.queryByText('Loading')).not.toBeInTheDocument());
      expect(screen.getByRole('tabpanel')).toBeInTheDocument();
      await chartDrawn();
    },
  },
  {
    widget: 'LaunchPoolStakeModal (project)',
    ui: <LaunchPoolStakeModal pid={1} defaultOpen />,
    path: ROUTES.launchPoolProjectInfo.path,
    async ready() {
      expect(await screen.findAllByRole('tab')).not.toHaveLength(0);
    },
  },
  {
    widget: 'LaunchPoolStakeModal (statistics)',
    ui: <LaunchPoolStakeModal pid={1} defaultOpen />,
    path: ROUTES.launchPoolUserProjectStatistics.path,
    async ready() {
      expect(await screen.findAllByRole('tab')).not.toHaveLength(0);
    },
  },
  {
    widget: "LaunchPoolStakeModal (statistics and the pool coin's settings together)",
    ui: <LaunchPoolStakeModal pid={1} defaultOpen />,
    path: [ROUTES.launchPoolUserProjectStatistics.path, ROUTES.sharedBorrowCoinSettings.path],
    async ready() {
      expect(await screen.findByRole('textbox', { name: 'Amount' })).toBeInTheDocument();
    },
  },
  {
    widget: 'LaunchPoolRedeemModal (statistics)',
    ui: <LaunchPoolRedeemModal pid={1} rid={11} defaultOpen />,
    path: ROUTES.launchPoolUserProjectStatistics.path,
    async ready() {
      expect(await screen.findByRole('textbox', { name: 'Redeem amount' })).toBeInTheDocument();
    },
  },
  {
    widget: 'DualPurchaseDialog (products)',
    ui: dualDialog,
    path: ROUTES.dualProjectList.path,
    async ready() {
      expect(await screen.findByRole('textbox', { name: 'Investment amount' })).toBeInTheDocument();
    },
  },
  {
    widget: 'DualPurchaseDialog (balance)',
    ui: dualDialog,
    path: ROUTES.sharedOutable.path,
    method: 'POST',
    async ready() {
      expect(await screen.findByRole('textbox', { name: 'Investment amount' })).toBeInTheDocument();
    },
    blocked() {
      expect(screen.queryByText('Balance not enough')).not.toBeInTheDocument();
    },
  },
];

describe.each(CASES)('Failed read: $widget', ({ ui, open, path, method = 'GET', ready, blocked }) => {
  it('shows the §8 generic error with Retry, and Retry brings the widget back', async () => {
    const exchange = createSandboxExchange({ storage: createMemoryStorage() });
    for (const one of [path].flat())
      exchange.faults.inject({ path: one, method, fault: { kind: 'http', status: 503 } });
    renderOnSandbox(typeof ui === 'function' ? ui(exchange) : ui, { exchange });
    await open?.();
    const alert = await screen.findByText('Something went wrong. Please try again.');
    const box = alert.closest('[data-state="error"]') as HTMLElement;
    expect(box).toHaveAttribute('role', 'alert');
    blocked?.();
    await userEvent.click(within(box).getByRole('button', { name: 'Retry' }));
    await ready();
    await waitFor(() =>
      expect(screen.queryByText('Something went wrong. Please try again.')).not.toBeInTheDocument(),
    );
  });

  it('a session that ended (§8 401 "login needed"): says so, offers Log in, and Retry reads again after it', async () => {
    const exchange = createSandboxExchange({ storage: createMemoryStorage() });
    for (const one of [path].flat())
      exchange.faults.inject({ path: one, method, fault: { kind: 'http', status: 401 } });
    const { host } = renderOnSandbox(typeof ui === 'function' ? ui(exchange) : ui, { exchange });
    await open?.();
    const alert = await screen.findByText('Please log in to continue.');
    const box = alert.closest('[data-state="login"]') as HTMLElement;
    expect(box).toHaveAttribute('role', 'alert');
    expect(screen.queryByText('Something went wrong. Please try again.')).not.toBeInTheDocument();
    blocked?.();
    const asked = host.onLoginRequired.mock.calls.length;
    await userEvent.click(within(box).getByRole('button', { name: 'Log in' }));
    expect(host.onLoginRequired.mock.calls.slice(asked)).toEqual([['session_expired']]);
    // The customer logged in on the host's page: Retry reads again.
    await userEvent.click(within(box).getByRole('button', { name: 'Retry' }));
    await ready();
    await waitFor(() => expect(screen.queryByText('Please log in to continue.')).not.toBeInTheDocument());
  });
});

/** Moves the faked timers on by `ms`, inside act so React renders what they set off. */
async function elapse(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

describe('given a read that keeps failing through its retries (§8 "requests retry up to 10 times", §9)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('Loading says it is slow after 4 s, then the generic error with Retry replaces it once the retries are spent', async () => {
    // The form's chunk is fetched first, in real time: under fake timers only timers move.
    await import('../../src/components/earn/RedeemPanel');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const exchange = createSandboxExchange({ storage: createMemoryStorage() });
    exchange.faults.inject({
      path: ROUTES.earnHoldings.path,
      method: 'GET',
      fault: { kind: 'network' },
      times: Number.POSITIVE_INFINITY,
    });
    // The client as a host builds it: ten retries with the default backoff (16.1 s of pauses).
    renderOnSandbox(<RedeemModal coin="USDT" defaultOpen />, { exchange, reads: { retry: 10 } });
    await elapse(1_000);
    // The loading state is up, mounted within this first second (at once when the form's chunk is warm).
    const status = screen.getByText('Loading');
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveTextContent(/^Loading$/);

    await elapse(4_000);
    expect(status).toHaveTextContent('Loading This is taking longer than usual. Still trying…');
    expect(screen.queryByText('Something went wrong. Please try again.')).not.toBeInTheDocument();

    await elapse(13_000);
    expect(screen.getByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText(/taking longer than usual/)).not.toBeInTheDocument();
    const tries = exchange.calls.filter((call) => call.path === ROUTES.earnHoldings.path);
    expect(tries).toHaveLength(11);
  });
});
