import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { balances, createResponder, OUTABLE } from '../../tests/helpers/responder';
import { useWealth } from '../hooks/context';
import { useBalance } from '../hooks/useBalance';
import { useMessages } from '../hooks/useMessages';
import { defineMessages } from '../i18n/registry';
import { createMemoryStorage } from '../state/storage';
import { WealthProvider, type WealthProviderProps } from './WealthProvider';

const signedIn = { isLogin: true, tierLevel: 1, kycLevel: 1, verified: true, id: 'u1' };

function setup(props: Partial<WealthProviderProps> = {}) {
  const exchange = createResponder({ [OUTABLE]: balances('12.5') });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WealthProvider baseUrl="https://exchange.test" fetch={exchange.fetch} user={signedIn} {...props}>
      {children}
    </WealthProvider>
  );
  return { exchange, wrapper };
}

function Balance({ asset }: { asset: string }) {
  const { balance } = useBalance(asset);
  return <p>{balance ? `${balance.available} ${asset}` : `-- ${asset}`}</p>;
}

/** A button that makes one read through the provider's client. */
function ClientCall() {
  const { client } = useWealth();
  return (
    <button type="button" onClick={() => void client.shared.outable({ assets: ['USDT'] })}>
      call
    </button>
  );
}

function ToastButton({ text }: { text: string }) {
  const { toast } = useWealth();
  return (
    <button type="button" onClick={() => toast('success', { text })}>
      toast {text}
    </button>
  );
}

describe('WealthProvider: given a signed-in customer', () => {
  it('renders its widgets inside .wk-root with the theme and language', () => {
    const { wrapper } = setup({ theme: 'dark' });
    render(<p>inside</p>, { wrapper });
    const root = screen.getByText('inside').closest('.wk-root');
    expect(root).toHaveAttribute('data-theme', 'dark');
    expect(root).toHaveAttribute('lang', 'en');
  });

  describe('when a widget shows a balance (§7 outable, §9 refresh 60 s)', () => {
    it('loads it once for all widgets, in one request for every asset', async () => {
      const { wrapper, exchange } = setup();
      render(
        <>
          <Balance asset="USDT" />
          <Balance asset="USDT" />
          <Balance asset="BTC" />
        </>,
        { wrapper },
      );
      await waitFor(() => expect(screen.getAllByText('12.5 USDT')).toHaveLength(2));
      expect(screen.getByText('12.5 BTC')).toBeInTheDocument();
      const calls = exchange.calls.filter((c) => c.path === OUTABLE);
      expect(calls).toHaveLength(1);
      expect(calls[0]?.body).toEqual({ assets: ['BTC', 'USDT'] });
    });

    it('refreshes it on the interval', async () => {
      const { wrapper, exchange } = setup({ balanceRefreshMs: 50 });
      render(<Balance asset="USDT" />, { wrapper });
      await waitFor(() =>
        expect(exchange.calls.filter((c) => c.path === OUTABLE).length).toBeGreaterThanOrEqual(3),
      );
    });
  });

  describe('when the platform is the app (§2 needNavBar=0)', () => {
    it('navigates through the host with needNavBar=0', () => {
      const onNavigate = vi.fn();
      const { wrapper } = setup({ platform: 'app', onNavigate });
      const { result } = renderHook(() => useWealth(), { wrapper });
      act(() => result.current.navigate('/vip', { upTo: 5 }));
      expect(onNavigate).toHaveBeenCalledWith('/vip?upTo=5&needNavBar=0');
    });
  });

  describe('when the host gives a clock (the sandbox passes its virtual one)', () => {
    it('is the "now" every widget reads; without one it is the browser\'s', () => {
      const { wrapper } = setup({ now: () => 1_736_928_000_000 });
      const { result } = renderHook(() => useWealth(), { wrapper });
      expect(result.current.now()).toBe(1_736_928_000_000);
      const plain = renderHook(() => useWealth(), { wrapper: setup().wrapper });
      expect(Math.abs(plain.result.current.now() - Date.now())).toBeLessThan(60_000);
    });
  });

  describe('when the theme is VIP (§6 the VIP theme selects VIP endpoints)', () => {
    it('makes a client that calls the VIP variant', async () => {
      const { wrapper, exchange } = setup({ theme: 'vip' });
      const { result } = renderHook(() => useWealth(), { wrapper });
      await result.current.client.dual.orderList({ page: 1, page_size: 10 });
      expect(exchange.calls.at(-1)?.path).toBe('/apiw/v2/earn/wealth-vip/dual-order-list');
    });
  });

  describe('when the host talks to its real API (headers, credentials: issue 17 item 7)', () => {
    it('sends the latest headers and the credentials mode on every request of its own client', async () => {
      const exchange = createResponder({ [OUTABLE]: balances('12.5') });
      const seen: { auth: string | null; credentials: RequestCredentials }[] = [];
      const spy: typeof fetch = (input, init) => {
        const request = new Request(input, init);
        seen.push({ auth: request.headers.get('authorization'), credentials: request.credentials });
        return exchange.fetch(request);
      };
      const host = (token: string) => (
        <WealthProvider
          baseUrl="https://exchange.test"
          fetch={spy}
          user={signedIn}
          headers={{ Authorization: `Bearer ${token}` }}
          credentials="include"
        >
          <ClientCall />
        </WealthProvider>
      );
      const { rerender } = render(host('t1'));
      await userEvent.click(screen.getByRole('button', { name: 'call' }));
      // A new object literal with a new token: the same client, the new header.
      rerender(host('t2'));
      await userEvent.click(screen.getByRole('button', { name: 'call' }));
      await waitFor(() => expect(seen).toHaveLength(2));
      expect(seen).toEqual([
        { auth: 'Bearer t1', credentials: 'include' },
        { auth: 'Bearer t2', credentials: 'include' },
      ]);
    });
  });

  describe("when the host gives the exchange's device token (§7: the launch pool orders carry it)", () => {
    it('sends the latest one on the launch pool orders of its own client, and on nothing else', async () => {
      const exchange = createResponder({ [OUTABLE]: balances('12.5') });
      const seen: Array<string | null> = [];
      const spy: typeof fetch = (input, init) => {
        const request = new Request(input, init);
        seen.push(request.headers.get('x-device-token'));
        return exchange.fetch(request);
      };
      let token = 'device-1';
      const { result } = renderHook(() => useWealth(), {
        wrapper: ({ children }: { children: ReactNode }) => (
          <WealthProvider
            baseUrl="https://exchange.test"
            fetch={spy}
            user={signedIn}
            deviceToken={() => token}
          >
            {children}
          </WealthProvider>
        ),
      });
      const order = { pid: 1, rid: 2, amount: '10', simpleEarnStatus: 0 } as const;
      await result.current.client.launchPool.createOrder(order, { idempotencyKey: 'intent-1' });
      token = 'device-2';
      await result.current.client.launchPool.redeem(order, { idempotencyKey: 'intent-2' });
      await result.current.client.shared.outable({ assets: ['GT'] });
      expect(seen).toEqual(['device-1', 'device-2', null]);
    });
  });

  describe('when the locale is zh-CN', () => {
    it('loads the Chinese catalogue lazily and translates', async () => {
      const { wrapper } = setup({ locale: 'zh-Hans-CN' });
      const { result } = renderHook(() => useWealth(), { wrapper });
      expect(result.current.t('Copied')).toBe('Copied');
      await waitFor(() => expect(result.current.t('Copied')).toBe('已复制'));
      // The host's tag stays the locale on screen (lang, Intl); the texts are our zh-CN.
      expect(result.current.locale).toBe('zh-Hans-CN');
    });
  });

  describe('when the host gives its own words (issue 17 item 5: messages, localeFallbacks)', () => {
    it('overrides one of our English texts and keeps the rest', () => {
      const { wrapper } = setup({ messages: { en: { Copied: 'Link copied', 'ui.max': 'All' } } });
      const { result } = renderHook(() => useWealth(), { wrapper });
      expect(result.current.t('Copied')).toBe('Link copied');
      expect(result.current.t('ui.max')).toBe('All');
      expect(result.current.t('ui.cancel')).toBe('Cancel');
    });

    it('makes a locale of its own (zh-TW): its texts first, then our Simplified Chinese, then English', async () => {
      const { wrapper } = setup({ locale: 'zh-TW', messages: { 'zh-TW': { Copied: '已複製' } } });
      const { result } = renderHook(() => useWealth(), { wrapper });
      await waitFor(() => expect(result.current.t('ui.cancel')).toBe('取消'));
      expect(result.current.t('Copied')).toBe('已複製');
      expect(result.current.locale).toBe('zh-TW');
    });

    it("follows the host's chain instead of ours: zh-TW to English directly when it says so", () => {
      const { wrapper } = setup({
        locale: 'zh-TW',
        localeFallbacks: { 'zh-TW': [] },
        messages: { 'zh-TW': { Copied: '已複製' } },
      });
      const { result } = renderHook(() => useWealth(), { wrapper });
      expect(result.current.t('Copied')).toBe('已複製');
      expect(result.current.t('ui.cancel')).toBe('Cancel');
    });

    it("applies the host's parameters and plurals by the locale's rules", () => {
      const { wrapper } = setup({
        locale: 'fr',
        messages: {
          fr: { 'ui.pageOf': 'Page {page} sur {pages}, {pages, plural, one {# page} other {# pages}}' },
        },
      });
      const { result } = renderHook(() => useWealth(), { wrapper });
      expect(result.current.t('ui.pageOf', { page: '1', pages: '1' })).toBe('Page 1 sur 1, 1 page');
      expect(result.current.t('ui.pageOf', { page: '1', pages: '3' })).toBe('Page 1 sur 3, 3 pages');
    });
  });

  describe('when the host gives no onToast', () => {
    it('shows the built-in accessible toaster', async () => {
      const { wrapper } = setup();
      render(<ToastButton text="Modified" />, { wrapper });
      await userEvent.click(screen.getByRole('button', { name: 'toast Modified' }));
      expect(within(screen.getByRole('status')).getByText('Modified')).toBeInTheDocument();
    });
  });

  describe('when the host gives onToast', () => {
    it('hands every toast to the host and renders none itself', async () => {
      const onToast = vi.fn();
      const { wrapper } = setup({ onToast });
      render(<ToastButton text="Copied" />, { wrapper });
      await userEvent.click(screen.getByRole('button', { name: 'toast Copied' }));
      expect(onToast).toHaveBeenCalledWith({ tone: 'success', text: 'Copied' });
      // Exact text: the only 'Copied' would be a toast (the button reads 'toast Copied').
      expect(screen.queryByText('Copied')).toBeNull();
    });
  });

  describe('when preferences are stored (§3 local preferences)', () => {
    it('keeps them per customer under the key prefix', () => {
      const storage = createMemoryStorage();
      const one = setup({ storage, storageKeyPrefix: 'x:' });
      const { result } = renderHook(() => useWealth(), { wrapper: one.wrapper });
      result.current.preferences.set('redeemAccountType', 0);
      expect(storage.getItem('x:u1:redeemAccountType')).toBe('0');
      const other = setup({ storage, storageKeyPrefix: 'x:', user: { ...signedIn, id: 'u2' } });
      const { result: second } = renderHook(() => useWealth(), { wrapper: other.wrapper });
      expect(second.current.preferences.get('redeemAccountType')).toBeUndefined();
    });
  });
});

describe('WealthProvider: given a logged-out visitor (§1, §6)', () => {
  it('asks the host to log in and loads no balance', async () => {
    const onLoginRequired = vi.fn();
    const { wrapper, exchange } = setup({ user: undefined, onLoginRequired });
    const { result } = renderHook(() => ({ wealth: useWealth(), balance: useBalance('USDT') }), { wrapper });
    expect(result.current.wealth.requireLogin()).toBe(false);
    expect(onLoginRequired).toHaveBeenCalledTimes(1);
    await new Promise((r) => setTimeout(r, 20));
    expect(result.current.balance.balance).toBeUndefined();
    expect(exchange.calls).toHaveLength(0);
  });

  it('without onLoginRequired, tells the developer once a page that nothing took the visitor to log in', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { wrapper } = setup({ user: undefined });
    const { result } = renderHook(() => useWealth(), { wrapper });
    expect(result.current.requireLogin()).toBe(false);
    expect(result.current.requireLogin()).toBe(false);
    result.current.requestLogin();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('WealthProvider has no onLoginRequired'));
    warn.mockRestore();
  });
});

describe('WealthProvider: given two providers on one page', () => {
  it('they share no state: a toast in one is not in the other', async () => {
    const a = setup();
    const b = setup();
    render(
      <>
        <section aria-label="A">
          <a.wrapper>
            <ToastButton text="Only A" />
          </a.wrapper>
        </section>
        <section aria-label="B">
          <b.wrapper>
            <p>B</p>
          </b.wrapper>
        </section>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'toast Only A' }));
    // Each provider has its own toaster at the end of the page; only A's shows the toast (shared
    // state would show it in both).
    expect(document.querySelectorAll('[data-wk-portal]')).toHaveLength(2);
    expect(screen.getAllByText('Only A', { selector: 'p, span, div' })).toHaveLength(1);
  });
});

describe('useWealth: given no provider', () => {
  it('says clearly what is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useWealth())).toThrow('must be rendered inside <WealthProvider>');
  });
});

describe('WealthProvider: given a widget family with its own messages (src/i18n/registry)', () => {
  const load = vi.fn(async () => ({ 'probe.hello': '你好，{name}' }));
  const probeMessages = defineMessages({
    name: 'probe',
    en: { 'probe.hello': 'Hello, {name}' },
    load: { 'zh-CN': load },
  });

  function Greeting() {
    const t = useMessages(probeMessages);
    return <p>{t('probe.hello', { name: 'Ada' })}</p>;
  }

  it('shows its English on the first render, without loading anything', () => {
    const { wrapper } = setup();
    render(<Greeting />, { wrapper });
    expect(screen.getByText('Hello, Ada')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('in zh-CN, fetches its Chinese once and re-renders with it', async () => {
    const { wrapper } = setup({ locale: 'zh-CN' });
    render(
      <>
        <Greeting />
        <Greeting />
      </>,
      { wrapper },
    );
    await waitFor(() => expect(screen.getAllByText('你好，Ada')).toHaveLength(2));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
