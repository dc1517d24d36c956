import { describe, expect, it, vi } from 'vitest';
import type { FrameSettings } from '../protocol';
import { keepLoginOnUrl, urlAfterSettings } from './loginOnUrl';
import { parseFrameQuery } from './query';

const FRAME = 'https://guest.example.com/index.html?is_frame=1&widget=stake&coin=GT&instance_id=abc&wk_v=4';

describe('the frame’s URL: given what the host said of the login', () => {
  it.each<[string, string, FrameSettings, string | null]>([
    ['logged in through the host', `${FRAME}&wk_login=0`, { user: { isLogin: true } }, '1'],
    ['logged out by the host', `${FRAME}&wk_login=1`, { user: { isLogin: false } }, '0'],
    ['a host that did not say it on the URL, then did in init', FRAME, { user: { isLogin: true } }, '1'],
    ['the URL says it already', `${FRAME}&wk_login=1`, { user: { isLogin: true } }, null],
    ['traits without the login', `${FRAME}&wk_login=0`, { user: { tierLevel: 5 } }, null],
    ['a locale or a theme only', `${FRAME}&wk_login=0`, { locale: 'zh-CN', theme: 'dark' }, null],
  ])('%s: wk_login becomes %s', (_, href, settings, expected) => {
    const next = urlAfterSettings(href, settings);
    if (expected === null) {
      expect(next).toBeNull();
      return;
    }
    expect(next).not.toBeNull();
    const url = new URL(next as string);
    expect(url.searchParams.get('wk_login')).toBe(expected);
    // Everything else stays as the host made it, and the boot reads the login from it.
    url.searchParams.delete('wk_login');
    const before = new URL(href);
    before.searchParams.delete('wk_login');
    expect(url.href).toBe(before.href);
    expect(parseFrameQuery(new URL(next as string).search).isLogin).toBe(expected === '1');
  });

  it('keeps the page the frame moved to and its hash (an area frame that went on to My lendings)', () => {
    const href = `${FRAME}&page=%2Fsimple-earn%2Fmy-lendings&wk_login=0#top`;
    const next = new URL(urlAfterSettings(href, { user: { isLogin: true } }) as string);
    expect(next.searchParams.get('page')).toBe('/simple-earn/my-lendings');
    expect(next.hash).toBe('#top');
  });
});

describe('keepLoginOnUrl: given the frame’s window', () => {
  function frameWindow(href: string) {
    const state = { page: 1 };
    const replaceState = vi.fn();
    return {
      win: { location: { href }, history: { state, replaceState } } as unknown as Window,
      state,
      replaceState,
    };
  }

  it('replaces its URL in place, keeping its history state, when the host logs the customer in', () => {
    const { win, state, replaceState } = frameWindow(`${FRAME}&wk_login=0`);
    keepLoginOnUrl(win, { user: { isLogin: true } });
    expect(replaceState).toHaveBeenCalledExactlyOnceWith(state, '', `${FRAME}&wk_login=1`);
  });

  it('touches nothing when the URL says it already', () => {
    const { win, replaceState } = frameWindow(`${FRAME}&wk_login=1`);
    keepLoginOnUrl(win, { user: { isLogin: true, tierLevel: 2 } });
    expect(replaceState).not.toHaveBeenCalled();
  });

  it('does not throw where the URL cannot be replaced', () => {
    const { win, replaceState } = frameWindow(`${FRAME}&wk_login=0`);
    replaceState.mockImplementation(() => {
      throw new DOMException('not allowed', 'SecurityError');
    });
    expect(() => keepLoginOnUrl(win, { user: { isLogin: true } })).not.toThrow();
  });
});
