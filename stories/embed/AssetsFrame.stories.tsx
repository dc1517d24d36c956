import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { FrameParams } from '../../embed/host';
import type { GuestEvent } from '../../embed/protocol';
import { WealthFrame } from '../../embed/WealthFrame';

/**
 * The guest app as the dev server serves it. Its development config.json allows the sandbox and
 * a parent of its own origin, so Storybook (and the stories test run) can frame it; a real
 * deployment serves the built dist/embed/ with its own config.json and CSP frame-ancestors.
 */
const GUEST_SRC = '/embed/guest/index.html';

interface AssetsFramePageProps {
  /** The second frame's coin. @default 'GT' */
  otherCoin?: string;
  /** Every message the host SDK accepted, with the frame it came from. */
  onEvent?: (frame: string, event: GuestEvent) => void;
}

/** A host page like the assets frame: two staking frames, each on its own sandbox exchange. */
function AssetsFramePage({ otherCoin = 'GT', onEvent }: AssetsFramePageProps) {
  const frames: Array<[string, FrameParams]> = [
    ['ETH', { coin: 'ETH', sandbox: true }],
    [otherCoin, { coin: otherCoin, sandbox: true }],
  ];
  return (
    <main style={{ padding: 24, fontFamily: 'system-ui, sans-serif', maxWidth: 720 }}>
      <h1 style={{ fontSize: 20 }}>Assets</h1>
      {frames.map(([coin, params]) => (
        <section key={coin} aria-label={`Stake ${coin} frame`} style={{ marginBottom: 24 }}>
          <h2 style={{ fontSize: 16 }}>{coin}</h2>
          <WealthFrame
            src={GUEST_SRC}
            widget="stake"
            params={params}
            title={`Stake ${coin}`}
            // The customer's traits as the assets frame knows them (those of the sandbox's regular customer).
            user={{ tierLevel: 1, kycLevel: 2, verified: true }}
            onEvent={(event) => onEvent?.(coin, event)}
            style={{ border: '1px solid #d0d5dd', borderRadius: 8, overflow: 'hidden' }}
          />
        </section>
      ))}
    </main>
  );
}

const meta = {
  title: 'Embed/Assets frame',
  component: AssetsFramePage,
  args: { otherCoin: 'GT', onEvent: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AssetsFramePage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The body of a framed guest once it has rendered (same origin here, so the story can look in). */
async function frameBody(canvasElement: HTMLElement, title: string): Promise<HTMLElement> {
  const iframe = (await within(canvasElement).findByTitle(
    title,
    {},
    { timeout: 10_000 },
  )) as HTMLIFrameElement;
  let body: HTMLElement | undefined;
  await waitFor(
    () => {
      body = iframe.contentDocument?.body ?? undefined;
      expect(body?.querySelector('.wk-root')).toBeTruthy();
    },
    { timeout: 15_000 },
  );
  return body as HTMLElement;
}

/** A host page that frames the wealth area itself, on a page (`page=`), on the sandbox. */
function AreaFramePage({ onEvent }: Pick<AssetsFramePageProps, 'onEvent'>) {
  return (
    <main style={{ padding: 24, fontFamily: 'system-ui, sans-serif', maxWidth: 960 }}>
      <h1 style={{ fontSize: 20 }}>Assets</h1>
      <WealthFrame
        src={GUEST_SRC}
        page="/simple-earn/my-lendings"
        params={{ sandbox: true }}
        title="Simple Earn"
        user={{ tierLevel: 1, kycLevel: 2, verified: true }}
        onEvent={(event) => onEvent?.('area', event)}
        style={{ border: '1px solid #d0d5dd', borderRadius: 8, overflow: 'hidden' }}
      />
    </main>
  );
}

/**
 * One frame on a page of the wealth area (issue 18): it opens on My lendings, goes to the FAQ by
 * itself (a page of the area), and asks the host for the help center (another page) with
 * `open_page`.
 */
export const AreaPage: Story = {
  render: (args) => <AreaFramePage onEvent={args.onEvent} />,
  play: async ({ canvasElement, args }) => {
    const area = await frameBody(canvasElement, 'Simple Earn');
    await within(area).findByRole('tab', { name: 'Flexible', selected: true }, { timeout: 15_000 });
    expect(args.onEvent).toHaveBeenCalledWith('area', {
      type: 'ready',
      payload: { page: '/simple-earn/my-lendings' },
    });

    // Plain clicks: user-event would leave its listeners in the frame's document, which outlives the
    // story by a moment when the frame is removed (and then throws into the next story).
    within(area).getByRole('link', { name: 'FAQ' }).click();
    await within(area).findByRole('heading', { name: 'Simple Earn FAQ' }, { timeout: 15_000 });
    expect(args.onEvent).not.toHaveBeenCalledWith('area', expect.objectContaining({ type: 'open_page' }));

    within(area).getByRole('link', { name: 'Help center' }).click();
    await waitFor(() =>
      expect(args.onEvent).toHaveBeenCalledWith('area', {
        type: 'open_page',
        payload: { href: '/help/lend/simple-earn' },
      }),
    );
  },
};

/**
 * Two frames on one page: ETH (no staking on this exchange, §9) and GT. Staking in the GT frame
 * reaches the host as a `success` message for that frame only; both frames said `ready` and sized
 * themselves with `resize`.
 */
export const TwoFrames: Story = {
  play: async ({ canvasElement, args }) => {
    const eth = await frameBody(canvasElement, 'Stake ETH');
    await expect(await within(eth).findByText('ETH has no staking', {}, { timeout: 15_000 })).toBeVisible();

    const gt = await frameBody(canvasElement, 'Stake GT');
    const dialog = await within(gt).findByRole('dialog', { name: 'Stake GT' }, { timeout: 15_000 });
    await waitFor(() => expect(within(dialog).getByText(/^Available/)).toHaveTextContent(/^Available \d/), {
      timeout: 15_000,
    });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '10');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'I have read and agree to the' }));
    await userEvent.click(within(gt).getByRole('button', { name: 'Stake' }));
    await expect(await within(gt).findByText('You staked 10 GT.', {}, { timeout: 15_000 })).toBeVisible();

    await waitFor(() =>
      expect(args.onEvent).toHaveBeenCalledWith('GT', {
        type: 'success',
        payload: { widget: 'stake', coin: 'GT', amount: '10' },
      }),
    );
    expect(args.onEvent).toHaveBeenCalledWith('ETH', { type: 'ready', payload: { widget: 'stake' } });
    expect(args.onEvent).toHaveBeenCalledWith('GT', { type: 'ready', payload: { widget: 'stake' } });
    expect(args.onEvent).not.toHaveBeenCalledWith('ETH', expect.objectContaining({ type: 'success' }));
    // Auto-resize: the GT iframe took the height its guest reported.
    const iframe = within(canvasElement).getByTitle('Stake GT') as HTMLIFrameElement;
    await waitFor(() => expect(Number.parseInt(iframe.style.height, 10)).toBeGreaterThan(200));
  },
};
