import type { Preview } from '@storybook/react-vite';
import { configure, expect } from 'storybook/test';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import '../src/theme/styles.css';
import '../src/pages/pages.css';
import { elementsOutsideBoxes } from '../tests/setup/armour';

// Play functions wait for states, not for a deadline: Testing Library's 1 s default for findBy and
// waitFor failed a story on a loaded 2-core machine (the React 18 run of "Cancellable", 1,059 ms)
// while the state it waited for was on its way. A state that never comes still fails, at 10 s.
configure({ asyncUtilTimeout: 10_000 });

/** A toolbar switch of the widget stories: its title, icon and values with their labels. */
function switchOf(title: string, icon: string, values: Record<string, string>) {
  const items = Object.entries(values).map(([value, label]) => ({ value, title: label }));
  return {
    description: `Widget ${title.toLowerCase()}`,
    toolbar: { title, icon, items, dynamicTitle: true },
  };
}

const preview: Preview = {
  // The armour's invariant (tests/setup/armour.ts), in every story's last state, its dialogs included.
  afterEach: ({ canvasElement }) => {
    expect(elementsOutsideBoxes(canvasElement.ownerDocument.body)).toEqual([]);
  },
  // A Docs page for every widget: its description and props table from the JSDoc (issue 17 item 8).
  tags: ['autodocs'],
  // Toolbar switches (issue 17 item 8): 'story' keeps what each story chose; a value overrides it
  // in every widget story (read by stories/sandbox/withSandbox.tsx). Viewport is Storybook's own.
  globalTypes: {
    wkTheme: switchOf('Theme', 'paintbrush', {
      story: "The story's theme",
      light: 'Light',
      dark: 'Dark',
      vip: 'VIP',
    }),
    wkLocale: switchOf('Locale', 'globe', {
      story: "The story's language",
      en: 'English',
      'zh-CN': '简体中文',
      'zh-TW': '繁體中文 (our Simplified Chinese)',
    }),
  },
  initialGlobals: { wkTheme: 'story', wkLocale: 'story' },
  parameters: {
    // Every story is an accessibility test: a violation fails the `stories` project. axe leaves
    // WCAG 2.2's target size (2.5.8: 24 px, or room around it) off by default; a customer's thumb
    // on the frame's Max, Copy or Transfer needs it, so it is on.
    a11y: { test: 'error', config: { rules: [{ id: 'target-size', enabled: true }] } },
    controls: { expanded: true },
    layout: 'centered',
    // Storybook's own sizes, and the phone the assets frame's host is checked at (375 × 667).
    viewport: {
      options: {
        ...MINIMAL_VIEWPORTS,
        phone375: { name: 'Phone 375 × 667', styles: { width: '375px', height: '667px' }, type: 'mobile' },
      },
    },
  },
};

export default preview;
