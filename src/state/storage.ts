/**
 * Where wealthkit keeps the customer's local preferences (§3 "Local preferences"). A host can pass
 * its own adapter; by default it is localStorage, falling back to memory when storage is blocked
 * (Safari private mode, third-party iframes), so a preference is lost at worst, never a crash.
 */
export interface StorageAdapter {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A storage that lives as long as the page: the fallback, and what tests use. */
export function createMemoryStorage(): StorageAdapter {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, value);
    },
    removeItem: (key) => {
      map.delete(key);
    },
  };
}

/** localStorage when it works here, memory otherwise. */
export function defaultStorage(): StorageAdapter {
  return browserStorage('localStorage');
}

/** sessionStorage (one tab, survives a reload) when it works here, memory otherwise. */
export function defaultSessionStorage(): StorageAdapter {
  return browserStorage('sessionStorage');
}

function browserStorage(name: 'localStorage' | 'sessionStorage'): StorageAdapter {
  try {
    const storage = globalThis[name];
    const probe = '__wealthkit_probe__';
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return createMemoryStorage();
  }
}

/**
 * Opens the page's localStorage and sessionStorage now, so that the provider's first render does
 * not: the first touch of each in a document loads its whole area from the browser process in a
 * synchronous call, 1.3-5.9 ms (median 1.8) for localStorage alone on a fresh page of the guest's
 * origin in Chromium, against 0.1 ms for every later one. The assets frame's boot calls it while its
 * app's code is still on its way. Only reads, unlike `browserStorage`'s write probe, which the
 * provider still makes. Storage that is blocked (a frame sandboxed without same-origin, blocked
 * third-party storage) throws here as it would later; the provider then keeps memory.
 */
export function openBrowserStorage(view: Pick<Window, 'localStorage' | 'sessionStorage'>): void {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    try {
      void view[name].length;
    } catch {
      // Blocked: `browserStorage` falls back to memory when the provider asks.
    }
  }
}
