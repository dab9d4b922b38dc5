import { join } from 'node:path';
import type { NextConfig } from 'next';

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The Docker image runs the self-contained server; `npm start` runs `next start`.
  output: process.env['NEXT_OUTPUT'] === 'standalone' ? 'standalone' : undefined,
  outputFileTracingRoot: join(__dirname, '..', '..'),
  async redirects() {
    // French by default; English for browsers that ask for it first.
    return [
      {
        source: '/',
        has: [{ type: 'header', key: 'accept-language', value: '^en.*' }],
        destination: '/en',
        permanent: false,
      },
      { source: '/', destination: '/fr', permanent: false },
    ];
  },
};

export default config;
