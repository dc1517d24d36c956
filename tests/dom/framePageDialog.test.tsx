import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PageDialog } from '../../embed/guest/PageDialog';
import { Button } from '../../src/components/ui/Button';
import { Dialog, DialogContent, WidgetIsPageContext } from '../../src/components/ui/Dialog';
import { DialogOpener } from '../../src/components/ui/DialogOpener';
import { WealthRoot } from '../../src/components/ui/WealthRoot';

// The assets frame's widget (embed/guest/GuestApp.tsx): its dialog is the page, the dialogs it
// opens are modal. The whole keyboard path, host to frame and back, is tests/e2e/embed.test.ts'.
describe('given a widget whose dialog is the page (WidgetIsPageContext: the assets frame)', () => {
  function FramePage({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
    const [nested, setNested] = useState(false);
    return (
      <>
        <WealthRoot portalContainer="inline">
          <WidgetIsPageContext.Provider value={PageDialog}>
            <DialogOpener open onOpenChange={onOpenChange} trigger={undefined}>
              <DialogContent title="Stake GT" footer={<Button>Stake</Button>}>
                <input aria-label="Amount" />
                <Button onClick={() => setNested(true)}>APR trend</Button>
                <Dialog open={nested} onOpenChange={setNested}>
                  <DialogContent title="APR trend">
                    <Button>7 days</Button>
                  </DialogContent>
                </Dialog>
              </DialogContent>
            </DialogOpener>
          </WidgetIsPageContext.Provider>
        </WealthRoot>
        {/* The host page after the frame. */}
        <button type="button">After the widget</button>
      </>
    );
  }

  it('then it takes focus as it opens, Tab goes on past its last control, and the page keeps its scroll', async () => {
    const user = userEvent.setup();
    render(<FramePage onOpenChange={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Stake GT' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Stake' })).toHaveFocus();
    // A modal sends this Tab back to Close (tested above); the page's goes on out of it.
    await user.tab();
    expect(screen.getByRole('button', { name: 'After the widget' })).toHaveFocus();
    expect(dialog).not.toHaveAttribute('aria-modal');
    expect(document.body.style.overflowY).toBe('');
  });

  it('when Escape is pressed in it, then it asks to close; a dialog it opens is modal and takes the Escape first', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<FramePage onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'APR trend' }));
    const trend = screen.getByRole('dialog', { name: 'APR trend' });
    await waitFor(() => expect(trend).toContainElement(document.activeElement as HTMLElement));
    expect(document.body.style.overflowY).toBe('hidden');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'APR trend' })).not.toBeInTheDocument());
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('textbox', { name: 'Amount' }));
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
