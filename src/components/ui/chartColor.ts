/** [red, green, blue, alpha], the colour form lightweight-charts works with. */
export type Rgba = [number, number, number, number];

const clampByte = (n: number) => Math.min(255, Math.max(0, Math.round(n)));
const clampAlpha = (n: number) => Math.min(1, Math.max(0, n));

function parseHex(text: string): Rgba | null {
  const hex = text.slice(1);
  if (!/^[0-9a-f]+$/i.test(hex) || ![3, 4, 6, 8].includes(hex.length)) return null;
  const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
  const byte = (i: number) => Number.parseInt(full.slice(i * 2, i * 2 + 2), 16);
  return [byte(0), byte(1), byte(2), full.length === 8 ? Math.round((byte(3) / 255) * 1000) / 1000 : 1];
}

function parseRgbFunction(text: string): Rgba | null {
  const match = /^rgba?\(\s*([^)]*)\)$/i.exec(text);
  if (!match?.[1]) return null;
  // Both "rgb(1, 2, 3, 0.5)" and "rgb(1 2 3 / 50%)".
  const parts = match[1].split(/\s*[,/]\s*|\s+/).filter(Boolean);
  if (parts.length < 3 || parts.length > 4) return null;
  const channel = (part: string, max: number) =>
    part.endsWith('%') ? (Number.parseFloat(part) / 100) * max : Number.parseFloat(part);
  const [r, g, b, a = '1'] = parts as [string, string, string, string?];
  const values = [channel(r, 255), channel(g, 255), channel(b, 255), channel(a, 1)];
  if (values.some((v) => Number.isNaN(v))) return null;
  return [clampByte(values[0]!), clampByte(values[1]!), clampByte(values[2]!), clampAlpha(values[3]!)];
}

/**
 * Parses the colour syntaxes our tokens use (hex, rgb()/rgba() in comma or space form,
 * 'transparent'). Also given to lightweight-charts as a `colorParsers` entry: its own parser asks
 * the browser and throws on anything the browser does not serialise as rgb(), e.g. hex in
 * happy-dom (TOOLCHAIN.md).
 */
export function parseCssColor(value: string): Rgba | null {
  const text = value.trim();
  if (text === 'transparent') return [0, 0, 0, 0];
  if (text.startsWith('#')) return parseHex(text);
  return parseRgbFunction(text);
}

/** `rgba(r, g, b, a)`: the one syntax every lightweight-charts colour path accepts. */
export function toRgbaString([r, g, b, a]: Rgba): string {
  return `rgba(${r}, ${g}, ${b}, ${a})`;
}

/**
 * Turns a CSS colour or a custom property name (`--wk-color-chart-line`, read on `element` so the
 * theme applies) into an `rgba()` string for the chart. Colours we cannot parse (e.g. oklch()) are
 * resolved through the browser once more, then fall back to `fallback`.
 */
export function resolveChartColor(element: HTMLElement, color: string, fallback: string): string {
  const style = getComputedStyle(element);
  const value = color.startsWith('--') ? style.getPropertyValue(color).trim() : color.trim();
  const parsed = value === '' ? null : parseCssColor(value);
  if (parsed) return toRgbaString(parsed);
  if (value !== '') {
    const probe = document.createElement('span');
    probe.style.color = value;
    element.appendChild(probe);
    const computed = parseCssColor(getComputedStyle(probe).color);
    probe.remove();
    if (computed) return toRgbaString(computed);
  }
  return fallback;
}
