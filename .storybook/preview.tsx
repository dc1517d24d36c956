import type { Preview } from '@storybook/react-vite';
import '../src/theme/styles.css';

const preview: Preview = {
  // Toolbar switches (issue 17 item 8): 'story' keeps what each story chose; a value overrides it
  // in every widget story (read by stories/sandbox/withSandbox.tsx). Viewport is Storybook's own.
  globalTypes: {
    wkTheme: {
      description: 'Widget theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'story', title: "The story's theme" },
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
          { value: 'vip', title: 'VIP' },
        ],
        dynamicTitle: true,
      },
    },
    wkLocale: {
      description: 'Widget language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'story', title: "The story's language" },
          { value: 'en', title: 'English' },
          { value: 'zh-CN', title: '简体中文' },
          { value: 'zh-TW', title: '繁體中文 (our Simplified Chinese)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { wkTheme: 'story', wkLocale: 'story' },
  parameters: {
    // Every story is an accessibility test: a violation fails the `stories` project.
    a11y: { test: 'error' },
    controls: { expanded: true },
    layout: 'centered',
  },
};

export default preview;
