import { mountWealthFrame } from '../host';
import { envelope } from '../protocol';
import { fakeHostPage, fakeListeningWindow, fakeTarget } from '../testWindows';
import { createGuestBridge } from './bridge';
import { createSettingsStore, frameUser } from './settings';

const HOST = 'https://assets.exchange.example';
const GUEST = 'https://wealth.exchange.example';

describe('guest settings: given the store the host messages land in', () => {
  it('a change replaces locale and theme, and changes only the user fields it has', () => {
    const store = createSettingsStore({ locale: 'en' });
    const seen: unknown[] = [];
    store.subscribe(() => seen.push(store.get()));
    store.set({ theme: 'dark', user: { tierLevel: 5, kycLevel: 2 } });
    store.set({ locale: 'zh-CN', user: { verified: true } });
    store.set({ theme: 'vip' });
    expect(store.get()).toEqual({
      locale: 'zh-CN',
      theme: 'vip',
      user: { tierLevel: 5, kycLevel: 2, verified: true },
    });
    expect(seen).toHaveLength(3);
  });

  it('a change that changes nothing (an init repeating the URL, an update repeating the traits) tells no one', () => {
    const store = createSettingsStore({ locale: 'en', theme: 'dark' });
    let told = 0;
    store.subscribe(() => {
      told += 1;
    });
    store.set({});
    store.set({ locale: 'en', theme: 'dark' });
    expect(told).toBe(0);
    store.set({ user: { tierLevel: 5 } });
    const settled = store.get();
    store.set({ user: { tierLevel: 5 } });
    store.set({ theme: 'dark', user: {} });
    expect(told).toBe(1);
    expect(store.get()).toBe(settled);
    store.set({ user: { tierLevel: 6 } });
    expect(told).toBe(2);
    expect(store.get().user).toEqual({ tierLevel: 6 });
  });

  it('frameUser puts the host traits over the guest’s own user, keeping what they do not name', () => {
    const base = { isLogin: true, tierLevel: 1, kycLevel: 2, id: 'sandbox-user' };
    expect(frameUser(base, undefined)).toBe(base);
    expect(frameUser(base, { tierLevel: 8, verified: true })).toEqual({
      isLogin: true,
      tierLevel: 8,
      kycLevel: 2,
      verified: true,
      id: 'sandbox-user',
    });
  });
});

describe('host → guest: given a frame mounted with user traits', () => {
  function connected(user: Parameters<typeof mountWealthFrame>[1]['user']) {
    const host = fakeHostPage(HOST);
    const handle = mountWealthFrame(host.container, {
      src: `${GUEST}/embed/index.html`,
      widget: 'stake',
      params: { coin: 'GT' },
      ...(user ? { user } : {}),
    });
    const iframe = host.iframes[0];
    const id = new URL(iframe?.src ?? '').searchParams.get('instance_id') as string;
    // The guest's window: its parent is the host page, whose posts the test carries over.
    const parent = fakeTarget();
    const guest = fakeListeningWindow(GUEST, { parent });
    const settings = createSettingsStore({});
    createGuestBridge({
      window: guest.win as unknown as Window,
      parentOrigin: HOST,
      instanceId: id,
      onHostMessage: (message) => settings.set(message.payload),
    });
    const carried = new Set<unknown>();
    /** Delivers what the host posted to the iframe, as the browser would. */
    const deliver = () => {
      for (const post of iframe?.contentWindow?.posts ?? []) {
        if (carried.has(post)) continue;
        carried.add(post);
        expect(post.targetOrigin).toBe(GUEST);
        guest.dispatch({ data: post.data, origin: HOST, source: parent });
      }
    };
    const ready = () =>
      host.dispatch({
        data: envelope(id, 'ready', { widget: 'stake' }),
        origin: GUEST,
        source: iframe?.contentWindow,
      });
    return { handle, settings, deliver, ready };
  }

  it('init brings the traits to the guest, and update changes them', () => {
    const { handle, settings, deliver, ready } = connected({ tierLevel: 5, kycLevel: 2 });
    ready();
    deliver();
    expect(settings.get().user).toEqual({ tierLevel: 5, kycLevel: 2 });
    handle.update({ user: { tierLevel: 8, verified: true } });
    deliver();
    expect(frameUser({ isLogin: true }, settings.get().user)).toEqual({
      isLogin: true,
      tierLevel: 8,
      kycLevel: 2,
      verified: true,
    });
  });

  it('an update with traits out of range is dropped whole by the guest, theme included', () => {
    const { handle, settings, deliver, ready } = connected(undefined);
    ready();
    deliver();
    expect(settings.get()).toEqual({});
    handle.update({ theme: 'dark', user: { tierLevel: 17 } });
    handle.update({ user: { kycLevel: -1 } });
    deliver();
    expect(settings.get()).toEqual({});
    handle.update({ user: { kycLevel: 1 } });
    deliver();
    expect(settings.get()).toEqual({ user: { kycLevel: 1 } });
  });
});
