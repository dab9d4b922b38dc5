#!/usr/bin/env node
// `npm run bench:api`: deals submitted to the running API by 50 and 200 concurrent clients
// (autocannon), against raw single-row INSERTs into the same PostgreSQL from as many
// connections, in the same run. Prints both throughputs, their ratio and the API's p50/p99.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { callJson, startedRound, waitForOk } from './http-helpers.mjs';
import pg from 'pg';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const db = require(join(root, 'libs', 'database', 'dist', 'index.js'));
const CONCURRENCY = (process.env.BENCH_CLIENTS ?? '50,200').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ADMIN = { email: 'bench@marque.test', password: 'bench-password-1234' };

const dataDir = db.temporaryDataDir('marque-bench-pg-');
let server = await db.startEmbeddedPostgres({ dataDir, persistent: true });
// 200 raw clients + the API's pool need more than PostgreSQL's default 100 connections.
await db.withClient(server.adminUrl, (client) =>
  client.query('ALTER SYSTEM SET max_connections = 400'),
);
await server.stop();
server = await db.startEmbeddedPostgres({ dataDir, persistent: true, port: server.port });
await db.applyMigrations(server.url, { migrationsDir: join(root, 'prisma', 'migrations') });

const apiPort = await db.freePort();
const api = spawn(
  process.execPath,
  [
    ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
    join(root, 'apps/api/dist/main.js'),
  ],
  {
    env: {
      ...process.env,
      DATABASE_URL: server.url,
      PORT: String(apiPort),
      MARQUE_ADMIN_EMAIL: ADMIN.email,
      MARQUE_ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ['ignore', process.env.BENCH_API_LOG ? 'inherit' : 'ignore', 'inherit'],
  },
);
const base = `http://127.0.0.1:${apiPort}`;
const call = (method, path, body, headers) => callJson(base, method, path, body, headers);

try {
  await waitForOk(`${base}/api/health`);
  const results = [];
  // Fresh tables for each run, so that no game of an earlier run is already over.
  const tables = await prepareTables(CONCURRENCY.reduce((sum, clients) => sum + clients, 0));
  let used = 0;
  for (const clients of CONCURRENCY) {
    const cpuBefore = cpuSecondsOf(api.pid);
    const apiRun = await benchApi(tables.slice(used, used + clients));
    apiRun.cpuPerDeal = ((cpuSecondsOf(api.pid) - cpuBefore) * 1e6) / apiRun.recorded;
    used += clients;
    const rawRate = await benchRawInserts(clients);
    results.push({ clients, apiRun, rawRate });
  }
  console.log(
    '\nclients  API deals/s  raw INSERTs/s  API/raw  API p50 ms  API p99 ms  non-2xx  API CPU µs/deal',
  );
  for (const { clients, apiRun, rawRate } of results) {
    console.log(
      [
        String(clients).padStart(7),
        apiRun.rate.toFixed(0).padStart(12),
        rawRate.toFixed(0).padStart(14),
        (apiRun.rate / rawRate).toFixed(2).padStart(8),
        String(apiRun.p50).padStart(11),
        String(apiRun.p99).padStart(11),
        String(apiRun.non2xx).padStart(8),
        apiRun.cpuPerDeal.toFixed(0).padStart(16),
      ].join(' '),
    );
  }
  printGoals(results);
} finally {
  api.kill('SIGTERM');
  await new Promise((resolve) => api.once('exit', resolve));
  await server.stop();
  rmSync(dirname(dataDir), { recursive: true, force: true });
}

/** Issue 13's aims: a fifth of the raw INSERT rate at 50 clients, p99 under 100 ms at 200. */
function printGoals(results) {
  const at = (clients) => results.find((result) => result.clients === clients);
  const goals = [
    [50, 'deals/s at least 0.20 of raw INSERTs', (r) => r.apiRun.rate / r.rawRate >= 0.2],
    [200, 'p99 under 100 ms', (r) => r.apiRun.p99 < 100],
  ];
  console.log('');
  for (const [clients, goal, met] of goals) {
    const result = at(clients);
    const verdict = !result ? 'not run' : met(result) ? 'met' : 'NOT MET';
    console.log(`goal at ${clients} clients, ${goal}: ${verdict}`);
  }
}

/** The CPU time a process has used so far, in seconds (user and system, from /proc). */
function cpuSecondsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime, fields 14 and 15 of the whole line, in clock ticks (100 a second).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** One table per client: a tournament of 2 × n teams and its first round. */
async function prepareTables(count) {
  const { round } = await startedRound(base, ADMIN, 'Bench', count);
  for (const table of round.tables) await checkRefereeCode(table);
  return round.tables;
}

/**
 * Has the API check a table's referee code once, as a phone's first request does, here one table
 * at a time: checks in flight count against the one address's limit on guesses (30), and every
 * client of a run starting at once would be refused. An empty deal: the code is checked, then the
 * body refused (400), and nothing is recorded.
 */
async function checkRefereeCode(table) {
  const response = await fetch(`${base}/api/tables/${table.id}/deals`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-referee-code': table.refereeCode },
    body: '{}',
  });
  if (response.status !== 400)
    throw new Error(`The referee code of table ${table.number}: ${response.status}`);
}

/**
 * One deal at a time per table, as a referee's phone sends them: each request takes a table that
 * has none in flight and sends its next deal: 63 passed-out deals, then a played 80 (declared by
 * A and B in turn), to 5000, so a game lasts long enough for the run (about 2700 deals; a game
 * over would answer 409s, which are counted as non-2xx and not as deals). (autocannon
 * clears a connection's context before each request, so a connection cannot keep a table: a
 * table taken per request and given back with its answer is what keeps its deals in order.) A
 * table's next deal moves on only when one is recorded, so a refused one does not make every
 * later one of that table wrong.
 */
async function benchApi(tables) {
  const state = await Promise.all(
    tables.map(async (table) => ({
      table,
      next: (await call('GET', `/api/tables/${table.id}`)).game.deals.length,
    })),
  );
  const free = [...state];
  let recorded = 0;
  const result = await autocannon({
    url: base,
    connections: tables.length,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        setupRequest: (request, context) => {
          const slot = free.shift();
          context.slot = slot;
          const index = slot.next;
          const dealer = (slot.table.firstDealer + index) % 4;
          const declarer = Math.floor(index / 64) % 2 === 0 ? 0 : 1;
          const facts =
            index % 64 === 63
              ? {
                  contract: { value: 80, suit: 'hearts', declarer },
                  doubling: 'none',
                  cardPoints: declarer === 0 ? { A: 84, B: 73 } : { A: 73, B: 84 },
                }
              : { passedOut: true };
          return {
            ...request,
            path: `/api/tables/${slot.table.id}/deals`,
            headers: {
              'content-type': 'application/json',
              'x-referee-code': slot.table.refereeCode,
            },
            body: JSON.stringify({ dealer, ...facts }),
          };
        },
        onResponse: (status, _body, context) => {
          if (status === 201) {
            context.slot.next += 1;
            recorded += 1;
          }
          free.push(context.slot);
        },
      },
    ],
  });
  return {
    // Deals recorded (201) a second: a refused deal is not one.
    rate: recorded / ((result.finish - result.start) / 1000),
    recorded,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/** The same number of connections, each inserting one row at a time for the same duration. */
async function benchRawInserts(clients) {
  await db.withClient(server.url, (client) =>
    client.query(
      'CREATE TABLE IF NOT EXISTS bench_inserts (id bigserial PRIMARY KEY, table_id uuid NOT NULL, n int NOT NULL, facts jsonb NOT NULL, created_at timestamptz NOT NULL DEFAULT now())',
    ),
  );
  const deadline = Date.now() + SECONDS * 1000;
  let inserted = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, worker) => {
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      try {
        for (let n = 0; Date.now() < deadline; n += 1) {
          await client.query('INSERT INTO bench_inserts (table_id, n, facts) VALUES ($1, $2, $3)', [
            '00000000-0000-0000-0000-' + String(worker).padStart(12, '0'),
            n,
            JSON.stringify({ passedOut: true }),
          ]);
          inserted += 1;
        }
      } finally {
        await client.end();
      }
    }),
  );
  return inserted / SECONDS;
}
