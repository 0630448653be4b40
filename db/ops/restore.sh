#!/bin/sh
# Replaces the database in DATABASE_URL with a backup made by backup.sh. Only with CONFIRM=yes.
#   1. the backup is restored into a new database <name>_restoring, in one transaction: a backup
#      that cannot be restored whole leaves everything as it was;
#   2. the current database is backed up (…-before-restore.dump), then dropped (its connections are
#      closed), and the restored one takes its name.
# Stop the server first (make restore does it with compose), so nothing is written meanwhile.
#   restore.sh FILE    with DATABASE_URL, CONFIRM=yes, BACKUP_DIR as for backup.sh
#   INTO=name          restore into that database of the same server instead (a restore drill)
#   ALBUM_DIR          the album's photos: the files of BACKUP_DIR/album not there are put back
#   SITE_PHOTOS_DIR    the hosts' photos for the pages: likewise from BACKUP_DIR/site-photos
set -eu
here=$(dirname "$0")
# shellcheck source=db/ops/lib.sh
. "$here/lib.sh"

file="${1:-}"
[ -n "$file" ] || fail "Name the backup to restore: make restore FILE=backups/wedding-20260501T030000Z.dump"
[ -n "${DATABASE_URL:-}" ] || fail "Set DATABASE_URL to the database to replace (postgres://user:password@host:5432/wedding)."
[ -f "$file" ] || fail "There is no backup at $file: the backups are in ./backups (ls backups)."
require_tools psql pg_dump pg_restore
if [ -n "${INTO:-}" ]; then
  case "$INTO" in
    *[!A-Za-z0-9_]* | [0-9]*) fail "INTO must be a database name made of letters, digits and _ (such as wedding_drill); got $INTO" ;;
  esac
  DATABASE_URL=$(url_for "$INTO")
fi
db=$(database_name)
stage="${db}_restoring"
listing=$(pg_restore --list "$file" 2>&1) ||
  fail "$file cannot be restored: it is not a backup made by make backup, or it comes from a newer PostgreSQL than pg_restore $(major_of pg_restore) ($(printf '%s' "$listing" | head -n 1))."
require_confirmation "$db" "$file"

admin=$(url_for postgres)
sql() {
  PGOPTIONS='-c client_min_messages=warning' psql "$admin" -X -q -A -t -v ON_ERROR_STOP=1 -c "$1"
}
server_major "$admin" >/dev/null

sql "DROP DATABASE IF EXISTS \"$stage\" WITH (FORCE)"
sql "CREATE DATABASE \"$stage\""
if ! pg_restore --single-transaction --no-owner --no-acl --dbname="$(url_for "$stage")" "$file"; then
  sql "DROP DATABASE IF EXISTS \"$stage\" WITH (FORCE)"
  fail "The backup $file could not be restored; the database $db is unchanged."
fi

if [ "$(sql "SELECT count(*) FROM pg_database WHERE datname = '$db'")" = 1 ]; then
  if ! before=$(BACKUP_SUFFIX=-before-restore sh "$here/backup.sh"); then
    sql "DROP DATABASE IF EXISTS \"$stage\" WITH (FORCE)"
    fail "Could not back up the database $db before replacing it; it is unchanged."
  fi
  sql "DROP DATABASE \"$db\" WITH (FORCE)"
fi
sql "ALTER DATABASE \"$stage\" RENAME TO \"$db\""

echo "Restored $file into the database $db."
if [ -n "${ALBUM_DIR:-}" ] && [ -d "${BACKUP_DIR:-./backups}/album" ]; then
  copy_album "${BACKUP_DIR:-./backups}/album" "$ALBUM_DIR"
  echo "The album's photos are back in $ALBUM_DIR."
fi
if [ -n "${SITE_PHOTOS_DIR:-}" ] && [ -d "${BACKUP_DIR:-./backups}/site-photos" ]; then
  copy_site_photos "${BACKUP_DIR:-./backups}/site-photos" "$SITE_PHOTOS_DIR"
  echo "The site's photos are back in $SITE_PHOTOS_DIR."
fi
[ -n "${before:-}" ] && echo "The database as it was just before is kept in $before."
exit 0
