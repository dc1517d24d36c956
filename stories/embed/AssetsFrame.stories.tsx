/// <reference types="vite/client" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { FrameParams } from '../../embed/host';
import type { FrameWidget, GuestEvent, LoginReason } from '../../embed/protocol';
import { WealthFrame } from '../../embed/WealthFrame';

/**
 * The guest app as the dev server serves it, or as a static Storybook build holds it (beside
 * iframe.html, wherever that is published: Vite's base). Its development config.json allows the
 * sandbox and a parent of its own origin, so Storybook (and the stories test run) can frame it; a
 * real deployment serves the built dist/embed/ with its own config.json and CSP frame-ancestors.
 */
const GUEST_SRC = `${import.meta.env.BASE_URL}embed/guest/index.html`;

interface AssetsFramePageProps {
  /** Every message the host SDK accepted, with the frame it came from. */
  onEvent?: (frame: string, event: GuestEvent) => void;
  /** Every login request, with the frame it came from (the page then logs that frame's customer in). */
  onLoginRequired?: (frame: string, reason: LoginReason) => void;
}

/** The frames of the assets page: a different widget each, one signed in, one not yet. */
const FRAMES: ReadonlyArray<{ name: string; widget: FrameWidget; params: FrameParams; signedIn: boolean }> = [
  { name: 'Stake GT', widget: 'stake', params: { coin: 'GT', sandbox: true }, signedIn: true },
  { name: 'Subscribe USDT', widget: 'subscribe', params: { asset: 'USDT', sandbox: true }, signedIn: false },
];

/**
 * A host page like the assets frame: two frames of different widgets side by side, each on its own
 * sandbox exchange with its own login. When a frame asks for login, the page "logs in" (here at
 * once) and passes that frame `isLogin: true`; the other frame is not touched.
 */
function AssetsFramePage({ onEvent, onLoginRequired }: AssetsFramePageProps) {
  const [signedIn, setSignedIn] = useState(
    () => new Set(FRAMES.filter((f) => f.signedIn).map((f) => f.name)),
  );
  return (
    <main style={{ padding: 24, fontFamily: 'system-ui, sans-serif', maxWidth: 960 }}>
      <h1 style={{ fontSize: 20 }}>Assets</h1>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'flex-start' }}>
        {FRAMES.map(({ name, widget, params }) => (
          <section key={name} aria-label={`${name} frame`} style={{ flex: '1 1 320px' }}>
            <h2 style={{ fontSize: 16 }}>{name}</h2>
            <WealthFrame
              src={GUEST_SRC}
              widget={widget}
              params={params}
              title={name}
              // The customer's traits as the assets frame knows them (those of the sandbox's regular customer).
              user={{ tierLevel: 1, kycLevel: 2, verified: true, isLogin: signedIn.has(name) }}
              onEvent={(event) => onEvent?.(name, event)}
              onLoginRequired={(reason) => {
                onLoginRequired?.(name, reason);
                setSignedIn((before) => new Set(before).add(name));
              }}
              style={{ border: '1px solid #d0d5dd', borderRadius: 8, overflow: 'hidden' }}
            />
          </section>
        ))}
      </div>
    </main>
  );
}

const meta = {
  title: 'Embed/Assets frame',
  component: AssetsFramePage,
  args: { onEvent: fn(), onLoginRequired: fn() },
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
 * Two frames of different widgets on one page, each with its own login and dialogs: staking in the
 * GT frame reaches the host as a `success` for that frame only; the Subscribe frame starts logged
 * out, asks the host to log in, and then shows its form; both said `ready` and sized themselves.
 */
export const TwoFrames: Story = {
  play: async ({ canvasElement, args }) => {
    const usdt = await frameBody(canvasElement, 'Subscribe USDT');
    await userEvent.click(
      await within(usdt).findByRole('button', { name: 'Log in to subscribe' }, { timeout: 15_000 }),
    );
    await waitFor(() => expect(args.onLoginRequired).toHaveBeenCalledWith('Subscribe USDT', 'logged_out'));
    await within(usdt).findByRole('button', { name: 'Subscribe' }, { timeout: 15_000 });

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
      expect(args.onEvent).toHaveBeenCalledWith('Stake GT', {
        type: 'success',
        payload: { widget: 'stake', coin: 'GT', amount: '10' },
      }),
    );
    expect(args.onEvent).toHaveBeenCalledWith('Stake GT', { type: 'ready', payload: { widget: 'stake' } });
    expect(args.onEvent).toHaveBeenCalledWith('Subscribe USDT', {
      type: 'ready',
      payload: { widget: 'subscribe' },
    });
    expect(args.onEvent).not.toHaveBeenCalledWith(
      'Subscribe USDT',
      expect.objectContaining({ type: 'success' }),
    );
    expect(args.onLoginRequired).not.toHaveBeenCalledWith('Stake GT', expect.anything());
    // Auto-resize: the GT iframe took the height its guest reported.
    const iframe = within(canvasElement).getByTitle('Stake GT') as HTMLIFrameElement;
    await waitFor(() => expect(Number.parseInt(iframe.style.height, 10)).toBeGreaterThan(200));
  },
};
