import fc from 'fast-check';
import { computeStandings } from './standings.ts';
import { gamesWon } from './tally.ts';
import { TIEBREAKS, type Tiebreak } from './tiebreaks.ts';
import type { GameResult, Standing, StandingsOptions, StandingTeam } from './types.ts';

interface Tournament {
  teams: StandingTeam[];
  games: GameResult[];
  options: StandingsOptions & { byes: string[] };
}

/** Any tournament: a few teams, some withdrawn, games between any two, byes, draws. */
const tournament: fc.Arbitrary<Tournament> = fc.integer({ min: 1, max: 10 }).chain((size) => {
  const id = fc.integer({ min: 0, max: size - 1 }).map((index) => `t${index}`);
  const game = fc
    .record({
      teamA: id,
      teamB: id,
      A: fc.integer({ min: 0, max: 3000 }),
      B: fc.integer({ min: 0, max: 3000 }),
      winner: fc.constantFrom<GameResult['winner']>('A', 'B', null),
    })
    .filter(({ teamA, teamB }) => teamA !== teamB)
    .map(({ teamA, teamB, A, B, winner }) => ({ teamA, teamB, totals: { A, B }, winner }));
  return fc.record({
    teams: fc.array(fc.boolean(), { minLength: size, maxLength: size }).map((withdrawn) =>
      withdrawn.map((out, index) => ({
        id: `t${index}`,
        name: `Team ${index % 3}`,
        withdrawn: out,
      })),
    ),
    games: size < 2 ? fc.constant([]) : fc.array(game, { maxLength: 40 }),
    options: fc.record({
      byes: fc.array(id, { maxLength: 6 }),
      tiebreaks: fc.shuffledSubarray<Tiebreak>([...TIEBREAKS]),
      drawSeed: fc.option(fc.integer(), { nil: undefined }),
    }),
  });
});

const run = ({ teams, games, options }: Tournament) => computeStandings(teams, games, options);
const ids = (rows: Standing[]) => rows.map((row) => row.team.id);

/** Each team's score straight from the games and byes. */
function directScores({ games, options }: Tournament): Map<string, number> {
  const scores = new Map<string, number>();
  const add = (team: string, score: number) => scores.set(team, (scores.get(team) ?? 0) + score);
  for (const game of games) {
    add(game.teamA, game.winner === 'A' ? 1 : game.winner === null ? 0.5 : 0);
    add(game.teamB, game.winner === 'B' ? 1 : game.winner === null ? 0.5 : 0);
  }
  for (const team of options.byes) add(team, 1);
  return scores;
}

describe('computeStandings, for any tournament', () => {
  it('ranks 1..n, each once, in the order of the rows', () => {
    fc.assert(
      fc.property(tournament, (input) => {
        const rows = run(input);
        expect(rows.map((row) => row.rank)).toEqual(rows.map((_, index) => index + 1));
        expect(ids(rows).sort()).toEqual(input.teams.map((team) => team.id).sort());
      }),
    );
  });

  it('never puts a team above one with a better score, which counts byes whole and draws half', () => {
    fc.assert(
      fc.property(tournament, (input) => {
        const rows = run(input);
        const scores = directScores(input);
        for (const row of rows) {
          expect(row.score).toBe(scores.get(row.team.id) ?? 0);
          expect(row.score).toBe(gamesWon(row));
          expect(row.played).toBe(row.won + row.drawn + row.lost);
        }
        rows.slice(1).forEach((row, index) => {
          expect(row.score).toBeLessThanOrEqual(rows[index]?.score ?? Infinity);
        });
      }),
    );
  });

  it('gives each team as Buchholz the sum of its opponents’ scores', () => {
    fc.assert(
      fc.property(tournament, (input) => {
        const scores = directScores(input);
        for (const row of run(input)) {
          const id = row.team.id;
          let expected = 0;
          for (const game of input.games) {
            if (game.teamA === id) expected += scores.get(game.teamB) ?? 0;
            if (game.teamB === id) expected += scores.get(game.teamA) ?? 0;
          }
          expect(row.buchholz).toBe(expected);
        }
      }),
    );
  });

  it('orders lexicographically by score then the tiebreaks when head-to-head is not one', () => {
    const value = (row: Standing, tiebreak: Tiebreak) =>
      tiebreak === 'points-difference'
        ? row.pointsDifference
        : tiebreak === 'points-for'
          ? row.pointsFor
          : row.buchholz;
    fc.assert(
      fc.property(tournament, (input) => {
        const tiebreaks = (input.options.tiebreaks ?? []).filter((t) => t !== 'head-to-head');
        const rows = computeStandings(input.teams, input.games, { ...input.options, tiebreaks });
        rows.slice(1).forEach((row, index) => {
          const above = rows[index] as Standing;
          const keys = (r: Standing) => [r.score, ...tiebreaks.map((t) => value(r, t))];
          const a = keys(above);
          const b = keys(row);
          // The first key that differs is higher above (or none differs).
          const first = a.map((key, at) => key - (b[at] ?? 0)).find((difference) => difference);
          expect(first ?? 0).toBeGreaterThanOrEqual(0);
        });
      }),
    );
  });

  it('gives the same order whatever the order of the teams and games', () => {
    fc.assert(
      fc.property(
        tournament.chain((input) =>
          fc.record({
            input: fc.constant(input),
            teams: fc.shuffledSubarray(input.teams, { minLength: input.teams.length }),
            games: fc.shuffledSubarray(input.games, { minLength: input.games.length }),
          }),
        ),
        ({ input, teams, games }) => {
          expect(ids(run({ ...input, teams, games }))).toEqual(ids(run(input)));
        },
      ),
    );
  });

  it('does not reorder the others when a team enters late, without games', () => {
    fc.assert(
      fc.property(tournament, (input) => {
        const late = { id: 'late', name: 'Late' };
        const after = ids(run({ ...input, teams: [...input.teams, late] }));
        expect(after.filter((id) => id !== 'late')).toEqual(ids(run(input)));
      }),
    );
  });
});
