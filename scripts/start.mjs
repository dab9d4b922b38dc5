#!/usr/bin/env node
// `npm start`: runs the built API and web app together and stops both cleanly.
// The API starts the embedded PostgreSQL itself when DATABASE_URL is unset (see README).
// An API that dies once it has served (kill -9, out of memory) is started again: its next start
// stops the PostgreSQL the dead one left running, so the app is back within seconds.
// A PostgreSQL that dies under a running API is started again by the API itself; the API exits
// (and is started again here) only when that fails for a minute.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = Number(process.env.PORT || 3001);
const webPort = Number(process.env.WEB_PORT || 3000);
const apiUrl = `http://localhost:${apiPort}`;
const webUrl = `http://localhost:${webPort}`;
const nextBin = createRequire(join(root, 'apps/web/package.json')).resolve('next/dist/bin/next');
// Each child stops itself if this script is killed without a chance to stop it (see the file).
const exitWithParent = ['--require', join(root, 'scripts/exit-with-parent.cjs')];
// The web server writes each browser's own address in X-Forwarded-For (see the file), and proves
// to the API with this secret that it is the forwarder: another program on this machine that
// writes the header itself is counted as the machine, not as whatever address it claims.
const connectionAddress = ['--import', join(root, 'apps/web/connection-address.mjs')];
const forwarderSecret = process.env.MARQUE_FORWARDER_SECRET || randomBytes(32).toString('hex');
/** At most this many API restarts within RESTART_WINDOW_MS; a crash loop stops everything. */
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 5 * 60_000;
const restarts = [];
/** Whether the API now running has answered its health check: only such an API is restarted. */
let apiServed = false;

const children = new Map();
let stopping = false;

/** Runs a child; `restart` is asked whether to start it again when it stops unexpectedly. */
function run(name, args, options, restart = () => false) {
  const child = spawn(process.execPath, [...exitWithParent, ...args], {
    stdio: 'inherit',
    ...options,
  });
  children.set(name, child);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!stopping) {
      console.error(`[marque] ${name} stopped unexpectedly (${signal ?? `exit code ${code}`})`);
      if (!restart()) stop(1);
    } else if (children.size === 0) {
      process.exit(process.exitCode ?? 0);
    }
  });
  return child;
}

function stop(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  process.exitCode = exitCode;
  if (children.size === 0) process.exit(exitCode);
  // The web app first (it only talks to the API), the API last (it stops PostgreSQL).
  for (const child of children.values()) child.kill('SIGTERM');
}

async function waitForApi(timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    try {
      const response = await fetch(`${apiUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

function startApi() {
  apiServed = false;
  run(
    'api',
    [join(root, 'apps/api/dist/main.js')],
    {
      cwd: root,
      env: { ...process.env, PORT: String(apiPort), MARQUE_FORWARDER_SECRET: forwarderSecret },
    },
    restartApi,
  );
}

/** Starts the API again after a crash, unless it never served or keeps crashing. */
function restartApi() {
  if (!apiServed) return false;
  const now = Date.now();
  while (restarts.length > 0 && now - restarts[0] > RESTART_WINDOW_MS) restarts.shift();
  if (restarts.length >= MAX_RESTARTS) return false;
  restarts.push(now);
  console.error('[marque] starting the API again');
  startApi();
  waitForApi(120_000).then((healthy) => {
    apiServed = healthy;
    if (healthy) console.log(`[marque] API back on ${apiUrl}/api`);
    else if (!stopping) stop(1);
  });
  return true;
}

startApi();
apiServed = await waitForApi(120_000);
if (!apiServed) {
  if (!stopping) console.error(`[marque] the API did not become healthy on ${apiUrl}`);
  stop(1);
} else {
  run('web', [...connectionAddress, nextBin, 'start', '--port', String(webPort)], {
    cwd: join(root, 'apps/web'),
    env: {
      ...process.env,
      PORT: String(webPort),
      MARQUE_API_URL: apiUrl,
      MARQUE_FORWARDER_SECRET: forwarderSecret,
      NEXT_TELEMETRY_DISABLED: '1',
    },
  });
  console.log(
    `\n[marque] web app: ${webUrl}\n[marque] API:     ${apiUrl}/api (docs: ${apiUrl}/api/docs)\n[marque] Ctrl-C stops everything.\n`,
  );
}
