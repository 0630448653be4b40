#!/bin/sh
# Renders the nginx config from the environment into CONFIG_DIR. The container runs it at start
# (docker-entrypoint.d); the nginx tests run the same script with their own values.
#   UPSTREAM      the server, host:port              (default server:8080)
#   STATIC_ROOT   the built client                   (default /usr/share/nginx/html)
#   LISTEN_PORT   HTTP port                          (default 80)
#   PUBLIC_HOSTS  comma-separated public host names  (default none)
#   SITE_URL      the address guests use, written into the pages (default http://localhost)
#   SEARCH_INDEXING  on lets search engines list the guest pages; off (default) keeps them out
#   TLS_CERT_DIR  folder with fullchain.pem and privkey.pem; when present nginx also serves HTTPS on 443
#   CONFIG_DIR    where to write                     (default /etc/nginx/conf.d)
set -eu

here=$(cd "$(dirname "$0")" && pwd)
templates="${TEMPLATE_DIR:-$here/templates}"
export UPSTREAM="${UPSTREAM:-server:8080}"
export STATIC_ROOT="${STATIC_ROOT:-/usr/share/nginx/html}"
export LISTEN_PORT="${LISTEN_PORT:-80}"
export CONFIG_DIR="${CONFIG_DIR:-/etc/nginx/conf.d}"
PUBLIC_HOSTS="${PUBLIC_HOSTS:-}"
TLS_CERT_DIR="${TLS_CERT_DIR:-/etc/nginx/certs}"

# Host names only: anything else would end up inside the config.
case "$PUBLIC_HOSTS" in
  *[!A-Za-z0-9.,\ -]*) echo "PUBLIC_HOSTS must be comma-separated host names, got: $PUBLIC_HOSTS" >&2; exit 1 ;;
esac
export PUBLIC_HOSTS_HTML=$(printf '%s' "$PUBLIC_HOSTS" | tr -d ' ' | tr 'A-Z' 'a-z')

# The site's address, filled into every page at serve time (docs/decisions/017-site-url-at-serve-time.md).
SITE_URL="${SITE_URL:-http://localhost}"
case "$SITE_URL" in
  http://*|https://*) ;;
  *) echo "SITE_URL must be the absolute address guests use, such as https://aanya-and-julien.com, got: $SITE_URL" >&2; exit 1 ;;
esac
case "${SITE_URL#*://}" in
  *[!A-Za-z0-9.:/-]*|*/?*) echo "SITE_URL must be a scheme and host name only, such as https://aanya-and-julien.com, got: $SITE_URL" >&2; exit 1 ;;
esac
export SITE_URL_HTML=$(printf '%s' "$SITE_URL" | sed 's#/*$##' | tr 'A-Z' 'a-z')
case "$(printf '%s' "${SEARCH_INDEXING:-off}" | tr 'A-Z' 'a-z')" in
  on|true|1|yes)
    export ROBOTS_META='<meta name="robots" content="index, follow">'
    export ROBOTS_TXT='User-agent: *\nDisallow: /admin\n' ;;
  off|false|0|no)
    export ROBOTS_META='<meta name="robots" content="noindex">'
    export ROBOTS_TXT='User-agent: *\nDisallow: /\n' ;;
  *) echo "SEARCH_INDEXING must be on or off, got: $SEARCH_INDEXING" >&2; exit 1 ;;
esac

mkdir -p "$CONFIG_DIR"
: > "$CONFIG_DIR/public-hosts.map"
for host in $(printf '%s' "$PUBLIC_HOSTS_HTML" | tr ',' ' '); do
  printf '%s 1;\n' "$host" >> "$CONFIG_DIR/public-hosts.map"
done

if [ -f "$TLS_CERT_DIR/fullchain.pem" ] && [ -f "$TLS_CERT_DIR/privkey.pem" ]; then
  cat > "$CONFIG_DIR/tls.conf" <<TLS
listen 443 ssl http2;
listen [::]:443 ssl http2;
ssl_certificate $TLS_CERT_DIR/fullchain.pem;
ssl_certificate_key $TLS_CERT_DIR/privkey.pem;
ssl_protocols TLSv1.2 TLSv1.3;
ssl_session_cache shared:SSL:10m;
TLS
  echo 'add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;' > "$CONFIG_DIR/hsts.conf"
else
  echo "# No certificate in $TLS_CERT_DIR: HTTP only." > "$CONFIG_DIR/tls.conf"
  echo "# HTTP only: no HSTS." > "$CONFIG_DIR/hsts.conf"
fi

vars='${UPSTREAM} ${STATIC_ROOT} ${LISTEN_PORT} ${CONFIG_DIR} ${PUBLIC_HOSTS_HTML} ${SITE_URL_HTML} ${ROBOTS_META} ${ROBOTS_TXT}'
envsubst "$vars" < "$templates/site.conf.template" > "$CONFIG_DIR/site.conf"
envsubst "$vars" < "$templates/proxy.conf.template" > "$CONFIG_DIR/proxy.conf"
envsubst "$vars" < "$templates/static-headers.conf.template" > "$CONFIG_DIR/static-headers.conf"
envsubst "$vars" < "$templates/page.conf.template" > "$CONFIG_DIR/page.conf"
