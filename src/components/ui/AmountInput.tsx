import {
  type ChangeEvent,
  type ClipboardEvent,
  type CompositionEvent,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useMemo,
  useState,
} from 'react';
import { formatAmount, MAX_AMOUNT } from '../../domain/amount';
import {
  type AmountRefusal,
  amountSeparators,
  commitAmount,
  editAmount,
  keypadDecimal,
  typedGroupingLeftOut,
} from '../../domain/amountInput';
import { isDecimalString, minDec } from '../../domain/decimal';
import { WealthContext } from '../../hooks/context';
import { SlowLoadingLive } from './LoadingStatus';
import { whenIdle } from './whenIdle';

export interface AmountInputProps {
  /** The visible label, e.g. "Amount". */
  label: ReactNode;
  /** The amount as the customer typed it, cleaned (§5); a string, never a number. */
  value: string;
  /** Called with the cleaned text on every keystroke and paste, and with the committed text on blur. */
  onValueChange: (value: string) => void;
  /** Decimals the coin allows; more are cut, never rounded (§5). */
  precision: number;
  /** The largest amount the field accepts; larger input is refused. @default '999999999999' (§5) */
  max?: string;
  /** The unit shown after the number, e.g. "USDT". @default none: no unit shown */
  asset?: string;
  /**
   * The balance shown under the field, e.g. "12.5" shows "Available 12.5 USDT". `null` while it is
   * not known (being read, or its read failed): the line keeps its place with "--", so the dialog
   * does not grow under the customer's pointer when it comes, and Max, which fills up to it, waits.
   * Under a `WealthProvider` with a signed-in customer, a balance still unknown after a few seconds
   * gets the note that it is taking longer than usual (`SlowLoadingLive`).
   * @default none: no balance line
   */
  available?: string | null;
  /** The word before the available balance. @default 'Available' */
  availableLabel?: string;
  /**
   * When given, a Max button is shown; the caller decides what max is (e.g. min(available, quota), §5).
   * @default none: no Max button
   */
  onMax?: () => void;
  /** Text of the Max button. @default 'Max' */
  maxLabel?: string;
  /** A validation message; marks the field invalid and is announced politely. @default none: the field is valid */
  error?: ReactNode;
  /** Help text under the field, e.g. the minimum. @default none */
  hint?: ReactNode;
  /** Whether the field and its Max button are disabled (e.g. a sold-out product, §4). @default false */
  disabled?: boolean;
  /** The input's id. @default a generated id */
  id?: string;
  /** Placeholder text while the field is empty, e.g. the minimum "10". @default none */
  placeholder?: string;
  /** The input's name in a form. @default none */
  name?: string;
  /** A slot next to the label, e.g. a Transfer link (§2). @default none */
  action?: ReactNode;
  /**
   * The locale whose separators the field reads (en and zh-CN: `,` groups, `.` is the point).
   * @default the WealthProvider's locale, or 'en' outside one
   */
  locale?: string;
  /**
   * What the field says when it refuses a keystroke or a paste (a letter, a sign, an exponent, a
   * second point), so a refusal is never silent.
   * @default the catalogue's 'ui.amountRefused' ('Enter digits and one decimal point only')
   */
  refusedLabel?: (reason: AmountRefusal) => ReactNode;
}

const REFUSED_FALLBACK = 'Enter digits and one decimal point only';
const TOO_LARGE_FALLBACK = 'The maximum is';
const GROUPING_FALLBACK = '“{group}” separates thousands and is left out; use “{point}” for decimals';
const DECIMALS_FALLBACK = 'Up to {places} decimal places';

/** The device's own locale, whose decimal separator its keypad shows (`keypadDecimal`). */
const deviceLocale = (): string | undefined =>
  globalThis.navigator?.languages?.[0] ?? globalThis.navigator?.language;

/** The latest the device's separators are read after a field appears, when the page is never idle. */
const DEVICE_SEPARATORS_IDLE_MS = 2000;
/** Whether the device's separators are read already, or about to be: once per page. */
let deviceSeparatorsAsked = false;

/**
 * Reads the device's separators when the page is idle, so the separator key that needs them does
 * not. A device language our catalogues do not speak (de-DE, fr-FR, ja-JP...) is read through
 * Intl.NumberFormat. A page's first Intl object loads ICU's data, and the frame makes none before
 * this read (tests/dom/noIntlOnOpen.test.tsx). On a de-DE device that key took 45 ms of main thread
 * in LaunchPoolStakeModal, 38 ms of it script, against 10-13 ms for its other keys (a Chromium
 * trace); keydown to paint, its median was 32 ms, and 6 ms read ahead
 * (`WK_BENCH_DEVICE_LANG=de-DE node bench/keystrokes.mjs`).
 */
function readDeviceSeparatorsWhenIdle(view: Window): void {
  if (deviceSeparatorsAsked) return;
  deviceSeparatorsAsked = true;
  whenIdle(() => amountSeparators(deviceLocale()), DEVICE_SEPARATORS_IDLE_MS, view);
}

/**
 * The amount field of every subscribe, stake and redeem form. Each keystroke and each paste gives
 * the field's whole new text to the domain's `editAmount` (§5): accepted, it is normalised (grouping
 * dropped, full-width and Arabic-Indic digits read, decimals cut at `precision`, leading zeros
 * normalised), and a grouping or decimals left out are said; refused (a letter, a sign, an exponent,
 * a second point, a number above `max`), the field keeps its value and says why. A separator typed with the device's decimal key, when the page's
 * locale would read it as grouping, is the decimal point (`keypadDecimal`: a phone's decimal pad
 * offers only its region's mark). Blur commits it (`commitAmount` drops a trailing point). The caret
 * stays where the customer is typing. Text an input method is composing (a Japanese or Chinese
 * keyboard's full-width digits) is read when it is committed, not while it is composed.
 */
export function AmountInput({
  label,
  value,
  onValueChange,
  precision,
  max,
  asset,
  available,
  availableLabel = 'Available',
  onMax,
  maxLabel = 'Max',
  error,
  hint,
  disabled = false,
  id,
  placeholder,
  name,
  action,
  locale,
  refusedLabel,
}: AmountInputProps) {
  const wealth = useContext(WealthContext);
  const separators = amountSeparators(locale ?? wealth?.locale ?? 'en');
  const refusedText =
    refusedLabel ??
    ((reason: AmountRefusal) => {
      if (reason === 'max') {
        const bound = formatAmount(
          max === undefined || !isDecimalString(max) ? MAX_AMOUNT : minDec(max, MAX_AMOUNT).toString(),
        );
        return wealth ? wealth.t('ui.amountTooLarge', { max: bound }) : `${TOO_LARGE_FALLBACK} ${bound}`;
      }
      return wealth ? wealth.t('ui.amountRefused') : REFUSED_FALLBACK;
    });
  const groupingText = () => {
    const { group, decimal: point } = separators;
    return wealth
      ? wealth.t('ui.amountGroupingLeftOut', { group, point })
      : GROUPING_FALLBACK.replace('{group}', group).replace('{point}', point);
  };
  // Decimals beyond the precision, left out by the last edit (§5): a 9th decimal typed into a BTC
  // field otherwise seemed a key that did not work.
  const [decimalsCut, setDecimalsCut] = useState(false);
  const decimalsText = () =>
    wealth
      ? wealth.t('ui.amountDecimalsCut', { places: String(precision) })
      : DECIMALS_FALLBACK.replace('{places}', String(precision));
  const [refused, setRefused] = useState<AmountRefusal | null>(null);
  // A typed grouping separator, left out ("1,5" reads 15): said beside the field, as a refusal is.
  const [groupingTyped, setGroupingTyped] = useState(false);
  // The field's raw text while an input method composes, shown as it is. Cleaning it on each
  // update replaced the text the input method was composing, which then began again after it: a
  // composed "１００" became "110100" in Chromium.
  const [composing, setComposing] = useState<string | null>(null);
  useEffect(() => readDeviceSeparatorsWhenIdle(window), []);
  const generatedId = useId();
  const inputId = id ?? `wk-amount-${generatedId}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const assetId = `${inputId}-asset`;
  const options = max === undefined ? { precision, separators } : { precision, max, separators };
  const invalid = error !== undefined && error !== null && error !== false && error !== '';

  /** Reads `raw` by §5, writes the result into the field and puts the caret back where it belongs. */
  const apply = (input: HTMLInputElement, raw: string, caretFromEnd: number, typed: string | null = null) => {
    const edit = editAmount(value, raw, options);
    const clean = edit.value;
    // The notice stays until the field is left or emptied: "1e5" typed on reads 15, and the
    // customer must still see that the "e" was refused.
    if (edit.refused !== null) setRefused(edit.refused);
    else if (clean === '') setRefused(null);
    if (edit.refused === null && typedGroupingLeftOut(typed, separators, value, clean))
      setGroupingTyped(true);
    else if (clean === '') setGroupingTyped(false);
    if (edit.refused === null) setDecimalsCut(edit.cut);
    if (clean !== raw) {
      // Writing the cleaned text ourselves (instead of waiting for the re-render) lets us keep the
      // caret at the same distance from the end; React then finds the DOM already up to date.
      input.value = clean;
      const caret = Math.max(0, clean.length - caretFromEnd);
      if (document.activeElement === input) input.setSelectionRange(caret, caret);
    }
    if (clean !== value) onValueChange(clean);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    if (composing !== null) {
      setComposing(input.value);
      // Text the rules keep as it is (an Android keyboard composing plain digits) reaches the form
      // at once, so the estimate follows the keys; anything to clean waits for the commit.
      const edit = editAmount(value, input.value, options);
      if (edit.refused === null && edit.value === input.value && edit.value !== value)
        onValueChange(edit.value);
      return;
    }
    const caret = input.selectionEnd ?? input.value.length;
    const native = event.nativeEvent as Partial<InputEvent>;
    const typed = native.inputType === 'insertText' && native.data ? native.data : null;
    // Only a typed separator asks which decimal key the device has (an Intl read, once per locale).
    const text =
      typed !== null && !/^\d$/.test(typed)
        ? keypadDecimal(input.value, caret, typed, separators, amountSeparators(deviceLocale()).decimal)
        : input.value;
    apply(input, text, input.value.length - caret, typed);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const pasted = event.clipboardData.getData('text');
    event.preventDefault();
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? input.value.length;
    const after = input.value.slice(end);
    apply(input, input.value.slice(0, start) + pasted.trim() + after, after.length);
  };

  const onCompositionStart = (event: CompositionEvent<HTMLInputElement>) =>
    setComposing(event.currentTarget.value);

  // Chromium and Firefox send the composition's last input event before this one, Safari after it
  // (as a plain insert, which onChange then reads as typed).
  const onCompositionEnd = (event: CompositionEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    setComposing(null);
    const caret = input.selectionEnd ?? input.value.length;
    apply(input, input.value, input.value.length - caret);
  };

  const onBlur = () => {
    setRefused(null);
    setGroupingTyped(false);
    setDecimalsCut(false);
    const committed = commitAmount(value, options);
    if (committed !== value) onValueChange(committed);
  };

  const describedBy =
    [
      asset ? assetId : null,
      hint ? hintId : null,
      invalid || refused || groupingTyped || decimalsCut ? errorId : null,
    ]
      .filter(Boolean)
      .join(' ') || undefined;

  // What a keystroke leaves as it was (the label, the unit, Max, the balance) is kept as the same
  // elements, so React skips them on a key instead of rendering and committing them again.
  const top = useMemo(
    () => (
      <div className="wk-amount__top">
        <label className="wk-amount__label" htmlFor={inputId}>
          {label}
        </label>
        {action !== undefined && <div className="wk-amount__action">{action}</div>}
      </div>
    ),
    [inputId, label, action],
  );
  const maxDisabled = disabled || available === null;
  const unitAndMax = useMemo(
    () => (
      <>
        {asset && (
          <span className="wk-amount__asset" id={assetId}>
            {asset}
          </span>
        )}
        {onMax && (
          <button type="button" className="wk-amount__max" disabled={maxDisabled} onClick={onMax}>
            {maxLabel}
          </button>
        )}
      </>
    ),
    [asset, assetId, onMax, maxDisabled, maxLabel],
  );
  const signedIn = wealth?.user.isLogin;
  const balance = useMemo(
    () =>
      available === undefined ? null : (
        <p className="wk-amount__available">
          {availableLabel}{' '}
          <span className="wk-amount__available-value">
            {available === null ? '--' : formatAmount(available)}
          </span>
          {asset ? ` ${asset}` : null}
          {/* A signed-in customer's unknown balance is still being read (a read that has failed
              replaces the form with its error): after a while, say so, or "--" and a greyed Max
              look final for the 16 s the read's retries may take. */}
          {available === null && signedIn && <SlowLoadingLive />}
        </p>
      ),
    [available, availableLabel, asset, signedIn],
  );

  return (
    <div
      className="wk-box wk-amount"
      data-invalid={invalid ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
    >
      {top}
      <div className="wk-amount__field">
        <input
          id={inputId}
          name={name}
          className="wk-amount__input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          // Only while empty, where it shows: Chromium restyles an input's placeholder on every
          // keystroke while it has one (the armour's ::placeholder rule included), hidden or not.
          placeholder={value === '' ? placeholder : undefined}
          value={composing ?? value}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={onChange}
          onPaste={onPaste}
          onCompositionStart={onCompositionStart}
          onCompositionEnd={onCompositionEnd}
          onBlur={onBlur}
        />
        {unitAndMax}
      </div>
      {balance}
      {hint !== undefined && hint !== null && (
        <p className="wk-amount__hint" id={hintId}>
          {hint}
        </p>
      )}
      {/* Always present so a message that appears is announced, without stealing focus. */}
      <p className="wk-amount__error" id={errorId} aria-live="polite">
        {invalid ? error : null}
        {/* The space keeps the two apart for a screen reader; the stylesheet puts it on its own line. */}
        {invalid && refused ? ' ' : null}
        {refused ? <span className="wk-amount__refused">{refusedText(refused)}</span> : null}
        {(invalid || refused) && groupingTyped ? ' ' : null}
        {groupingTyped ? <span className="wk-amount__refused">{groupingText()}</span> : null}
        {(invalid || refused || groupingTyped) && decimalsCut ? ' ' : null}
        {decimalsCut ? <span className="wk-amount__refused">{decimalsText()}</span> : null}
      </p>
    </div>
  );
}
