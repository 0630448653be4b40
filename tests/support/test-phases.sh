#!/usr/bin/env bash
# `make test`, phase by phase, with each phase's time (ADR 075). The checks that only read the
# sources (typecheck, lint) run beside the build: each of the three is mostly one process, so the two
# cores of a small machine are both at work. Then, one at a time because each fills the machine: the
# budgets, vitest, Playwright. The first failing phase stops the run with its own output.
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 1

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
summary=()
run_started=$(date +%s)

elapsed() { echo $(($(date +%s) - $1)); }
record() { summary+=("$(printf '%-11s %5s s  %s' "$1" "$2" "$3")"); }

print_summary() {
  echo
  echo "make test, time per phase:"
  printf '  %s\n' "${summary[@]}"
  echo "  total       $(printf '%5s' "$(elapsed "$run_started")") s"
}

fail() {
  print_summary
  echo
  echo "make test stopped: the $1 phase failed (its output is above)."
  exit 1
}

# One phase in the foreground, its output as it comes.
phase() {
  local name=$1 started
  shift
  started=$(date +%s)
  echo "==> $name: $*"
  if "$@"; then
    record "$name" "$(elapsed "$started")" ok
    echo "==> $name: $(elapsed "$started") s"
  else
    record "$name" "$(elapsed "$started")" FAILED
    fail "$name"
  fi
}

# The checks and the build side by side; each one's output is shown whole when it ends.
parallel_phases() {
  local names=(typecheck lint build) pids=() starts=() failed='' i
  local commands=('npm run typecheck' 'npm run lint' 'npm run build')
  for i in "${!names[@]}"; do
    echo "==> ${names[$i]}: ${commands[$i]} (beside the others)"
    starts[i]=$(date +%s)
    bash -c "(${commands[$i]}); echo \$? > '$logs/${names[$i]}.rc'; date +%s > '$logs/${names[$i]}.end'" \
      >"$logs/${names[$i]}.log" 2>&1 &
    pids[i]=$!
  done
  for i in "${!names[@]}"; do
    wait "${pids[$i]}"
    local rc end
    rc=$(cat "$logs/${names[$i]}.rc" 2>/dev/null || echo 1)
    end=$(cat "$logs/${names[$i]}.end" 2>/dev/null || date +%s)
    echo "==> ${names[$i]} output:"
    cat "$logs/${names[$i]}.log"
    if [ "$rc" = 0 ]; then
      record "${names[$i]}" $((end - starts[i])) ok
    else
      record "${names[$i]}" $((end - starts[i])) FAILED
      failed=${failed:-${names[$i]}}
    fi
  done
  [ -z "$failed" ] || fail "$failed"
}

phase system-deps bash tests/support/system-deps.sh
parallel_phases
phase budgets node tests/support/check-budgets.mjs
phase vitest npx vitest run
phase playwright npx playwright test -c tests/playwright.config.ts
print_summary
