import fc from 'fast-check';
import {
  type AmountRuleOptions,
  amountSeparators,
  commitAmount,
  DEFAULT_SEPARATORS,
  editAmount,
  isTypedGrouping,
  KNOWN_LOCALE_SEPARATORS,
  keypadDecimal,
  readAmount,
  typedGroupingLeftOut,
} from './amountInput';
import { MAX_AMOUNT } from './constants';

describe('§5 "Amount inputs in general": given the whole text of a field', () => {
  describe.each([
    // [text, precision, max, value the field holds, or null when refused]
    ['12.345', 2, undefined, '12.34'],
    ['12.349', 2, undefined, '12.34'],
    ['007', 8, undefined, '7'],
    ['00.5', 8, undefined, '0.5'],
    ['000', 8, undefined, '0'],
    ['.5', 8, undefined, '0.5'],
    ['.', 8, undefined, '0.'],
    ['1.', 8, undefined, '1.'],
    ['1,000', 8, undefined, '1000'],
    ['1,', 8, undefined, '1'],
    ['1,234.56', 8, undefined, '1234.56'],
    ['1,234,567.5', 8, undefined, '1234567.5'],
    // A first separator with nothing to group before it is another locale's decimal point, not
    // grouping: dropped, "0,01" would be 1; refused, the keys typed after it made it 1 all the same.
    ['0,01', 8, undefined, '0.01'],
    ['0,', 8, undefined, '0.'],
    ['00,5', 8, undefined, '0.5'],
    [',5', 8, undefined, '0.5'],
    [',', 8, undefined, '0.'],
    ['０，５', 8, undefined, '0.5'],
    ['0,123456789', 8, undefined, '0.12345678'],
    // Read as the point, it is the one point: a second is refused, and so is grouping after it.
    ['0,5.1', 8, undefined, null],
    ['0,5,1', 8, undefined, null],
    [',,5', 8, undefined, null],
    ['0,5', 0, undefined, null],
    ['01,000', 8, undefined, '1000'],
    ['10,5', 8, undefined, '105'],
    ['１２', 8, undefined, '12'],
    ['１２．５', 8, undefined, '12.5'],
    ['１，０００', 8, undefined, '1000'],
    ['٣٫٥', 8, undefined, '3.5'],
    ['٧٬٠٠٠', 8, undefined, '7000'],
    ['۱۲', 8, undefined, '12'],
    ['5.55', 0, undefined, null],
    ['5.', 0, undefined, null],
    ['9999999999999', 8, undefined, null],
    ['999999999999.5', 8, undefined, null],
    ['999999999999', 8, undefined, MAX_AMOUNT],
    ['150', 2, '100', null],
    ['100', 2, '100', '100'],
    ['5', 2, '1.239', null],
    ['1.23', 2, '1.239', '1.23'],
    ['2', 2, '-1', null],
    ['2', 2, '', '2'],
    ['0.00000001', 8, undefined, '0.00000001'],
    ['', 8, undefined, ''],
    ['1e5', 8, undefined, null],
    ['1E5', 8, undefined, null],
    ['-5', 8, undefined, null],
    ['+5', 8, undefined, null],
    ['abc', 8, undefined, null],
    ['1.2.3', 8, undefined, null],
    ['1.5,0', 8, undefined, null],
    ['5 5', 8, undefined, null],
    ['Infinity', 8, undefined, null],
  ])('when the field reads %j (precision %i, max %j)', (text, precision, max, expected) => {
    const options: AmountRuleOptions = max === undefined ? { precision } : { precision, max };
    if (expected === null) {
      it('then it is refused and the field keeps its previous value', () => {
        expect(readAmount(text, options).ok).toBe(false);
        expect(editAmount('42', text, options)).toEqual({
          value: '42',
          refused: expect.any(String),
          cut: false,
        });
      });
    } else {
      it(`then the field holds ${JSON.stringify(expected)}`, () => {
        expect(editAmount('42', text, options)).toMatchObject({ value: expected, refused: null });
      });
    }
  });

  it('names why a text is refused', () => {
    expect(readAmount('1e5', { precision: 8 })).toEqual({ ok: false, refused: 'character' });
    expect(readAmount('1.2.3', { precision: 8 })).toEqual({ ok: false, refused: 'point' });
    expect(readAmount('1.5,0', { precision: 8 })).toEqual({ ok: false, refused: 'grouping' });
    expect(readAmount('1000000000000', { precision: 8 })).toEqual({ ok: false, refused: 'max' });
  });

  describe.each([
    // [text, precision, decimals left out]
    ['12.345', 2, true],
    ['12.34', 2, false],
    ['12.', 2, false],
    ['0.123456789', 8, true],
    ['0.12345678', 8, false],
    ['１２．３４５', 2, true],
    ['1,234.567', 2, true],
    ['7', 0, false],
  ])('when the field reads %j (precision %i)', (text, precision, cut) => {
    it(`then its decimals beyond the precision are ${cut ? 'left out, and it says so' : 'none'}`, () => {
      expect(editAmount('', text, { precision }).cut).toBe(cut);
    });
  });

  it('treats a nonsensical precision as 0 decimals', () => {
    expect(editAmount('', '1.5', { precision: Number.NaN })).toEqual({
      value: '',
      refused: 'point',
      cut: false,
    });
    expect(editAmount('', '1.55', { precision: 1.9 }).value).toBe('1.5');
    expect(editAmount('', '15', { precision: -3 }).value).toBe('15');
  });
});

describe('§5 the locale decides which separator groups', () => {
  it.each([
    ['en', ',', '.'],
    ['zh-CN', ',', '.'],
    ['de-DE', '.', ','],
  ])('%s groups with %j and marks decimals with %j', (locale, group, decimal) => {
    expect(amountSeparators(locale)).toEqual({ group, decimal });
  });

  it('given German separators, "1.234,5" is 1234.5 and "1,5" is 1.5', () => {
    const separators = amountSeparators('de-DE');
    expect(editAmount('', '1.234,5', { precision: 8, separators }).value).toBe('1234.5');
    expect(editAmount('', '1,5', { precision: 8, separators }).value).toBe('1.5');
  });

  it('given German separators, "0.5" typed out of an English habit is 0.5, not 5', () => {
    const separators = amountSeparators('de-DE');
    expect(editAmount('0', '0.', { precision: 8, separators })).toMatchObject({ value: '0.', refused: null });
    expect(readAmount('0.5', { precision: 8, separators })).toEqual({ ok: true, value: '0.5', cut: false });
  });

  it.each(KNOWN_LOCALE_SEPARATORS)('knows %s without Intl, and Intl agrees', (locale) => {
    const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
    const intl = {
      group: parts.find((p) => p.type === 'group')?.value,
      decimal: parts.find((p) => p.type === 'decimal')?.value,
    };
    expect(amountSeparators(locale)).toEqual(intl);
  });

  it('falls back to en for a locale Intl cannot read', () => {
    expect(amountSeparators('not a locale!')).toEqual(DEFAULT_SEPARATORS);
  });
});

describe("§5 the decimal key of the customer's keypad (a phone's decimal pad shows its region's mark)", () => {
  const en = amountSeparators('en');
  const de = amountSeparators('de-DE');
  // [case, page separators, keypad decimal, text after the key, caret after it, key typed, text read]
  it.each([
    ['a German pad on an English page: "0," is "0."', en, ',', '0,', 2, ',', '0.'],
    ['a German pad on an English page: "1," is "1."', en, ',', '1,', 2, ',', '1.'],
    ['typed before the last digits: "12|5" → "12.5"', en, ',', '12,5', 3, ',', '12.5'],
    ['a second decimal key once the text has a point stays a comma', en, ',', '1.5,', 4, ',', '1.5,'],
    ['a full-width point already there counts as the point', en, ',', '1\uff0e5,', 4, ',', '1\uff0e5,'],
    ['an English pad: a typed comma groups, as the page reads it', en, '.', '1,', 2, ',', '1,'],
    ["the page's own point is left as it is", en, ',', '1.', 2, '.', '1.'],
    ['an English pad on a German page: "1." is "1,"', de, '.', '1.', 2, '.', '1,'],
    ['a digit is no separator', en, ',', '15', 2, '5', '15'],
    ['a paste (no single key typed) is read by the page', en, ',', '16,500', 6, null, '16,500'],
    ['a key that is not where the caret says is left alone', en, ',', '1,', 1, ',', '1,'],
  ] as const)('%s', (_case, separators, pad, text, caret, typed, read) => {
    expect(keypadDecimal(text, caret, typed, separators, pad)).toBe(read);
  });

  it('typed key by key on a German pad, "1,5" reads 1.5 and "0,05" reads 0.05, not 15 and a refusal', () => {
    const typeKeys = (keys: string) => {
      let value = '';
      for (const key of keys) {
        const text = keypadDecimal(value + key, value.length + 1, key, en, ',');
        value = editAmount(value, text, { precision: 8, separators: en }).value;
      }
      return value;
    };
    expect(typeKeys('1,5')).toBe('1.5');
    expect(typeKeys('0,05')).toBe('0.05');
    // Their own habit reads "1,000" as one, and so does the field.
    expect(typeKeys('1,000')).toBe('1.000');
    // A second decimal key is refused aloud; the first stays.
    expect(
      editAmount('1.5', keypadDecimal('1.5,', 4, ',', en, ','), { precision: 8, separators: en }),
    ).toMatchObject({
      value: '1.5',
      refused: 'grouping',
    });
  });
});

describe('§5 a typed grouping separator, which the field leaves out and says so', () => {
  const en = amountSeparators('en');
  const de = amountSeparators('de-DE');
  // [case, separators, what the key typed, whether it is a grouping separator the field drops]
  it.each([
    ['a comma on an English page', en, ',', true],
    ['a full-width comma (an IME)', en, '\uff0c', true],
    ['an Arabic thousands separator', en, '\u066c', true],
    ['the point', en, '.', false],
    ['a digit', en, '5', false],
    ['a letter (refused, not dropped)', en, 'e', false],
    ['a paste or a deletion (no single key)', en, null, false],
    ['more than one character at once (an IME commit)', en, ',,', false],
    ['a point on a German page, where it groups', de, '.', true],
    ['a comma on a German page, its decimal mark', de, ',', false],
  ] as const)('%s', (_case, separators, typed, dropped) => {
    expect(isTypedGrouping(typed, separators)).toBe(dropped);
  });

  it('typed key by key, "1,5" still reads 15 and "1,000" a thousand: the grouping is kept, and told', () => {
    const typeKeys = (keys: string) => {
      let value = '';
      let told = false;
      for (const key of keys) {
        const edit = editAmount(value, value + key, { precision: 8, separators: en });
        told ||= edit.refused === null && typedGroupingLeftOut(key, en, value, edit.value);
        value = edit.value;
      }
      return { value, told };
    };
    expect(typeKeys('1,5')).toEqual({ value: '15', told: true });
    expect(typeKeys('1,000')).toEqual({ value: '1000', told: true });
    expect(typeKeys('15')).toEqual({ value: '15', told: false });
    // Nothing before it to group: the point, which the field shows, so nothing is left out to tell.
    expect(typeKeys(',5')).toEqual({ value: '0.5', told: false });
    expect(typeKeys('0,05')).toEqual({ value: '0.05', told: false });
    expect(typeKeys('0,000')).toEqual({ value: '0.000', told: false });
    // After a digit other than zero it groups again, and is told.
    expect(typeKeys('10,5')).toEqual({ value: '105', told: true });
  });

  it.each([
    // [case, key, value before, value after, left out and told]
    ['a comma that grouped', ',', '1', '1', true],
    ['a comma read as the point ("0," is "0.")', ',', '0', '0.', false],
    ['the point', '.', '1', '1.', false],
    ['a digit', '5', '1', '15', false],
  ] as const)('typedGroupingLeftOut: %s', (_case, key, previous, next, told) => {
    expect(typedGroupingLeftOut(key, en, previous, next)).toBe(told);
  });
});

describe('§5 commitAmount: given the customer leaves the field or submits', () => {
  it.each([
    ['1.', '1'],
    ['.', '0'],
    ['0.', '0'],
    ['1.50', '1.50'],
    ['', ''],
    ['12.345', '12.34'],
  ])('%j is committed as %j', (text, expected) => {
    expect(commitAmount(text, { precision: 2 })).toBe(expected);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties. The model below states §5 on its own terms (digit tables written out, BigInt
// arithmetic), not by calling the implementation, so the two can disagree.
// ---------------------------------------------------------------------------------------------

/** The budget the issue asks of the input rules: 100 000 cases per property. */
const INPUT_RUNS = { numRuns: 100_000 } as const;

const FULL_WIDTH = '０１２３４５６７８９';
const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';

/** §5 as a model: the digit value of a character, or null. */
function modelDigit(char: string): string | null {
  for (const table of ['0123456789', FULL_WIDTH, ARABIC_INDIC, PERSIAN]) {
    const index = table.indexOf(char);
    if (index !== -1) return String(index);
  }
  return null;
}

/** §5 as a model: the digits before and after the point of a text, or null when the rule must refuse it. */
function modelDigits(
  text: string,
  precision: number,
): { intDigits: string; fracDigits: string | null } | null {
  let intDigits = '';
  let fracDigits: string | null = null;
  for (const char of text) {
    const digit = modelDigit(char);
    if (digit !== null) {
      if (fracDigits === null) intDigits += digit;
      else fracDigits += digit;
    } else if (char === '.' || char === '．' || char === '٫') {
      if (fracDigits !== null || precision === 0) return null;
      fracDigits = '';
    } else if (char === ',' || char === '，' || char === '٬') {
      // Grouping groups a number: after the point it is refused; with only zeros or nothing before
      // it, no number is there to group, and it is the point.
      if (fracDigits !== null) return null;
      if (!/[1-9]/.test(intDigits)) {
        if (precision === 0) return null;
        fracDigits = '';
      }
    } else {
      return null;
    }
  }
  return { intDigits, fracDigits };
}

/**
 * §5 as a model: the largest amount a field takes, in units of its last decimal place: its bound
 * (a decimal text) cut to the precision, and never above MAX_AMOUNT.
 */
function modelCap(max: string | null, precision: number): bigint {
  const ceiling = BigInt(MAX_AMOUNT) * 10n ** BigInt(precision);
  if (max === null) return ceiling;
  const [whole = '0', fraction = ''] = max.split('.');
  const cut = BigInt(whole + fraction.slice(0, precision).padEnd(precision, '0'));
  return cut < ceiling ? cut : ceiling;
}

/** §5 as a model: the value an accepted text means, or null when the rule must refuse it. */
function modelValue(text: string, precision: number, max: string | null): string | null {
  const digits = modelDigits(text, precision);
  if (digits === null) return null;
  const { intDigits, fracDigits } = digits;
  if (intDigits === '' && fracDigits === null) return '';
  const whole = BigInt(intDigits === '' ? '0' : intDigits).toString();
  const kept = fracDigits === null || precision === 0 ? null : fracDigits.slice(0, precision);
  const scaled = BigInt(whole + (kept ?? '').padEnd(precision, '0'));
  if (scaled > modelCap(max, precision)) return null;
  return kept ? `${whole}.${kept}` : whole;
}

/** What the field holds after the customer types `text` key by key at the end, and each refusal. */
function typeKeyByKey(text: string, options: AmountRuleOptions) {
  let value = '';
  let refusals = 0;
  for (const char of text) {
    const edit = editAmount(value, value + char, options);
    if (edit.refused !== null) refusals += 1;
    value = edit.value;
  }
  return { value, refusals };
}

/** What the field holds after `text` is pasted into the empty field (the field trims a paste). */
function paste(text: string, options: AmountRuleOptions) {
  return editAmount('', text.trim(), options);
}

const keystrokes = fc.string({
  unit: fc.constantFrom(
    '0',
    '1',
    '2',
    '5',
    '9',
    '.',
    ',',
    '．',
    '，',
    '٫',
    '٬',
    '１',
    '０',
    '٣',
    '۷',
    'e',
    'E',
    '-',
    '+',
    ' ',
    'x',
  ),
  maxLength: 18,
});
const precisions = fc.integer({ min: 0, max: 10 });
const wholeMax = fc.option(
  fc.bigInt({ min: 0n, max: 10n ** 13n }).map((max) => max.toString()),
  { nil: null },
);
/**
 * A bound with decimals, as a balance or a pool's quota is ("50.09"): more of them than the field
 * takes, or fewer.
 */
const decimalMax = fc
  .tuple(fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.integer({ min: 1, max: 6 }))
  .map(([units, scale]) => {
    const digits = units.toString().padStart(scale + 1, '0');
    return `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  });

function optionsOf(precision: number, max: string | null): AmountRuleOptions {
  return max === null ? { precision } : { precision, max };
}

describe('§5 input properties (100 000 cases each)', () => {
  it('typing key by key and pasting the same text agree whenever the text is accepted', () => {
    fc.assert(
      fc.property(keystrokes, precisions, wholeMax, (text, precision, max) => {
        const options = optionsOf(precision, max);
        const pasted = paste(text, options);
        if (pasted.refused !== null) return true;
        return typeKeyByKey(text, options).value === pasted.value;
      }),
      INPUT_RUNS,
    );
  });

  it('a text the rule refuses keeps the previous value when pasted and is refused aloud when typed', () => {
    fc.assert(
      fc.property(keystrokes, precisions, wholeMax, (text, precision, max) => {
        const options = optionsOf(precision, max);
        if (paste(text, options).refused === null) return true;
        return (
          editAmount('7', text.trim(), options).value === '7' && typeKeyByKey(text, options).refusals > 0
        );
      }),
      INPUT_RUNS,
    );
  });

  it('a text holds exactly the number §5 reads in it (grouping after a number dropped, digits of any script, decimals cut), or is refused as §5 refuses it', () => {
    fc.assert(
      fc.property(keystrokes, precisions, fc.oneof(wholeMax, decimalMax), (text, precision, max) => {
        const trimmed = text.trim();
        const expected = modelValue(trimmed, precision, max);
        const reading = readAmount(trimmed, optionsOf(precision, max));
        if (expected === null) return !reading.ok;
        if (!reading.ok) return false;
        // The model keeps a trailing point as the field does while typing.
        const shown = reading.value.endsWith('.') ? reading.value.slice(0, -1) : reading.value;
        return shown === expected;
      }),
      INPUT_RUNS,
    );
  });

  it('an accepted text says its decimals were cut exactly when it has more than the precision', () => {
    fc.assert(
      fc.property(keystrokes, precisions, wholeMax, (text, precision, max) => {
        const edit = paste(text, optionsOf(precision, max));
        if (edit.refused !== null) return true;
        const decimals = modelDigits(text.trim(), precision)?.fracDigits?.length ?? 0;
        return edit.cut === decimals > precision;
      }),
      INPUT_RUNS,
    );
  });

  it('what the field shows is what is sent: the committed value is the shown one without a trailing point, and plain ASCII', () => {
    fc.assert(
      fc.property(keystrokes, precisions, wholeMax, (text, precision, max) => {
        const options = optionsOf(precision, max);
        const shown = typeKeyByKey(text, options).value;
        const sent = commitAmount(shown, options);
        const cap = BigInt(max ?? MAX_AMOUNT);
        const [whole = '0', fraction = ''] = sent.split('.');
        return (
          (sent === '' || /^(0|[1-9]\d*)(\.\d+)?$/.test(sent)) &&
          (shown === sent || shown === `${sent}.`) &&
          fraction.length <= precision &&
          (sent === '' || BigInt(whole) <= cap)
        );
      }),
      INPUT_RUNS,
    );
  });
});
