# syntax=docker/dockerfile:1
# Production images, built by docker compose: `server` (Node, runs migrations on start) and `nginx`
# (the built client and the proxy config). The build runs the same npm commands as `make build`.

ARG NODE_IMAGE=node:22-bookworm-slim
ARG NGINX_IMAGE=nginx:stable-alpine

# ---- build: install everything, build client/dist and server/dist -------------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY client/package.json client/
COPY server/package.json server/
COPY server/contract/package.json server/contract/
COPY server/content/package.json server/content/
RUN npm ci --no-audit --no-fund
COPY tsconfig.json ./
COPY client client
COPY server server
COPY db db
RUN npm run build

# ---- server: production dependencies and the bundle -----------------------------------------------
FROM ${NODE_IMAGE} AS server
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
COPY client/package.json client/
COPY server/package.json server/
COPY server/contract/package.json server/contract/
COPY server/content/package.json server/content/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/server/dist server/dist
COPY db/migrations db/migrations
# The save-the-date's picture, read at send time (server/src/platform/project-paths.ts).
COPY server/content/mail server/content/mail
# The guest pages a publish renders (ADR 079; the bundles to render them came with server/dist):
# the `pages` volume of compose, which a new volume takes its owner from, so the server may write it.
RUN mkdir -p /var/lib/wedding/pages && chown node:node /var/lib/wedding/pages
ENV PAGES_DIR=/var/lib/wedding/pages
# The album's volume mounts here (docker-compose.yml): a new volume takes this folder's owner.
RUN mkdir -p /var/lib/wedding/album && chown node:node /var/lib/wedding/album
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "server/dist/main.js"]

# ---- nginx: the built client and the config rendered from the environment at start ----------------
# The stable branch of nginx (1.28 or newer: `http2 on`); `docker compose build --pull` takes its
# latest release. The image's stock nginx.conf includes conf.d/*.conf inside http {}: the site's
# server blocks go there, its snippets to /etc/nginx/wedding (ADR 013).
FROM ${NGINX_IMAGE} AS nginx
ENV NGINX_ENTRYPOINT_LOCAL_RESOLVERS=1
RUN rm -f /etc/nginx/conf.d/default.conf && mkdir -p /var/www/certbot /var/lib/wedding/pages
COPY nginx/render-config.sh /opt/wedding-nginx/render-config.sh
COPY nginx/templates /opt/wedding-nginx/templates
COPY nginx/docker-entrypoint.d/40-wedding-config.sh /docker-entrypoint.d/40-wedding-config.sh
COPY nginx/docker-entrypoint.d/45-wedding-certificate-watch.sh /docker-entrypoint.d/45-wedding-certificate-watch.sh
COPY --from=build /app/client/dist /usr/share/nginx/html
RUN chmod +x /opt/wedding-nginx/render-config.sh /docker-entrypoint.d/40-wedding-config.sh \
  /docker-entrypoint.d/45-wedding-certificate-watch.sh
EXPOSE 80 443
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1/healthz"]
