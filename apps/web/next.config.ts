import { join } from 'node:path';
import type { NextConfig } from 'next';

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // A self-contained server in .next/standalone for the Docker image, which sets NEXT_OUTPUT
  // (docker/web.Dockerfile); `npm start` runs `next start`, which refuses standalone output.
  output: process.env['NEXT_OUTPUT'] === 'standalone' ? 'standalone' : undefined,
  // Trace from the workspace root: npm workspaces hoist node_modules there.
  outputFileTracingRoot: join(__dirname, '..', '..'),
  // The referee page says it is Marque's own: its service worker keeps an offline copy only of
  // a page with this mark, never a captive portal's page answered in its place (public/referee-sw.js).
  async headers() {
    return [
      {
        source: '/:locale(fr|en)/table/:code',
        headers: [{ key: 'X-Marque-Page', value: '1' }],
      },
    ];
  },
};

export default config;
