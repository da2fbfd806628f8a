#!/usr/bin/env bash
# The one test command (`npm test`): system packages, both SPA builds, unit + server + contract
# tests (Vitest), then browser tests in Chromium against the real server (Playwright).
set -uo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules ]; then
  echo "Dependencies are not installed: run 'npm install' first." >&2
  exit 1
fi
bash scripts/system-deps.sh || exit 1

mkdir -p .tmp
rm -f .tmp/vitest.json .tmp/playwright.json

echo "Building the SPA (root and /guide/ base path)..."
if ! npx vite build --logLevel error >.tmp/build.log 2>&1 ||
  ! BASE_PATH=/guide/ OUT_DIR=dist-guide npx vite build --logLevel error >>.tmp/build.log 2>&1; then
  cat .tmp/build.log >&2
  echo "The build failed (log above)." >&2
  exit 1
fi

status=0
npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest.json || status=1
PLAYWRIGHT_JSON_OUTPUT_NAME=.tmp/playwright.json npx playwright test --reporter=list,json || status=1

npx tsx scripts/testSummary.ts .tmp/vitest.json .tmp/playwright.json || status=1
exit $status
