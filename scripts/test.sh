#!/usr/bin/env bash
# `npm test`: the whole suite, in the order that fails fastest. Every step must pass; none is skipped.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

step 'browser: Debian chromium'
bash scripts/ensure-chromium.sh

step 'React 18 for the dom-react18 project: tests/react18 (its own install, beside the root React 19)'
npm ci --prefix tests/react18 --no-audit --no-fund --silent

step 'types: tsc --noEmit'
npx tsc --noEmit

step 'lint + format: biome (zero warnings)'
npx biome check --error-on-warnings .

step 'tests: unit, dom (React 19 and 18), stories (React 19) and e2e (real Chromium)'
report="$(mktemp)"
report18="$(mktemp)"
status=0
npx vitest run --project unit --project dom --project dom-react18 --project stories --project e2e \
  --reporter=default --reporter=json --outputFile.json="$report" || status=$?

step 'tests: the stories again on React 18 (a vitest run of its own, see vitest.config.ts)'
WK_REACT=18 npx vitest run --project stories-react18 \
  --reporter=default --reporter=json --outputFile.json="$report18" || status=$?
# CI shows only the tail of the log, so the closing lines name each failed test (file > test: first
# line of its message), then one plain line that CI reads: 'tests: N passed, N failed'.
node -e 'const fs = require("fs"); let passed = 0, failed = 0;
  for (const file of process.argv.slice(1)) {
    const r = JSON.parse(fs.readFileSync(file, "utf8") || "{}");
    passed += r.numPassedTests ?? 0;
    // A report that is missing or empty counts as a failure: the run it stands for did not finish.
    if (!r.testResults) failed += 1;
    for (const suite of r.testResults ?? []) {
      const where = suite.name.replace(process.cwd() + "/", "");
      if (suite.status === "failed" && !suite.assertionResults?.some((t) => t.status === "failed")) {
        failed += 1;
        console.log(`FAILED ${where}: ${(suite.message || "the file did not run").split("\n")[0]}`);
      }
      for (const t of suite.assertionResults ?? []) {
        if (t.status !== "failed") continue;
        failed += 1;
        const message = (t.failureMessages?.[0] ?? "").split("\n")[0].slice(0, 300);
        console.log(`FAILED ${where} > ${t.fullName}: ${message}`);
      }
    }
  }
  console.log(`tests: ${passed} passed, ${failed} failed`);' "$report" "$report18" || true
rm -f "$report" "$report18"
if [ "$status" -ne 0 ]; then
  echo "vitest exited with $status; with no test named above, look for its 'Unhandled Errors' above."
  exit "$status"
fi

step 'build: tsup (CJS, types), one ESM file per module, styles.css, the frame guest'
npm run build --silent

step 'package: publint --strict, attw --pack, size-limit'
npx publint --strict
# node16 profile: TypeScript's node10 resolution cannot see "exports" subpaths at all; the
# stylesheets have no types.
npx attw --pack . --profile node16 --exclude-entrypoints styles.css pages.css
npx size-limit

step 'package: the built files load in Node (ESM import and CJS require)'
node scripts/check-dist.mjs

step 'package: the README quick start, pasted into a fresh Vite React app: built, and in the dev server in StrictMode'
node scripts/check-quickstart.mjs

step 'package: plain npm install of the tarball beside React 18.2.0 and 19.0.0; both render it'
node scripts/check-react-peers.mjs

step 'package: a Next.js app-router host (tests/nextjs): next build, server HTML, hydration, subscribe, WealthArea on the app router'
node scripts/check-nextjs.mjs

step "package: WealthArea on React Router, the README's block pasted into a Vite app: a customer's walk"
node scripts/check-react-router.mjs

printf '\n\033[1mAll checks passed.\033[0m\n'
