import { act, render } from '@testing-library/react';
import { envelope, type HostEnvelope } from '../../embed/protocol';
import { WealthFrame, type WealthFrameProps } from '../../embed/WealthFrame';

const GUEST = 'https://wealth.example';
const SRC = `${GUEST}/embed/index.html`;

/** What the host posted into each frame's window (the test DOM loads no page into an iframe). */
const postsTo = new WeakMap<HTMLIFrameElement, Array<{ data: HostEnvelope; origin: string }>>();
const windows = new WeakMap<HTMLIFrameElement, Window>();

beforeEach(() => {
  // The test DOM loads no page into an iframe and prints an error for each one it is given a URL
  // for; an empty `srcdoc` (read by the test DOM, never set by the SDK) makes it load nothing quietly.
  const getAttribute = Element.prototype.getAttribute;
  vi.spyOn(Element.prototype, 'getAttribute').mockImplementation(function (this: Element, name: string) {
    return this instanceof HTMLIFrameElement && name === 'srcdoc' ? '' : getAttribute.call(this, name);
  });
  vi.spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get').mockImplementation(function (
    this: HTMLIFrameElement,
  ) {
    let win = windows.get(this);
    if (!win) {
      const posts: Array<{ data: HostEnvelope; origin: string }> = [];
      postsTo.set(this, posts);
      win = {
        postMessage: (data: HostEnvelope, origin: string) => posts.push({ data, origin }),
      } as unknown as Window;
      windows.set(this, win);
    }
    return win;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The frame's iframe, its instance id, and what the host posted into it (data and target origin). */
function frameOf(container: HTMLElement) {
  const iframe = container.querySelector('iframe');
  if (!iframe?.contentWindow) throw new Error('no iframe with a window');
  const id = new URL(iframe.src).searchParams.get('instance_id') ?? '';
  const posts = postsTo.get(iframe) ?? [];
  /** A message from the guest: from the iframe's window, at the guest's origin. */
  const fromGuest = (type: string, payload: unknown) =>
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: envelope(id, type, payload),
          origin: GUEST,
          source: iframe.contentWindow,
        }),
      );
    });
  const ready = (widget: string) => fromGuest('ready', { widget });
  return { iframe, id, posts, ready, fromGuest };
}

const props: WealthFrameProps = {
  src: SRC,
  widget: 'launch-pool-stake',
  params: { pid: 1 },
  locale: 'en',
  user: { tierLevel: 1, isLogin: true },
  deviceToken: 'device-1',
};

describe('WealthFrame: given a launch pool frame with the customer and the device token', () => {
  describe('when it mounts and the guest is ready', () => {
    it('makes one sandboxed iframe that may copy, and sends the settings in init to the guest’s origin', () => {
      const { container } = render(<WealthFrame {...props} />);
      const { iframe, id, posts, ready } = frameOf(container);
      expect(container.querySelectorAll('iframe')).toHaveLength(1);
      expect(iframe.getAttribute('sandbox')).toBe(
        'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox',
      );
      expect(iframe.getAttribute('allow')).toBe('clipboard-write');
      expect(new URL(iframe.src).searchParams.get('widget')).toBe('launch-pool-stake');
      ready('launch-pool-stake');
      expect(posts).toEqual([
        {
          data: envelope(id, 'init', {
            locale: 'en',
            user: { tierLevel: 1, isLogin: true },
            deviceToken: 'device-1',
          }),
          origin: GUEST,
        },
      ]);
    });
  });

  describe('when the host re-renders it', () => {
    it('sends a new device token, user or theme as update, without a new frame', () => {
      const { container, rerender } = render(<WealthFrame {...props} />);
      const { iframe, id, posts, ready } = frameOf(container);
      ready('launch-pool-stake');
      posts.length = 0;
      rerender(<WealthFrame {...props} deviceToken="device-2" />);
      rerender(<WealthFrame {...props} deviceToken="device-2" user={{ tierLevel: 2, isLogin: true }} />);
      rerender(
        <WealthFrame {...props} deviceToken="device-2" user={{ tierLevel: 2, isLogin: true }} theme="dark" />,
      );
      expect(posts.map((p) => p.data)).toEqual([
        envelope(id, 'update', { deviceToken: 'device-2' }),
        envelope(id, 'update', { user: { tierLevel: 2, isLogin: true } }),
        envelope(id, 'update', { locale: 'en', theme: 'dark' }),
      ]);
      expect(container.querySelector('iframe')).toBe(iframe);
    });

    it('sends nothing for the same values in new object literals', () => {
      const { container, rerender } = render(<WealthFrame {...props} />);
      const { posts, ready } = frameOf(container);
      ready('launch-pool-stake');
      posts.length = 0;
      rerender(<WealthFrame {...props} user={{ tierLevel: 1, isLogin: true }} params={{ pid: 1 }} />);
      expect(posts).toEqual([]);
    });
  });

  describe('when it shows a page of the area and the customer moves to another', () => {
    it("calls the latest onPageChange with the page, to keep in the host's URL", () => {
      const first = vi.fn();
      const latest = vi.fn();
      const area = { src: SRC, page: '/simple-earn', onPageChange: first };
      const { container, rerender } = render(<WealthFrame {...area} />);
      const { fromGuest } = frameOf(container);
      fromGuest('ready', { page: '/simple-earn' });
      rerender(<WealthFrame {...area} onPageChange={latest} />);
      fromGuest('page', { page: '/simple-earn/my-lendings?tab=fixed' });
      expect(first).not.toHaveBeenCalled();
      expect(latest).toHaveBeenCalledWith('/simple-earn/my-lendings?tab=fixed');
    });
  });

  describe('when it unmounts', () => {
    it('removes its iframe', () => {
      const { container, unmount } = render(<WealthFrame {...props} />);
      expect(container.querySelector('iframe')).not.toBeNull();
      unmount();
      expect(container.querySelector('iframe')).toBeNull();
    });
  });
});

describe('WealthFrame: given a host in StrictMode (its development build), which mounts, destroys and mounts again', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('leaves one frame, whose ready gets one init and whose events reach the host once; the destroyed one never reports a load error', async () => {
    const onEvent = vi.fn();
    const onLoadError = vi.fn();
    const { container } = render(
      <WealthFrame {...props} onEvent={onEvent} onLoadError={onLoadError} readyTimeoutMs={1_000} />,
      { reactStrictMode: true },
    );
    expect(container.querySelectorAll('iframe')).toHaveLength(1);
    const { id, posts, ready, fromGuest } = frameOf(container);
    ready('launch-pool-stake');
    expect(posts.map((p) => p.data.type)).toEqual(['init']);
    fromGuest('close', { widget: 'launch-pool-stake' });
    expect(onEvent.mock.calls.map(([event]) => event.type)).toEqual(['ready', 'close']);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(onLoadError).not.toHaveBeenCalled();
    expect(new URL(container.querySelector('iframe')?.src ?? '').searchParams.get('instance_id')).toBe(id);
  });
});
