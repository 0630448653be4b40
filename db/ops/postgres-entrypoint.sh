#!/bin/sh
# The compose postgres service's entrypoint: the image's own (docker-entrypoint.sh), run under
# Linux's SCHED_BATCH when the image's chrt can set it. PostgreSQL's backends then do not preempt the
# site's server on its core each time a statement wakes them, which made answers wait (ADR 064);
# they keep their fair share of the processors. Without chrt, PostgreSQL starts as the image starts it.
set -eu
if command -v chrt >/dev/null 2>&1 && chrt -b 0 true 2>/dev/null; then
  exec chrt -b 0 docker-entrypoint.sh "$@"
fi
exec docker-entrypoint.sh "$@"
