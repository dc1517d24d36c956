import { type FormEvent, type ReactElement, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { AskFundPassword, FundPasswordRequest } from '../../api';
import { useT } from '../../hooks/useT';
import { Button } from './Button';
import { Dialog, DialogContent } from './Dialog';

/** How the provider drives a prompt: it asks, and says when the password given has been checked. */
export interface FundPasswordPromptControls {
  /**
   * Opens the prompt: resolves the typed password, or null when the customer cancels. Pass it as
   * the WealthProvider's `requestFundPassword`.
   */
  ask: AskFundPassword;
  /**
   * The send with the password given has had its answer and nothing asks again
   * (`sendWithFundPassword`'s `checked`): the prompt, which stayed open checking it, closes.
   */
  checked: () => void;
}

/** What {@link useFundPasswordPrompt} returns. */
export interface FundPasswordPrompt extends FundPasswordPromptControls {
  /** The prompt's dialog. Render it inside the WealthProvider (it reads the provider's texts). */
  element: ReactElement;
}

/**
 * A ready-made fund-password prompt (§4) for `WealthProvider`'s `requestFundPassword`: a dialog
 * with one labelled password field, Cancel and Confirm. Enter confirms; the prompt then stays open,
 * its Confirm busy, until the exchange has answered (`checked`), and after a wrong password
 * (`reason: 'invalid'`) it says so in place: on a slow network it no longer closed and opened again
 * a round trip later. When it closes, focus goes back to where it was (the button that started the
 * money action, or its dialog when the answer replaced that button). Hosts with their own security
 * dialog do not need it.
 *
 * @example
 * const prompt = useFundPasswordPrompt();
 * <WealthProvider requestFundPassword={prompt.ask} onFundPasswordChecked={prompt.checked}>
 *   …{prompt.element}
 * </WealthProvider>
 */
export function useFundPasswordPrompt(): FundPasswordPrompt {
  const [request, setRequest] = useState<FundPasswordRequest | null>(null);
  const [checking, setChecking] = useState(false);
  const resolver = useRef<((password: string | null) => void) | null>(null);
  // Open from an ask until it closes, checking included.
  const open = useRef(false);
  // Where focus goes back to, and the dialog it sat in, should the answer have replaced it.
  const returnFocus = useRef<{ target: HTMLElement; dialog: HTMLElement | null } | null>(null);

  // The focus return a just-closed prompt has scheduled (or will, once its close has rendered): an
  // ask that comes before it keeps the prompt's focus, and the return goes to the same element.
  const returning = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const toReturn = useRef(false);

  const ask = useCallback<AskFundPassword>(
    (next) =>
      new Promise<string | null>((resolve) => {
        // A second ask while one is open (should not happen) cancels the first rather than leaking it.
        resolver.current?.(null);
        resolver.current = resolve;
        if (returning.current !== undefined || toReturn.current) {
          clearTimeout(returning.current);
          returning.current = undefined;
          toReturn.current = false;
        } else if (!open.current) {
          // A first ask: focus goes back where it is now. Asked again while open (a wrong password),
          // focus is in the prompt, and the first ask's element stays the one to go back to.
          const active = globalThis.document?.activeElement;
          returnFocus.current =
            active instanceof HTMLElement
              ? { target: active, dialog: active.closest<HTMLElement>('[role="dialog"]') }
              : null;
        }
        open.current = true;
        setChecking(false);
        setRequest(next);
      }),
    [],
  );

  const close = useCallback(() => {
    if (!open.current) return;
    open.current = false;
    toReturn.current = true;
    // `checking` stays as it was: the prompt fades out as the customer left it (the next ask resets it).
    setRequest(null);
  }, []);

  // The prompt has no trigger for Radix to focus on close; put focus back ourselves once the close
  // has rendered (the exchange's answer closes it outside any event, so that render is not at once)
  // and after the dialog's own focus handling. A button that the answer replaced (a result) leaves
  // its dialog focused.
  useEffect(() => {
    if (request !== null || !toReturn.current) return;
    toReturn.current = false;
    returning.current = setTimeout(() => {
      returning.current = undefined;
      const back = returnFocus.current;
      returnFocus.current = null;
      if (!back) return;
      if (back.target.isConnected && !back.target.matches(':disabled')) back.target.focus();
      else if (back.dialog?.isConnected) back.dialog.focus();
    }, 0);
  }, [request]);

  const answer = useCallback((password: string) => {
    const resolve = resolver.current;
    if (!resolve) return;
    resolver.current = null;
    setChecking(true);
    resolve(password);
  }, []);

  const cancel = useCallback(() => {
    const resolve = resolver.current;
    resolver.current = null;
    close();
    resolve?.(null);
  }, [close]);

  // Only a prompt that is checking (no ask waiting) closes: a wrong password's next ask is shown.
  const checked = useCallback(() => {
    if (resolver.current === null) close();
  }, [close]);

  return {
    ask,
    checked,
    element: <FundPasswordDialog request={request} checking={checking} onAnswer={answer} onCancel={cancel} />,
  };
}

/**
 * The prompt a `WealthProvider` shows when its host passes no `requestFundPassword`
 * (`useBuiltInFundPassword`): it hands its controls up once mounted.
 */
export function FundPasswordPromptHost({
  onReady,
}: {
  onReady: (prompt: FundPasswordPromptControls) => void;
}) {
  const { ask, checked, element } = useFundPasswordPrompt();
  useEffect(() => onReady({ ask, checked }), [onReady, ask, checked]);
  return element;
}

interface FundPasswordDialogProps {
  request: FundPasswordRequest | null;
  /** The password given is with the exchange: Confirm is busy, the field and Cancel wait. */
  checking: boolean;
  onAnswer: (password: string) => void;
  /**
   * Cancel, Close or Escape: the customer cancels the ask; while the password is being checked
   * (Cancel is off then), Close and Escape only put the prompt away.
   */
  onCancel: () => void;
}

function FundPasswordDialog({ request, checking, onAnswer, onCancel }: FundPasswordDialogProps) {
  const t = useT();
  const formId = useId();
  const inputId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [shown, setShown] = useState<FundPasswordRequest | null>(null);
  // The request the dialog shows, kept while it fades out after an answer: its text and field
  // stay as the customer left them instead of flipping to a first ask's for 160 ms.
  const [asked, setAsked] = useState<FundPasswordRequest | null>(null);
  // Each new request starts with an empty field.
  if (request !== shown) {
    setShown(request);
    if (request) {
      setAsked(request);
      setValue('');
    }
  }

  // Asked again while the last prompt was still fading out, the dialog stays mounted and Radix does
  // not focus it again: the field takes focus for each new ask, or the next keys went to the page.
  useEffect(() => {
    if (request) field.current?.focus();
  }, [request]);

  // The exchange refused the last password (§8): the field shows the error's red, as an amount does,
  // until the next password is with the exchange (the field no longer holds the wrong one).
  const wrong = asked?.reason === 'invalid';
  const marked = wrong && !checking;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value !== '' && !checking) onAnswer(value);
  };

  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent
        title={t('ui.fundPassword')}
        description={t(wrong ? 'ui.fundPasswordRetry' : 'errors.fundPasswordRequired')}
        closeLabel={t('ui.close')}
        // The customer came to type the password: the field, not the close button, takes focus.
        initialFocus={field}
        footer={
          <>
            {/* The password is on its way: cancelling would not call the order back. */}
            <Button variant="secondary" onClick={onCancel} disabled={checking}>
              {t('ui.cancel')}
            </Button>
            <Button type="submit" form={formId} disabled={value === ''} loading={checking}>
              {t('ui.confirm')}
            </Button>
          </>
        }
      >
        <form id={formId} className="wk-amount" data-invalid={marked ? '' : undefined} onSubmit={submit}>
          <label className="wk-amount__label" htmlFor={inputId}>
            {t('ui.fundPassword')}
          </label>
          <div className="wk-amount__field">
            <input
              ref={field}
              id={inputId}
              className="wk-amount__input"
              type="password"
              autoComplete="off"
              value={value}
              readOnly={checking}
              aria-invalid={marked || undefined}
              onChange={(event) => setValue(event.target.value)}
            />
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
