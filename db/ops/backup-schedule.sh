#!/bin/sh
# The compose backup service: a backup at start when the newest is more than a day old, then a look
# every hour, so there is one backup a day whatever the restarts. The healthcheck reports unhealthy
# when the newest backup is more than 25 hours old, so a failing backup shows in `docker compose ps`.
set -eu
trap 'exit 0' TERM INT # PID 1 in the container: stop at once on `docker compose stop`
dir="${BACKUP_DIR:-/backups}"
db=$(printf '%s' "${DATABASE_URL:-}" | sed -E 's#^postgres(ql)?://[^/]*/([^?]*).*$#\2#')
echo "backup: daily backups of $db into $dir, keeping ${BACKUP_KEEP_DAYS:-14} days"
while :; do
  if [ -z "$(find "$dir" -maxdepth 1 -type f -name "$db-*.dump" -mmin -1440 2>/dev/null)" ]; then
    if made=$(sh "$(dirname "$0")/backup.sh"); then
      echo "backup: wrote $made"
    else
      echo "backup: FAILED; the next try is in an hour" >&2
    fi
  fi
  sleep 3600 &
  wait $! # a stop signal ends the wait at once
done
