import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SubscribeModal } from './SubscribeModal';
import { renderOnSandbox } from './testSupport';

// The form's code is held back until the test lets it go, and then fails once (a dropped
// connection, a deploy that removed the old chunk) before it arrives. In a file of its own, so no
// earlier test has fetched the chunk already.
const chunk = await vi.hoisted(async () => ({
  held: (await import('../../../tests/helpers/heldChunk')).holdChunk(),
  failures: 1,
}));
vi.mock('./SubscribePanel', async (importOriginal) => {
  await chunk.held.arrived;
  if (chunk.failures > 0) {
    chunk.failures -= 1;
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});

describe('SubscribeModal whose form’s code is slow, then fails to arrive', () => {
  it('shows its trigger busy (a second click ignored, Escape cancels), then says so in a toast and closes, and the next click opens the form', async () => {
    const user = userEvent.setup();
    renderOnSandbox(
      <main>
        <h1>Host page</h1>
        <SubscribeModal coin="USDT" trigger={<button type="button">Subscribe USDT</button>} />
      </main>,
    );
    const trigger = screen.getByRole('button', { name: 'Subscribe USDT' });

    // Clicked before the code is here: the click visibly did something, and Escape cancels it.
    await user.click(trigger);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-busy', 'true'));
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    expect(trigger).not.toHaveAttribute('aria-busy');

    // A double click (a customer's habit) opens it: the busy trigger ignores the second click.
    await user.dblClick(trigger);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-busy', 'true'));
    expect(trigger).toHaveAttribute('aria-expanded', 'true');

    // The fetch fails: §8 "Network failure: error toast 'Networkerr'", and the host's page stays.
    await chunk.held.deliver(() => import('./SubscribePanel').catch(() => undefined));
    expect(await screen.findByText('Network error. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    expect(trigger).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('heading', { name: 'Host page' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Opening it again fetches the form again.
    await user.click(trigger);
    expect(await screen.findByRole('dialog', { name: 'Subscribe USDT' })).toBeInTheDocument();
    expect(trigger).not.toHaveAttribute('aria-busy');
  });
});
