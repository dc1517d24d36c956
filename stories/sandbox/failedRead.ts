import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SandboxParameters } from './withSandbox';

const GENERIC_ERROR = 'Something went wrong. Please try again.';

/**
 * A widget's failed-read story (§8 "Data fetch failure", issue 13): the read at `path` fails with
 * a 503 on its first try and on its one retry, so the widget shows the generic error with Retry;
 * the play function presses Retry and waits for `ready`.
 */
export function failedReadStory(
  path: string,
  ready: (page: ReturnType<typeof within>) => Promise<void>,
  options: { method?: string; setup?: SandboxParameters['setup']; times?: number } = {},
) {
  // `times`: a widget that reads the path for several coins at once needs one fault per read and try.
  const { method = 'GET', setup, times = 2 } = options;
  return {
    parameters: {
      sandbox: {
        scenario: 'regular',
        retry: 1,
        setup: (exchange) => {
          setup?.(exchange);
          exchange.faults.inject({ path, method, times, fault: { kind: 'http', status: 503 } });
        },
      } satisfies SandboxParameters,
    },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const page = within(canvasElement.ownerDocument.body);
      const message = await page.findByText(GENERIC_ERROR, {}, { timeout: 10_000 });
      const box = message.closest('[data-state="error"]') as HTMLElement;
      await expect(box).toHaveAttribute('role', 'alert');
      await userEvent.click(within(box).getByRole('button', { name: 'Retry' }));
      await ready(page);
      await waitFor(() => expect(page.queryByText(GENERIC_ERROR)).not.toBeInTheDocument());
    },
  };
}
