#!/usr/bin/env node
// `npm start`: runs the built API and web app together and stops both cleanly.
// The API starts the embedded PostgreSQL itself when DATABASE_URL is unset (see README).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = Number(process.env.PORT || 3001);
const webPort = Number(process.env.WEB_PORT || 3000);
const apiUrl = `http://localhost:${apiPort}`;
const webUrl = `http://localhost:${webPort}`;
const nextBin = createRequire(join(root, 'apps/web/package.json')).resolve('next/dist/bin/next');

const children = new Map();
let stopping = false;

function run(name, args, options) {
  const child = spawn(process.execPath, args, { stdio: 'inherit', ...options });
  children.set(name, child);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!stopping) {
      console.error(`[marque] ${name} stopped unexpectedly (${signal ?? `exit code ${code}`})`);
      stop(1);
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

run('api', [join(root, 'apps/api/dist/main.js')], {
  cwd: root,
  env: { ...process.env, PORT: String(apiPort) },
});
if (!(await waitForApi(120_000))) {
  if (!stopping) console.error(`[marque] the API did not become healthy on ${apiUrl}`);
  stop(1);
} else {
  run('web', [nextBin, 'start', '--port', String(webPort)], {
    cwd: join(root, 'apps/web'),
    env: {
      ...process.env,
      PORT: String(webPort),
      MARQUE_API_URL: apiUrl,
      NEXT_TELEMETRY_DISABLED: '1',
    },
  });
  console.log(
    `\n[marque] web app: ${webUrl}\n[marque] API:     ${apiUrl}/api (docs: ${apiUrl}/api/docs)\n[marque] Ctrl-C stops everything.\n`,
  );
}
