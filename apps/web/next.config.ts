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
  // The stylesheet inside each page's HTML, not a request of its own that the first paint waits
  // for: on a phone's first visit the page paints before its scripts have run (Lighthouse's
  // mobile run counted them into the largest paint of the players' page: 3.3 s instead of 1.1).
  // It costs each page ~6 KB (gzip), the stylesheet being in its HTML and its RSC payload, and a
  // returning phone no cached stylesheet; Next marks it experimental (next.config.js/inlineCss).
  experimental: { inlineCss: true },
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
