#!/usr/bin/env node
// `npm run test:scale`: the deployment of docker/compose.yaml, run here with local processes.
// PostgreSQL (the embedded server, or DATABASE_URL), three API replicas, the web app and Debian's
// nginx in front, configured from the same template as the compose file
// (docker/nginx/marque.conf.template). Through nginx: 20 tables enter deals with Idempotency-Keys
// while 200 viewers follow the live events; one replica is killed with SIGKILL mid-round, then
// every replica is restarted in turn with SIGTERM (a rolling restart); the organiser closes the
// round. It checks that every acknowledged deal is stored once, that every viewer ends with every
// event (reconnecting through nginx with Last-Event-ID), and that the standings equal those
// computed from the stored deals by libs/rules; then prints read throughput and p99 through the
// proxy beside one process without it. Exits 1 on any failure.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { callJson, waitForOk } from './http-helpers.mjs';
import pg from 'pg';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const db = require(join(root, 'libs/database/dist/index.js'));
const { getRuleset } = require(join(root, 'libs/rules/dist/index.js'));
const nextBin = createRequire(join(root, 'apps/web/package.json')).resolve('next/dist/bin/next');

const REPLICAS = 3;
const TABLES = 20;
/** Each table writes at least this many deals, and goes on until the replicas have all restarted. */
const MIN_DEALS_PER_TABLE = Number(process.env.SCALE_MIN_DEALS ?? 8);
/** A referee's pace: a deal every so many milliseconds. */
const DEAL_EVERY_MS = 150;
/** The tournament's target: high enough that no game ends before the bell. */
const SCALE_TARGET = 5000;
const VIEWERS = Number(process.env.SCALE_VIEWERS ?? 200);
const NGINX = process.env.NGINX_BINARY ?? '/usr/sbin/nginx';
const ADMIN = { email: 'scale@marque.test', password: 'scale-password-1234' };
const JWT_SECRET = randomUUID();

const children = new Set();
const failures = [];
const check = (ok, what) => {
  console.log(`  ${ok ? '✓' : '✕'} ${what}`);
  if (!ok) failures.push(what);
};

if (spawnSync(NGINX, ['-v']).status !== 0) {
  console.error(`[test:scale] no nginx at ${NGINX}: apt-get install -y nginx-light`);
  process.exit(1);
}

const work = mkdtempSync(join(tmpdir(), 'marque-scale-'));
const dataDir = db.temporaryDataDir('marque-scale-pg-');
const postgres = process.env.DATABASE_URL
  ? null
  : await db.startEmbeddedPostgres({ dataDir, persistent: false });
const databaseUrl = process.env.DATABASE_URL ?? postgres.url;
let nginx;
const replicas = [];

try {
  await db.applyMigrations(databaseUrl, { migrationsDir: join(root, 'prisma', 'migrations') });
  const [webPort, proxyPort, ...apiPorts] = await db.freePorts(REPLICAS + 2);
  const proxy = `http://127.0.0.1:${proxyPort}`;

  for (const [index, port] of apiPorts.entries()) replicas[index] = startApi(port);
  const web = startChild(
    'web',
    [nextBin, 'start', '--port', String(webPort), '--hostname', '127.0.0.1'],
    {
      cwd: join(root, 'apps/web'),
      env: { ...process.env, MARQUE_API_URL: proxy, NEXT_TELEMETRY_DISABLED: '1' },
    },
  );
  nginx = startNginx(proxyPort, apiPorts, webPort);
  await Promise.all([
    ...apiPorts.map((port) => waitForOk(`http://127.0.0.1:${port}/api/health`)),
    waitForOk(`http://127.0.0.1:${webPort}/fr`),
  ]);
  await waitForOk(`${proxy}/api/health`);
  console.log(
    `[test:scale] nginx on ${proxyPort} → API replicas on ${apiPorts.join(', ')}, web on ${webPort}`,
  );
  check((await fetch(`${proxy}/fr`)).ok, 'the web app answers through nginx');

  // The organiser, the tournament, its 40 teams and round 1: 20 tables.
  const { accessToken } = await callJson(proxy, 'POST', '/api/auth/login', ADMIN);
  const organiser = { authorization: `Bearer ${accessToken}` };
  const tournament = await callJson(
    proxy,
    'POST',
    '/api/tournaments',
    // A game to 5000 (the game's most), one contract in 8 deals, each team's in turn: about 480
    // deals before a table ends its game, long after the replicas have restarted (4–7 s each
    // here; the slowest run wrote some 110 deals a table by then).
    { name: 'Fédérale', rounds: 3, pairing: 'swiss', target: SCALE_TARGET },
    organiser,
  );
  for (let team = 1; team <= TABLES * 2; team += 1)
    await callJson(
      proxy,
      'POST',
      `/api/tournaments/${tournament.id}/teams`,
      { name: `Équipe ${team}`, players: [`A${team}`, `B${team}`] },
      organiser,
    );

  const viewers = Array.from({ length: VIEWERS }, () =>
    follow(`${proxy}/api/tournaments/${tournament.id}/events`),
  );
  await Promise.all(viewers.map((viewer) => viewer.opened));
  const round = await callJson(
    proxy,
    'POST',
    `/api/tournaments/${tournament.id}/rounds`,
    {},
    organiser,
  );

  // The tables write while replicas die and restart.
  const acknowledged = [];
  const progress = { acks: 0, retries: 0, restarted: false };
  const writers = round.tables.map((table) => writeTable(proxy, table, acknowledged, progress));
  const started = Date.now();
  await until(() => progress.acks >= TABLES * 3);
  console.log(`[test:scale] ${progress.acks} deals acknowledged: SIGKILL replica 2`);
  replicas[1].child.kill('SIGKILL');
  await new Promise((resolve) => replicas[1].child.once('exit', resolve));
  await new Promise((resolve) => setTimeout(resolve, 500));
  replicas[1] = startApi(apiPorts[1]);
  await waitForOk(`http://127.0.0.1:${apiPorts[1]}/api/health`);
  await until(() => progress.acks >= TABLES * 6);
  console.log(`[test:scale] ${progress.acks} deals acknowledged: rolling restart (SIGTERM)`);
  const stopCodes = [];
  for (const [index, port] of apiPorts.entries()) {
    const stopping = Date.now();
    stopCodes.push(await stopChild(replicas[index].child));
    const stopped = Date.now();
    replicas[index] = startApi(port);
    await waitForOk(`http://127.0.0.1:${port}/api/health`);
    console.log(
      `[test:scale] replica ${index + 1}: stopped in ${stopped - stopping} ms, serving again ${Date.now() - stopped} ms later (${progress.acks} deals acknowledged)`,
    );
  }
  progress.restarted = true;
  await Promise.all(writers);
  const total = progress.acks;
  const writeSeconds = (Date.now() - started) / 1000;
  console.log(
    `[test:scale] ${progress.acks} deals acknowledged in ${writeSeconds.toFixed(1)} s (${progress.retries} resent after a failure)`,
  );
  check(
    stopCodes.every((code) => code === 0),
    `each replica stopped by SIGTERM exited 0 (${stopCodes.join(', ')})`,
  );

  await closeRound(proxy, tournament.id, organiser);

  // What the database holds.
  const stored = await storedDeals(round.tables);
  const storedCount = [...stored.values()].reduce((sum, deals) => sum + deals.length, 0);
  check(
    storedCount === total && total >= TABLES * MIN_DEALS_PER_TABLE,
    `${total} deals acknowledged, ${storedCount} stored`,
  );
  check(
    acknowledged.every(({ tableId, number, declarer }) => {
      const deals = stored.get(tableId) ?? [];
      const matching = deals.filter((deal) => deal.number === number);
      return (
        matching.length === 1 &&
        (declarer === null
          ? matching[0].facts.passedOut === true
          : matching[0].facts.contract?.declarer === declarer)
      );
    }),
    'every acknowledged deal is stored once, as it was sent',
  );

  // Every viewer ends with every event, in order, once.
  const eventIds = await storedEventIds(tournament.id);
  const last = eventIds[eventIds.length - 1];
  await until(() => viewers.every((viewer) => viewer.lastId() >= last), 30_000).catch(() => null);
  const complete = viewers.filter(
    (viewer) => JSON.stringify(viewer.ids) === JSON.stringify(eventIds),
  ).length;
  const reconnects = viewers.reduce((sum, viewer) => sum + viewer.reconnects(), 0);
  check(
    complete === VIEWERS,
    `${complete} of ${VIEWERS} viewers have all ${eventIds.length} events, in order, once (${reconnects} reconnections through nginx)`,
  );
  const incomplete = viewers.find(
    (viewer) => JSON.stringify(viewer.ids) !== JSON.stringify(eventIds),
  );
  if (incomplete) {
    const seen = new Set(incomplete.ids);
    const missing = eventIds.filter((id) => !seen.has(id));
    const twice = incomplete.ids.filter((id, index) => incomplete.ids.indexOf(id) !== index);
    console.log(
      `  a viewer: ${incomplete.ids.length} events, ${missing.length} missing (${missing.slice(0, 5).join(', ')}), ${twice.length} twice (${twice.slice(0, 5).join(', ')}), last ${incomplete.lastId()} of ${last}`,
    );
  }
  for (const viewer of viewers) viewer.close();

  // The standings equal those computed from the stored deals.
  const standings = await callJson(proxy, 'GET', `/api/tournaments/${tournament.id}/standings`);
  const expected = expectedResults(round.tables, stored);
  const mismatches = standings.filter((row) => {
    const want = expected.get(row.team.id);
    return (
      !want ||
      want.won !== row.won ||
      want.drawn !== row.drawn ||
      want.lost !== row.lost ||
      want.pointsFor !== row.pointsFor
    );
  });
  check(
    standings.length === TABLES * 2 && mismatches.length === 0,
    `the standings of ${standings.length} teams equal those computed from the stored deals (${mismatches.length} differ)`,
  );

  // Read throughput and p99, through nginx (3 replicas) and straight to one replica.
  const path = `/api/tournaments/${tournament.id}/standings`;
  const throughProxy = await load(proxy, path);
  const direct = await load(`http://127.0.0.1:${apiPorts[0]}`, path);
  console.log('\nGET …/standings, 100 clients, 5 s   req/s  p50 ms  p99 ms  non-2xx');
  for (const [name, run] of [
    ['through nginx, 3 replicas', throughProxy],
    ['one replica, no proxy', direct],
  ])
    console.log(
      `${name.padEnd(34)} ${run.rate.toFixed(0).padStart(6)} ${String(run.p50).padStart(7)} ${String(run.p99).padStart(7)} ${String(run.non2xx).padStart(8)}`,
    );
  check(throughProxy.non2xx === 0, 'every read through nginx answered');
  await stopChild(web);
} catch (error) {
  failures.push(String(error));
  console.error(error);
} finally {
  if (failures.length) {
    try {
      console.log('--- nginx error log ---');
      console.log(
        readFileSync(join(work, 'logs/error.log'), 'utf8').split('\n').slice(-30).join('\n'),
      );
    } catch {
      // no log
    }
  }
  if (nginx) spawnSync(NGINX, ['-p', work, '-c', join(work, 'nginx.conf'), '-s', 'stop']);
  await Promise.all([...children].map((child) => stopChild(child)));
  if (postgres) await postgres.stop();
  rmSync(work, { recursive: true, force: true });
  rmSync(dirname(dataDir), { recursive: true, force: true });
}

console.log(failures.length ? `\ntest:scale: ${failures.length} failed` : '\ntest:scale: passed');
process.exit(failures.length ? 1 : 0);

function startChild(name, args, options) {
  const child = spawn(process.execPath, args, {
    ...options,
    stdio: ['ignore', process.env.SCALE_LOG ? 'inherit' : 'ignore', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

function startApi(port) {
  const child = startChild('api', [join(root, 'apps/api/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      MARQUE_ADMIN_EMAIL: ADMIN.email,
      MARQUE_ADMIN_PASSWORD: ADMIN.password,
      MARQUE_JWT_SECRET: JWT_SECRET,
      MARQUE_TRUSTED_PROXIES: 'loopback',
      MARQUE_DB_POOL_SIZE: '10',
    },
  });
  return { child, port };
}

/** nginx on `port`, from the compose file's template with local upstreams. */
function startNginx(port, apiPorts, webPort) {
  mkdirSync(join(work, 'logs'), { recursive: true });
  const template = readFileSync(join(root, 'docker/nginx/marque.conf.template'), 'utf8');
  const values = {
    NGINX_PORT: `127.0.0.1:${port}`,
    NGINX_RESOLVER: '',
    NGINX_API_SERVERS: apiPorts
      .map((apiPort) => `server 127.0.0.1:${apiPort} max_fails=1 fail_timeout=2s;`)
      .join('\n    '),
    NGINX_WEB_SERVERS: `server 127.0.0.1:${webPort};`,
    NGINX_ACCESS_LOG: join(work, 'logs/access.log'),
  };
  const site = template.replace(/\$\{(NGINX_[A-Z_]+)\}/g, (_all, name) => values[name]);
  writeFileSync(join(work, 'marque.conf'), site);
  writeFileSync(
    join(work, 'nginx.conf'),
    [
      // As root, nginx's workers would run as nobody, who cannot write this directory.
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      'daemon off;',
      `pid ${join(work, 'nginx.pid')};`,
      `error_log ${join(work, 'logs/error.log')} warn;`,
      'events { worker_connections 4096; }',
      'http {',
      '  access_log off;',
      `  client_body_temp_path ${join(work, 'body')};`,
      `  proxy_temp_path ${join(work, 'proxy')};`,
      `  fastcgi_temp_path ${join(work, 'fastcgi')};`,
      `  uwsgi_temp_path ${join(work, 'uwsgi')};`,
      `  scgi_temp_path ${join(work, 'scgi')};`,
      `  include ${join(work, 'marque.conf')};`,
      '}',
    ].join('\n'),
  );
  const child = spawn(NGINX, ['-p', work, '-c', join(work, 'nginx.conf')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.add(child);
  return child;
}

function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

async function until(condition, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The bell, clicked again while the answer is a 502 (a replica lost the request): a round already
 * closed by the first click (409) is closed.
 */
async function closeRound(base, tournamentId, organiser) {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await fetch(`${base}/api/tournaments/${tournamentId}/rounds/1/close`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...organiser },
      body: '{}',
    });
    const body = await response.json().catch(() => null);
    if (response.ok || body?.code === 'ROUND_ALREADY_CLOSED') return;
    if (response.status < 500) throw new Error(`the bell: ${response.status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the bell was never answered');
}

/**
 * A referee's phone: each deal sent with its Idempotency-Key, and sent again with the same key
 * after a network failure or a 5xx until it is acknowledged. Made 80s by each team in turn.
 */
async function writeTable(base, table, acknowledged, progress) {
  for (let index = 0; index < MIN_DEALS_PER_TABLE || !progress.restarted; index += 1) {
    await new Promise((resolve) => setTimeout(resolve, DEAL_EVERY_MS));
    // Seven passed-out deals, then a made 80 by each team in turn: no game ends in this run.
    // (`index / 4` gave every 80 to team B, which reached the target twice as soon.)
    const declarer = Math.floor(index / 8) % 2;
    const key = randomUUID();
    const body = JSON.stringify(
      index % 8 === 7
        ? {
            dealer: (table.firstDealer + index) % 4,
            contract: { value: 80, suit: 'hearts', declarer },
            cardPoints: declarer === 0 ? { A: 84, B: 73 } : { A: 73, B: 84 },
          }
        : { dealer: (table.firstDealer + index) % 4, passedOut: true },
    );
    let lastAnswer = '';
    for (let attempt = 0; ; attempt += 1) {
      const status = await fetch(`${base}/api/tables/${table.id}/deals`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-referee-code': table.refereeCode,
          'idempotency-key': key,
          'x-deal-number': String(index + 1),
        },
        body,
      }).then(
        async (response) => {
          lastAnswer = await response.text();
          return response.status;
        },
        () => 0,
      );
      if (status === 200 || status === 201) break;
      if (status !== 0 && status < 500)
        throw new Error(
          `table ${table.number}, deal ${index + 1}: refused (${status}: ${lastAnswer})`,
        );
      if (attempt > 200)
        throw new Error(`table ${table.number}, deal ${index + 1}: never answered`);
      progress.retries += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    acknowledged.push({
      tableId: table.id,
      number: index + 1,
      declarer: index % 8 === 7 ? declarer : null,
    });
    progress.acks += 1;
  }
}

/** A viewer's event stream, reconnecting through nginx with Last-Event-ID when it ends. */
function follow(url) {
  const ids = [];
  let reconnects = 0;
  let closed = false;
  let current;
  let opened;
  const openedOnce = new Promise((resolve) => (opened = resolve));
  const connect = () => {
    const headers = { accept: 'text/event-stream' };
    if (ids.length) headers['last-event-id'] = String(ids[ids.length - 1]);
    let done = false;
    const again = () => {
      if (done || closed) return;
      done = true;
      reconnects += 1;
      setTimeout(connect, 200);
    };
    current = httpRequest(url, { headers, agent: false }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        return again();
      }
      opened();
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const id = /^id: (\d+)$/m.exec(buffer.slice(0, end));
          if (id) ids.push(Number(id[1]));
          buffer = buffer.slice(end + 2);
        }
      });
      response.on('end', again);
      response.on('error', again);
    });
    current.on('error', again);
    current.end();
  };
  connect();
  return {
    ids,
    opened: openedOnce,
    lastId: () => ids[ids.length - 1] ?? 0,
    reconnects: () => reconnects,
    close: () => {
      closed = true;
      current?.destroy();
    },
  };
}

async function storedDeals(tables) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      'SELECT table_id, number, facts FROM deals WHERE table_id = ANY($1::uuid[]) ORDER BY table_id, number',
      [tables.map((table) => table.id)],
    );
    const byTable = new Map();
    for (const row of rows) {
      if (!byTable.has(row.table_id)) byTable.set(row.table_id, []);
      byTable.get(row.table_id).push({ number: row.number, facts: row.facts });
    }
    return byTable;
  } finally {
    await client.end();
  }
}

async function storedEventIds(tournamentId) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      'SELECT id::text AS event FROM tournament_events WHERE tournament_id = $1 ORDER BY tournament_events.id',
      [tournamentId],
    );
    return rows.map((row) => Number(row.event));
  } finally {
    await client.end();
  }
}

/** Each team's game at the bell, scored by libs/rules from the stored deals alone. */
function expectedResults(tables, stored) {
  const marque = getRuleset('marque-2018');
  const results = new Map();
  for (const table of tables) {
    const deals = (stored.get(table.id) ?? []).map((deal) => deal.facts);
    const outcome = marque.outcomeAtBell(deals, { target: SCALE_TARGET, tieAtBell: 'draw' });
    for (const [side, team] of [
      ['A', table.teamA],
      ['B', table.teamB],
    ]) {
      const won = outcome.winner === side ? 1 : 0;
      const drawn = outcome.winner === null ? 1 : 0;
      results.set(team.id, { won, drawn, lost: 1 - won - drawn, pointsFor: outcome.totals[side] });
    }
  }
  return results;
}

async function load(base, path) {
  const result = await autocannon({ url: base + path, connections: 100, duration: 5 });
  return {
    rate: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}
