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
};

export default config;
