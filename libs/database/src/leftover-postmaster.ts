import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A process killed without a chance to stop its PostgreSQL (`kill -9`, the OOM killer, a power
 * button on the terminal) leaves the server running on its own, holding `postmaster.pid`: the
 * next start on the same data folder is refused ("lock file postmaster.pid already exists") until
 * someone kills it by hand. This module finds such a server and stops it cleanly.
 *
 * A server is left over when the process that started it (recorded in OWNER_FILE at start) is
 * gone, or no longer its parent (the pid was reused). A server whose starter still runs belongs
 * to another live process, e.g. a second API started on the same folder: that is refused.
 */

/** Next to `postmaster.pid`: the pid of the process that started the server. */
export const OWNER_FILE = 'marque-owner.pid';

/** How long a fast shutdown may take before an immediate one (crash recovery at next start). */
const FAST_SHUTDOWN_MS = 20_000;
const IMMEDIATE_SHUTDOWN_MS = 10_000;
const POLL_MS = 50;

export type LeftoverOutcome = 'none' | 'stale-lock' | 'stopped';

/** Records this process as the one that runs the server on `dataDir`. */
export function recordOwner(dataDir: string): void {
  writeFileSync(join(dataDir, OWNER_FILE), `${process.pid}\n`);
}

/** Forgets this process as the owner after a clean stop (another owner's record stays). */
export function forgetOwner(dataDir: string): void {
  const file = join(dataDir, OWNER_FILE);
  if (readPid(file) === process.pid) rmSync(file, { force: true });
}

/**
 * Makes `dataDir` free for a new server: stops a server left over by a dead process (fast
 * shutdown, so what was committed is checkpointed), removes a lock file that names a process
 * that is not PostgreSQL any more, and throws when a live process still runs the server.
 */
export async function clearLeftoverPostmaster(
  dataDir: string,
  log: (line: string) => void = () => undefined,
): Promise<LeftoverOutcome> {
  const lockFile = join(dataDir, 'postmaster.pid');
  const pid = readPid(lockFile);
  if (pid === undefined) return 'none';
  const state = processState(pid);
  if (state === 'gone') return 'none'; // PostgreSQL removes a lock of a dead process itself
  if (state === 'zombie' || !isPostgres(pid)) {
    // A pid reused by another program (a container restarted), or a dead postmaster nobody
    // reaped: PostgreSQL would take either for a running server and refuse to start.
    rmSync(lockFile, { force: true });
    return 'stale-lock';
  }
  const owner = readPid(join(dataDir, OWNER_FILE));
  if (ownerStillRuns(pid, owner)) {
    throw new Error(
      `PostgreSQL (pid ${pid}) on ${dataDir} belongs to a running process` +
        `${owner ? ` (pid ${owner})` : ''}: stop that one first, or use another data folder`,
    );
  }
  log(`Stopping the PostgreSQL (pid ${pid}) left running on ${dataDir} by a process that died`);
  await shutDown(pid, lockFile);
  return 'stopped';
}

function readPid(file: string): number | undefined {
  if (!existsSync(file)) return undefined;
  const first = readFileSync(file, 'utf8').split('\n', 1)[0]?.trim() ?? '';
  const pid = Number(first);
  return /^\d+$/.test(first) && pid > 1 ? pid : undefined;
}

/** Whether the server's starter is alive and still its parent (a reused pid is not). */
function ownerStillRuns(pid: number, owner: number | undefined): boolean {
  const parent = parentOf(pid);
  if (owner === undefined) {
    // Started by something that did not record itself: left over once orphaned.
    return parent !== undefined && parent !== 1 && processState(parent) === 'running';
  }
  if (owner === process.pid || processState(owner) !== 'running') return false;
  return parent === undefined || parent === owner;
}

/** SIGINT (fast shutdown), then SIGQUIT (immediate) if it lingers; resolves once it is gone. */
async function shutDown(pid: number, lockFile: string): Promise<void> {
  const gone = () => processState(pid) !== 'running' || !existsSync(lockFile);
  signal(pid, 'SIGINT');
  if (await waitUntil(gone, FAST_SHUTDOWN_MS)) return waitForExit(pid);
  signal(pid, 'SIGQUIT');
  if (await waitUntil(gone, IMMEDIATE_SHUTDOWN_MS)) return waitForExit(pid);
  throw new Error(`PostgreSQL (pid ${pid}) did not stop: stop it by hand (kill ${pid})`);
}

/** The lock file goes just before the postmaster exits: wait for the exit too, briefly. */
async function waitForExit(pid: number): Promise<void> {
  await waitUntil(() => processState(pid) !== 'running', IMMEDIATE_SHUTDOWN_MS);
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

async function waitUntil(done: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return true;
}

type ProcessState = 'running' | 'zombie' | 'gone';

function processState(pid: number): ProcessState {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists, run by another user (as root PostgreSQL runs as `postgres`).
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return 'gone';
  }
  return procStat(pid)?.state === 'Z' ? 'zombie' : 'running';
}

/** The postmaster runs `postgres` (its children change their titles, not their name). */
function isPostgres(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
  } catch {
    return existsSync('/proc/self') ? false : true; // no /proc (macOS): trust the lock file
  }
}

function parentOf(pid: number): number | undefined {
  return procStat(pid)?.ppid;
}

/** State and parent from /proc/<pid>/stat (Linux); undefined elsewhere. */
function procStat(pid: number): { state: string; ppid: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so cut after the last ')'.
    const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return state && ppid ? { state, ppid: Number(ppid) } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The port of the PostgreSQL a live process runs on `dataDir` (an API started on it), read from
 * its lock file; undefined when none runs, or when the one there was left by a dead process.
 */
export function livePostgresPort(dataDir: string): number | undefined {
  const lockFile = join(dataDir, 'postmaster.pid');
  const pid = readPid(lockFile);
  if (pid === undefined || processState(pid) !== 'running' || !isPostgres(pid)) return undefined;
  if (!ownerStillRuns(pid, readPid(join(dataDir, OWNER_FILE)))) return undefined;
  // postmaster.pid: pid, data folder, start time, port, … one a line.
  const port = Number(readFileSync(lockFile, 'utf8').split('\n')[3]);
  return Number.isInteger(port) && port > 0 ? port : undefined;
}
