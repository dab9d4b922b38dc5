#!/usr/bin/env node
// `npm run bench:logins`: a referee's deals while a flood of wrong passwords arrives. Deals come
// from phones (each with its referee's pass, one deal at a time per table), first alone, then
// beside BENCH_LOGINS_PER_SECOND (20) logins a second, each for another unknown e-mail from
// another address (what no rate limit counts), and an organiser's right password every 2 s from
// the address he signs in from. Prints the deals' p50/p99 in both phases, the logins' answers
// and the API's CPU. `BENCH_BASELINE=<other checkout>` runs that checkout's built API
// (apps/api/dist) the same way in the same run, after this one. The machine may be shared: the
// figures are indicative, the comparison within one run is what counts.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openedByItsPhone, sendNextDeal, startedRound, waitForOk } from './http-helpers.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const db = require(join(root, 'libs', 'database', 'dist', 'index.js'));
const LOGINS_PER_SECOND = Number(process.env.BENCH_LOGINS_PER_SECOND ?? 20);
const DEALS_PER_SECOND = Number(process.env.BENCH_DEALS_PER_SECOND ?? 10);
const TABLES = 10;
const QUIET_SECONDS = Number(process.env.BENCH_QUIET_SECONDS ?? 8);
const FLOOD_SECONDS = Number(process.env.BENCH_FLOOD_SECONDS ?? 15);
const ADMIN = { email: 'bench@marque.test', password: 'bench-password-1234' };
const FORWARDER_SECRET = 'bench-forwarder';
const ORGANISER_ADDRESS = '192.0.2.1';

const checkouts = [['this checkout', root]];
if (process.env.BENCH_BASELINE) checkouts.push(['baseline', resolve(process.env.BENCH_BASELINE)]);

const dataDir = db.temporaryDataDir('marque-bench-logins-pg-');
const server = await db.startEmbeddedPostgres({ dataDir, persistent: true });
const results = [];
try {
  for (const [name, checkout] of checkouts) results.push({ name, ...(await benchApi(checkout)) });
} finally {
  await server.stop();
  rmSync(dirname(dataDir), { recursive: true, force: true });
}
console.log(
  `\n${LOGINS_PER_SECOND} wrong logins a second (unknown e-mails, each from another address), ` +
    `${DEALS_PER_SECOND} deals a second from ${TABLES} phones`,
);
for (const { name, quiet, flood, logins, organiser, cpu, seconds } of results) {
  console.log(`\n${name}:`);
  console.log(`  deals alone:          ${describe(quiet)}`);
  console.log(`  deals during logins:  ${describe(flood)}`);
  console.log(
    `  wrong logins: ${logins.sent} sent, ${answers(logins.statuses)}; ` +
      `the API's CPU ${cpu.toFixed(1)} s in the flood's ${seconds.toFixed(0)} s`,
  );
  console.log(
    `  the organiser's right password every 2 s: ${answers(organiser.statuses)}, ` +
      `p50 ${percentile(organiser.ms, 50)} ms, slowest ${percentile(organiser.ms, 100)} ms`,
  );
}

/** One checkout's API on its own database: deals alone, then beside the flood. */
async function benchApi(checkout) {
  const database = `bench_${results.length}`;
  await db.withClient(server.adminUrl, (client) => client.query(`CREATE DATABASE ${database}`));
  const url = db.databaseUrlFor(server.adminUrl, database);
  await db.applyMigrations(url, { migrationsDir: join(checkout, 'prisma', 'migrations') });
  const port = await db.freePort();
  const api = spawn(process.execPath, [join(checkout, 'apps/api/dist/main.js')], {
    cwd: checkout,
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      MARQUE_ADMIN_EMAIL: ADMIN.email,
      MARQUE_ADMIN_PASSWORD: ADMIN.password,
      MARQUE_FORWARDER_SECRET: FORWARDER_SECRET,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForOk(`${base}/api/health`);
    const { round } = await startedRound(base, ADMIN, 'Bench logins', TABLES);
    const phones = await Promise.all(
      round.tables.map(async (table) => ({
        ...(await openedByItsPhone(base, table)),
        next: 0,
        busy: false,
      })),
    );
    // The organiser has signed in from his address before (the API knows it for 30 days).
    await login(base, ADMIN.email, ADMIN.password, ORGANISER_ADDRESS);
    const quiet = await dealsFor(base, phones, QUIET_SECONDS);
    const cpuBefore = cpuSecondsOf(api.pid);
    const floodStart = performance.now();
    const logins = loginsArriving(base);
    const organiser = organiserSigningIn(base);
    const flood = await dealsFor(base, phones, FLOOD_SECONDS);
    organiser.stop();
    await logins.stop();
    const cpu = cpuSecondsOf(api.pid) - cpuBefore;
    const seconds = (performance.now() - floodStart) / 1000;
    return { quiet, flood, logins: logins.result, organiser: organiser.result, cpu, seconds };
  } finally {
    // Logins still waiting in the old API would go on for minutes: it is stopped at once.
    api.kill('SIGKILL');
    await new Promise((resolve) => api.once('exit', resolve));
  }
}

/**
 * Deals sent for `seconds`, DEALS_PER_SECOND in all, each phone one at a time: the recorded ones'
 * times (ms), how many were refused, and how many were still unanswered 10 s after the last.
 */
async function dealsFor(base, phones, seconds) {
  const times = [];
  let failed = 0;
  let turn = 0;
  const inFlight = new Set();
  const send = async (phone) => {
    phone.busy = true;
    const started = performance.now();
    try {
      if ((await sendNextDeal(base, phone)) === 201) times.push(performance.now() - started);
      else failed += 1;
    } catch {
      failed += 1;
    } finally {
      phone.busy = false;
    }
  };
  const timer = setInterval(() => {
    const phone = phones[turn % phones.length];
    turn += 1;
    if (phone.busy) return;
    const sending = send(phone);
    inFlight.add(sending);
    sending.finally(() => inFlight.delete(sending));
  }, 1000 / DEALS_PER_SECOND);
  await sleep(seconds * 1000);
  clearInterval(timer);
  await Promise.race([Promise.all(inFlight), sleep(10_000)]);
  return { times: [...times], failed, unanswered: inFlight.size };
}

/**
 * LOGINS_PER_SECOND wrong passwords, each for another unknown e-mail from another address. Once
 * stopped, those still unanswered 3 s later are counted as such (an API that queues every check
 * would answer them minutes later).
 */
function loginsArriving(base) {
  const state = { sent: 0, statuses: {} };
  const inFlight = new Set();
  let counting = true;
  const timer = setInterval(() => {
    const n = state.sent;
    state.sent += 1;
    const address = `198.18.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
    const answered = login(base, `guess-${n}@bench.test`, `guess ${n}`, address).then(
      ({ status }) => counting && count(state.statuses, status),
      () => counting && count(state.statuses, 'failed'),
    );
    inFlight.add(answered);
    answered.finally(() => inFlight.delete(answered));
  }, 1000 / LOGINS_PER_SECOND);
  return {
    result: state,
    async stop() {
      clearInterval(timer);
      await Promise.race([Promise.all(inFlight), sleep(3000)]);
      counting = false;
      if (inFlight.size > 0) state.statuses['unanswered'] = inFlight.size;
    },
  };
}

/** The organiser's right password every 2 s, from the address he signs in from. */
function organiserSigningIn(base) {
  const state = { statuses: {}, ms: [] };
  const timer = setInterval(async () => {
    const started = performance.now();
    try {
      const { status } = await login(base, ADMIN.email, ADMIN.password, ORGANISER_ADDRESS);
      count(state.statuses, status);
      if (status === 200) state.ms.push(performance.now() - started);
    } catch {
      count(state.statuses, 'failed');
    }
  }, 2000);
  return { result: state, stop: () => clearInterval(timer) };
}

async function login(base, email, password, address) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': address,
      'x-marque-forwarder': FORWARDER_SECRET,
    },
    body: JSON.stringify({ email, password }),
  });
  const body = await response.json().catch(() => ({}));
  return { status: response.ok ? response.status : `${response.status} ${body.code}` };
}

function count(statuses, status) {
  statuses[status] = (statuses[status] ?? 0) + 1;
}

function answers(statuses) {
  const parts = Object.entries(statuses).map(([status, n]) => `${n} × ${status}`);
  return parts.length > 0 ? parts.join(', ') : 'none answered';
}

function describe({ times, failed, unanswered }) {
  return (
    `${times.length} recorded, p50 ${percentile(times, 50)} ms, p99 ${percentile(times, 99)} ms` +
    (failed > 0 ? `, ${failed} refused` : '') +
    (unanswered > 0 ? `, ${unanswered} unanswered 10 s after the last was sent` : '')
  );
}

function percentile(values, p) {
  if (values.length === 0) return '–';
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
}

/** The CPU time a process has used so far, in seconds (user and system, from /proc). */
function cpuSecondsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime, fields 14 and 15 of the whole line, in clock ticks (100 a second).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
