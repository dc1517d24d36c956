/**
 * ARCHITECTURE "Theme": every wealthkit rule is scoped under .wk-root, so importing
 * wealthkit/styles.css can never restyle the host page; and none is in a cascade layer, so the host's
 * CSS cannot restyle the widgets (tests/e2e/hostCss.test.ts shows it pixel by pixel). The host
 * themes them through the --wk-* variables.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** The stylesheet as the build inlines it (scripts/build-css.mjs). */
function inlined(file: string): string {
  const css = readFileSync(file, 'utf8');
  return css.replace(/^@import\s+['"](\.[^'"]+)['"];\s*$/gm, (_, rel: string) =>
    inlined(path.join(path.dirname(file), rel)),
  );
}

/** Splits a selector list on top-level commas (not those inside :not(...), :is(...)). */
function splitSelectors(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of list) {
    if (ch === '(') depth += 1;
    if (ch === ')') depth -= 1;
    if (ch === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += ch;
  }
  parts.push(current.trim());
  return parts;
}

describe.each([
  ['styles.css', 'src/theme/styles.css'],
  ['pages.css', 'src/pages/pages.css'],
])('%s: given a stylesheet a host imports', (_, file) => {
  const css = inlined(path.join(root, file)).replace(/\/\*[\s\S]*?\*\//g, '');

  it('puts no rule in a cascade layer (an unlayered host rule, or a later layer, would beat it)', () => {
    expect(css).not.toMatch(/@layer/);
  });

  it('scopes every rule under .wk-root', () => {
    const selectors = [...css.matchAll(/([^{};]+)\{/g)]
      .map((m) => (m[1] ?? '').trim())
      .filter((s) => !s.startsWith('@'))
      .flatMap(splitSelectors)
      // A keyframe's stops ("from", "1%, 99%") are not selectors.
      .filter((s) => !/^(from|to|\d+%)$/.test(s));
    expect(selectors.length).toBeGreaterThan(10);
    expect(selectors.filter((s) => !s.startsWith('.wk-root'))).toEqual([]);
  });

  it('draws text in two weights, 400 and 600 (each more is a font the browser looks up on first paint)', () => {
    const weights = new Set([...css.matchAll(/font-weight:\s*([^;}!]+)/g)].map((m) => (m[1] ?? '').trim()));
    expect([...weights].filter((w) => w !== '400' && w !== '600')).toEqual([]);
  });
});
