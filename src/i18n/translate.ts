/** A message: a catalogue key with its parameters, or a text that needs no translation (a server message). */
export type Message = { key: string; params?: Record<string, string> } | { text: string };

export type Catalogue = Readonly<Record<string, string>>;

const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * The CLDR plural rules of the languages our catalogues speak, for the whole numbers a count is
 * (translate.test.ts checks them against Intl): a page's first Intl object loads ICU's data (13–27
 * ms in Chromium), which a dialog saying "1–3 days" need not pay before it can be used.
 */
const KNOWN_PLURALS: Readonly<Record<string, (count: number) => string>> = {
  en: (count) => (count === 1 ? 'one' : 'other'),
  zh: () => 'other',
};

/** The CLDR plural category of a count in a locale ('one', 'other' ...); made once per locale. */
function pluralCategory(locale: string, count: string): string {
  const known = KNOWN_PLURALS[locale.split('-', 1)[0] ?? ''];
  // A count of days or items, never an amount of money: a number is what plural rules take.
  if (known && /^\d+$/.test(count)) return known(Number(count));
  let rules = pluralRules.get(locale);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(locale);
    } catch {
      rules = new Intl.PluralRules('en');
    }
    pluralRules.set(locale, rules);
  }
  return rules.select(Number(count));
}

const PLURAL_HEAD = /\{(\w+),\s*plural,/g;

/**
 * Expands ICU-style plurals, `{days, plural, one {# day} other {# days}}`: the branch is chosen by
 * an exact `=N`, else the locale's plural category of the parameter (`Intl.PluralRules`), else
 * `other`; `#` is the count. A malformed plural or a missing parameter is left as written, so a
 * gap shows in review.
 */
function expandPlurals(template: string, params: Record<string, string>, locale: string): string {
  let result = '';
  let from = 0;
  PLURAL_HEAD.lastIndex = 0;
  for (let head = PLURAL_HEAD.exec(template); head; head = PLURAL_HEAD.exec(template)) {
    const options = new Map<string, string>();
    let at = PLURAL_HEAD.lastIndex;
    for (;;) {
      while (template[at] === ' ') at += 1;
      if (template[at] === '}') break;
      const open = template.indexOf('{', at);
      if (open === -1) return template;
      let depth = 1;
      let end = open + 1;
      for (; end < template.length && depth > 0; end += 1) {
        if (template[end] === '{') depth += 1;
        else if (template[end] === '}') depth -= 1;
      }
      if (depth !== 0) return template;
      options.set(template.slice(at, open).trim(), template.slice(open + 1, end - 1));
      at = end;
    }
    const count = params[head[1] ?? ''];
    const chosen =
      count === undefined
        ? undefined
        : (options.get(`=${count}`) ?? options.get(pluralCategory(locale, count)) ?? options.get('other'));
    result += template.slice(from, head.index);
    result += chosen === undefined ? template.slice(head.index, at + 1) : chosen.replaceAll('#', count ?? '');
    from = at + 1;
    PLURAL_HEAD.lastIndex = from;
  }
  return result + template.slice(from);
}

/**
 * Fills a message: plurals first (`{n, plural, one {...} other {...}}`, by the locale's rules),
 * then `{name}` placeholders; a missing parameter stays visible rather than becoming "undefined".
 * @param locale @default 'en'
 */
export function interpolate(template: string, params?: Record<string, string>, locale = 'en'): string {
  if (!params) return template;
  const expanded = template.includes(', plural,') ? expandPlurals(template, params, locale) : template;
  return expanded.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? (params[name] ?? whole) : whole,
  );
}

export type Translate = (key: string, params?: Record<string, string>) => string;

/**
 * A translator over a catalogue with a fallback catalogue (English). A key missing from both is
 * shown as itself, so a gap is visible in review instead of rendering nothing.
 */
export function createTranslator(messages: Catalogue, fallback: Catalogue, locale = 'en'): Translate {
  return (key, params) => interpolate(messages[key] ?? fallback[key] ?? key, params, locale);
}

/** Renders a `Message` (key or text) with a translator. */
export function renderMessage(t: Translate, message: Message): string {
  return 'text' in message ? message.text : t(message.key, message.params);
}
