#!/usr/bin/env node
// `npm run bench:reads`: what the end of a round of a big event asks of the API. A 200-team
// tournament after three rounds, its fourth under way; 200 concurrent clients read the standings
// and the round's live tables while deals keep arriving (5 a second, each a new version), beside
// `GET /api/health` (one database round trip) in the same run, and beside the same reads computed
// for every request (a query string no other request shares, as before the read cache).
// Goals (issue 13): each read at least half the health rate, and p99 under 150 ms.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { callJson, waitForOk } from './http-helpers.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const db = require(join(root, 'libs', 'database', 'dist', 'index.js'));
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TEAMS = Number(process.env.BENCH_TEAMS ?? 200);
const DEALS_PER_SECOND = Number(process.env.BENCH_DEALS_PER_SECOND ?? 5);
const ADMIN = { email: 'bench@marque.test', password: 'bench-password-1234' };

const dataDir = db.temporaryDataDir('marque-bench-reads-pg-');
const server = await db.startEmbeddedPostgres({ dataDir, persistent: true });
await db.applyMigrations(server.url, { migrationsDir: join(root, 'prisma', 'migrations') });

const apiPort = await db.freePort();
const api = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], {
  env: {
    ...process.env,
    DATABASE_URL: server.url,
    PORT: String(apiPort),
    MARQUE_ADMIN_EMAIL: ADMIN.email,
    MARQUE_ADMIN_PASSWORD: ADMIN.password,
  },
  stdio: ['ignore', process.env.BENCH_API_LOG ? 'inherit' : 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${apiPort}`;
const call = (method, path, body, headers) => callJson(base, method, path, body, headers);

try {
  await waitForOk(`${base}/api/health`);
  const started = Date.now();
  const { tournamentId, live } = await prepareTournament();
  console.log(
    `[bench:reads] ${TEAMS} teams, 3 rounds played, round 4 under way (ready in ${Date.now() - started} ms); ${CLIENTS} clients, ${SECONDS} s a run, ${DEALS_PER_SECOND} deals/s arriving`,
  );
  const runs = [
    ['GET /api/health', '/api/health', false],
    ['GET …/standings', `/api/tournaments/${tournamentId}/standings`, false],
    ['GET …/rounds/4 (live tables)', `/api/tournaments/${tournamentId}/rounds/4`, false],
    ['  computed each time: standings', `/api/tournaments/${tournamentId}/standings`, true],
    ['  computed each time: rounds/4', `/api/tournaments/${tournamentId}/rounds/4`, true],
  ];
  const results = [];
  for (const [name, path, uncached] of runs) {
    const writer = dealsArriving(live);
    try {
      results.push({ name, ...(await read(path, uncached)) });
    } finally {
      await writer.stop();
    }
  }
  const health = results[0].rate;
  console.log(
    '\nread                              req/s   % health  p50 ms  p99 ms  non-2xx  goal',
  );
  for (const { name, rate, p50, p99, non2xx } of results) {
    const isHealth = name === results[0].name;
    const cached = !isHealth && !name.startsWith('  ');
    const met = rate >= health / 2 && p99 < 150;
    console.log(
      [
        name.padEnd(31),
        rate.toFixed(0).padStart(7),
        `${((rate / health) * 100).toFixed(0)} %`.padStart(10),
        String(p50).padStart(7),
        String(p99).padStart(7),
        String(non2xx).padStart(8),
        cached ? (met ? '  met' : '  NOT MET') : '',
      ].join(' '),
    );
  }
  console.log('\ngoal: at least half the health rate and p99 < 150 ms, with deals arriving');
} finally {
  api.kill('SIGTERM');
  await new Promise((resolve) => api.once('exit', resolve));
  await server.stop();
  rmSync(dirname(dataDir), { recursive: true, force: true });
}

/** Made 80s by alternate teams: a game runs for many deals without ending. */
function deal(table, index) {
  const declarer = index % 2;
  return {
    dealer: (table.firstDealer + index) % 4,
    contract: { value: 80, suit: 'hearts', declarer },
    cardPoints: declarer === 0 ? { A: 84, B: 73 } : { A: 73, B: 84 },
  };
}

async function recordDeal(table, index) {
  await call('POST', `/api/tables/${table.id}/deals`, deal(table, index), {
    'x-referee-code': table.refereeCode,
  });
}

/** Three rounds of two deals a table closed at the bell, then round 4 with a deal a table. */
async function prepareTournament() {
  const { accessToken } = await call('POST', '/api/auth/login', ADMIN);
  const auth = { authorization: `Bearer ${accessToken}` };
  const tournament = await call(
    'POST',
    '/api/tournaments',
    { name: 'Bench reads', rounds: 5, pairing: 'swiss' },
    auth,
  );
  for (let i = 0; i < TEAMS; i += 1)
    await call(
      'POST',
      `/api/tournaments/${tournament.id}/teams`,
      { name: `Team ${i}`, players: [`A${i}`, `B${i}`] },
      auth,
    );
  let tables = [];
  for (let number = 1; number <= 4; number += 1) {
    const round = await call('POST', `/api/tournaments/${tournament.id}/rounds`, undefined, auth);
    tables = round.tables;
    const deals = number < 4 ? 2 : 1;
    // 20 referees at a time: the referee-code limit allows 30 checks in flight per address.
    for (let first = 0; first < tables.length; first += 20)
      await Promise.all(
        tables.slice(first, first + 20).map(async (table) => {
          for (let index = 0; index < deals; index += 1) await recordDeal(table, index);
        }),
      );
    if (number < 4)
      await call('POST', `/api/tournaments/${tournament.id}/rounds/${number}/close`, {}, auth);
  }
  return {
    tournamentId: tournament.id,
    live: tables.map((table) => ({ table, next: 1 })),
  };
}

/** Deals arriving on the live round at DEALS_PER_SECOND, table after table, until stopped. */
function dealsArriving(live) {
  let stopped = false;
  let turn = 0;
  const done = (async () => {
    while (!stopped) {
      const slot = live[turn++ % live.length];
      const index = slot.next;
      slot.next += 1;
      await recordDeal(slot.table, index).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 1000 / DEALS_PER_SECOND));
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}

async function read(path, uncached) {
  let counter = 0;
  const result = await autocannon({
    url: base,
    connections: CLIENTS,
    duration: SECONDS,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          path: uncached ? `${path}?request=${counter++}` : path,
        }),
      },
    ],
  });
  return {
    rate: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}
