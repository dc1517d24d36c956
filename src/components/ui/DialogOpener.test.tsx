import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, type ReactElement, type Ref, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { Dialog, DialogContent, DialogTrigger } from './Dialog';
import { DialogOpener } from './DialogOpener';
import { WealthRoot } from './WealthRoot';

function Example({
  onReach,
  onOpenStart,
  refuse = false,
  trigger = <Button onClick={(event) => refuse && event.preventDefault()}>Redeem</Button>,
}: {
  onReach?: () => void;
  onOpenStart?: () => void;
  refuse?: boolean;
  /** @default our Button, which prevents its click when `refuse` */
  trigger?: ReactElement;
}) {
  const [open, setOpen] = useState(false);
  return (
    <WealthRoot>
      <DialogOpener
        open={open}
        onOpenChange={setOpen}
        onReach={onReach}
        onOpenStart={onOpenStart}
        trigger={trigger}
      >
        <DialogContent title="Redeem USDT">
          <input aria-label="Amount" />
          <Dialog>
            <DialogTrigger asChild>
              <Button>Rules</Button>
            </DialogTrigger>
            <DialogContent title="Redeem rules">Rules</DialogContent>
          </Dialog>
        </DialogContent>
      </DialogOpener>
    </WealthRoot>
  );
}

describe('DialogOpener', () => {
  describe('given a closed dialog', () => {
    it('renders the trigger alone, saying it opens a dialog', () => {
      render(<Example />);
      const trigger = screen.getByRole('button', { name: 'Redeem' });
      expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('when the trigger is pointed at or focused, then the customer is reaching for it', async () => {
      const user = userEvent.setup();
      let reached = 0;
      render(<Example onReach={() => (reached += 1)} />);
      await user.hover(screen.getByRole('button', { name: 'Redeem' }));
      await user.tab();
      expect(reached).toBe(2);
    });

    it("when the trigger's own handler prevents the click, then it stays closed and nothing starts", async () => {
      const user = userEvent.setup();
      const onOpenStart = vi.fn();
      render(<Example refuse onOpenStart={onOpenStart} />);
      await user.click(screen.getByRole('button', { name: 'Redeem' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(onOpenStart).not.toHaveBeenCalled();
    });

    it('when the trigger is clicked, then the opening starts (its reads) before the dialog renders, once', async () => {
      const user = userEvent.setup();
      const dialogThen: boolean[] = [];
      render(<Example onOpenStart={() => dialogThen.push(screen.queryByRole('dialog') !== null)} />);
      await user.click(screen.getByRole('button', { name: 'Redeem' }));
      await screen.findByRole('dialog', { name: 'Redeem USDT' });
      expect(dialogThen).toEqual([false]);
    });
  });

  describe('given the dialog opened from its trigger by keyboard', () => {
    it('the trigger is the same element, expanded, and focus is inside the dialog', async () => {
      const user = userEvent.setup();
      render(<Example />);
      const trigger = screen.getByRole('button', { name: 'Redeem' });
      await user.tab();
      await user.keyboard('{Enter}');
      expect(screen.getByRole('dialog', { name: 'Redeem USDT' })).toContainElement(
        document.activeElement as HTMLElement,
      );
      // Still the element the customer pressed (not a new one), so focus can come back to it.
      expect(trigger.isConnected).toBe(true);
      expect(trigger).toHaveAttribute('aria-expanded', 'true');
    });

    it('when Escape is pressed, then it closes and focus returns to the trigger', async () => {
      const user = userEvent.setup();
      render(<Example />);
      const trigger = screen.getByRole('button', { name: 'Redeem' });
      await user.click(trigger);
      await screen.findByRole('dialog', { name: 'Redeem USDT' });
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(trigger).toHaveFocus());
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });

    it('when a dialog nested inside closes, then focus returns to its own trigger, not the outer one', async () => {
      const user = userEvent.setup();
      render(<Example />);
      await user.click(screen.getByRole('button', { name: 'Redeem' }));
      const rules = await screen.findByRole('button', { name: 'Rules' });
      await user.click(rules);
      await screen.findByRole('dialog', { name: 'Redeem rules' });
      await user.keyboard('{Escape}');
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Redeem rules' })).not.toBeInTheDocument(),
      );
      await waitFor(() => expect(rules).toHaveFocus());
      expect(screen.getByRole('dialog', { name: 'Redeem USDT' })).toBeInTheDocument();
    });
  });

  describe("given a host's trigger with its own ref and handlers", () => {
    /** A host's own button, with a ref and handlers of its own, each noting its call. */
    const hostTrigger = (triggerRef: Ref<HTMLButtonElement>, calls: string[]) => (
      <button
        type="button"
        ref={triggerRef}
        aria-label="Redeem BTC"
        onClick={() => calls.push('host click')}
        onFocus={() => calls.push('host focus')}
      >
        Redeem
      </button>
    );

    it('the host keeps its ref, its name and its handlers, which run before the opening', async () => {
      const user = userEvent.setup();
      const calls: string[] = [];
      const triggerRef = createRef<HTMLButtonElement>();
      render(
        <Example
          trigger={hostTrigger(triggerRef, calls)}
          onReach={() => calls.push('reach')}
          onOpenStart={() => calls.push('open')}
        />,
      );
      const trigger = screen.getByRole('button', { name: 'Redeem BTC' });
      expect(triggerRef.current).toBe(trigger);
      await user.tab();
      await user.keyboard('{Enter}');
      await screen.findByRole('dialog', { name: 'Redeem USDT' });
      expect(calls).toEqual(['host focus', 'reach', 'host click', 'open']);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(trigger).toHaveFocus());
    });

    it('a callback ref is given the element once, not again on every render', async () => {
      const user = userEvent.setup();
      const given: Array<HTMLButtonElement | null> = [];
      const calls: string[] = [];
      const callbackRef = (element: HTMLButtonElement | null) => {
        given.push(element);
      };
      render(<Example trigger={hostTrigger(callbackRef, calls)} />);
      const trigger = screen.getByRole('button', { name: 'Redeem BTC' });
      await user.hover(trigger);
      await user.click(trigger);
      await screen.findByRole('dialog', { name: 'Redeem USDT' });
      expect(given).toEqual([trigger]);
    });
  });
});
