#!/bin/sh
# Renders the nginx config from the environment. The container runs it at start (docker-entrypoint.d)
# and again when a certificate appears or is renewed; the nginx tests run the same script.
#
# The official image's nginx.conf includes conf.d/*.conf inside http {}, so only http-level
# directives and whole server blocks go to CONFIG_DIR; everything that belongs inside a server block
# lives in SNIPPET_DIR, which nothing includes by wildcard (ADR 013).
#
#   UPSTREAM      the server, host:port, re-resolved while running      (default server:8080)
#   RESOLVER      DNS server(s) nginx asks for UPSTREAM                   (default: the container's
#                 resolvers from the image's 15-local-resolvers.envsh, else Docker's 127.0.0.11)
#   STATIC_ROOT   the built client                                       (default /usr/share/nginx/html)
#   PAGES_ROOT    the pages the server renders at each publish (ADR 079), looked in first: the
#                 `current` link of the pages volume            (default /var/lib/wedding/pages/current)
#   SITE_PHOTOS_ROOT  the photos the hosts upload for the pages (ADR 084), served read-only
#                 with a year's cache                              (default /var/lib/wedding/site-photos)
#   LISTEN_PORT   HTTP port                                              (default 80)
#   TLS_PORT      HTTPS port                                             (default 443)
#   PUBLIC_HOSTS  comma-separated public host names                      (default none)
#   SITE_URL      the address guests use, written into the pages          (default http://localhost)
#   SEARCH_INDEXING  on lets search engines list the guest pages; off (default) keeps them out
#   TLS_CERT_DIR  fullchain.pem and privkey.pem; when both are there, port 80 only answers the ACME
#                 challenge and redirects, and the site is served over HTTPS (default
#                 /etc/letsencrypt/live/wedding, where the certbot service puts them)
#   ACME_ROOT     the certbot webroot                                    (default /var/www/certbot)
#   CONFIG_DIR    where the server blocks go                             (default /etc/nginx/conf.d)
#   SNIPPET_DIR   where the snippets go                                  (default /etc/nginx/wedding)
#   ALBUM_UPLOAD_LIMIT_MB  the largest album photo a form sends, as the server's (default 40, ADR 082)
#   SITE_PHOTO_LIMIT_MB  the largest photo a host uploads for the pages, as the server's (default 30, ADR 084)
set -eu

here=$(cd "$(dirname "$0")" && pwd)
templates="${TEMPLATE_DIR:-$here/templates}"
export UPSTREAM="${UPSTREAM:-server:8080}"
resolvers="${RESOLVER:-${NGINX_LOCAL_RESOLVERS:-127.0.0.11}}"
export STATIC_ROOT="${STATIC_ROOT:-/usr/share/nginx/html}"
export PAGES_ROOT="${PAGES_ROOT:-/var/lib/wedding/pages/current}"
export SITE_PHOTOS_ROOT="${SITE_PHOTOS_ROOT:-/var/lib/wedding/site-photos}"
export LISTEN_PORT="${LISTEN_PORT:-80}"
export TLS_PORT="${TLS_PORT:-443}"
export TLS_CERT_DIR="${TLS_CERT_DIR:-/etc/letsencrypt/live/wedding}"
export ACME_ROOT="${ACME_ROOT:-/var/www/certbot}"
export SNIPPET_DIR="${SNIPPET_DIR:-/etc/nginx/wedding}"
CONFIG_DIR="${CONFIG_DIR:-/etc/nginx/conf.d}"
PUBLIC_HOSTS="${PUBLIC_HOSTS:-}"

fail() {
  echo "wedding nginx config: $*" >&2
  exit 1
}

ALBUM_UPLOAD_LIMIT_MB="${ALBUM_UPLOAD_LIMIT_MB:-40}"
case "$ALBUM_UPLOAD_LIMIT_MB" in
  '' | *[!0-9]*) fail "ALBUM_UPLOAD_LIMIT_MB must be a whole number of megabytes, got: $ALBUM_UPLOAD_LIMIT_MB" ;;
esac
# The form around the photo (boundaries, a name, a code) gets a megabyte more: the server answers
# the photo over its limit with its own sentence (413), nginx only what is far beyond it.
export ALBUM_FORM_BODY="$((ALBUM_UPLOAD_LIMIT_MB + 1))m"
SITE_PHOTO_LIMIT_MB="${SITE_PHOTO_LIMIT_MB:-30}"
case "$SITE_PHOTO_LIMIT_MB" in
  '' | *[!0-9]*) fail "SITE_PHOTO_LIMIT_MB must be a whole number of megabytes, got: $SITE_PHOTO_LIMIT_MB" ;;
esac
export SITE_PHOTO_FORM_BODY="$((SITE_PHOTO_LIMIT_MB + 1))m"

# Everything below ends up inside the config: only the characters each value may hold.
case "$PUBLIC_HOSTS" in
  *[!A-Za-z0-9.,\ -]*) fail "PUBLIC_HOSTS must be comma-separated host names, got: $PUBLIC_HOSTS" ;;
esac
case "$UPSTREAM" in
  *[!A-Za-z0-9.:_-]* | '') fail "UPSTREAM must be host:port, got: $UPSTREAM" ;;
esac
case "$resolvers" in
  *[!A-Za-z0-9.:\[\]\ -]* | ' ') fail "RESOLVER must be DNS server addresses, got: $resolvers" ;;
esac
case "$PAGES_ROOT" in
  /*) case "$PAGES_ROOT" in *[!A-Za-z0-9/._-]*) fail "PAGES_ROOT must be a plain absolute path, got: $PAGES_ROOT" ;; esac ;;
  *) fail "PAGES_ROOT must be an absolute path, got: $PAGES_ROOT" ;;
esac
case "$SITE_PHOTOS_ROOT" in
  /*) case "$SITE_PHOTOS_ROOT" in *[!A-Za-z0-9/._-]*) fail "SITE_PHOTOS_ROOT must be a plain absolute path, got: $SITE_PHOTOS_ROOT" ;; esac ;;
  *) fail "SITE_PHOTOS_ROOT must be an absolute path, got: $SITE_PHOTOS_ROOT" ;;
esac
for port in "$LISTEN_PORT" "$TLS_PORT"; do
  case "$port" in *[!0-9]* | '') fail "LISTEN_PORT and TLS_PORT must be port numbers, got: $port" ;; esac
done
export RESOLVER="$resolvers"
# Host names as the server compares them: lower case, without the trailing dots DNS allows.
PUBLIC_HOSTS_HTML=$(printf '%s' "$PUBLIC_HOSTS" | tr -d ' ' | tr '[:upper:]' '[:lower:]' | sed 's/\.*,/,/g; s/\.*$//')
export PUBLIC_HOSTS_HTML
# Each written in full: in nginx's host map a leading dot means every subdomain, the RSVP host too.
for host in $(printf '%s' "$PUBLIC_HOSTS_HTML" | tr ',' ' '); do
  case "$host" in
    .* | *..*) fail "PUBLIC_HOSTS must list host names written in full, such as example.com,www.example.com (no leading dot or wildcard), got: $PUBLIC_HOSTS" ;;
  esac
done

# The site's address and the robots rule, written into every page as it is served (ADR 017), read
# as the server reads them: SITE_URL becomes its origin (lower case, no default port, no slash).
site_url_error="SITE_URL must be the address guests use, a scheme and host name only, such as https://rsvp.aanya-and-julien.com, got: ${SITE_URL:-}"
site_url=$(printf '%s' "${SITE_URL:-http://localhost}" | sed 's/^[[:space:]]*//; s/[[:space:]]*$//' | tr '[:upper:]' '[:lower:]')
case "$site_url" in http://* | https://*) ;; *) fail "$site_url_error" ;; esac
scheme=${site_url%%://*}
site_host=${site_url#*://}
site_host=$(printf '%s' "${site_host%/}" | sed 's/\.$//; s/\.:/:/')
case "$site_host" in '' | *[!a-z0-9.:-]* | [.:-]* | *:*:* | *:) fail "$site_url_error" ;; esac
case "$site_host" in *:*) case "${site_host#*:}" in *[!0-9]*) fail "$site_url_error" ;; esac ;; esac
case "$scheme:${site_host#*:}" in https:443 | http:80) site_host=${site_host%:*} ;; esac
export SITE_URL_HTML="$scheme://$site_host"
# Guests follow SITE_URL (mail, QR codes, link previews), and a public host hides RSVP (ADR 005).
if [ -n "${SITE_URL:-}" ]; then
  for host in $(printf '%s' "$PUBLIC_HOSTS_HTML" | tr ',' ' '); do
    if [ "$host" = "${site_host%:*}" ]; then
      fail "SITE_URL's host $host is listed in PUBLIC_HOSTS, which hides RSVP there: set SITE_URL to the address guests RSVP at, a host name not in PUBLIC_HOSTS (such as https://rsvp.aanya-and-julien.com)"
    fi
  done
fi
# The quotes inside the robots values are HTML, written into the pages as they are.
# shellcheck disable=SC2089,SC2090
case "$(printf '%s' "${SEARCH_INDEXING:-off}" | tr -d ' \t' | tr '[:upper:]' '[:lower:]')" in
  on | true | 1 | yes)
    indexing=on
    export ROBOTS_META='<meta name="robots" content="index, follow">'
    export ROBOTS_TXT='User-agent: *\nDisallow: /admin\n' ;;
  off | false | 0 | no)
    indexing=off
    export ROBOTS_META='<meta name="robots" content="noindex">'
    export ROBOTS_TXT='User-agent: *\nDisallow: /\n' ;;
  *) fail "SEARCH_INDEXING must be on or off, got: $SEARCH_INDEXING" ;;
esac

# nginx 1.25.1 replaced `listen ... http2` with the `http2` directive; the image runs a current
# stable nginx, the tests the distribution's. Same templates, the syntax the running nginx reads.
nginx_version=$(nginx -v 2>&1 | sed -n 's|^nginx version: nginx/\([0-9][0-9.]*\).*|\1|p')
major=$(echo "${nginx_version:-0.0.0}" | cut -d. -f1)
minor=$(echo "${nginx_version:-0.0.0}" | cut -d. -f2)
patch=$(echo "${nginx_version:-0.0.0}" | cut -d. -f3)
if [ "$major" -gt 1 ] || { [ "$major" -eq 1 ] && { [ "$minor" -gt 25 ] || { [ "$minor" -eq 25 ] && [ "${patch:-0}" -ge 1 ]; }; }; }; then
  export HTTP2_LISTEN='' HTTP2_DIRECTIVE='http2 on;'
else
  export HTTP2_LISTEN=' http2' HTTP2_DIRECTIVE="# nginx $nginx_version: http2 is on the listen line."
fi

# IPv6 listeners only where the container has IPv6 (the official image makes the same check).
if [ -f /proc/net/if_inet6 ]; then
  export LISTEN_HTTP_V6="listen [::]:$LISTEN_PORT default_server;" LISTEN_TLS_V6="listen [::]:$TLS_PORT ssl$HTTP2_LISTEN default_server;"
else
  export LISTEN_HTTP_V6='# no IPv6 here' LISTEN_TLS_V6='# no IPv6 here'
fi

# A redirect to HTTPS names the port only when it is not the standard one.
if [ "$TLS_PORT" = 443 ]; then export HTTPS_PORT_SUFFIX=''; else export HTTPS_PORT_SUFFIX=":$TLS_PORT"; fi

# The guest pages' one inline script, the boot script, is allowed by the hash the build wrote beside
# them (ADR 086); without it the pages still read, but never come to life.
export BOOT_SCRIPT_SRC=''
if [ -f "$STATIC_ROOT/.vite/boot-script.sha256" ]; then
  boot_hash=$(tr -d '\n' < "$STATIC_ROOT/.vite/boot-script.sha256")
  case "${boot_hash#sha256-}" in
    "$boot_hash" | '' | *[!A-Za-z0-9+/=]*) fail "$STATIC_ROOT/.vite/boot-script.sha256 holds no sha256 hash: build the client again" ;;
  esac
  BOOT_SCRIPT_SRC=" '$boot_hash'"
elif [ -d "$STATIC_ROOT" ]; then
  echo "wedding nginx config: no .vite/boot-script.sha256 in $STATIC_ROOT: the guest pages will not start their script" >&2
fi

mkdir -p "$CONFIG_DIR" "$SNIPPET_DIR"
: > "$SNIPPET_DIR/public-hosts.map"
for host in $(printf '%s' "$PUBLIC_HOSTS_HTML" | tr ',' ' '); do
  printf '%s 1;\n' "$host" >> "$SNIPPET_DIR/public-hosts.map"
done

# The build's pages (the private edition's folders; the public edition has the same paths under
# _public/), each matched whatever the case and trailing slashes of the address, as the server does.
# Only folder names the build writes (lower case, digits, hyphens) become patterns.
: > "$SNIPPET_DIR/pages.map"
if [ -d "$STATIC_ROOT" ]; then
  (cd "$STATIC_ROOT" && find . -path ./_public -prune -o -type f -name index.html -print) | sort |
    while IFS= read -r file; do
      page=${file#.}
      page=${page%/index.html}
      case "$page" in
        '') printf '/ /index.html;\n' ;;
        *[!a-z0-9/-]*) ;;
        *) printf '~*^%s/*$ %s/index.html;\n' "$page" "$page" ;;
      esac
    done >> "$SNIPPET_DIR/pages.map"
fi
[ -s "$SNIPPET_DIR/pages.map" ] || echo "wedding nginx config: no pre-rendered pages in $STATIC_ROOT: every page answers 404" >&2

if [ -f "$TLS_CERT_DIR/fullchain.pem" ] && [ -f "$TLS_CERT_DIR/privkey.pem" ]; then
  servers='servers-tls'
else
  servers='servers-plain'
fi

# Names for envsubst, which replaces only these: single quotes, so the shell expands none of them.
# shellcheck disable=SC2016
vars='${UPSTREAM} ${RESOLVER} ${STATIC_ROOT} ${PAGES_ROOT} ${LISTEN_PORT} ${TLS_PORT} ${TLS_CERT_DIR} ${ACME_ROOT}
${SNIPPET_DIR} ${PUBLIC_HOSTS_HTML} ${HTTP2_LISTEN} ${HTTP2_DIRECTIVE} ${LISTEN_HTTP_V6} ${LISTEN_TLS_V6}
${HTTPS_PORT_SUFFIX} ${SITE_URL_HTML} ${ROBOTS_META} ${ROBOTS_TXT} ${ALBUM_FORM_BODY}
${SITE_PHOTOS_ROOT} ${SITE_PHOTO_FORM_BODY} ${BOOT_SCRIPT_SRC}'
for snippet in site page proxy static-headers hsts acme; do
  envsubst "$vars" < "$templates/snippets/$snippet.conf.template" > "$SNIPPET_DIR/$snippet.conf"
done
cat "$templates/conf.d/http.conf.template" "$templates/conf.d/$servers.conf.template" |
  envsubst "$vars" > "$CONFIG_DIR/wedding.conf"
echo "wedding nginx config: $servers (public hosts: ${PUBLIC_HOSTS_HTML:-none}, site address $SITE_URL_HTML, search indexing $indexing, upstream $UPSTREAM)"
[ -n "${SITE_URL:-}" ] || echo "wedding nginx config: SITE_URL is not set: link previews and invitation QR codes point at $SITE_URL_HTML; set it in .env" >&2
