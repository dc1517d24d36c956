import { MOBILE_BREAKPOINT_PX } from '../../domain/constants';

export interface BoxReading {
  /** The widget's own width, in CSS px. */
  width: number;
  /**
   * The width the page's own scrollbar takes (`innerWidth - documentElement.clientWidth`): 15-17 px
   * for a classic scrollbar on Windows or Linux, 0 with overlay scrollbars (phones, macOS).
   */
  pageScrollbar: number;
  /** Whether the narrow layout shows now (at first, the window's answer). */
  shown: boolean;
}

/**
 * Whether a widget of this width takes the narrow (mobile) layout (§9, 768 px).
 *
 * To go narrow, the page's scrollbar counts as the widget's, as it does for a media
 * query on the window: a widget filling a 768 px window is wide whether or not the page scrolls.
 * Without that, on Windows or Linux, the table made the page scroll, the scrollbar took 15 px, the
 * widget went to cards, the shorter page lost its scrollbar, the widget went back to the table, and
 * so on every frame (a flicker, and "ResizeObserver loop" errors in the host's monitoring).
 *
 * To go back to wide, the widget needs 768 px of its own: a fixed column a few px under 768 px,
 * wide only while the page scrolled, would otherwise still flip as the scrollbar came and went. So
 * a layout changes at most once for a scrollbar; with overlay scrollbars (phones, macOS) the rule is
 * exactly §9's 768 px.
 */
export function isNarrowBox({ width, pageScrollbar, shown }: BoxReading): boolean {
  return (shown ? width : width + pageScrollbar) < MOBILE_BREAKPOINT_PX;
}
