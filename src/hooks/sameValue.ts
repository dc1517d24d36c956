/**
 * Plain objects and arrays whose entries are the same values (`Object.is`, one level deep): a value
 * rebuilt with nothing changed. A form slice whose fields did not change (hooks/formStore), a
 * frame's settings after a host message that said nothing new (embed/guest/settings).
 */
export function isSameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const plain = (v: object) => Array.isArray(v) || Object.getPrototypeOf(v) === Object.prototype;
  if (!plain(a) || !plain(b) || Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  return (
    keysA.length === Object.keys(b).length &&
    keysA.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}
