import { createStore } from 'jotai/vanilla';
import { dismissToast, MAX_TOASTS, pushToast, toastsAtom } from './toasts';

describe('toasts: given the built-in toast list', () => {
  it('adds, de-duplicates the same message, and dismisses', () => {
    const store = createStore();
    const a = pushToast(store, 'error', 'Networkerr');
    const b = pushToast(store, 'error', 'Networkerr');
    expect(a).toBe(b);
    pushToast(store, 'success', 'Copied');
    expect(store.get(toastsAtom).map((t) => t.text)).toEqual(['Networkerr', 'Copied']);
    dismissToast(store, a);
    expect(store.get(toastsAtom).map((t) => t.text)).toEqual(['Copied']);
  });

  it(`keeps at most ${MAX_TOASTS}, dropping the oldest`, () => {
    const store = createStore();
    for (let i = 0; i < MAX_TOASTS + 2; i += 1) pushToast(store, 'info', `m${i}`);
    expect(store.get(toastsAtom).map((t) => t.text)).toEqual(['m2', 'm3', 'm4', 'm5']);
  });

  it('two stores share nothing', () => {
    const one = createStore();
    const two = createStore();
    pushToast(one, 'info', 'x');
    expect(two.get(toastsAtom)).toEqual([]);
  });
});
