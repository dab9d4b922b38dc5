import { join } from 'node:path';
import type { NextConfig } from 'next';
import { securityHeaders } from './lib/security-headers';

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // A self-contained server in .next/standalone for the Docker image, which sets NEXT_OUTPUT
  // (docker/web.Dockerfile); `npm start` runs `next start`, which refuses standalone output.
  output: process.env['NEXT_OUTPUT'] === 'standalone' ? 'standalone' : undefined,
  // Trace from the workspace root: npm workspaces hoist node_modules there.
  outputFileTracingRoot: join(__dirname, '..', '..'),
  // Every page and file of the web app carries the security headers (lib/security-headers.ts);
  // the forwarded `/api` answers keep the API's own, set for JSON and event streams. The referee
  // page also says it is Marque's own: its service worker keeps an offline copy only of a page
  // with this mark, never a captive portal's page answered in its place (public/referee-sw.js).
  async headers() {
    const headers = securityHeaders(process.env['NODE_ENV'] === 'development');
    return [
      { source: '/((?!api/).*)', headers },
      {
        source: '/:locale(fr|en)/table/:code',
        headers: [{ key: 'X-Marque-Page', value: '1' }],
      },
    ];
  },
};

export default config;
