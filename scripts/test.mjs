#!/usr/bin/env node
// `npm test`: one embedded PostgreSQL for the whole run (each test file then gets its own
// database, cloned from a migrated template), and every project's lint, typecheck, test and build.
// Extra arguments go to `nx run-many` (e.g. `npm test -- -p rules`).
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const nx = join(root, 'node_modules', '.bin', 'nx');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NEXT_TELEMETRY_DISABLED: '1' };

const built = spawnSync(nx, ['run', 'database:build', '--output-style=static'], { cwd: root, env, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const { startEmbeddedPostgres, temporaryDataDir } = createRequire(import.meta.url)(
  join(root, 'libs', 'database', 'dist', 'index.js'),
);
const started = Date.now();
const server = await startEmbeddedPostgres({ dataDir: temporaryDataDir('marque-test-pg-'), persistent: false });
console.log(`[test] PostgreSQL for this run on port ${server.port} (started in ${Date.now() - started} ms)`);

const targets = ['lint', 'typecheck', 'test', 'build'];
const run = spawn(nx, ['run-many', '-t', ...targets, '--output-style=stream', ...process.argv.slice(2)], {
  cwd: root,
  env: { ...env, MARQUE_TEST_DATABASE_URL: server.adminUrl },
  stdio: 'inherit',
});

let stopping = false;
async function finish(code) {
  if (stopping) return;
  stopping = true;
  await server.stop();
  process.exit(code);
}
process.on('SIGINT', () => run.kill('SIGINT'));
process.on('SIGTERM', () => run.kill('SIGTERM'));
run.on('exit', (code, signal) => finish(code ?? (signal ? 1 : 0)));
