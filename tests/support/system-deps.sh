#!/usr/bin/env bash
# Makes sure the programs the tests drive are installed: Chromium (browser tests), nginx (tests of
# the production proxy config), PostgreSQL's own tools (tests of the backup scripts), Liberation
# Serif (the browser tests' local serif: the one the serif's metric-matched fallback is scaled to,
# ADR 018) and ShellCheck (make lint). As root on Debian/Ubuntu it installs them with apt; otherwise
# it says exactly what to install and stops. `system-deps.sh shellcheck` (make lint) looks at
# ShellCheck alone.
set -euo pipefail

missing=()
command -v shellcheck >/dev/null 2>&1 || missing+=(shellcheck)
if [ "${1:-}" != shellcheck ]; then
  [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
  command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
  # The backup tests run db/ops with the distribution's PostgreSQL server and its pg_dump/pg_restore.
  compgen -G '/usr/lib/postgresql/*/bin/pg_dump' >/dev/null && compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null ||
    missing+=(postgresql)
  # Liberation Serif has Times New Roman's metrics: with it the pages held back from their serif draw
  # in the matched fallback, as on a guest's phone, not in DejaVu Serif. (Noto Serif, the fallback's
  # second face, is left out: fonts-noto-core is 42 MB installed, and a machine with Liberation Serif
  # never reaches it; fonts.test.ts checks its metrics.)
  fc-list -q 'Liberation Serif' 2>/dev/null || missing+=(fonts-liberation)
fi
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing ${missing[*]} with apt-get (needed by the tests and make lint)..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  exit 0
fi

echo "The tests and make lint need these packages, which are not installed: ${missing[*]}." >&2
echo "On Debian or Ubuntu: sudo apt-get install -y ${missing[*]}" >&2
echo "Elsewhere, install Chromium, nginx, PostgreSQL, the Liberation fonts and ShellCheck with your package manager (set CHROMIUM_PATH if Chromium is not at /usr/bin/chromium)." >&2
exit 1
