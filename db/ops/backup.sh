#!/bin/sh
# One backup of the database in DATABASE_URL: `pg_dump -Fc` into BACKUP_DIR as
# <database>-<UTC time>.dump (readable by its owner only), checked with pg_restore, then backups
# older than BACKUP_KEEP_DAYS are deleted. Prints the new file's path.
#   DATABASE_URL      the database (required)
#   BACKUP_DIR        where backups go (default ./backups; /backups in the compose service)
#   BACKUP_KEEP_DAYS  how many days of backups to keep (default 14)
#   BACKUP_SUFFIX     added to the file name (restore.sh marks its safety copy with it)
#   ALBUM_DIR         the album's photos (ADR 082): copied into BACKUP_DIR/album, new files only
#   SITE_PHOTOS_DIR   the hosts' photos for the pages (ADR 084): into BACKUP_DIR/site-photos, likewise
set -eu
# shellcheck source=db/ops/lib.sh
. "$(dirname "$0")/lib.sh"

[ -n "${DATABASE_URL:-}" ] || fail "Set DATABASE_URL to the database to back up (postgres://user:password@host:5432/wedding)."
dir="${BACKUP_DIR:-./backups}"
keep="${BACKUP_KEEP_DAYS:-14}"
case "$keep" in '' | *[!0-9]* | 0) fail "BACKUP_KEEP_DAYS must be a whole number of days, 1 or more; got $keep" ;; esac
require_tools psql pg_dump pg_restore
db=$(database_name)

# pg_dump refuses a newer server with a line that does not say what to do.
server=$(server_major "$DATABASE_URL")
client=$(major_of pg_dump)
[ "$client" -ge "$server" ] ||
  fail "pg_dump $client cannot back up PostgreSQL $server: use pg_dump $server or newer (postgresql-client-$server), or unset DATABASE_URL to back up through the compose backup service."

umask 077
mkdir -p "$dir"
file="$dir/$db-$(date -u +%Y%m%dT%H%M%SZ)${BACKUP_SUFFIX:-}.dump"
[ -e "$file" ] && file="${file%.dump}-$$.dump"
partial="$file.partial"
# Written aside and renamed once complete and readable, so a failed run never looks like a backup.
trap 'rm -f "$partial"' EXIT
pg_dump --format=custom --compress=6 --file="$partial" "$DATABASE_URL" ||
  fail "pg_dump could not back up $(shown_url); no backup was written."
pg_restore --list "$partial" >/dev/null || fail "The backup just written cannot be read back; it was removed."
mv "$partial" "$file"
trap - EXIT

find "$dir" -maxdepth 1 -type f -name "$db-*.dump" -mtime +$((keep - 1)) -exec rm -f {} +
# The photos after the rows: a photo's row in this backup always has its file beside it.
[ -n "${ALBUM_DIR:-}" ] && copy_album "$ALBUM_DIR" "$dir/album"
[ -n "${SITE_PHOTOS_DIR:-}" ] && copy_site_photos "$SITE_PHOTOS_DIR" "$dir/site-photos"
echo "$file"
