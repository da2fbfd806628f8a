#!/usr/bin/env bash
# The one test command (`npm test`): system packages, the SPA builds (root, /guide/ base path,
# Firebase), unit + server + contract tests (Vitest), browser tests in Chromium against the real
# server (Playwright), then the Firebase emulator suite where this machine can run it.
set -uo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules ]; then
  echo "Dependencies are not installed: run 'npm install' first." >&2
  exit 1
fi
bash scripts/system-deps.sh || exit 1

mkdir -p .tmp
rm -f .tmp/vitest.json .tmp/playwright.json .tmp/vitest-firebase.json

# The Firebase build is checked for what a visitor downloads (tests/build/firebaseBundle.test.ts);
# a demo config is enough for that, and the manifest tells which chunks load at start-up.
firebase_build() {
  VITE_BACKEND=firebase VITE_FIREBASE_API_KEY=demo-api-key \
    VITE_FIREBASE_AUTH_DOMAIN=demo-hero-guide.firebaseapp.com \
    VITE_FIREBASE_PROJECT_ID=demo-hero-guide VITE_FIREBASE_STORAGE_BUCKET=demo-hero-guide.appspot.com \
    VITE_FIREBASE_APP_ID=1:000000000000:web:0000000000000000 BUILD_MANIFEST=true \
    OUT_DIR=dist-firebase npx vite build --logLevel error
}

echo "Building the SPA (root, /guide/ base path, Firebase)..."
if ! npx vite build --logLevel error >.tmp/build.log 2>&1 ||
  ! BASE_PATH=/guide/ OUT_DIR=dist-guide npx vite build --logLevel error >>.tmp/build.log 2>&1 ||
  ! firebase_build >>.tmp/build.log 2>&1; then
  cat .tmp/build.log >&2
  echo "The build failed (log above)." >&2
  exit 1
fi

status=0
npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest.json || status=1
PLAYWRIGHT_JSON_OUTPUT_NAME=.tmp/playwright.json npx playwright test --reporter=list,json || status=1

# Exit 3: the emulator suite cannot run here; the script has said why in one line.
firebase_report=.tmp/vitest-firebase.json
npx tsx scripts/testFirebase.ts --reporter=default --reporter=json \
  --outputFile.json="$firebase_report"
case $? in
  0) ;;
  3) firebase_report="" ;;
  *) status=1 ;;
esac

npx tsx scripts/testSummary.ts .tmp/vitest.json .tmp/playwright.json $firebase_report || status=1
exit $status
