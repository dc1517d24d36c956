/**
 * Test support (not exported from the package): exact decimal arithmetic on BigInt scale integers,
 * written independently of Decimal so property tests can check the calculators against it,
 * and fast-check arbitraries of decimal strings.
 */
import fc from 'fast-check';

/** A decimal string as an integer numerator over 10^scale: "1.25" at scale 4 → 12500n. */
export function toScaled(text: string, scale: number): bigint {
  const negative = text.startsWith('-');
  const body = negative ? text.slice(1) : text;
  const [intPart = '0', fracPart = ''] = body.split('.');
  if (fracPart.length > scale) throw new Error(`${text} has more than ${scale} decimals`);
  const digits = BigInt(`${intPart || '0'}${fracPart.padEnd(scale, '0')}`);
  return negative ? -digits : digits;
}

/** A non-negative scale integer as a string with exactly `scale` decimals. */
export function fromScaled(value: bigint, scale: number): string {
  if (value < 0n) return `-${fromScaled(-value, scale)}`;
  const digits = value.toString().padStart(scale + 1, '0');
  return scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

/** Floor of a / b for a ≥ 0, b > 0. */
export function floorDiv(a: bigint, b: bigint): bigint {
  return a / b;
}

/** 10^n as a BigInt. */
export function pow10(n: number): bigint {
  return 10n ** BigInt(n);
}

/** Decimal strings in [0, maxInt] with up to `scale` decimals ("12.5", "0", "0.00000001"). */
export function arbDecimal(maxInt: bigint, scale: number): fc.Arbitrary<string> {
  return fc.bigInt({ min: 0n, max: maxInt * pow10(scale) }).map((n) => {
    const text = fromScaled(n, scale);
    return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
  });
}

/** Property-test budget required for the domain's properties. */
export const PROPERTY_RUNS = { numRuns: 10_000 } as const;
