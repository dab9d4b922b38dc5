// The API on a fresh embedded PostgreSQL and the built web app (`next start`), for the e2e run.
import { freePort, freePorts, startEmbeddedPostgres, temporaryDataDir } from '@marque/database';
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export const ADMIN = { email: 'e2e@marque.test', password: 'e2e-password-1234' };
const FORWARDER_SECRET = 'e2e-web-forwards-to-the-api';

export interface Servers {
  apiUrl: string;
  webUrl: string;
  stop(): Promise<void>;
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function start(args: string[], options: SpawnOptions): ChildProcess {
  return spawn(process.execPath, args, {
    stdio: ['ignore', process.env.E2E_LOG ? 'inherit' : 'ignore', 'inherit'],
    ...options,
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Starts PostgreSQL, the API (it migrates at start) and the web app; `stop()` ends all three. */
export async function startServers(): Promise<Servers> {
  const dataDir = temporaryDataDir('marque-e2e-pg-');
  const postgres = await startEmbeddedPostgres({ dataDir, persistent: false });
  // Both at once: the API does not listen yet when the web app's port is chosen.
  const [apiPort, webPort] = await freePorts(2);
  const api = start([join(root, 'apps/api/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: postgres.url,
      PORT: String(apiPort),
      MARQUE_ADMIN_EMAIL: ADMIN.email,
      MARQUE_ADMIN_PASSWORD: ADMIN.password,
      MARQUE_FORWARDER_SECRET: FORWARDER_SECRET,
      // The administrator's backups (backups.e2e.ts), removed with the data folder.
      MARQUE_BACKUP_DIR: join(dirname(dataDir), 'backups'),
    },
  });
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const web = await startWeb(join(root, 'apps/web'), apiUrl, webPort);
  const webUrl = web.url;
  const stop = async () => {
    await web.stop();
    await stopChild(api);
    await postgres.stop();
    rmSync(dirname(dataDir), { recursive: true, force: true });
  };
  try {
    await Promise.all([waitFor(`${apiUrl}/api/health`, 120_000), web.ready]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { apiUrl, webUrl, stop };
}

/**
 * A built web app (`next start` in `webDir`, which holds its `.next`) forwarding to `apiUrl`:
 * this checkout's, or another's for a comparison (bench:lighthouse's LIGHTHOUSE_BASELINE).
 */
export async function startWeb(
  webDir: string,
  apiUrl: string,
  chosenPort?: number,
): Promise<{ url: string; ready: Promise<void>; stop(): Promise<void> }> {
  const port = chosenPort ?? (await freePort());
  const next = createRequire(join(webDir, 'package.json')).resolve('next/dist/bin/next');
  // As `npm start` runs it: each browser's own address goes to the API, proven by the secret.
  const connectionAddress = ['--import', join(webDir, 'connection-address.mjs')];
  const child = start(
    [...connectionAddress, next, 'start', '--port', String(port), '--hostname', '127.0.0.1'],
    {
      cwd: webDir,
      env: {
        ...process.env,
        MARQUE_API_URL: apiUrl,
        MARQUE_FORWARDER_SECRET: FORWARDER_SECRET,
        NEXT_TELEMETRY_DISABLED: '1',
      },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  return { url, ready: waitFor(`${url}/fr`, 60_000), stop: () => stopChild(child) };
}
