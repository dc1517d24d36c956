/** §3: the product's own source of return, sent as no pid at all. */
export const NO_PID = '-1';

/** The pid a request carries: none for the product's own source (§7). */
export function sourceField(pid: string): { pid?: string } {
  return pid === NO_PID ? {} : { pid };
}
