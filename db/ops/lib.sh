# shellcheck shell=sh
# Shared by backup.sh and restore.sh (sourced, not run). POSIX sh: the same scripts run in the
# compose backup service (postgres:18-alpine, busybox) and on the operator's machine.

fail() {
  echo "$*" >&2
  exit 1
}

# DATABASE_URL without its password, for messages.
shown_url() {
  printf '%s' "$DATABASE_URL" | sed -E 's#^(postgres(ql)?://)([^:@/]*)(:[^@/]*)?@#\1\3@#'
}

# The database named in DATABASE_URL; only plain names, since it ends up in SQL and file names.
database_name() {
  name=$(printf '%s' "$DATABASE_URL" | sed -E 's#^postgres(ql)?://[^/]*/([^?]*).*$#\2#')
  case "$name" in
    '' | *[!A-Za-z0-9_]* | [0-9]*) fail "DATABASE_URL must name a database made of letters, digits and _ (such as postgres://wedding:...@postgres:5432/wedding); got $(shown_url)" ;;
  esac
  printf '%s' "$name"
}

# DATABASE_URL with another database (the maintenance database "postgres", or the restore stage).
url_for() {
  printf '%s' "$DATABASE_URL" | sed -E "s#^(postgres(ql)?://[^/]*)/[^?]*#\\1/$1#"
}

major_of() {
  "$1" --version | sed -n 's/.*(PostgreSQL) \([0-9][0-9]*\).*/\1/p'
}

require_tools() {
  for tool in "$@"; do
    command -v "$tool" >/dev/null 2>&1 ||
      fail "$tool is not installed: install the PostgreSQL client of the server's version (postgresql-client-18), or unset DATABASE_URL to use the compose backup service."
  done
}

# The server's major version, or a sentence saying why it cannot be reached.
server_major() {
  answer=$(psql "$1" -X -A -t -v ON_ERROR_STOP=1 -c 'SHOW server_version_num' 2>&1) ||
    fail "Cannot reach the database at $(shown_url): $answer"
  echo $((answer / 10000))
}

# A restore replaces the whole database: it runs only when asked in so many words.
require_confirmation() {
  [ "${CONFIRM:-}" = yes ] && return 0
  cat >&2 <<TEXT
Not restoring: this replaces the whole database $1 with the backup $2.
Every guest, RSVP and change made since that backup would be gone (a copy of the database as it is
now is kept in the backups folder first). To go ahead, run the same command with CONFIRM=yes:
  make restore FILE=$2${INTO:+ INTO=$INTO} CONFIRM=yes
TEXT
  exit 2
}

# Copies the album's photo files (ADR 082: originals/ and display/ under an album folder) from $1
# to $2, each file once: a photo never changes under its id, so a file already there is kept and
# a daily run copies only the new ones. Each file is written aside and renamed once whole.
copy_album() {
  [ -d "$1" ] || return 0
  (cd "$1" && find originals display -type f 2>/dev/null) | while IFS= read -r file; do
    [ -e "$2/$file" ] && continue
    mkdir -p "$2/$(dirname "$file")"
    if ! { cp -p "$1/$file" "$2/$file.partial" && mv "$2/$file.partial" "$2/$file"; }; then
      fail "Could not copy the album photo $file to $2 (is the disk full?)."
    fi
  done
}

# Copies the site's photos (ADR 084: a folder <16 hex digits>/ of cuts per photo, never changed
# under its id) from $1 to $2, each file once, written aside and renamed once whole; the folder
# being written (.incoming) is left out.
copy_site_photos() {
  [ -d "$1" ] || return 0
  (cd "$1" && find . -mindepth 2 -maxdepth 2 -type f -path './[0-9a-f]*/*' 2>/dev/null) | while IFS= read -r file; do
    file="${file#./}"
    case "$file" in
      [0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]/*) ;;
      *) continue ;;
    esac
    [ -e "$2/$file" ] && continue
    mkdir -p "$2/$(dirname "$file")"
    if ! { cp -p "$1/$file" "$2/$file.partial" && mv "$2/$file.partial" "$2/$file"; }; then
      fail "Could not copy the site photo $file to $2 (is the disk full?)."
    fi
  done
}
