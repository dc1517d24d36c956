/** A message: a catalogue key with its parameters, or a text that needs no translation (a server message). */
export type Message = { key: string; params?: Record<string, string> } | { text: string };

export type Catalogue = Readonly<Record<string, string>>;

/** Replaces `{name}` placeholders; a missing parameter stays visible rather than becoming "undefined". */
export function interpolate(template: string, params?: Record<string, string>): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? (params[name] ?? whole) : whole,
  );
}

export type Translate = (key: string, params?: Record<string, string>) => string;

/**
 * A translator over a catalogue with a fallback catalogue (English). A key missing from both is
 * shown as itself, so a gap is visible in review instead of rendering nothing.
 */
export function createTranslator(messages: Catalogue, fallback: Catalogue): Translate {
  return (key, params) => interpolate(messages[key] ?? fallback[key] ?? key, params);
}

/** Renders a `Message` (key or text) with a translator. */
export function renderMessage(t: Translate, message: Message): string {
  return 'text' in message ? message.text : t(message.key, message.params);
}
