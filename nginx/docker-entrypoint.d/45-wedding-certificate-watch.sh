#!/bin/sh
# Starts, beside nginx, a watch on the certificate the certbot service keeps: when it appears (the
# first issuance) or changes (a renewal), the config is rendered again and nginx reloads, so HTTPS
# starts and renewed certificates are served without a restart. A config that does not pass
# `nginx -t` is not loaded: nginx keeps serving with the one it has.
#   CERT_CHECK_SECONDS  how often to look (default 3600)
set -eu

cert_dir="${TLS_CERT_DIR:-/etc/letsencrypt/live/wedding}"
interval="${CERT_CHECK_SECONDS:-3600}"
case "$interval" in *[!0-9]* | '' | 0) interval=3600 ;; esac

fingerprint() {
  cat "$cert_dir/fullchain.pem" "$cert_dir/privkey.pem" 2>/dev/null | cksum || true
}

# nginx runs while its pid file names a live process; the watch ends when nginx has stopped.
nginx_running() {
  pid=$(cat "${NGINX_PID_FILE:-/run/nginx.pid}" 2>/dev/null || true)
  [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null
}

watch_certificate() {
  seen=$(fingerprint)
  started=no
  while :; do
    sleep "$interval"
    if nginx_running; then
      started=yes
    elif [ "$started" = yes ]; then
      exit 0
    fi
    now=$(fingerprint)
    [ "$now" = "$seen" ] && continue
    seen="$now"
    echo "wedding nginx: the certificate in $cert_dir changed; reloading"
    if /opt/wedding-nginx/render-config.sh && nginx -t -q; then
      nginx -s reload
    else
      echo "wedding nginx: the new config failed nginx -t; still serving the previous one" >&2
    fi
  done
}

watch_certificate &
