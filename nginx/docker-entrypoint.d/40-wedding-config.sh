#!/bin/sh
# Runs before nginx starts in the container: renders the site config from the environment.
set -eu
CONFIG_DIR=/etc/nginx/conf.d /opt/wedding-nginx/render-config.sh
echo "wedding site: nginx config rendered (public hosts: ${PUBLIC_HOSTS:-none})"
