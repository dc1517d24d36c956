import type { Preview } from '@storybook/react-vite';
import '../src/theme/styles.css';

const preview: Preview = {
  parameters: {
    // Every story is an accessibility test: a violation fails the `stories` project.
    a11y: { test: 'error' },
    controls: { expanded: true },
    layout: 'centered',
  },
};

export default preview;
