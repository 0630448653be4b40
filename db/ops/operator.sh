#!/bin/sh
# `make backup` and `make restore FILE=…`. With DATABASE_URL set, backup.sh and restore.sh run here
# against that database (with this machine's pg_dump). Without it they run in the compose `backup`
# service, which has PostgreSQL 18's tools and sees ./backups as /backups; a restore then stops the
# server first and starts it again afterwards.
#   operator.sh backup
#   operator.sh restore FILE     (CONFIRM=yes to go ahead; INTO=name for a drill database, which
#                                 leaves the site and its database alone)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=db/ops/lib.sh
. "$here/lib.sh"
cd "$here/../.."

action="${1:-}"
file="${2:-}"
case "$action" in
  backup | restore) ;;
  *) fail "usage: operator.sh backup | operator.sh restore FILE" ;;
esac

if [ -n "${DATABASE_URL:-}" ]; then
  exec sh "$here/$action.sh" ${file:+"$file"}
fi

docker compose version >/dev/null 2>&1 ||
  fail "Set DATABASE_URL to the database, or run this in the site's folder on a machine where Docker Compose v2 runs it."

# The backup service sees ./backups as /backups: the files it names are shown where the operator
# finds them on this machine.
host_paths() {
  sed -e 's#^/backups/#./backups/#' -e 's# /backups/# ./backups/#g'
}

if [ "$action" = backup ]; then
  made=$(docker compose run --rm --no-deps -T backup sh /opt/wedding-ops/backup.sh)
  printf '%s\n' "$made" | host_paths
  exit 0
fi

[ -n "$file" ] || fail "Name the backup to restore: make restore FILE=backups/wedding-20260501T030000Z.dump"
[ -f "$file" ] || fail "There is no backup at $file: the backups are in ./backups (ls backups)."
[ "$(cd "$(dirname "$file")" && pwd)" = "$(pwd)/backups" ] ||
  fail "The compose backup service sees only ./backups: copy $file there first."
into="${INTO:-wedding}"
require_confirmation "$into" "$file"

run_restore() {
  if said=$(docker compose run --rm --no-deps -T -e CONFIRM=yes -e INTO="$into" backup \
    sh /opt/wedding-ops/restore.sh "/backups/$(basename "$file")"); then
    printf '%s\n' "$said" | host_paths
  else
    status=$?
    [ -z "$said" ] || printf '%s\n' "$said" | host_paths
    return "$status"
  fi
}
[ "$into" != wedding ] && { run_restore; exit; }
docker compose stop server
# The server comes back whatever happens: restored, or unchanged after a refusal.
trap 'docker compose start server' EXIT
run_restore
