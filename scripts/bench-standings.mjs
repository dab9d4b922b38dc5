#!/usr/bin/env node
// `npm run bench:standings`: computeStandings on 2000 teams × 9 rounds of seeded random results
// (Swiss-like pairing by score, 2% draws, 21 teams withdrawn after round 5 so later rounds have
// a bye), with every tiebreak and a draw seed. For scale, in the same run: the same call with
// no tiebreaks, a minimal standings written inline (add up the games into rows, sort by score)
// and a plain sort by score of the rows. Prints median and max of each.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { computeStandings, TIEBREAKS } = require(join(root, 'libs/standings/dist/index.js'));
// One seeded generator (mulberry32) for the whole workspace: every run benchmarks the same tournament.
const { seededRandom: random } = require(join(root, 'libs/pairing/dist/index.js'));

const TEAMS = Number(process.env.BENCH_TEAMS ?? 2000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 9);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = 5;
const TARGET_MS = 100;

function tournament(next) {
  const teams = Array.from({ length: TEAMS }, (_, index) => ({
    id: `team-${String(index).padStart(4, '0')}`,
    name: `Team ${index}`,
    withdrawn: false,
  }));
  const score = new Map(teams.map((team) => [team.id, 0]));
  const games = [];
  const byes = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    if (round === 6) for (const team of teams.slice(0, 21)) team.withdrawn = true;
    const active = teams
      .filter((team) => !team.withdrawn)
      .map((team) => ({ id: team.id, key: (score.get(team.id) ?? 0) + next() / 2 }))
      .sort((a, b) => b.key - a.key);
    if (active.length % 2 === 1) {
      const bye = active.pop();
      byes.push(bye.id);
      score.set(bye.id, (score.get(bye.id) ?? 0) + 1);
    }
    for (let index = 0; index < active.length; index += 2) {
      const teamA = active[index].id;
      const teamB = active[index + 1].id;
      const roll = next();
      if (roll < 0.02) {
        const both = 1000 + Math.floor(next() * 100) * 10;
        games.push({ teamA, teamB, totals: { A: both, B: both }, winner: null });
        score.set(teamA, score.get(teamA) + 0.5);
        score.set(teamB, score.get(teamB) + 0.5);
        continue;
      }
      const winnerIsA = roll < 0.51;
      const high = 2000 + Math.floor(next() * 60) * 10;
      const low = Math.floor(next() * 200) * 10;
      games.push({
        teamA,
        teamB,
        totals: winnerIsA ? { A: high, B: low } : { A: low, B: high },
        winner: winnerIsA ? 'A' : 'B',
      });
      const winner = winnerIsA ? teamA : teamB;
      score.set(winner, score.get(winner) + 1);
    }
  }
  return { teams, games, byes };
}

/** The least any standings must do: one pass over the games and byes, one sort by score. */
function minimalStandings(teams, games, byes) {
  const rows = new Map(teams.map((team) => [team.id, { team, score: 0, pointsFor: 0 }]));
  for (const game of games) {
    const a = rows.get(game.teamA);
    const b = rows.get(game.teamB);
    a.score += game.winner === 'A' ? 1 : game.winner === null ? 0.5 : 0;
    b.score += game.winner === 'B' ? 1 : game.winner === null ? 0.5 : 0;
    a.pointsFor += game.totals.A;
    b.pointsFor += game.totals.B;
  }
  for (const team of byes) rows.get(team).score += 1;
  return [...rows.values()].sort((a, b) => b.score - a.score);
}

function measure(run) {
  for (let index = 0; index < WARMUP; index += 1) run();
  const times = [];
  for (let index = 0; index < RUNS; index += 1) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], max: times[times.length - 1] };
}

const { teams, games, byes } = tournament(random(2018));
const options = { byes, tiebreaks: [...TIEBREAKS], drawSeed: 20180601 };
const rows = computeStandings(teams, games, options);
const full = measure(() => computeStandings(teams, games, options));
const noTiebreaks = measure(() => computeStandings(teams, games, { ...options, tiebreaks: [] }));
const minimal = measure(() => minimalStandings(teams, games, byes));
const plainSort = measure(() => [...rows].sort((a, b) => b.score - a.score));

const levelOnScore = new Set(rows.map((row) => row.score)).size;
console.log(
  `${teams.length} teams, ${games.length} games, ${byes.length} byes over ${ROUNDS} rounds; ` +
    `${levelOnScore} distinct scores; ${RUNS} runs after ${WARMUP} warm-up (Node ${process.version})`,
);
console.log('\ncase                                   median ms   max ms   median / minimal');
const line = (label, { median, max }) =>
  console.log(
    `${label.padEnd(38)} ${median.toFixed(2).padStart(9)} ${max.toFixed(2).padStart(8)} ` +
      `${(median / minimal.median).toFixed(1).padStart(16)}×`,
  );
line(`computeStandings, ${TIEBREAKS.length} tiebreaks + draw`, full);
line('computeStandings, no tiebreaks + draw', noTiebreaks);
line('minimal: add up games, sort by score', minimal);
line('plain sort of the rows by score', plainSort);
const verdict = full.max < TARGET_MS ? 'under' : 'OVER';
console.log(
  `\nWith every tiebreak: max ${full.max.toFixed(2)} ms, ${verdict} the ${TARGET_MS} ms target.`,
);
process.exitCode = full.max < TARGET_MS ? 0 : 1;
