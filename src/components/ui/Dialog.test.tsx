import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockViewport } from '../../../tests/helpers/viewport';
import { Button } from './Button';
import { Dialog, DialogContent, DialogTrigger } from './Dialog';
import { WealthRoot } from './WealthRoot';

function Example(props: { size?: 'md' | 'lg'; footer?: boolean }) {
  return (
    <WealthRoot theme="dark">
      <Dialog>
        <DialogTrigger asChild>
          <Button>Subscribe</Button>
        </DialogTrigger>
        <DialogContent
          title="Subscribe USDT"
          description="Flexible, no lock-up"
          size={props.size}
          footer={props.footer ? <Button>Confirm</Button> : undefined}
        >
          <input aria-label="Amount" />
        </DialogContent>
      </Dialog>
    </WealthRoot>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Dialog', () => {
  describe('given a closed dialog', () => {
    it('when the trigger is pressed, then the dialog opens named by its title and described', async () => {
      const user = userEvent.setup();
      render(<Example />);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Subscribe' }));
      const dialog = screen.getByRole('dialog', { name: 'Subscribe USDT' });
      expect(dialog).toHaveAccessibleDescription('Flexible, no lock-up');
      expect(dialog).toHaveAttribute('data-state', 'open');
      expect(dialog).toHaveAttribute('data-size', 'md');
    });

    it("when it opens, then it is portaled into the WealthRoot's layer, which keeps the theme", async () => {
      const user = userEvent.setup();
      const { container } = render(<Example />);
      await user.click(screen.getByRole('button', { name: 'Subscribe' }));
      const dialog = screen.getByRole('dialog');
      expect(dialog.closest('[data-wk-portal]')).toHaveAttribute('data-theme', 'dark');
      expect(dialog.closest('.wk-root')).toHaveAttribute('data-theme', 'dark');
      expect(container).not.toContainElement(dialog);
    });
  });

  describe('given an open dialog', () => {
    it('when Escape is pressed, then it closes and focus returns to the trigger', async () => {
      const user = userEvent.setup();
      render(<Example />);
      const trigger = screen.getByRole('button', { name: 'Subscribe' });
      await user.click(trigger);
      expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(trigger).toHaveFocus();
    });

    it('then the page behind is locked, and when the dim overlay is pressed it closes and lets the page go', async () => {
      // happy-dom has no stylesheet: the overlay's pointer-events: auto over the inert page is dialog.css'.
      const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
      render(<Example />);
      const trigger = screen.getByRole('button', { name: 'Subscribe' });
      await user.click(trigger);
      const overlay = document.querySelector('.wk-dialog-overlay');
      expect(overlay).toHaveAttribute('data-state', 'open');
      expect(document.body.style.getPropertyValue('overflow-y')).toBe('hidden');
      await user.pointer({ keys: '[MouseLeft]', target: overlay as Element });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(document.querySelector('.wk-dialog-overlay')).toBeNull();
      expect(document.body.style.getPropertyValue('overflow-y')).toBe('');
      expect(trigger).toHaveFocus();
    });

    it("when Escape drops an input method's composition in a field, then the dialog stays open", async () => {
      const user = userEvent.setup();
      render(<Example />);
      await user.click(screen.getByRole('button', { name: 'Subscribe' }));
      fireEvent.keyDown(screen.getByRole('textbox', { name: 'Amount' }), {
        key: 'Escape',
        isComposing: true,
      });
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('when the close button is pressed, then it closes and focus returns to the trigger', async () => {
      const user = userEvent.setup();
      render(<Example />);
      const trigger = screen.getByRole('button', { name: 'Subscribe' });
      await user.click(trigger);
      await user.click(screen.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(trigger).toHaveFocus();
    });

    it('when Tab is pressed past the last control, then focus stays inside (trapped)', async () => {
      const user = userEvent.setup();
      render(<Example footer />);
      await user.click(screen.getByRole('button', { name: 'Subscribe' }));
      const dialog = screen.getByRole('dialog');
      for (let i = 0; i < 5; i += 1) {
        await user.tab();
        expect(dialog).toContainElement(document.activeElement as HTMLElement);
      }
    });
  });

  describe('given the stylesheet’s closing fade (motion allowed)', () => {
    it('when closed, then the dim layer stays through its fade and goes when the fade ends', async () => {
      const user = userEvent.setup();
      // happy-dom runs no CSS animations: the overlay reports dialog.css's closing fade as Chromium
      // does, read live (Radix's Presence keeps the style object of the element its ref gives it).
      const real = window.getComputedStyle.bind(window);
      vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
        if (!(element instanceof HTMLElement && element.classList.contains('wk-dialog-overlay')))
          return real(element, pseudo);
        return {
          get animationName() {
            return element.dataset.state === 'closed' ? 'wk-fade-out' : 'none';
          },
          display: 'block',
        } as unknown as CSSStyleDeclaration;
      });
      render(<Example />);
      await user.click(screen.getByRole('button', { name: 'Subscribe' }));
      await screen.findByRole('dialog');
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const overlay = document.querySelector('.wk-dialog-overlay');
      expect(overlay).toHaveAttribute('data-state', 'closed');
      fireEvent.animationEnd(overlay as Element, { animationName: 'wk-fade-out' });
      await waitFor(() => expect(document.querySelector('.wk-dialog-overlay')).toBeNull());
    });
  });

  describe('given the viewport', () => {
    it('when it is 768 px or wider, then the content is a dialog', async () => {
      mockViewport(false);
      render(
        <Dialog defaultOpen>
          <DialogContent title="Redeem">body</DialogContent>
        </Dialog>,
      );
      expect(await screen.findByRole('dialog')).toHaveAttribute('data-layout', 'dialog');
    });

    it('when it is narrower than 768 px, then the content is a bottom sheet', async () => {
      mockViewport(true);
      render(
        <Dialog defaultOpen>
          <DialogContent title="Redeem">body</DialogContent>
        </Dialog>,
      );
      expect(await screen.findByRole('dialog')).toHaveAttribute('data-layout', 'sheet');
    });

    it('when a layout is forced, then it wins over the viewport', async () => {
      mockViewport(false);
      render(
        <Dialog defaultOpen>
          <DialogContent title="Redeem" layout="sheet" size="lg">
            body
          </DialogContent>
        </Dialog>,
      );
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveAttribute('data-layout', 'sheet');
      expect(dialog).toHaveAttribute('data-size', 'lg');
    });
  });

  describe('given a controlled dialog', () => {
    it('when the close button is pressed, then onOpenChange(false) is called and the parent decides', async () => {
      const user = userEvent.setup();
      const onOpenChange = vi.fn();
      render(
        <Dialog open onOpenChange={onOpenChange}>
          <DialogContent title="Confirm" closeLabel="Schließen">
            body
          </DialogContent>
        </Dialog>,
      );
      await user.click(await screen.findByRole('button', { name: 'Schließen' }));
      expect(onOpenChange).toHaveBeenCalledWith(false);
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });
  });

  describe('given a dialog a plain button opens (no DialogTrigger: a link in a form opens the APR trend)', () => {
    it('when it closes, focus goes back to that button', async () => {
      const user = userEvent.setup();
      function Form() {
        const [open, setOpen] = useState(false);
        return (
          <WealthRoot>
            <button type="button" onClick={() => setOpen(true)}>
              APR trend
            </button>
            <Dialog open={open} onOpenChange={setOpen}>
              {open && <DialogContent title="Trend">chart</DialogContent>}
            </Dialog>
          </WealthRoot>
        );
      }
      render(<Form />);
      await user.click(screen.getByRole('button', { name: 'APR trend' }));
      await screen.findByRole('dialog', { name: 'Trend' });
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(screen.getByRole('button', { name: 'APR trend' })).toHaveFocus());
    });
  });
});
