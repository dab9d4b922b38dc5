# syntax=docker/dockerfile:1
# The Marque API (NestJS, Prisma). Build from the repository root:
#   docker build -f docker/api.Dockerfile -t marque-api .
# Node 24, the current LTS (Prisma 7 and NestJS 11 need 20.19+; CI tests on 20 and 24).
# `COPY --parents` needs Dockerfile syntax 1.20+, which the syntax line above fetches.

FROM node:24-bookworm-slim AS build
WORKDIR /app
# Prisma only generates its client here: its native schema engine is never used (migrations go
# through libs/database's WASM build), so nothing tries to download or run it.
ENV NX_DAEMON=false NX_NO_CLOUD=true NEXT_TELEMETRY_DISABLED=1 PRISMA_SCHEMA_ENGINE_BINARY=/bin/false
# Manifests first, so a source change does not reinstall dependencies. npm ci needs every
# workspace's package.json; --parents keeps them in apps/<name>/ and libs/<name>/.
COPY package.json package-lock.json .npmrc ./
COPY --parents apps/*/package.json libs/*/package.json ./
RUN npm ci
COPY . .
# Generates the Prisma client and builds the libs the API imports first (dependsOn in nx.json).
RUN npx nx run api:build --output-style=static
# Production dependencies only. The web app goes first, or its next/react (~300 MB) would stay.
RUN rm -rf apps/web && npm prune --omit=dev

FROM node:24-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production PORT=3001
# V8's heap for a server of live streams (npm run bench:streams measures it, with these options).
# Young generation: 16 MB semi-spaces; on a big machine V8 picks 64 MB ones, whose collections
# each copy what 5,000 open streams keep alive and paused the API 20-90 ms (median 25), deals
# waiting behind; here 9 ms. Old generation: at most 1 GB (8 times what 5,000 streams keep
# alive), under which V8 lets it grow less between full collections. With both, the bench's API
# peaked at 409-449 MB instead of 486-614 MB. A bigger event: raise them here or in the
# container's environment.
ENV NODE_OPTIONS="--max-semi-space-size=16 --max-old-space-size=1024"
# Code is owned by root: the unprivileged user can run it, not change it.
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
# node_modules/@marque/* are symlinks to these folders: their manifests and builds.
COPY --from=build --parents /app/./libs/*/package.json /app/./libs/*/dist ./
COPY --from=build /app/apps/api/package.json apps/api/
# What npm keeps beside the API rather than at the top (@fastify/static: Swagger UI's files, a
# major that @nestjs/swagger and @nestjs/platform-fastify do not agree on).
COPY --from=build /app/apps/api/node_modules apps/api/node_modules
COPY --from=build /app/apps/api/dist apps/api/dist
# The schema and its migrations: the API applies pending ones at start.
COPY --from=build /app/prisma prisma
# Without DATABASE_URL the API runs its embedded PostgreSQL in .data: the only place it writes.
RUN mkdir .data && chown node:node .data
USER node
EXPOSE 3001
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3001) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/api/dist/main.js"]
