import { MAX_AMOUNT } from './constants';
import { dec, isDecimalString, minDec, Round, toPlaces, trimZeros } from './decimal';

/**
 * §5 "Amount inputs in general", the one rule every amount field applies, to each keystroke and to
 * each paste alike: the field's whole new text goes through {@link editAmount}, which either accepts
 * it (normalised) or refuses it and keeps the previous value. A refusal is never rewritten into
 * another number: "1e5" is not 15 and "-5" is not 5.
 */

/** The two separators of a locale: `,` groups and `.` is the decimal point in en and zh-CN. */
export interface AmountSeparators {
  group: string;
  decimal: string;
}

/** en and zh-CN (and the fallback when a locale cannot be read). */
export const DEFAULT_SEPARATORS: AmountSeparators = { group: ',', decimal: '.' };

/**
 * Locales whose separators are known without asking Intl: the languages our catalogues speak, in
 * the tags hosts pass. The first Intl.NumberFormat of a page loads ICU's number data (3–4 ms in
 * Chromium, more than the rest of a dialog's amount field), so opening a dialog in these locales
 * does not pay it. amountInput.test.ts checks each entry against Intl.
 */
export const KNOWN_LOCALE_SEPARATORS: readonly string[] = [
  'en',
  'en-US',
  'en-GB',
  'zh',
  'zh-CN',
  'zh-TW',
  'zh-HK',
];

/** Each locale's separators once read: building an Intl.NumberFormat costs more than a keystroke's render. */
const separatorsByLocale = new Map<string, AmountSeparators>(
  KNOWN_LOCALE_SEPARATORS.map((locale) => [locale, DEFAULT_SEPARATORS]),
);

/** The grouping and decimal separators of a BCP 47 locale, read from Intl (once per locale). */
export function amountSeparators(locale: string | undefined): AmountSeparators {
  const key = locale ?? '';
  let separators = separatorsByLocale.get(key);
  if (!separators) {
    separators = readSeparators(locale);
    separatorsByLocale.set(key, separators);
  }
  return separators;
}

function readSeparators(locale: string | undefined): AmountSeparators {
  try {
    const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
    const group = parts.find((p) => p.type === 'group')?.value;
    const decimal = parts.find((p) => p.type === 'decimal')?.value;
    if (!group || !decimal || group === decimal) return DEFAULT_SEPARATORS;
    return { group, decimal };
  } catch {
    return DEFAULT_SEPARATORS;
  }
}

export interface AmountRuleOptions {
  /** Decimals the field allows (§5: the coin's precision); more are cut, never rounded up. */
  precision: number;
  /**
   * Upper bound; never above MAX_AMOUNT (§9 999999999999). A text above it is refused. A blank or
   * unparsable bound means no bound of its own.
   * @default MAX_AMOUNT
   */
  max?: string;
  /** The locale's separators. @default DEFAULT_SEPARATORS */
  separators?: AmountSeparators;
}

/** Why a text was refused. */
export type AmountRefusal =
  /** A character that is not a digit, a separator or the decimal point: a letter, a sign, an exponent. */
  | 'character'
  /** A second decimal point. */
  | 'point'
  /** A grouping separator after the decimal point. */
  | 'grouping'
  /** A number above the field's maximum (§5 999999999999, or the field's own bound). */
  | 'max';

/**
 * The outcome of reading a text: the normalised amount (`cut` when decimals beyond the precision
 * were left out), or why it is refused.
 */
export type AmountReading = { ok: true; value: string; cut: boolean } | { ok: false; refused: AmountRefusal };

const FULL_WIDTH_ZERO = 0xff10;
const ARABIC_INDIC_ZERO = 0x0660;
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0;

function asciiDigit(code: number): string | null {
  for (const zero of [FULL_WIDTH_ZERO, ARABIC_INDIC_ZERO, EXTENDED_ARABIC_INDIC_ZERO]) {
    if (code >= zero && code <= zero + 9) return String(code - zero);
  }
  return null;
}

/** Characters that stand for the locale's decimal point or its grouping separator in other scripts. */
const DECIMAL_LOOKALIKES = new Set(['\uff0e', '\u066b']); // full-width dot, Arabic decimal separator
const GROUP_LOOKALIKES = new Set(['\uff0c', '\u066c']); // full-width comma, Arabic thousands separator
const SPACE = /\s/u;

/**
 * Brings what an IME or a foreign keyboard types to the ASCII form: full-width and Arabic-Indic
 * digits become 0-9, the full-width dot and the Arabic decimal separator become the decimal point,
 * the full-width comma and the Arabic thousands separator become grouping. Anything else is kept as
 * it is, for {@link readAmount} to judge.
 */
function toCanonical(text: string, separators: AmountSeparators): string {
  let out = '';
  const spaceGroups = SPACE.test(separators.group);
  for (const char of text) {
    const digit = asciiDigit(char.codePointAt(0) ?? 0);
    if (digit !== null) out += digit;
    else if (char === separators.decimal || DECIMAL_LOOKALIKES.has(char)) out += '.';
    else if (char === separators.group || GROUP_LOOKALIKES.has(char) || (spaceGroups && SPACE.test(char)))
      out += ',';
    else out += char;
  }
  return out;
}

function wholePrecision(precision: number): number {
  return Number.isFinite(precision) ? Math.max(0, Math.floor(precision)) : 0;
}

/** The bound actually applied: at most MAX_AMOUNT, at least 0, with no more than `precision` decimals. */
function effectiveMax(max: string | undefined, precision: number): string {
  if (max === undefined || !isDecimalString(max)) return MAX_AMOUNT;
  const bounded = minDec(max, MAX_AMOUNT);
  return bounded.isNegative() ? '0' : trimZeros(toPlaces(bounded, precision, Round.DOWN));
}

/**
 * A first separator with no number before it to group ("0,05", ",5") is the decimal point. No
 * grouped number starts so: it is the decimal comma of another locale's habit. Dropped, "0,01"
 * read 1; refused, the field kept "0" and the keys typed after it still went on, so "0,05" typed
 * key by key read 0, 00, 05: 5, a hundred times the amount meant (seen in the dual purchase at
 * 375 px, typed into a React 18 tarball host).
 */
function leadingSeparatorAsPoint(canonical: string): string {
  return canonical.replace(/^(0*),/, '$1.');
}

/**
 * Reads a whole field text by §5: grouping separators dropped where they can group (after a digit
 * other than zero; a first one before any such digit is the decimal point), one decimal point,
 * decimals cut at the precision, leading zeros normalised. A trailing point is kept ("1." while
 * typing "1.5"); {@link commitAmount} removes it. Anything else (letters, signs, exponents, a second
 * point, grouping after the point) is refused, and so is a number above the maximum and any point
 * where the precision allows no decimals. White space is refused too: the field trims a paste
 * before it reads it.
 */
export function readAmount(text: string, options: AmountRuleOptions): AmountReading {
  const precision = wholePrecision(options.precision);
  const canonical = leadingSeparatorAsPoint(toCanonical(text, options.separators ?? DEFAULT_SEPARATORS));
  if (/[^\d.,]/.test(canonical)) return { ok: false, refused: 'character' };
  const point = canonical.indexOf('.');
  // A coin without decimals takes no point: dropping it would read "5.5" typed as 55.
  if (point !== -1 && precision === 0) return { ok: false, refused: 'point' };
  if (point !== -1 && canonical.indexOf('.', point + 1) !== -1) return { ok: false, refused: 'point' };
  if (point !== -1 && canonical.indexOf(',', point) !== -1) return { ok: false, refused: 'grouping' };
  const plain = canonical.replace(/,/g, '');
  if (plain === '') return { ok: true, value: '', cut: false };
  const [whole = '', fraction] = plain.split('.') as [string, string | undefined];
  const intPart = whole.replace(/^0+(?=\d)/, '') || '0';
  const fracPart = fraction?.slice(0, precision);
  const value = fracPart === undefined ? intPart : `${intPart}.${fracPart}`;
  // Refused, not clamped: a clamp would turn a typed or pasted number into another one.
  return dec(value).gt(effectiveMax(options.max, precision))
    ? { ok: false, refused: 'max' }
    : { ok: true, value, cut: fraction !== undefined && fraction.length > precision };
}

/** The field after an edit: the value it now holds, and why the edit was refused (null when it was not). */
export interface AmountEdit {
  value: string;
  refused: AmountRefusal | null;
  /**
   * Accepted with decimals beyond the precision left out (§5 caps them): a 9th decimal typed into a
   * BTC field, or "0.123456789" pasted. The field says so, as a key it takes without showing it
   * otherwise seemed not to work.
   */
  cut: boolean;
}

/**
 * One edit of an amount field, typed or pasted: `text` is the field's whole text after the edit.
 * Accepted, the field holds the normalised text; refused, it keeps `previous` unchanged.
 */
export function editAmount(previous: string, text: string, options: AmountRuleOptions): AmountEdit {
  const reading = readAmount(text, options);
  return reading.ok
    ? { value: reading.value, refused: null, cut: reading.cut }
    : { value: previous, refused: reading.refused, cut: false };
}

/**
 * The decimal key of the customer's own keypad. A phone's decimal pad (`inputmode="decimal"`) shows
 * the decimal separator of the device's region, not the page's: on an English page, an iPhone set
 * to a German, French or Brazilian region offers "," and no ".". Read by the page's locale that
 * comma groups after a number, so "1,5" became 15, and such a customer could type no decimals
 * after a whole number. So one typed character that is the device's decimal separator, and not the
 * page's, is the page's decimal point while the text has none yet. Only a key typed: a paste is
 * read by the page's locale, as a number copied from the page (say "16,500") is written in it.
 *
 * `text` is the field's whole text after the key, `caret` where the caret is after it, `typed` the
 * character the key inserted (null for anything but one typed character), and `keypadDecimal` the
 * device's decimal separator. Returns the text to read, unchanged unless that key is the decimal.
 */
export function keypadDecimal(
  text: string,
  caret: number,
  typed: string | null,
  separators: AmountSeparators,
  keypadDecimalSeparator: string,
): string {
  if (typed === null || typed !== keypadDecimalSeparator || typed === separators.decimal) return text;
  if (caret < 1 || text.slice(caret - 1, caret) !== typed) return text;
  const rest = text.slice(0, caret - 1) + text.slice(caret);
  if (toCanonical(rest, separators).includes('.')) return text;
  return `${text.slice(0, caret - 1)}${separators.decimal}${text.slice(caret)}`;
}

/**
 * Whether `typed`, one character a key inserted, is a grouping separator, which {@link readAmount}
 * leaves out. Typed on an English page, "1,5" reads as 15: meant as 1.5 by a customer used to a
 * decimal comma, ten times the amount. The field keeps reading it so (a typed "1,000" is a thousand)
 * but says so beside it, until it is left or emptied. A paste is not asked: a number copied from a
 * page ("16,500") is written with its grouping.
 */
export function isTypedGrouping(typed: string | null, separators: AmountSeparators): boolean {
  return typed !== null && [...typed].length === 1 && toCanonical(typed, separators) === ',';
}

/**
 * Whether the accepted edit of the key `typed` left a grouping separator out, to be said beside the
 * field: `previous` and `next` are the field's values before and after it. A separator key that
 * gave the value its point was read as the point (the device's decimal key, or a first separator
 * with no number before it to group: "0,"), not left out.
 */
export function typedGroupingLeftOut(
  typed: string | null,
  separators: AmountSeparators,
  previous: string,
  next: string,
): boolean {
  return isTypedGrouping(typed, separators) && (previous.includes('.') || !next.includes('.'));
}

/** The value to keep once the customer leaves the field or submits: no trailing point (§5). */
export function commitAmount(value: string, options: AmountRuleOptions): string {
  const reading = readAmount(value, options);
  if (!reading.ok) return '';
  return reading.value.endsWith('.') ? reading.value.slice(0, -1) : reading.value;
}
