#!/usr/bin/env node
// `npm run bench:melee`: mêlées drawn round after round by @marque/pairing's drawMelee, results
// simulated with a seeded generator, in random mode and in swiss mode (the standings from
// @marque/standings' computeIndividualStandings). Prints each round's draw time, its repeated
// partners and repeated opponents (meleeRepeats), and whether every draw of 2,000 players took
// under a second (issue 25). Then small fields played until repeats cannot be avoided, each round
// beside the least a brute force over every allowed draw finds.
// BENCH_MELEE_SIZE=500 for another size of the large field.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const load = createRequire(import.meta.url);
const { drawMelee, meleeRepeats, seededRandom } = load(join(root, 'libs/pairing/dist/index.js'));
const { computeIndividualStandings } = load(join(root, 'libs/standings/dist/index.js'));

const SIZE = Number(process.env.BENCH_MELEE_SIZE ?? 2000);
const ROUNDS = 9;
const GOAL_MS = 1000;

const playersOf = (count) =>
  Array.from({ length: count }, (_, index) => ({ id: `p${String(index).padStart(4, '0')}` }));

/** Every table's totals from the generator; the higher total wins, equal totals draw. */
function play(draw, random) {
  return draw.tables.map(({ pairA, pairB }) => {
    const A = Math.floor(random() * 2500);
    const B = Math.floor(random() * 2500);
    return { pairA, pairB, totals: { A, B }, winner: A > B ? 'A' : B > A ? 'B' : null };
  });
}

/** A mêlée of `rounds` rounds: each round's draw, its time and its repeats. */
function tournament(players, rounds, mode, seed) {
  const random = seededRandom(seed);
  const history = [];
  const games = [];
  const rows = [];
  for (let round = 1; round <= rounds; round += 1) {
    const standings =
      mode === 'swiss'
        ? computeIndividualStandings(
            players.map(({ id }) => ({ id, name: id })),
            games,
            { byes: history.flatMap((past) => past.satOut), drawSeed: seed },
          ).map((row) => row.player.id)
        : undefined;
    const input = { players, history: [...history], round, seed, mode, standings };
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    const draw = drawMelee(input);
    const ms = performance.now() - start;
    const { user, system } = process.cpuUsage(cpuStart);
    rows.push({
      round,
      ms,
      cpuMs: (user + system) / 1000,
      input,
      draw,
      ...meleeRepeats(draw.tables, history),
    });
    history.push(draw);
    games.push(...play(draw, random));
  }
  return rows;
}

// ---- the least repeats of any draw, for the small fields (written from the rules) ----

const key = (a, b) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** [repeated partners, repeated opponents] of the least draw the sit-out rule allows. */
function leastRepeats({ players, history }) {
  const partnered = new Set();
  const opposed = new Set();
  const sitOuts = new Map(players.map(({ id }) => [id, 0]));
  for (const round of history) {
    for (const { pairA, pairB } of round.tables) {
      partnered.add(key(...pairA));
      partnered.add(key(...pairB));
      for (const a of pairA) for (const b of pairB) opposed.add(key(a, b));
    }
    for (const id of round.satOut) if (sitOuts.has(id)) sitOuts.set(id, sitOuts.get(id) + 1);
  }
  const ids = players.map(({ id }) => id);
  const out = ids.length % 4;
  const level = [...sitOuts.values()].sort((a, b) => a - b)[out - 1];
  const sitOutSets = subsets(ids, out).filter(
    (set) =>
      out === 0 ||
      (set.every((id) => sitOuts.get(id) <= level) &&
        ids.filter((id) => !set.includes(id)).every((id) => sitOuts.get(id) >= level)),
  );
  let best = [Infinity, Infinity];
  const better = (a, b) => a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);
  const seat = (remaining, cost) => {
    if (!better(cost, best) && !(cost[0] === best[0] && cost[1] === best[1])) return;
    const [first, ...rest] = remaining;
    if (first === undefined) {
      if (better(cost, best)) best = cost;
      return;
    }
    for (const [x, y, z] of subsets(rest, 3)) {
      const others = rest.filter((id) => id !== x && id !== y && id !== z);
      for (const [a1, a2, b1, b2] of [
        [first, x, y, z],
        [first, y, x, z],
        [first, z, x, y],
      ]) {
        const partners = Number(partnered.has(key(a1, a2))) + Number(partnered.has(key(b1, b2)));
        let opponents = 0;
        for (const a of [a1, a2])
          for (const b of [b1, b2]) opponents += Number(opposed.has(key(a, b)));
        seat(others, [cost[0] + partners, cost[1] + opponents]);
      }
    }
  };
  for (const set of sitOutSets)
    seat(
      ids.filter((id) => !set.includes(id)),
      [0, 0],
    );
  return best;
}

function subsets(items, size) {
  if (size === 0) return [[]];
  if (items.length < size) return [];
  const [first, ...rest] = items;
  return [...subsets(rest, size - 1).map((set) => [first, ...set]), ...subsets(rest, size)];
}

// ---- the report ----

const cell = (value, width) => String(value).padStart(width);

function printLarge(mode, rows) {
  console.log(`\n${SIZE} players, ${mode} mode, ${ROUNDS} rounds`);
  console.log('round  draw ms  (cpu ms)  repeated partners  repeated opponents  sat out');
  for (const row of rows)
    console.log(
      [
        cell(row.round, 5),
        cell(row.ms.toFixed(0), 7),
        cell(`(${row.cpuMs.toFixed(0)})`, 8),
        cell(row.partners, 17),
        cell(row.opponents, 18),
        cell(row.draw.satOut.length, 7),
      ].join('  '),
    );
}

function printSmall(count, rounds, mode, rows) {
  console.log(
    `\n${count} players, ${mode} mode, ${rounds} rounds: repeats beside the least of any draw`,
  );
  console.log('round  draw ms  partners (least)  opponents (least)');
  const verdict = { partners: true, opponentsAbove: 0 };
  for (const row of rows) {
    const [partners, opponents] = leastRepeats(row.input);
    verdict.partners &&= row.partners === partners;
    if (row.opponents > opponents) verdict.opponentsAbove += 1;
    console.log(
      [
        cell(row.round, 5),
        cell(row.ms.toFixed(0), 7),
        cell(`${row.partners} (${partners})`, 16),
        cell(`${row.opponents} (${opponents})`, 17),
      ].join('  '),
    );
  }
  return { count, mode, ...verdict };
}

// A small draw first, so that no timed draw runs cold code.
tournament(playersOf(64), 2, 'random', 1);
const large = ['random', 'swiss'].map((mode) => ({
  mode,
  rows: tournament(playersOf(SIZE), ROUNDS, mode, 2026),
}));
for (const { mode, rows } of large) printLarge(mode, rows);
const small = [
  [8, 8, 'random'],
  [8, 8, 'swiss'],
  [13, 12, 'random'],
].map(([count, rounds, mode]) =>
  printSmall(count, rounds, mode, tournament(playersOf(count), rounds, mode, 7)),
);

const slowest = Math.max(...large.flatMap(({ rows }) => rows.map((row) => row.ms)));
const avoidable = large.every(({ rows }) => rows.every((row) => row.partners === 0));
const verdict = (met) => (met ? 'met' : 'MISSED');
console.log(
  `\ngoal: every draw of ${SIZE} players under ${GOAL_MS} ms (slowest ${slowest.toFixed(0)} ms): ${verdict(slowest < GOAL_MS)}`,
);
console.log(
  `goal: no repeated partner in the ${SIZE}-player rounds (all avoidable): ${verdict(avoidable)}`,
);
console.log(
  `goal: the small fields' repeated partners the least of any draw, every round: ${verdict(small.every((field) => field.partners))}`,
);
for (const { count, mode, opponentsAbove } of small)
  console.log(
    `${count} players, ${mode}: repeated opponents above the least in ${opponentsAbove} round(s)${count > 12 ? ' (a heuristic beyond 12 players)' : ' (every draw looked at up to 12)'}`,
  );
console.log(
  'draw ms: wall time; cpu ms: the time this process ran, which a loaded machine does not stretch',
);
