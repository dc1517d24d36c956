// Builds dist/styles.css from src/theme/styles.css by inlining its relative @imports, so a host
// gets one file with every rule inside @layer wealthkit and no requests for further sheets.
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

const out = inline('src/theme/styles.css');
if (/@import/.test(out)) throw new Error('dist/styles.css still has an @import that could not be inlined');
mkdirSync('dist', { recursive: true });
writeFileSync('dist/styles.css', out);
console.log(`dist/styles.css: ${Buffer.byteLength(out)} bytes`);
