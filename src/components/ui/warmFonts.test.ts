// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmFonts, warmPageFonts } from './warmFonts';

/** The module afresh: which pages it has warmed is module state, one page per test here. */
async function freshModule() {
  vi.resetModules();
  return import('./warmFonts');
}

const TOKENS: Record<string, string> = {
  '--wk-font': 'Inter, system-ui, sans-serif',
  '--wk-font-size-sm': '12px',
  '--wk-font-size': '14px',
  '--wk-font-size-lg': '16px',
  '--wk-font-size-xl': '20px',
};

/** A 2D context that records each font it measured text in, and the text. */
function recordingCanvas() {
  const measured: Array<{ font: string; text: string; lang: string }> = [];
  const context = {
    font: '10px sans-serif',
    lang: 'inherit',
    measureText(text: string) {
      measured.push({ font: this.font, text, lang: this.lang });
      return { width: text.length } as TextMetrics;
    },
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    context as unknown as CanvasRenderingContext2D,
  );
  return measured;
}

/** The box's computed custom properties (the tokens a theme gives it). */
function tokens(values: Record<string, string>) {
  vi.spyOn(window, 'getComputedStyle').mockReturnValue({
    getPropertyValue: (name: string) => values[name] ?? '',
  } as CSSStyleDeclaration);
}

function box(lang?: string) {
  const element = document.createElement('div');
  element.className = 'wk-root';
  if (lang) element.setAttribute('lang', lang);
  document.body.append(element);
  return element;
}

/** happy-dom has no idle callbacks: a page's, installed for a test. */
function idleCallbacks() {
  const queued: Array<{ run: () => void; timeout: number | undefined }> = [];
  const cancelled: number[] = [];
  Object.assign(window, {
    requestIdleCallback: (run: IdleRequestCallback, options?: IdleRequestOptions) => {
      queued.push({ run: () => run({} as IdleDeadline), timeout: options?.timeout });
      return queued.length;
    },
    cancelIdleCallback: (handle: number) => cancelled.push(handle),
  });
  return { queued, cancelled };
}

afterEach(() => {
  Reflect.deleteProperty(window, 'requestIdleCallback');
  Reflect.deleteProperty(window, 'cancelIdleCallback');
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('warmFonts', () => {
  describe('given a box whose theme sets the font and the type scale', () => {
    it('when warmed, then text is measured in each size of the scale at 400 and 600, in the theme’s family', () => {
      const measured = recordingCanvas();
      tokens(TOKENS);
      warmFonts(box('en'));
      expect(measured.map((m) => m.font)).toEqual(
        ['12px', '14px', '16px', '20px'].flatMap((size) =>
          ['400', '600'].map((weight) => `${weight} ${size} Inter, system-ui, sans-serif`),
        ),
      );
      expect(measured.every((m) => /\d/.test(m.text) && /[A-Za-z]/.test(m.text))).toBe(true);
    });
  });

  describe('given a box in Chinese, whose text comes from a fallback font', () => {
    it('when warmed, then a Chinese character is measured too, in the box’s language', () => {
      const measured = recordingCanvas();
      tokens(TOKENS);
      warmFonts(box('zh-CN'));
      expect(measured[0]?.text).toContain('的');
      expect(measured[0]?.lang).toBe('zh-CN');
    });
  });

  describe('given a page without our stylesheet (no --wk-font) or without a 2D canvas', () => {
    it('when warmed, then nothing is measured and nothing throws', () => {
      const measured = recordingCanvas();
      tokens({});
      warmFonts(box());
      expect(measured).toEqual([]);
      vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
      tokens(TOKENS);
      expect(() => warmFonts(box())).not.toThrow();
    });
  });
});

describe('warmPageFonts', () => {
  describe('given a page with no widget yet (the assets frame while its code loads)', () => {
    it('when warmed, then a passing .wk-root probe in the page’s language is measured and removed', () => {
      const measured = recordingCanvas();
      const probes: string[] = [];
      vi.spyOn(window, 'getComputedStyle').mockImplementation((element) => {
        probes.push(`${(element as HTMLElement).className} ${element.isConnected}`);
        return { getPropertyValue: (name: string) => TOKENS[name] ?? '' } as CSSStyleDeclaration;
      });
      warmPageFonts(document, 'zh-CN');
      expect(probes).toEqual(['wk-root true']);
      expect(measured).toHaveLength(8);
      expect(measured[0]?.lang).toBe('zh-CN');
      expect(document.querySelector('.wk-root')).toBeNull();
    });
  });
});

describe('warmPageFontsWhenIdle', () => {
  describe('given the assets frame, whose boot waits for its app’s code', () => {
    it('when asked, then nothing is looked up at once, and everything once the page is idle', async () => {
      const { warmPageFontsWhenIdle } = await freshModule();
      const measured = recordingCanvas();
      tokens(TOKENS);
      const idle = idleCallbacks();
      warmPageFontsWhenIdle(document, 'en');
      expect(measured).toEqual([]);
      expect(idle.queued).toHaveLength(1);
      expect(idle.queued[0]?.timeout).toBe(2000);
      idle.queued[0]?.run();
      expect(measured).toHaveLength(8);
      expect(document.querySelector('.wk-root')).toBeNull();
    });

    it('when the widget’s box appears before the page went idle, then it schedules nothing more', async () => {
      const { warmPageFontsWhenIdle, warmFontsWhenIdle } = await freshModule();
      recordingCanvas();
      tokens(TOKENS);
      const idle = idleCallbacks();
      warmPageFontsWhenIdle(document);
      warmFontsWhenIdle(box());
      expect(idle.queued).toHaveLength(1);
    });
  });
});

describe('warmFontsWhenIdle', () => {
  describe('given a page whose fonts were looked up already (the frame’s boot)', () => {
    it('when a box appears, then nothing more is scheduled', async () => {
      const { warmFontsWhenIdle, warmFonts: warmNow } = await freshModule();
      recordingCanvas();
      tokens(TOKENS);
      const idle = idleCallbacks();
      warmNow(box());
      warmFontsWhenIdle(box());
      expect(idle.queued).toEqual([]);
    });
  });

  describe('given two boxes on one page', () => {
    it('when the page goes idle, then the fonts are looked up once, not before', async () => {
      const { warmFontsWhenIdle } = await freshModule();
      const measured = recordingCanvas();
      tokens(TOKENS);
      const idle = idleCallbacks();
      warmFontsWhenIdle(box());
      warmFontsWhenIdle(box());
      expect(measured).toEqual([]);
      expect(idle.queued).toHaveLength(1);
      expect(idle.queued[0]?.timeout).toBe(2000);
      idle.queued[0]?.run();
      expect(measured).toHaveLength(8);
    });

    it('when the first box goes after the lookup, then a new box schedules nothing more', async () => {
      const { warmFontsWhenIdle } = await freshModule();
      recordingCanvas();
      tokens(TOKENS);
      const idle = idleCallbacks();
      const stop = warmFontsWhenIdle(box());
      idle.queued[0]?.run();
      stop();
      warmFontsWhenIdle(box());
      expect(idle.cancelled).toEqual([]);
      expect(idle.queued).toHaveLength(1);
    });
  });

  describe('given a box gone before the page went idle', () => {
    it('when cancelled, then the lookup is dropped, and the next box on the page schedules its own', async () => {
      const { warmFontsWhenIdle } = await freshModule();
      recordingCanvas();
      tokens(TOKENS);
      const idle = idleCallbacks();
      const stop = warmFontsWhenIdle(box());
      stop();
      expect(idle.cancelled).toEqual([1]);
      warmFontsWhenIdle(box());
      expect(idle.queued).toHaveLength(2);
    });
  });

  describe('given a browser without idle callbacks (Safari)', () => {
    it('when 2 s have passed, then the fonts are looked up', async () => {
      const { warmFontsWhenIdle } = await freshModule();
      vi.useFakeTimers();
      const measured = recordingCanvas();
      tokens(TOKENS);
      const stop = warmFontsWhenIdle(box());
      vi.advanceTimersByTime(1999);
      expect(measured).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(measured).toHaveLength(8);
      stop();
    });
  });
});
