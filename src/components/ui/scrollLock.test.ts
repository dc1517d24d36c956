// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lockScroll } from './scrollLock';

/** The viewport with a classic scrollbar `width` px wide (innerWidth counts it, clientWidth does not). */
function scrollbarOf(width: number) {
  vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1280);
  vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(1280 - width);
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.removeAttribute('style');
});

describe('lockScroll', () => {
  describe('given a page without a scrollbar taking room (overlay scrollbars, a phone)', () => {
    it('when locked, then the body stops scrolling and keeps its padding; when let go, it is as before', () => {
      scrollbarOf(0);
      document.body.style.paddingRight = '4px';
      const release = lockScroll(document);
      expect(document.body.style.overflow).toBe('hidden');
      expect(document.body.style.overscrollBehavior).toBe('contain');
      expect(document.body.style.paddingRight).toBe('4px');
      release();
      expect(document.body.getAttribute('style')).toBe('padding-right: 4px;');
    });
  });

  describe('given a page with a 15 px scrollbar', () => {
    it("when locked, then the body's right padding makes up for the scrollbar, so nothing moves sideways", () => {
      scrollbarOf(15);
      vi.spyOn(window, 'getComputedStyle').mockReturnValue({ paddingRight: '8px' } as CSSStyleDeclaration);
      const release = lockScroll(document);
      expect(document.body.style.paddingRight).toBe('calc(8px + 15px)');
      release();
      expect(document.body.style.paddingRight).toBe('');
      expect(document.body.style.overflow).toBe('');
    });
  });

  describe('given a dialog that locked the page and a prompt that opens over it', () => {
    it('when the prompt closes, then the page stays locked until the dialog closes too', () => {
      scrollbarOf(15);
      vi.spyOn(window, 'getComputedStyle').mockReturnValue({ paddingRight: '0px' } as CSSStyleDeclaration);
      const dialog = lockScroll(document);
      // The prompt measures nothing: the page has no scrollbar now, and the padding must not double.
      const prompt = lockScroll(document);
      expect(document.body.style.paddingRight).toBe('calc(0px + 15px)');
      prompt();
      prompt();
      expect(document.body.style.overflow).toBe('hidden');
      dialog();
      expect(document.body.style.overflow).toBe('');
      expect(document.body.style.paddingRight).toBe('');
    });
  });

  describe("given the host's own inline overflow on the body", () => {
    it('when let go, then it is the host’s again', () => {
      scrollbarOf(0);
      document.body.style.overflow = 'auto';
      lockScroll(document)();
      expect(document.body.style.overflow).toBe('auto');
    });
  });
});
