/**
 * One canonical text of a request body: the sandbox recognises a replayed idempotency key by it and
 * the provider's intent ledger recognises the same intent by it, so both agree on "the same request".
 */
/** JSON with object keys sorted (and undefined members left out), so `{a, b}` and `{b, a}` read the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
