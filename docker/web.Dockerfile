# The Marque web app (Next.js standalone server). Build from the repository root:
#   docker build -f docker/web.Dockerfile -t marque-web .

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NX_DAEMON=false NX_NO_CLOUD=true NEXT_TELEMETRY_DISABLED=1 NEXT_OUTPUT=standalone
COPY package.json package-lock.json .npmrc ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY libs/rules/package.json libs/rules/
COPY libs/contracts/package.json libs/contracts/
COPY libs/database/package.json libs/database/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx nx run web:build --output-style=static

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 MARQUE_API_URL=http://api:3001
# The standalone output keeps the monorepo layout: its server lives at apps/web/server.js,
# and the static assets and public folder are copied beside it by hand.
COPY --from=build --chown=node:node /app/apps/web/.next/standalone ./
COPY --from=build --chown=node:node /app/apps/web/.next/static apps/web/.next/static
COPY --from=build --chown=node:node /app/apps/web/public apps/web/public
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/fr').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/web/server.js"]
