# syntax=docker/dockerfile:1
# The Marque web app (Next.js standalone server). Build from the repository root:
#   docker build -f docker/web.Dockerfile -t marque-web .
# `COPY --parents` needs Dockerfile syntax 1.20+, which the syntax line above fetches.

FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV NX_DAEMON=false NX_NO_CLOUD=true NEXT_TELEMETRY_DISABLED=1 NEXT_OUTPUT=standalone
# Manifests first, so a source change does not reinstall dependencies. npm ci needs every
# workspace's package.json; --parents keeps them in apps/<name>/ and libs/<name>/.
COPY package.json package-lock.json .npmrc ./
COPY --parents apps/*/package.json libs/*/package.json ./
RUN npm ci
COPY . .
# NEXT_OUTPUT=standalone makes next.config.ts emit a self-contained server, traced from the workspace root.
RUN npx nx run web:build --output-style=static

FROM node:24-bookworm-slim AS runtime
WORKDIR /app
# MARQUE_API_URL is read by the server on every request, never baked into the build:
# override it at `docker run` / in compose to point at another API.
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 \
  MARQUE_API_URL=http://api:3001
# The standalone output keeps the monorepo layout (server at apps/web/server.js, traced
# node_modules at the root); static assets and public/ are not in it and go beside the server.
# Code is owned by root: the unprivileged user can run it, not change it.
COPY --from=build /app/apps/web/.next/standalone ./
COPY --from=build /app/apps/web/.next/static apps/web/.next/static
COPY --from=build /app/apps/web/public apps/web/public
# Preloaded: X-Forwarded-For becomes the address of the connection received (see the file).
COPY --from=build /app/apps/web/connection-address.mjs apps/web/connection-address.mjs
# Next's only writable place at run time (its cache).
RUN mkdir -p apps/web/.next/cache && chown node:node apps/web/.next/cache
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/fr').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--import", "./apps/web/connection-address.mjs", "apps/web/server.js"]
