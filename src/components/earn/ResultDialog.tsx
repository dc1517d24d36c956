import type { ReactNode } from 'react';
import { useMessages } from '../../hooks/useMessages';
import type { WidgetOpenProps } from '../../hooks/useWidgetOpen';
import { earnMessages } from '../../i18n/features/earn';
import { Button } from '../ui/Button';
import { DialogContent } from '../ui/Dialog';
import { OpenableDialog } from '../ui/OpenableDialog';
import { ResultIcon } from '../ui/ResultIcon';
import type { WidgetTriggerProps } from '../ui/WidgetDialog';

/** The body of a result: shared by `ResultDialog` and the modals that end in a result view. */
export interface ResultContentProps {
  /** 'success' for an executed action; 'submitted' for an application still being processed (§4 213). */
  status: 'success' | 'submitted';
  /** The heading, e.g. "Subscription successful". */
  title: ReactNode;
  /** The sentence under it, e.g. "You subscribed 100 USDT." */
  message: ReactNode;
  /** Label of the main button. @default the translated 'Done' */
  doneLabel?: string;
  /** Called by the main button (usually closes the dialog). */
  onDone: () => void;
  /** An optional second action, e.g. 'Subscribe again'. @default none */
  secondary?: { label: string; onClick: () => void };
  /** Where to look next, e.g. a link to the holdings or the history (§2). @default none */
  next?: ReactNode;
}

/** The result view inside an open dialog: an icon, a title, a message and one or two actions. */
export function ResultContent({
  status,
  title,
  message,
  doneLabel,
  onDone,
  secondary,
  next,
}: ResultContentProps) {
  const t = useMessages(earnMessages);
  return (
    <DialogContent
      title={title}
      closeLabel={t('ui.close')}
      className="wk-earn-result"
      // A result is read before it is acted on: focus on the dialog says its title, and the
      // message, a status, is said after it, as in the staking and dual results.
      initialFocus="dialog"
      footer={
        <>
          {secondary && (
            <Button variant="secondary" onClick={secondary.onClick}>
              {secondary.label}
            </Button>
          )}
          <Button onClick={onDone}>{doneLabel ?? t('earn.result.done')}</Button>
        </>
      }
    >
      <div className="wk-earn-result__body" data-state={status}>
        <ResultIcon status={status} />
        <p className="wk-earn-result__message" role="status">
          {message}
        </p>
        {next}
      </div>
    </DialogContent>
  );
}

export interface ResultDialogProps
  extends Omit<ResultContentProps, 'onDone'>,
    WidgetOpenProps,
    WidgetTriggerProps {
  /** Called by the main button, before the dialog closes. @default none */
  onDone?: () => void;
}

/** The result dialog of the Simple Earn actions (§2): success, or an application submitted (§4). */
export function ResultDialog({
  open,
  defaultOpen,
  onOpenChange,
  onDone,
  trigger,
  ...content
}: ResultDialogProps) {
  return (
    <OpenableDialog {...{ open, defaultOpen, onOpenChange, trigger }}>
      {(close) => (
        <ResultContent
          {...content}
          onDone={() => {
            onDone?.();
            close();
          }}
        />
      )}
    </OpenableDialog>
  );
}
