#!/bin/sh
# Runs before nginx starts in the container (the image's /docker-entrypoint.sh runs every script in
# /docker-entrypoint.d/): renders the site config from the environment.
set -eu
/opt/wedding-nginx/render-config.sh
