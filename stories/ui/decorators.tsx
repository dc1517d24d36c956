import type { Decorator } from '@storybook/react-vite';
import type { WealthTheme } from '../../src/components/ui/portal';
import { WealthRoot } from '../../src/components/ui/WealthRoot';

/**
 * Wraps every UI story in a WealthRoot, painted with the theme's page colour so text contrast is
 * checked against the right background. Pick the theme per story with `parameters.wealthTheme`.
 */
export const withWealthRoot: Decorator = (Story, context) => {
  const theme = (context.parameters.wealthTheme as WealthTheme | undefined) ?? 'light';
  return (
    <WealthRoot theme={theme} style={{ background: 'var(--wk-color-bg)', padding: 24, minWidth: 320 }}>
      <Story />
    </WealthRoot>
  );
};

/** `parameters` for a story in the dark theme. */
export const dark = { wealthTheme: 'dark' satisfies WealthTheme };
/** `parameters` for a story in the VIP theme. */
export const vip = { wealthTheme: 'vip' satisfies WealthTheme };
