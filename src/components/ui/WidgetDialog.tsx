import { type ReactNode, useContext, useEffect, useRef } from 'react';
import { WealthContext } from '../../hooks/context';
import { DialogContent, type DialogLayout } from './Dialog';
import { DialogOpener } from './DialogOpener';

/** What a widget dialog shows at one step of its flow: the heading, the body and the actions. */
export interface WidgetView {
  title: ReactNode;
  body: ReactNode;
  footer?: ReactNode;
  /** The dialog's width on desktop (`DialogContent`'s): 'lg' is 840 px. @default 'md' */
  size?: 'md' | 'lg';
}

/** How a host opens a widget; every widget takes it. */
export interface WidgetTriggerProps {
  /**
   * An element that opens the widget, e.g. your Stake button; it becomes the dialog trigger, so
   * focus returns to it when the widget closes. @default none (control `open` yourself)
   */
  trigger?: ReactNode;
}

/** How a widget with steps is laid out, for hosts that force one look (stories, frames). */
export interface WidgetLayoutProps {
  /** 'dialog' or 'sheet' forces one look; 'auto' is a bottom sheet below 768 px (§9). @default 'auto' */
  layout?: DialogLayout;
}

/** The opener and the layout: what a stepped widget dialog takes besides its hook's options. */
export interface WidgetShellProps extends WidgetTriggerProps, WidgetLayoutProps {}

export interface WidgetDialogProps {
  /** The flow's open state, as every widget hook returns it. */
  control: { open: boolean; setOpen(open: boolean): void };
  /** The host's opener and layout, passed through from the widget's props. */
  opener: WidgetTriggerProps & WidgetLayoutProps;
  /** The family's class, e.g. `wk-staking`; the body gets `${family}__body`. */
  family: string;
  view: WidgetView;
  /** The flow's state for styles and tests, as `data-state` on the body. @default none */
  state?: string | number;
  /**
   * The §4 modal target, as `data-target` on the body. When it changes back, focus returns to the
   * element in the view that carries `data-opens` set to the target left (the link that opened that
   * step), as a closed nested dialog returns focus to its trigger. @default none
   */
  target?: string;
}

/**
 * The shell every widget dialog shares: the trigger and the dialog it opens, the view's title and
 * footer, and the body carrying the flow's `data-state` / `data-target`. A widget only decides its
 * views; the sheet below 768 px, the focus trap and focus return come from here.
 */
export function WidgetDialog({ control, opener, family, view, state, target }: WidgetDialogProps) {
  const wealth = useContext(WealthContext);
  const body = useRef<HTMLDivElement>(null);
  const shown = useRef(target);
  // A step replaces the view its link sat in, so the link and then Back unmount with focus on them:
  // focus fell to the dialog, or to the page's body (StakeRedeemDialog's FAQ, then Back).
  useEffect(() => {
    const left = shown.current;
    shown.current = target;
    if (left === undefined || left === target) return;
    body.current?.querySelector<HTMLElement>(`[data-opens="${left}"]`)?.focus();
  }, [target]);
  return (
    <DialogOpener open={control.open} onOpenChange={control.setOpen} trigger={opener.trigger}>
      <DialogContent
        title={view.title}
        closeLabel={wealth?.t('ui.close') ?? 'Close'}
        layout={opener.layout ?? 'auto'}
        className={family}
        size={view.size}
        {...(view.footer === undefined ? {} : { footer: view.footer })}
      >
        <div ref={body} className={`${family}__body`} data-state={state} data-target={target}>
          {view.body}
        </div>
      </DialogContent>
    </DialogOpener>
  );
}
