// @vitest-environment happy-dom
import type { BootedGuest } from './boot';

const startGuest = vi.fn(async (_booted: BootedGuest) => undefined);
vi.mock('./start', () => ({ startGuest }));

const GUEST = 'https://wealth.exchange.test';
const HOST = 'https://assets.exchange.test';
const API = 'https://api.exchange.test';

/** The start marks the frame made (`startMarks.ts`), in order. */
let marks: string[] = [];

/** The frame's window: its URL, its parent (another window unless `top`), its document. */
function frameWindow(search: string, { top = false, storage = {} } = {}): Window {
  const parent = top ? undefined : ({} as Window);
  const win = {
    location: { search, href: `${GUEST}/index.html${search}`, ancestorOrigins: [HOST] },
    document,
    performance: { mark: (name: string) => marks.push(name) },
  } as unknown as Window & { parent: Window };
  // Its storage as given, getters included (a blocked one throws only when read).
  Object.defineProperties(win, Object.getOwnPropertyDescriptors(storage));
  win.parent = parent ?? win;
  return win;
}

/** config.json and the exchange, as the network answers them; what was asked, in order. */
function network(config: unknown) {
  const asked: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    asked.push(`${request.method} ${request.url.replace(API, '')}`);
    if (request.url === `${GUEST}/config.json`) return Response.json(config);
    return Response.json({ code: 0, data: {} });
  });
  vi.stubGlobal('fetch', fetchMock);
  return asked;
}

const allowed = { apiBaseUrl: API, allowedParentOrigins: [HOST], allowSandbox: true };
const framed = (extra = '') =>
  `?is_frame=1&widget=stake&coin=GT&instance_id=f1&parent_origin=${encodeURIComponent(HOST)}${extra}`;

async function boot(search: string, storage: object = {}) {
  const { bootGuest } = await import('./boot');
  await bootGuest(frameWindow(search, { storage }));
}

/** The idle callbacks the boot asked for (happy-dom has none of its own). */
let idle: Array<() => void> = [];

beforeEach(() => {
  marks = [];
  idle = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  vi.resetModules();
  startGuest.mockClear();
  document.body.replaceChildren(Object.assign(document.createElement('main'), { id: 'root' }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('guest boot (issue 19): what a frame starts before its app has run', () => {
  describe('given an allowed parent and a deployed exchange', () => {
    it('then it sends the widget’s opening reads before it starts the app, and hands them over', async () => {
      const asked = network(allowed);
      startGuest.mockImplementationOnce(async () => {
        // By the time the app starts, config.json and every opening read have gone out.
        expect(asked[0]).toBe(`GET ${GUEST}/config.json`);
        expect(asked.filter((line) => line.includes('/apiw/'))).toHaveLength(6);
      });
      await boot(framed());
      expect(startGuest).toHaveBeenCalledTimes(1);
      const booted = startGuest.mock.calls[0]?.[0];
      expect(booted?.parentOrigin).toBe(HOST);
      expect(booted?.early).toBeDefined();
      expect(booted?.sandbox).toBeNull();
    });

    it('then it leaves the fonts’ lookup to the page’s idle time, not to the wait for the app', async () => {
      network(allowed);
      const measure = vi.fn();
      vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
        measureText: measure,
      } as unknown as CanvasRenderingContext2D);
      // The stylesheet's tokens, which happy-dom does not apply.
      vi.spyOn(window, 'getComputedStyle').mockReturnValue({
        getPropertyValue: (name: string) => (name.startsWith('--wk-font') ? '14px' : ''),
      } as CSSStyleDeclaration);
      startGuest.mockImplementationOnce(async () => {
        expect(measure).not.toHaveBeenCalled();
        expect(idle).toHaveLength(1);
      });
      await boot(framed());
      expect(startGuest).toHaveBeenCalledTimes(1);
    });

    it('then it opens the page’s storage while the app’s code is on its way, not in its first render', async () => {
      network(allowed);
      const opened: string[] = [];
      const area = (name: string) => ({
        get length() {
          opened.push(name);
          return 0;
        },
      });
      startGuest.mockImplementationOnce(async () => {
        expect(opened).toEqual(['localStorage', 'sessionStorage']);
      });
      await boot(framed(), { localStorage: area('localStorage'), sessionStorage: area('sessionStorage') });
      expect(startGuest).toHaveBeenCalledTimes(1);
    });

    it('when the frame may not use storage (a sandboxed frame), then it starts the app all the same', async () => {
      network(allowed);
      const blocked = () => {
        throw new DOMException('The document is sandboxed', 'SecurityError');
      };
      const storage = {};
      for (const name of ['localStorage', 'sessionStorage'])
        Object.defineProperty(storage, name, { get: blocked, enumerable: true });
      await boot(framed(), storage);
      expect(startGuest).toHaveBeenCalledTimes(1);
    });

    it('then it marks its phases as it passes them, for a trace of the frame and bench:embed', async () => {
      network(allowed);
      startGuest.mockImplementationOnce(async () => {
        expect(marks).toEqual(['wealthkit:boot', 'wealthkit:config', 'wealthkit:app']);
      });
      await boot(framed());
      expect(startGuest).toHaveBeenCalledTimes(1);
    });

    it('when the host says the customer is signed out, then no read leaves before the app', async () => {
      const asked = network(allowed);
      await boot(framed('&wk_login=0'));
      expect(asked).toEqual([`GET ${GUEST}/config.json`]);
      expect(startGuest.mock.calls[0]?.[0].early).toBeUndefined();
    });
  });

  describe('given the frame asks for the sandbox', () => {
    it('when the config allows it, then the sandbox goes to the app and nothing is read over the network', async () => {
      const asked = network(allowed);
      await boot(framed('&sandbox=1'));
      expect(asked).toEqual([`GET ${GUEST}/config.json`]);
      const booted = startGuest.mock.calls[0]?.[0];
      expect(booted?.sandbox).not.toBeNull();
      expect(booted?.early).toBeUndefined();
    });

    it('when the config does not allow it, then the frame reads the configured exchange instead', async () => {
      const asked = network({ ...allowed, allowSandbox: false });
      await boot(framed('&sandbox=1'));
      const booted = startGuest.mock.calls[0]?.[0];
      expect(booted?.sandbox).toBeNull();
      expect(asked.filter((line) => line.includes('/apiw/'))).toHaveLength(6);
    });
  });

  describe('given a parent the config does not list', () => {
    it('then the frame says it cannot be shown, reads nothing and never starts the app', async () => {
      const asked = network({ ...allowed, allowedParentOrigins: ['https://other.example'] });
      await boot(framed());
      expect(document.getElementById('root')?.textContent).toBe('This content cannot be shown here.');
      expect(document.querySelector('[role="status"]')).not.toBeNull();
      expect(asked).toEqual([`GET ${GUEST}/config.json`]);
      expect(startGuest).not.toHaveBeenCalled();
      // It never reached its app: a trace shows where it stopped.
      expect(marks).toEqual(['wealthkit:boot', 'wealthkit:config']);
    });
  });

  describe.each([
    ['a widget no frame shows', framed().replace('widget=stake', 'widget=launch-pool')],
    ['staking without its coin', framed().replace('&coin=GT', '')],
    ['staking with a coin that is no coin', framed().replace('coin=GT', 'coin=%3Cb%3E')],
    ['no widget and no page (the guest opened bare)', '?is_frame=1&instance_id=f1'],
  ])('given a URL made by hand that names %s', (_, search) => {
    it('then the frame says it cannot be shown instead of a blank box, and never starts the app', async () => {
      const asked = network(allowed);
      await boot(search);
      expect(document.getElementById('root')?.textContent).toBe('This content cannot be shown here.');
      expect(asked).toEqual([]);
      expect(startGuest).not.toHaveBeenCalled();
    });
  });

  describe('given the app’s code does not arrive', () => {
    it('then the frame says it cannot be shown instead of staying blank', async () => {
      network(allowed);
      vi.doMock('./start', () => {
        throw new Error('the app chunk did not arrive');
      });
      try {
        await boot(framed('&lang=zh-CN'));
      } finally {
        vi.doMock('./start', () => ({ startGuest }));
      }
      expect(document.getElementById('root')?.textContent).toBe('此处无法显示该内容。');
      expect(startGuest).not.toHaveBeenCalled();
      expect(marks).not.toContain('wealthkit:app');
    });
  });
});
