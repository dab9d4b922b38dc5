import { resolve } from 'node:path';
import { readHttpConfig, type HttpConfig } from './http-config';

/** What the API reads from its environment, checked once at start. */
export interface AppConfig {
  /** HTTP port (PORT, default 3001). */
  port: number;
  /** PostgreSQL to use (DATABASE_URL); when unset the API starts the embedded default. */
  databaseUrl: string | undefined;
  /** Where the embedded default keeps its data (MARQUE_DATA_DIR, default `.data/postgres`). */
  embeddedDataDir: string;
  /** Trusted proxies, CORS origins and timeouts (see HttpConfig). */
  http: HttpConfig;
}

export const DEFAULT_API_PORT = 3001;

/** The workspace root, from `apps/api/src` (ts) or `apps/api/dist` (built). */
const workspaceRoot = resolve(__dirname, '..', '..', '..', '..');

export function readAppConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    port: parsePort(env['PORT']),
    databaseUrl: env['DATABASE_URL']?.trim() || undefined,
    embeddedDataDir: resolve(env['MARQUE_DATA_DIR'] ?? resolve(workspaceRoot, '.data', 'postgres')),
    http: readHttpConfig(env),
  };
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_API_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer from 0 to 65535, got "${raw}"`);
  }
  return port;
}
