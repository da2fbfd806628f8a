#!/usr/bin/env bash
# Makes sure the system packages the tests need are present: Debian's Chromium (the site checks),
# its headless shell (browser tests), PostgreSQL server binaries (PostgreSQL-mode tests) and
# systemd's systemd-analyze (the units of deploy/ are verified with it).
# Installs them when running as root with apt-get; otherwise stops with one line saying what to
# install.
set -euo pipefail

missing=()
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$chromium_path" ] || missing+=(chromium)
[ -x "${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}" ] || missing+=(chromium-headless-shell)
if [ -z "${TEST_DATABASE_URL:-}" ] && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 \
  && ! command -v initdb >/dev/null 2>&1; then
  missing+=(postgresql)
fi
command -v systemd-analyze >/dev/null 2>&1 || missing+=(systemd)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing system packages for the tests: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  if ! { apt-get update -qq && apt-get install -y -qq --no-install-recommends "${missing[@]}"; } >/tmp/hero-guide-apt.log 2>&1; then
    echo "Could not install ${missing[*]} (see /tmp/hero-guide-apt.log): run 'apt-get install -y ${missing[*]}'." >&2
    exit 1
  fi
  exit 0
fi
echo "Missing system packages for the tests: run 'sudo apt-get install -y ${missing[*]}' (or set CHROMIUM_PATH / CHROMIUM_HEADLESS_SHELL_PATH / TEST_DATABASE_URL)." >&2
exit 1
