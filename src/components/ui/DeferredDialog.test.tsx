import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type MouseEvent, type ReactElement, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { DeferredDialog } from './DeferredDialog';
import { DialogContent } from './Dialog';
import { lazyDialogPanel } from './DialogPanelPending';
import { LazyPanelDialog } from './LazyPanelDialog';
import type { LazyPanel } from './lazyPanel';
import { WealthRoot } from './WealthRoot';

function RedeemForm() {
  return (
    <DialogContent title="Redeem USDT">
      <input aria-label="Amount" />
    </DialogContent>
  );
}

/** A form in a chunk of its own, whose code arrives when the test says. */
function formOnItsWay() {
  let arrive: () => void = () => undefined;
  const code = new Promise<{ default: typeof RedeemForm }>((resolve) => {
    arrive = () => resolve({ default: RedeemForm });
  });
  return { panel: lazyDialogPanel(() => code), arrive: () => act(async () => arrive()) };
}

/** A modal as ours are built: a lazy form behind the host's trigger, opened by `defaultOpen`. */
function RedeemModal({ panel, trigger }: { panel: LazyPanel<typeof RedeemForm>; trigger: ReactElement }) {
  const [open, setOpen] = useState(true);
  return (
    <LazyPanelDialog open={open} onOpenChange={setOpen} trigger={trigger} panel={panel}>
      <panel.Panel />
    </LazyPanelDialog>
  );
}

function Row({
  panel,
  onReach = () => undefined,
  onClick,
  onMount = () => undefined,
  defaultMounted,
}: {
  panel: LazyPanel<typeof RedeemForm>;
  onReach?: () => void;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  onMount?: () => void;
  defaultMounted?: boolean;
}) {
  return (
    <WealthRoot>
      <DeferredDialog
        onReach={onReach}
        defaultMounted={defaultMounted}
        trigger={<Button onClick={onClick}>Redeem</Button>}
      >
        {(trigger) => {
          onMount();
          return <RedeemModal panel={panel} trigger={trigger} />;
        }}
      </DeferredDialog>
    </WealthRoot>
  );
}

/** The row's trigger; behind an open dialog it is hidden from the accessibility tree, so `hidden`. */
const redeem = (hidden = false) => screen.getByRole('button', { name: 'Redeem', hidden });

/** A row whose form's code is here, clicked open, the dialog focused, then closed by Escape. */
async function rowWithItsFormOpenedAndClosed() {
  const user = userEvent.setup();
  const form = formOnItsWay();
  form.panel.preload();
  await form.arrive();
  render(<Row panel={form.panel} />);
  await user.click(redeem());
  const dialog = await screen.findByRole('dialog', { name: 'Redeem USDT' });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  return user;
}

describe('DeferredDialog', () => {
  describe('given a row before its first click', () => {
    it('renders the trigger alone, saying it opens a dialog, and mounts no modal', () => {
      const onMount = vi.fn();
      render(<Row panel={formOnItsWay().panel} onMount={onMount} />);
      expect(redeem()).toHaveAttribute('aria-haspopup', 'dialog');
      expect(redeem()).toHaveAttribute('aria-expanded', 'false');
      expect(onMount).not.toHaveBeenCalled();
    });

    it('when the trigger is pointed at or focused, then the customer is reaching for it', async () => {
      const user = userEvent.setup();
      const onReach = vi.fn();
      render(<Row panel={formOnItsWay().panel} onReach={onReach} />);
      await user.hover(redeem());
      await user.tab();
      expect(onReach).toHaveBeenCalledTimes(2);
    });

    it("when the trigger's own handler prevents the click, then nothing mounts", async () => {
      const user = userEvent.setup();
      const onMount = vi.fn();
      render(
        <Row panel={formOnItsWay().panel} onMount={onMount} onClick={(event) => event.preventDefault()} />,
      );
      await user.click(redeem());
      expect(onMount).not.toHaveBeenCalled();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('given a dialog the page opens on load (defaultMounted)', () => {
    it('then it is open at once, and closing it gives focus to its trigger', async () => {
      const user = userEvent.setup();
      const form = formOnItsWay();
      form.panel.preload();
      await form.arrive();
      render(<Row panel={form.panel} defaultMounted />);
      expect(await screen.findByRole('dialog', { name: 'Redeem USDT' })).toBeInTheDocument();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(redeem()).toHaveFocus());
    });
  });

  describe('given the first click', () => {
    it('when the form is here, then the dialog opens and Escape gives focus back to the one trigger', async () => {
      await rowWithItsFormOpenedAndClosed();
      expect(redeem()).toHaveFocus();
      expect(redeem()).toHaveAttribute('aria-expanded', 'false');
    });

    it('when Enter opens it before the form arrives, then the trigger keeps focus, busy, until the dialog takes it', async () => {
      const user = userEvent.setup();
      const form = formOnItsWay();
      render(<Row panel={form.panel} />);
      await user.tab();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(redeem()).toHaveAttribute('aria-busy', 'true'));
      expect(redeem()).toHaveFocus();
      await form.arrive();
      const dialog = await screen.findByRole('dialog', { name: 'Redeem USDT' });
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
      expect(redeem(true)).not.toHaveAttribute('aria-busy');
      await user.keyboard('{Escape}');
      await waitFor(() => expect(redeem()).toHaveFocus());
    });

    it('when the dialog is closed, then the same trigger opens it again', async () => {
      const user = await rowWithItsFormOpenedAndClosed();
      await user.click(redeem());
      expect(await screen.findByRole('dialog', { name: 'Redeem USDT' })).toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: 'Redeem', hidden: true })).toEqual([redeem(true)]);
    });
  });
});
