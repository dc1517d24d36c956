import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { type ReactNode, useEffect, useState } from 'react';
import { createResponder } from '../../tests/helpers/responder';
import { createWealthClient, ROUTES } from '../api';
import { WealthProvider } from '../provider/WealthProvider';
import { useWealth } from './context';
import { prefetchReads, type ReadSpec } from './prefetchReads';
import { useInvalidate, useWealthQuery, type WealthQuery } from './useWealthQuery';

const STATS = ROUTES.earnStatistics.path;

function setup(user = { isLogin: true }, onLoginRequired = vi.fn()) {
  let served = 0;
  const exchange = createResponder({ [STATS]: () => ({ served: ++served }) });
  const client = createWealthClient({
    baseUrl: 'https://exchange.test',
    fetch: exchange.fetch,
    backoff: () => 0,
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WealthProvider client={client} user={user} onLoginRequired={onLoginRequired}>
      {children}
    </WealthProvider>
  );
  const stats = () => exchange.calls.filter((c) => c.path === STATS);
  return { exchange, wrapper, stats, onLoginRequired };
}

const loadStats = (client: ReturnType<typeof createWealthClient>, signal: AbortSignal) =>
  client.simpleEarn.statistics({ signal }) as Promise<{ served: number }>;

describe('useWealthQuery: given a read through the client', () => {
  it('loads, and loads again when the key changes', async () => {
    const { wrapper, stats } = setup();
    const { result, rerender } = renderHook(({ k }) => useWealthQuery(['stats', k], loadStats), {
      wrapper,
      initialProps: { k: 'USDT' },
    });
    await waitFor(() => expect(result.current.data).toEqual({ served: 1 }));
    rerender({ k: 'BTC' });
    await waitFor(() => expect(result.current.data).toEqual({ served: 2 }));
    expect(stats()).toHaveLength(2);
  });

  it.each([
    ['a null key', null, { isLogin: true }],
    ['a logged-out visitor (§1)', ['stats'], { isLogin: false }],
  ])('with %s it stays idle and asks nothing', async (_, key, user) => {
    const { wrapper, stats } = setup(user);
    const { result } = renderHook(() => useWealthQuery(key, loadStats), { wrapper });
    await new Promise((r) => setTimeout(r, 20));
    expect(result.current.status).toBe('idle');
    expect(stats()).toHaveLength(0);
  });

  describe('when a money action invalidates its topic (§4 refresh after success)', () => {
    it('every read of that topic loads again, and only those', async () => {
      const { wrapper, stats } = setup();
      const { result } = renderHook(
        () => ({
          holdings: useWealthQuery(['stats'], loadStats, { topic: 'earn.holdings' }),
          other: useWealthQuery(['other'], loadStats, { topic: 'staking.user' }),
          invalidate: useInvalidate(),
        }),
        { wrapper },
      );
      await waitFor(() => expect(stats()).toHaveLength(2));
      act(() => result.current.invalidate('earn.holdings'));
      await waitFor(() => expect(stats()).toHaveLength(3));
      await new Promise((r) => setTimeout(r, 20));
      expect(stats()).toHaveLength(3);
    });
  });

  describe('§8 when the read fails', () => {
    it('code -1: a warning toast with the server message, and the last data stays', async () => {
      const { wrapper, exchange } = setup();
      const { result } = renderHook(() => useWealthQuery(['stats'], loadStats), { wrapper });
      await waitFor(() => expect(result.current.data).toEqual({ served: 1 }));
      exchange.faults.inject({ path: STATS, fault: { kind: 'code', code: -1, message: 'Maintenance' } });
      act(() => result.current.refetch());
      await waitFor(() => expect(result.current.status).toBe('error'));
      expect(result.current.data).toEqual({ served: 1 });
      expect(within(screen.getByRole('status')).getByText('Maintenance')).toBeInTheDocument();
    });

    it('a malformed body: an inline generic error for the widget, no toast', async () => {
      const { wrapper, exchange } = setup();
      exchange.faults.inject({ path: STATS, fault: { kind: 'malformed' } });
      const { result } = renderHook(() => useWealthQuery(['stats'], loadStats), { wrapper });
      await waitFor(() => expect(result.current.status).toBe('error'));
      expect(result.current.outcome?.via).toBe('inline');
      expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent('');
    });

    it('401: the host is asked to log in', async () => {
      const { wrapper, exchange, onLoginRequired } = setup();
      exchange.faults.inject({ path: STATS, fault: { kind: 'http', status: 401 } });
      const { result } = renderHook(() => useWealthQuery(['stats'], loadStats), { wrapper });
      await waitFor(() => expect(result.current.status).toBe('error'));
      expect(onLoginRequired).toHaveBeenCalledTimes(1);
    });

    it('a network failure: retried by the client (§9: 10 times), then the Networkerr toast', async () => {
      const { wrapper, exchange, stats } = setup();
      exchange.faults.inject({ path: STATS, times: 11, fault: { kind: 'network' } });
      const { result } = renderHook(() => useWealthQuery(['stats'], loadStats), { wrapper });
      await waitFor(() => expect(result.current.status).toBe('error'));
      expect(stats()).toHaveLength(11);
      expect(
        within(screen.getByRole('alert')).getByText('Network error. Please try again.'),
      ).toBeInTheDocument();
    });
  });

  describe('when the read stays down and is read again (a ticker every 10 s)', () => {
    it('the failure is toasted once, not at each read; once it has been read, a new failure is toasted again', async () => {
      const { wrapper, exchange } = setup();
      const networkError = () => screen.queryAllByText('Network error. Please try again.');
      const dismiss = async () => {
        await act(async () => screen.getByRole('button', { name: 'Dismiss' }).click());
        expect(networkError()).toHaveLength(0);
      };
      exchange.faults.inject({ path: STATS, times: 22, fault: { kind: 'network' } });
      const { result } = renderHook(() => useWealthQuery(['stats'], loadStats), { wrapper });
      await waitFor(() => expect(result.current.status).toBe('error'));
      expect(networkError()).toHaveLength(1);
      await dismiss();
      act(() => result.current.refetch());
      await waitFor(() => expect(result.current.status).toBe('loading'));
      await waitFor(() => expect(result.current.status).toBe('error'));
      expect(networkError()).toHaveLength(0);
      act(() => result.current.refetch());
      await waitFor(() => expect(result.current.data).toEqual({ served: 1 }));
      exchange.faults.inject({ path: STATS, times: 11, fault: { kind: 'network' } });
      act(() => result.current.refetch());
      await waitFor(() => expect(result.current.status).toBe('error'));
      expect(networkError()).toHaveLength(1);
    });
  });

  describe('when an older answer arrives after a newer request', () => {
    it('the newer wins (the older request is aborted)', async () => {
      const { wrapper, exchange } = setup();
      exchange.faults.inject({ path: STATS, fault: { kind: 'latency', ms: 80 } });
      const { result, rerender } = renderHook(
        ({ k }) =>
          useWealthQuery(['stats', k], (client, signal) =>
            loadStats(client, signal).then((d) => ({ ...d, k })),
          ),
        { wrapper, initialProps: { k: 'slow' } },
      );
      rerender({ k: 'fast' });
      await waitFor(() => expect(result.current.status).toBe('success'));
      await new Promise((r) => setTimeout(r, 120));
      expect(result.current.data?.k).toBe('fast');
    });
  });
});

describe('useWealthQuery: given a host in StrictMode (its development build sets every effect up twice)', () => {
  /** loadStats, keeping the signal of each request it sends. */
  function recordingLoad() {
    const signals: AbortSignal[] = [];
    const load = (client: ReturnType<typeof createWealthClient>, signal: AbortSignal) => {
      signals.push(signal);
      return loadStats(client, signal);
    };
    return { signals, load };
  }

  it('the read goes out once, and its answer shows', async () => {
    const { wrapper, stats } = setup();
    const { signals, load } = recordingLoad();
    const { result } = renderHook(() => useWealthQuery(['stats'], load), { wrapper, reactStrictMode: true });
    await waitFor(() => expect(result.current.data).toEqual({ served: 1 }));
    expect(signals).toHaveLength(1);
    expect(stats()).toHaveLength(1);
  });

  it('unmounting still aborts the read in flight, and refetch still reads again', async () => {
    const { wrapper, exchange, stats } = setup();
    const { signals, load } = recordingLoad();
    const { result, unmount } = renderHook(() => useWealthQuery(['stats'], load), {
      wrapper,
      reactStrictMode: true,
    });
    await waitFor(() => expect(result.current.data).toEqual({ served: 1 }));
    act(() => result.current.refetch());
    await waitFor(() => expect(result.current.data).toEqual({ served: 2 }));
    expect(stats()).toHaveLength(2);

    exchange.faults.inject({ path: STATS, fault: { kind: 'latency', ms: 200 } });
    act(() => result.current.refetch());
    await waitFor(() => expect(signals).toHaveLength(3));
    unmount();
    await waitFor(() => expect(signals[2]?.aborted).toBe(true));
  });
});

describe('useWealthQuery: given a read a dialog started before the widget mounted (prefetchReads)', () => {
  const spec: ReadSpec<unknown> = { key: ['stats'], load: loadStats, options: { topic: 'earn.holdings' } };

  /** Starts the read, then (when told) mounts a reader of it; keeps every state the reader rendered. */
  interface PageProps {
    mounted: boolean;
    onRead: (query: WealthQuery<unknown>) => void;
    read: ReadSpec<unknown>;
  }
  function Page({ mounted, onRead, read }: PageProps) {
    const wealth = useWealth();
    const [started] = useState(() => ({ wealth }));
    useEffect(() => prefetchReads(started.wealth, [read]), [started, read]);
    return mounted ? <Reader onRead={onRead} read={read} /> : null;
  }
  function Reader({ onRead, read }: Omit<PageProps, 'mounted'>) {
    onRead(useWealthQuery(read.key, read.load, read.options));
    return null;
  }

  function startThenMount(
    fault?: Parameters<ReturnType<typeof setup>['exchange']['faults']['inject']>[0],
    read = spec,
  ) {
    const { wrapper, exchange, stats } = setup();
    if (fault) exchange.faults.inject(fault);
    const seen: Array<WealthQuery<unknown>> = [];
    const onRead = (query: WealthQuery<unknown>) => seen.push(query);
    const view = render(<Page mounted={false} onRead={onRead} read={read} />, { wrapper });
    const mount = () => view.rerender(<Page mounted onRead={onRead} read={read} />);
    return { seen, mount, stats };
  }

  it('an answer that has arrived is the reader’s first render, and nothing is read again', async () => {
    const { seen, mount, stats } = startThenMount();
    await waitFor(() => expect(stats()).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    mount();
    expect(seen[0]).toMatchObject({ status: 'success', data: { served: 1 }, loading: false });
    await new Promise((r) => setTimeout(r, 20));
    expect(seen.at(-1)).toMatchObject({ status: 'success', data: { served: 1 } });
    expect(stats()).toHaveLength(1);
  });

  it('an answer still on its way is waited for, not asked again', async () => {
    // The answer is held until the reader has mounted: a 60 ms latency had arrived by then on a
    // loaded machine, and the reader's first render was the answer.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const read: ReadSpec<unknown> = {
      ...spec,
      load: async (client, signal) => {
        const answer = await spec.load(client, signal);
        await held;
        return answer;
      },
    };
    const { seen, mount, stats } = startThenMount(undefined, read);
    await waitFor(() => expect(stats()).toHaveLength(1));
    mount();
    expect(seen[0]).toMatchObject({ status: 'loading' });
    release();
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ status: 'success', data: { served: 1 } }));
    expect(stats()).toHaveLength(1);
  });

  it('a read that failed is the reader’s failure as §8 says (an inline error here), and refetch reads again', async () => {
    const { seen, mount, stats } = startThenMount({ path: STATS, fault: { kind: 'malformed' } });
    await waitFor(() => expect(stats()).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    mount();
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ status: 'error', outcome: { via: 'inline' } }));
    expect(stats()).toHaveLength(1);
    act(() => seen.at(-1)?.refetch());
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ status: 'success', data: { served: 1 } }));
    expect(stats()).toHaveLength(2);
  });
});
