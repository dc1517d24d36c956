import type { StorybookConfig } from '@storybook/react-vite';
import { embedGuestDevServer } from '../embed/guest/devServer';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Designers open the widgets, not Storybook's getting-started guide (issue 17 item 8).
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
  // The "Embed / Assets frame" story frames the guest app from this same dev server.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: [...(viteConfig.plugins ?? []), embedGuestDevServer()],
  }),
};

export default config;
