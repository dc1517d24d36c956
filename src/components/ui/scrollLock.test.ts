// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lockScroll } from './scrollLock';

/** The viewport with a classic scrollbar `width` px wide (innerWidth counts it, clientWidth does not). */
function scrollbarOf(width: number, bodyPadding = '0px') {
  vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1280);
  vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(1280 - width);
  vi.spyOn(window, 'getComputedStyle').mockReturnValue({ paddingRight: bodyPadding } as CSSStyleDeclaration);
}

/** A body property's inline value and priority, as `value !priority`. */
const inline = (name: string) =>
  `${document.body.style.getPropertyValue(name)} !${document.body.style.getPropertyPriority(name)}`.trim();

const locked = () => ['overflow-x', 'overflow-y'].map(inline);

afterEach(() => {
  vi.restoreAllMocks();
  document.body.removeAttribute('style');
});

describe('lockScroll', () => {
  describe('given a page without a scrollbar taking room (overlay scrollbars, a phone)', () => {
    it('when locked, then the body stops scrolling, over a host sheet’s !important too, and keeps its padding', () => {
      scrollbarOf(0);
      document.body.style.paddingRight = '4px';
      const release = lockScroll(document);
      expect(locked()).toEqual(['hidden !important', 'hidden !important']);
      expect(inline('overscroll-behavior-y')).toBe('contain !important');
      expect(inline('padding-right')).toBe('4px !');
      release();
      expect(document.body.getAttribute('style')).toBe('padding-right: 4px;');
    });
  });

  describe('given a page with a 15 px scrollbar', () => {
    it("when locked, then the body's right padding makes up for the scrollbar, so its content does not move sideways", () => {
      scrollbarOf(15, '8px');
      const release = lockScroll(document);
      expect(inline('padding-right')).toBe('calc(8px + 15px) !important');
      release();
      expect(document.body.getAttribute('style') ?? '').toBe('');
    });
  });

  describe('given a dialog that locked the page and a prompt that opens over it', () => {
    it('when the prompt closes, then the page stays locked until the dialog closes too', () => {
      scrollbarOf(15);
      const dialog = lockScroll(document);
      // The prompt measures nothing: the page has no scrollbar now, and the padding must not double.
      const prompt = lockScroll(document);
      expect(inline('padding-right')).toBe('calc(0px + 15px) !important');
      prompt();
      prompt();
      expect(locked()).toEqual(['hidden !important', 'hidden !important']);
      dialog();
      expect(locked()).toEqual(['!', '!']);
      expect(inline('padding-right')).toBe('!');
    });
  });

  describe("given the host's own inline overflow on the body, one of them important", () => {
    it('when let go, then each is the host’s again, with its priority', () => {
      scrollbarOf(0);
      document.body.style.setProperty('overflow-x', 'clip');
      document.body.style.setProperty('overflow-y', 'auto', 'important');
      lockScroll(document)();
      expect(locked()).toEqual(['clip !', 'auto !important']);
    });
  });
});
