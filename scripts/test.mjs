#!/usr/bin/env node
// `npm test`: one embedded PostgreSQL for the whole run (each test file then gets its own
// database, cloned from a migrated template), and every project's lint, typecheck, test and build,
// after a Prettier check of the whole workspace.
// Extra arguments go to `nx run-many` (e.g. `npm test -- -p rules`); MARQUE_TEST_TARGETS chooses
// the targets (default lint,typecheck,test,build).
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const nx = join(root, 'node_modules', '.bin', 'nx');
const env = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  NEXT_TELEMETRY_DISABLED: '1',
};

/** Runs a command to completion, or exits with its failure. */
function mustPass(command, args) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

mustPass(join(root, 'node_modules', '.bin', 'prettier'), ['--check', '--log-level=warn', '.']);
mustPass(nx, ['run', 'database:build', '--output-style=static']);

const { startEmbeddedPostgres, temporaryDataDir } = createRequire(import.meta.url)(
  join(root, 'libs', 'database', 'dist', 'index.js'),
);
const started = Date.now();
const server = await startEmbeddedPostgres({
  dataDir: temporaryDataDir('marque-test-pg-'),
  persistent: false,
});
console.log(
  `[test] PostgreSQL for this run on port ${server.port} (started in ${Date.now() - started} ms)`,
);

// MARQUE_TEST_TARGETS=test: the tests alone (CI's second run, on another Node version, needs
// neither the lint nor the builds again).
const targets = (process.env.MARQUE_TEST_TARGETS ?? 'lint,typecheck,test,build').split(',');
const run = spawn(
  nx,
  ['run-many', '-t', ...targets, '--output-style=stream', ...process.argv.slice(2)],
  {
    cwd: root,
    env: { ...env, MARQUE_TEST_DATABASE_URL: server.adminUrl },
    stdio: ['inherit', 'pipe', 'pipe'],
  },
);

// Echo everything, and add up jest's "Tests: …" lines for one closing summary line.
const counts = { passed: 0, failed: 0, skipped: 0 };
const pending = { stdout: '', stderr: '' };
for (const stream of ['stdout', 'stderr']) {
  run[stream].on('data', (chunk) => {
    process[stream].write(chunk);
    const lines = (pending[stream] + chunk.toString()).split('\n');
    pending[stream] = lines.pop() ?? '';
    lines.forEach(countTests);
  });
}

function countTests(line) {
  // eslint-disable-next-line no-control-regex
  const plain = line.replace(/\x1b\[[0-9;]*m/g, '');
  if (!/Tests:\s/.test(plain)) return;
  for (const kind of Object.keys(counts)) {
    const match = plain.match(new RegExp(`(\\d+) ${kind}`));
    if (match) counts[kind] += Number(match[1]);
  }
}

let stopping = false;
async function finish(code) {
  if (stopping) return;
  stopping = true;
  Object.values(pending).forEach(countTests);
  await server.stop();
  console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  process.exit(code);
}
process.on('SIGINT', () => run.kill('SIGINT'));
process.on('SIGTERM', () => run.kill('SIGTERM'));
run.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
