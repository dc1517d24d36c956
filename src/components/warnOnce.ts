const warned = new Set<string>();

/**
 * Tells the host's developer `message` on the console, once a page for each `key`, in every build:
 * what they must hear of (a deprecated prop, a missing host callback) without a flood of repeats.
 */
export function warnOnce(key: string, message: string): void {
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(message);
}
