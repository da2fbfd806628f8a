#!/usr/bin/env bash
# The one test command (`npm test`): checks that the dependencies and the system packages the tests
# need are here, then runs every test in phases (scripts/test.ts; docs/testing.md). Arguments name
# the phases to run, e.g. `npm test -- browser`.
set -uo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules ]; then
  echo "Dependencies are not installed: run 'npm install' first." >&2
  exit 1
fi
bash scripts/system-deps.sh || exit 1
exec node --import tsx scripts/test.ts "$@"
