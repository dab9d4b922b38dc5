# The Marque API. Build from the repository root:
#   docker build -f docker/api.Dockerfile -t marque-api .
# Node 20.19+ is required (Prisma 7, NestJS 11).

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NX_DAEMON=false NX_NO_CLOUD=true
# Dependencies first, so a source change does not reinstall them.
COPY package.json package-lock.json .npmrc ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY libs/rules/package.json libs/rules/
COPY libs/contracts/package.json libs/contracts/
COPY libs/database/package.json libs/database/
RUN npm ci --no-audit --no-fund
COPY . .
# Builds the libs it depends on and generates the Prisma client first (see nx.json).
RUN npx nx run api:build --output-style=static
RUN npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production PORT=3001
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
# Workspace packages are symlinked from node_modules/@marque to these folders.
COPY --from=build --chown=node:node /app/libs/rules/package.json libs/rules/
COPY --from=build --chown=node:node /app/libs/rules/dist libs/rules/dist
COPY --from=build --chown=node:node /app/libs/contracts/package.json libs/contracts/
COPY --from=build --chown=node:node /app/libs/contracts/dist libs/contracts/dist
COPY --from=build --chown=node:node /app/libs/database/package.json libs/database/
COPY --from=build --chown=node:node /app/libs/database/dist libs/database/dist
COPY --from=build --chown=node:node /app/apps/api/package.json apps/api/
COPY --from=build --chown=node:node /app/apps/api/dist apps/api/dist
# The API applies pending migrations at start.
COPY --from=build --chown=node:node /app/prisma prisma
USER node
EXPOSE 3001
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3001) + '/api/health').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/api/dist/main.js"]
