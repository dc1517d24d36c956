import { isNarrowBox } from './narrowBox';

describe('isNarrowBox (§9: the mobile layout below 768 px of the widget)', () => {
  describe('given overlay scrollbars (no room taken by the page scrollbar)', () => {
    it.each([
      [767, false, true],
      [768, true, false],
      [375, true, true],
      [1280, false, false],
    ] as const)('%i px with %s shown is narrow: %s', (width, shown, narrow) => {
      expect(isNarrowBox({ width, pageScrollbar: 0, shown })).toBe(narrow);
    });
  });

  describe('given a widget filling a 768 px window whose page gains a 15 px scrollbar', () => {
    it('stays wide: the scrollbar counts as the widget’s, as for a media query', () => {
      expect(isNarrowBox({ width: 768, pageScrollbar: 0, shown: false })).toBe(false);
      expect(isNarrowBox({ width: 753, pageScrollbar: 15, shown: false })).toBe(false);
    });
  });

  describe('given a fixed 760 px column whose page scrollbar comes and goes with the layout', () => {
    it('changes its layout at most once, never back and forth', () => {
      // No scrollbar at first: 760 is narrow; the cards make the page scroll, and stay.
      const first = isNarrowBox({ width: 760, pageScrollbar: 0, shown: false });
      expect(first).toBe(true);
      expect(isNarrowBox({ width: 760, pageScrollbar: 15, shown: first })).toBe(true);
      // The other way round: the page scrolls at first, so the table shows; the page stops
      // scrolling and the cards show; the page scrolls again, and the cards stay.
      const scrolled = isNarrowBox({ width: 760, pageScrollbar: 15, shown: false });
      expect(scrolled).toBe(false);
      const unscrolled = isNarrowBox({ width: 760, pageScrollbar: 0, shown: scrolled });
      expect(unscrolled).toBe(true);
      expect(isNarrowBox({ width: 760, pageScrollbar: 15, shown: unscrolled })).toBe(true);
    });
  });

  describe('given a column resized across the breakpoint while the page has a 15 px scrollbar', () => {
    it.each([
      // shown wide: narrow once its width and the scrollbar's make less than 768
      [753, false, false],
      [752, false, true],
      // shown narrow: wide once it has 768 px of its own
      [767, true, true],
      [768, true, false],
    ] as const)('%i px with narrow=%s shown is narrow: %s', (width, shown, narrow) => {
      expect(isNarrowBox({ width, pageScrollbar: 15, shown })).toBe(narrow);
    });
  });
});
