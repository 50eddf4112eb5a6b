# Production image: the API process serving /api/* and the built web app on one port.
#
#   docker build -t cover-letter-generator .
#   docker run --init -p 3000:3000 -e DATABASE_URL=postgres://… cover-letter-generator
#
# docker-compose.yml beside this file runs it with PostgreSQL and a one-off migration job.

ARG NODE_IMAGE=node:24-bookworm-slim

# ---- deps: every workspace's dependencies (dev included), from the lockfile only -------------
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV npm_config_update_notifier=false \
    npm_config_fund=false \
    npm_config_audit=false
# Manifests first, so source edits do not invalidate the install layer. Every workspace's
# package.json is needed for `npm ci` to match the lockfile, even those not built here.
COPY package.json package-lock.json ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/page-reader/package.json libs/page-reader/
COPY libs/ui/package.json libs/ui/
COPY api/package.json api/
COPY web/package.json web/
COPY extension/package.json extension/
COPY e2e/package.json e2e/
# --ignore-scripts: skips the extension's `wxt prepare` postinstall (the extension is not part
# of this image) and dev tools' optional native helpers; nothing built here needs them. (The
# embedded PostgreSQL's library links, which its install script would make, are made by the app
# when it starts without DATABASE_URL.)
RUN npm ci --ignore-scripts

# ---- build: libs/contracts/dist, libs/page-reader/dist, web/dist, api/dist ----------------
FROM deps AS build
COPY tsconfig.base.json tsconfig.json ./
COPY libs libs
COPY web web
COPY api api
RUN npm run build

# ---- prod-deps: only what the API needs at run time (api's and the libs' dependencies) -------
FROM deps AS prod-deps
# Reuses the npm cache filled by the deps stage: no second download.
RUN rm -rf node_modules \
 && npm ci --omit=dev --ignore-scripts --prefer-offline --workspace=api \
 && mkdir -p api/node_modules libs/contracts/node_modules libs/page-reader/node_modules

# ---- runtime ---------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
# Code and dependencies stay owned by root (read-only for the app); only DATA_DIR is writable.
COPY --from=prod-deps /app/package.json ./
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=prod-deps /app/api/node_modules ./api/node_modules
COPY --from=prod-deps /app/libs/contracts/node_modules ./libs/contracts/node_modules
COPY --from=build /app/libs/contracts/package.json ./libs/contracts/
COPY --from=build /app/libs/contracts/dist ./libs/contracts/dist
COPY --from=prod-deps /app/libs/page-reader/node_modules ./libs/page-reader/node_modules
COPY --from=build /app/libs/page-reader/package.json ./libs/page-reader/
COPY --from=build /app/libs/page-reader/dist ./libs/page-reader/dist
COPY --from=build /app/api/package.json ./api/
COPY --from=build /app/api/dist ./api/dist
COPY --from=build /app/web/dist ./web/dist
RUN mkdir -p /app/data && chown node:node /app/data

USER node
# The server finds the web app at ../web/dist relative to this directory (WEB_DIST_DIR overrides).
WORKDIR /app/api
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node does not act as an init process: run with `--init` (compose: `init: true`) so SIGTERM
# reaches the server promptly and zombie processes are reaped.
# Replicas: set MIGRATE_ON_START=false and run `node dist/database/migrate.js` once per deploy.
CMD ["node", "dist/main.js"]
