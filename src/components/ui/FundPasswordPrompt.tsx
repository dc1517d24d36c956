import { type FormEvent, type ReactElement, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { AskFundPassword, FundPasswordRequest } from '../../api';
import { useT } from '../../hooks/useT';
import { Button } from './Button';
import { Dialog, DialogContent } from './Dialog';

/** What {@link useFundPasswordPrompt} returns. */
export interface FundPasswordPrompt {
  /**
   * Opens the prompt: resolves the typed password, or null when the customer cancels. Pass it as
   * the WealthProvider's `requestFundPassword`.
   */
  ask: AskFundPassword;
  /** The prompt's dialog. Render it inside the WealthProvider (it reads the provider's texts). */
  element: ReactElement;
}

/**
 * A ready-made fund-password prompt (§4) for `WealthProvider`'s `requestFundPassword`: a dialog
 * with one labelled password field, Cancel and Confirm. Enter confirms; after a wrong password
 * (`reason: 'invalid'`) it says so. When it closes, focus goes back to where it was (the button
 * that started the money action). Hosts with their own security dialog do not need it.
 *
 * @example
 * const prompt = useFundPasswordPrompt();
 * <WealthProvider requestFundPassword={prompt.ask}>…{prompt.element}</WealthProvider>
 */
export function useFundPasswordPrompt(): FundPasswordPrompt {
  const [request, setRequest] = useState<FundPasswordRequest | null>(null);
  const resolver = useRef<((password: string | null) => void) | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  // The focus return a just-answered prompt has scheduled: an ask that comes before it (the exchange
  // refused the password at once) keeps the prompt's focus, and the return goes to the same element.
  const returning = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const ask = useCallback<AskFundPassword>(
    (next) =>
      new Promise<string | null>((resolve) => {
        // A second ask while one is open (should not happen) cancels the first rather than leaking it.
        resolver.current?.(null);
        resolver.current = resolve;
        if (returning.current !== undefined) {
          clearTimeout(returning.current);
          returning.current = undefined;
        } else {
          const active = globalThis.document?.activeElement;
          returnFocus.current = active instanceof HTMLElement ? active : null;
        }
        setRequest(next);
      }),
    [],
  );

  const finish = useCallback((password: string | null) => {
    const resolve = resolver.current;
    if (!resolve) return;
    resolver.current = null;
    setRequest(null);
    resolve(password);
    // The prompt has no trigger for Radix to focus on close; put focus back ourselves, after the
    // dialog's own focus handling. A button that vanished meanwhile leaves its dialog focused.
    returning.current = setTimeout(() => {
      returning.current = undefined;
      const target = returnFocus.current;
      returnFocus.current = null;
      if (!target) return;
      if (target.isConnected && !target.matches(':disabled')) target.focus();
      else target.closest<HTMLElement>('[role="dialog"]')?.focus();
    }, 0);
  }, []);

  return {
    ask,
    element: <FundPasswordDialog request={request} onFinish={finish} />,
  };
}

/**
 * The prompt a `WealthProvider` shows when its host passes no `requestFundPassword`
 * (`useBuiltInFundPassword`): it hands its `ask` up once mounted.
 */
export function FundPasswordPromptHost({ onReady }: { onReady: (ask: AskFundPassword) => void }) {
  const prompt = useFundPasswordPrompt();
  useEffect(() => onReady(prompt.ask), [onReady, prompt.ask]);
  return prompt.element;
}

interface FundPasswordDialogProps {
  request: FundPasswordRequest | null;
  onFinish: (password: string | null) => void;
}

function FundPasswordDialog({ request, onFinish }: FundPasswordDialogProps) {
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

  // The exchange refused the last password (§8): the field shows the error's red, as an amount does.
  const wrong = asked?.reason === 'invalid';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value !== '') onFinish(value);
  };

  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && onFinish(null)}>
      <DialogContent
        title={t('ui.fundPassword')}
        description={t(wrong ? 'ui.fundPasswordRetry' : 'errors.fundPasswordRequired')}
        closeLabel={t('ui.close')}
        // The customer came to type the password: the field, not the close button, takes focus.
        initialFocus={field}
        footer={
          <>
            <Button variant="secondary" onClick={() => onFinish(null)}>
              {t('ui.cancel')}
            </Button>
            <Button type="submit" form={formId} disabled={value === ''}>
              {t('ui.confirm')}
            </Button>
          </>
        }
      >
        <form id={formId} className="wk-amount" data-invalid={wrong ? '' : undefined} onSubmit={submit}>
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
              aria-invalid={wrong || undefined}
              onChange={(event) => setValue(event.target.value)}
            />
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
