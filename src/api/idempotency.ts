/**
 * Mints an idempotency key for one user intent (one press of Confirm). The caller keeps it for every
 * send of that intent, including the fund-password re-send, so the exchange executes it once.
 * Uses `crypto.randomUUID` and, where that is missing (non-secure http pages hide it), builds a v4
 * UUID from `crypto.getRandomValues`, which every supported browser and Node have.
 */
export function createIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  // RFC 9562 v4: version nibble 4, variant bits 10.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
