// Builds dist/styles.css from src/theme/styles.css (and dist/pages.css) by inlining relative
// @imports, so a host gets one file per sheet, every rule scoped under .wk-root, and no further requests.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const IMPORT = /^@import\s+['"](\.[^'"]+)['"];\s*$/gm;

function inline(file, seen = new Set()) {
  const resolved = path.resolve(file);
  if (seen.has(resolved)) return '';
  seen.add(resolved);
  const css = readFileSync(resolved, 'utf8');
  return css.replace(IMPORT, (_, rel) => inline(path.join(path.dirname(resolved), rel), seen));
}

// The pages' rules are a sheet of their own, so a host of the widgets alone loads none of them.
mkdirSync('dist', { recursive: true });
for (const [source, target] of [
  ['src/theme/styles.css', 'dist/styles.css'],
  ['src/pages/pages.css', 'dist/pages.css'],
]) {
  const out = inline(source);
  if (/@import/.test(out)) throw new Error(`${target} still has an @import that could not be inlined`);
  writeFileSync(target, out);
  console.log(`${target}: ${Buffer.byteLength(out)} bytes`);
}
