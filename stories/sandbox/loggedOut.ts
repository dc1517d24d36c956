import { expect, userEvent, within } from 'storybook/test';
import type { HostSpies, SandboxParameters } from './withSandbox';

/**
 * A widget's logged-out story (§1): the visitor is told to log in, not shown "Loading" for ever, and
 * the widget's login button (`button`, e.g. 'Log in to redeem') asks the host for the login.
 */
export function loggedOutStory(button = 'Log in') {
  return {
    parameters: { sandbox: { scenario: 'logged-out' } satisfies SandboxParameters },
    play: async ({
      canvasElement,
      loaded,
    }: {
      canvasElement: HTMLElement;
      loaded: Record<string, unknown>;
    }) => {
      const body = within(canvasElement.ownerDocument.body);
      await expect(
        await body.findByText('Please log in to continue.', {}, { timeout: 10_000 }),
      ).toBeVisible();
      await userEvent.click(body.getByRole('button', { name: button }));
      await expect((loaded.host as HostSpies).onLoginRequired).toHaveBeenCalledWith('logged_out');
    },
  };
}
