#!/usr/bin/env bash
# The one test command (`npm test`): system packages, the SPA builds (root, /guide/ base path,
# Firebase), unit + server + contract tests (Vitest), browser tests in Chromium against the real
# server (Playwright), Lighthouse and the JavaScript budget against the built server (Vitest
# project `site`), then the Firebase emulator suite where this machine has Java 21+ and a Firestore
# emulator (README, "Firebase tests").
set -uo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules ]; then
  echo "Dependencies are not installed: run 'npm install' first." >&2
  exit 1
fi
bash scripts/system-deps.sh || exit 1

mkdir -p .tmp
rm -f .tmp/vitest.json .tmp/playwright.json .tmp/vitest-site.json .tmp/vitest-firebase.json

# The Firebase build is checked for what a visitor downloads (tests/build/firebaseBundle.test.ts)
# and for its pages' own heads (tests/build/firebasePages.test.ts), and signs in against the Auth
# emulator in the browser tests (tests/e2e/firebase.spec.ts): a demo project on the local
# emulators; the manifest tells which chunks load at start-up.
firebase_build() {
  VITE_BACKEND=firebase VITE_FIREBASE_EMULATORS=true VITE_FIREBASE_API_KEY=demo-api-key \
    VITE_FIREBASE_AUTH_DOMAIN=demo-hero-guide.firebaseapp.com \
    VITE_FIREBASE_PROJECT_ID=demo-hero-guide VITE_FIREBASE_STORAGE_BUCKET=demo-hero-guide.appspot.com \
    VITE_FIREBASE_APP_ID=1:000000000000:web:0000000000000000 BUILD_MANIFEST=true \
    OUT_DIR=dist-firebase npx vite build --logLevel error
}

# The Auth emulator tests need firebase-tools (installed on demand, not a site dependency).
npx tsx scripts/installFirebaseTools.ts >.tmp/firebase-tools-install.log 2>&1 &
firebase_tools_pid=$!

echo "Building the SPA (root, /guide/ base path, Firebase)..."
# The root build keeps its manifest too: tests/build/visitorBundle.test.ts follows each public
# page's chunks through it.
if ! BUILD_MANIFEST=true npx vite build --logLevel error >.tmp/build.log 2>&1 ||
  ! BASE_PATH=/guide/ OUT_DIR=dist-guide npx vite build --logLevel error >>.tmp/build.log 2>&1 ||
  ! firebase_build >>.tmp/build.log 2>&1; then
  cat .tmp/build.log >&2
  echo "The build failed (log above)." >&2
  exit 1
fi

status=0
if ! wait "$firebase_tools_pid"; then
  # The Auth emulator tests will fail; this says why.
  cat .tmp/firebase-tools-install.log >&2
  status=1
fi
npx vitest run --project '!site' --reporter=default --reporter=json \
  --outputFile.json=.tmp/vitest.json || status=1
PLAYWRIGHT_JSON_OUTPUT_NAME=.tmp/playwright.json npx playwright test --reporter=list,json || status=1
# Alone, once the browser tests are done: Lighthouse scores depend on a quiet CPU.
npx vitest run --project site --reporter=default --reporter=json \
  --outputFile.json=.tmp/vitest-site.json || status=1

# Exit 3: the emulator suite cannot run here; the script has said why in one line.
firebase_report=.tmp/vitest-firebase.json
npx tsx scripts/testFirebase.ts --reporter=default --reporter=json \
  --outputFile.json="$firebase_report"
case $? in
  0) ;;
  3) firebase_report="" ;;
  *) status=1 ;;
esac

npx tsx scripts/testSummary.ts .tmp/vitest.json .tmp/playwright.json .tmp/vitest-site.json \
  $firebase_report || status=1
exit $status
