#!/usr/bin/env bash
# The shell part of `make lint`: every shell script of the project through ShellCheck, found by its
# name (*.sh, *.envsh) or by its #! line, outside what is installed or built. Sourced files name
# their shell with a directive (db/ops/lib.sh); ShellCheck follows `. lib.sh` from the project root.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash tests/support/system-deps.sh shellcheck

scripts=()
while IFS= read -r -d '' file; do
  case "$file" in
    *.sh | *.envsh) scripts+=("$file") ;;
    *) if head -n 1 "$file" | grep -qE '^#!.*[/ ](ba|da)?sh$'; then scripts+=("$file"); fi ;;
  esac
done < <(find . \( -name node_modules -o -name dist -o -name .git -o -name .data -o -name test-results \
  -o -name playwright-report -o -path ./bench/tools \) -prune -o -type f \
  \( -name '*.sh' -o -name '*.envsh' -o ! -name '*.*' \) -print0 | sort -z)

printf '%s\n' "${scripts[@]}"
shellcheck -x "${scripts[@]}"
echo "ShellCheck: ${#scripts[@]} shell scripts, nothing to fix."
