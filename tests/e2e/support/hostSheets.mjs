/**
 * The stylesheets real hosts ship, built from their own packages as a host's build would, for the
 * host-stylesheet test: the create-vite React template's CSS, Tailwind v3's base (preflight),
 * Tailwind v4 (`@import "tailwindcss"`: its layers and preflight) and Bootstrap's reboot; and
 * wealthkit.css and wealthkit-pages.css, inlined from src/theme/styles.css and src/pages/pages.css
 * the way scripts/build-css.mjs builds dist.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwind4 from '@tailwindcss/postcss';
import postcss from 'postcss';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const require = createRequire(import.meta.url);
const packageFile = (name, file) => path.join(path.dirname(require.resolve(`${name}/package.json`)), file);

function inline(file) {
  return readFileSync(file, 'utf8').replace(/^@import\s+['"](\.[^'"]+)['"];\s*$/gm, (_, rel) =>
    inline(path.join(path.dirname(file), rel)),
  );
}

/** The host stylesheets by the name the test page links them with (`<name>.css`). */
export const HOST_SHEETS = ['create-vite', 'tailwind3', 'tailwind4', 'bootstrap'];

/**
 * Writes wealthkit.css and every host sheet into `dir`.
 * @param {string} dir
 */
export async function writeHostSheets(dir) {
  const tailwind3 = require('tailwindcss3');
  const v3 = await postcss([tailwind3({ content: [{ raw: '<main class="mx-auto p-4"></main>' }] })]).process(
    '@tailwind base;\n@tailwind components;\n@tailwind utilities;\n',
    { from: undefined },
  );
  const v4 = await postcss([tailwind4({ base: path.join(root, 'tests/e2e/fixtures') })]).process(
    '@import "tailwindcss";\n',
    { from: path.join(root, 'tests/e2e/fixtures/tailwind4.css') },
  );
  const sheets = {
    wealthkit: inline(path.join(root, 'src/theme/styles.css')),
    'wealthkit-pages': inline(path.join(root, 'src/pages/pages.css')),
    'create-vite': ['index.css', 'App.css']
      .map((file) => readFileSync(packageFile('create-vite', `template-react-ts/src/${file}`), 'utf8'))
      .join('\n'),
    tailwind3: v3.css,
    tailwind4: v4.css,
    bootstrap: readFileSync(packageFile('bootstrap', 'dist/css/bootstrap-reboot.css'), 'utf8'),
  };
  for (const [name, css] of Object.entries(sheets)) writeFileSync(path.join(dir, `${name}.css`), css);
}
