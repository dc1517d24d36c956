import { dec, isDecimalString } from '../domain';
import { refuse } from './module';

/**
 * Readers of untrusted request bodies and queries: a field of the wrong type is a rule violation
 * (code −1 with a message naming the field), never a crash of the sandbox.
 */

/** The body as an object, or a refusal. */
export function bodyObject(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    refuse('request body must be a JSON object');
  return body as Record<string, unknown>;
}

/** A required non-empty string field. */
export function readString(source: Record<string, unknown>, field: string): string {
  const value = source[field];
  if (typeof value !== 'string' || value.trim() === '') refuse(`${field} is required`);
  return value.trim();
}

/** A required decimal string greater than zero (amounts are strings on the wire, §3). */
export function readAmount(source: Record<string, unknown>, field: string): string {
  const value = source[field];
  if (typeof value !== 'string' || !isDecimalString(value)) refuse(`${field} must be a decimal string`);
  if (!dec(value).gt(0)) refuse(`${field} must be greater than 0`);
  return dec(value).toString();
}

/** A required decimal string (zero and negatives allowed). */
export function readDecimal(source: Record<string, unknown>, field: string): string {
  const value = source[field];
  if (typeof value !== 'string' || !isDecimalString(value)) refuse(`${field} must be a decimal string`);
  return dec(value).toString();
}

/** A required integer field, given as a number or a numeric string. */
export function readInt(source: Record<string, unknown>, field: string): number {
  const value = source[field];
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^-?\d+$/.test(text.trim())) refuse(`${field} must be an integer`);
  return Number.parseInt(text, 10);
}

/** A 0/1 flag given as 0, 1, '0', '1' or a boolean. */
export function readFlag(source: Record<string, unknown>, field: string): 0 | 1 {
  const value = source[field];
  if (value === 1 || value === '1' || value === true) return 1;
  if (value === 0 || value === '0' || value === false) return 0;
  return refuse(`${field} must be 0 or 1`);
}

/** §9 page/limit of a list call: page ≥ 1, 1 ≤ limit ≤ 100, with the given default limit. */
export function readPage(
  query: Readonly<Record<string, string>>,
  defaultLimit: number,
): { page: number; limit: number } {
  const page = query.page === undefined || query.page === '' ? 1 : readInt(query, 'page');
  const limit = query.limit === undefined || query.limit === '' ? defaultLimit : readInt(query, 'limit');
  if (page < 1) refuse('page must be at least 1');
  if (limit < 1 || limit > 100) refuse('limit must be between 1 and 100');
  return { page, limit };
}

/** A page of a list, the shape every list call answers (§3 `Page`). */
export function paginate<T>(items: readonly T[], page: number, limit: number): { list: T[]; total: number } {
  const start = (page - 1) * limit;
  return { list: items.slice(start, start + limit), total: items.length };
}
