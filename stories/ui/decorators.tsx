import type { Decorator } from '@storybook/react-vite';
import type { WealthTheme } from '../../src/components/ui/portal';
import { WealthRoot } from '../../src/components/ui/WealthRoot';

/**
 * Wraps every UI story in a WealthRoot, painted with the theme's page colour so text contrast is
 * checked against the right background. Pick the theme per story with `parameters.wealthTheme`.
 * Its content and a story's own frame are narrower than their width where the viewport has not the
 * room (`withinViewport`): at the phone's 375 px a story scrolled the page sideways.
 */
export const withWealthRoot: Decorator = (Story, context) => {
  const theme = (context.parameters.wealthTheme as WealthTheme | undefined) ?? 'light';
  return (
    <WealthRoot
      theme={theme}
      style={{ background: 'var(--wk-color-bg)', padding: 24, minWidth: withinViewport(320) }}
    >
      <Story />
    </WealthRoot>
  );
};

/**
 * `px`, or what the viewport leaves beside the canvas' padding (16 px a side), the root's (24) and a
 * classic scrollbar (15): a CSS width for a story's frame.
 */
export const withinViewport = (px: number) => `min(${px}px, 100vw - 96px)`;

/** `parameters` for a story in the dark theme. */
export const dark = { wealthTheme: 'dark' satisfies WealthTheme };
/** `parameters` for a story in the VIP theme. */
export const vip = { wealthTheme: 'vip' satisfies WealthTheme };
