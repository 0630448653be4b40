#!/bin/sh
# What the official nginx image's /docker-entrypoint.sh does, for the tests: when the command is
# nginx, every file in /docker-entrypoint.d/ in version order, *.envsh sourced (their exports reach
# the later scripts) and *.sh run, each only when executable; then the command replaces the shell.
set -e

if [ "$1" = "nginx" ] || [ "$1" = "nginx-debug" ]; then
    find "/docker-entrypoint.d/" -follow -type f -print | sort -V | while read -r f; do
        # shellcheck source=/dev/null # the scripts of /docker-entrypoint.d, found at run time
        case "$f" in
            *.envsh) if [ -x "$f" ]; then echo "$0: Sourcing $f"; . "$f"; fi ;;
            *.sh) if [ -x "$f" ]; then echo "$0: Launching $f"; "$f"; fi ;;
            *) echo "$0: Ignoring $f" ;;
        esac
    done
    echo "$0: Configuration complete; ready for start up"
fi

exec "$@"
