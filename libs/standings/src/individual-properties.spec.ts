import fc from 'fast-check';
import type { TableResult } from './individual-tally.ts';
import { computeIndividualStandings, type IndividualStanding } from './individual.ts';
import { gamesWon } from './tally.ts';
import type { StandingTeam } from './types.ts';

interface Melee {
  players: StandingTeam[];
  games: TableResult[];
  byes: string[];
}

/** Any mêlée: 4 to 12 players, tables of any four of them, draws, byes. */
const melee: fc.Arbitrary<Melee> = fc.integer({ min: 4, max: 12 }).chain((size) => {
  const players = Array.from({ length: size }, (_, index) => ({
    id: `p${index}`,
    name: `P${index % 3}`,
  }));
  const id = fc.integer({ min: 0, max: size - 1 }).map((index) => `p${index}`);
  const game = fc
    .record({
      seats: fc.shuffledSubarray(
        players.map((player) => player.id),
        { minLength: 4, maxLength: 4 },
      ),
      A: fc.integer({ min: 0, max: 3000 }),
      B: fc.integer({ min: 0, max: 3000 }),
      winner: fc.constantFrom<TableResult['winner']>('A', 'B', null),
    })
    .map(({ seats: [a1, a2, b1, b2], A, B, winner }) => ({
      pairA: [a1, a2] as [string, string],
      pairB: [b1, b2] as [string, string],
      totals: { A, B },
      winner,
    }));
  return fc.record({
    players: fc.constant(players),
    games: fc.array(game, { maxLength: 30 }),
    byes: fc.array(id, { maxLength: 8 }),
  });
});

const run = ({ players, games, byes }: Melee) =>
  computeIndividualStandings(players, games, { byes });
const sum = (
  rows: IndividualStanding[],
  key: 'won' | 'lost' | 'drawn' | 'played' | 'pointsFor' | 'pointsAgainst',
) => rows.reduce((total, row) => total + row[key], 0);

describe('computeIndividualStandings, for any mêlée', () => {
  it('counts two winners and two losers a decided game, four drawers a drawn one', () => {
    fc.assert(
      fc.property(melee, (input) => {
        const rows = run(input);
        const decided = input.games.filter((game) => game.winner !== null).length;
        expect(sum(rows, 'won')).toBe(2 * decided);
        expect(sum(rows, 'lost')).toBe(2 * decided);
        expect(sum(rows, 'drawn')).toBe(4 * (input.games.length - decided));
        expect(sum(rows, 'played')).toBe(4 * input.games.length);
        const marked = input.games.reduce(
          (total, game) => total + game.totals.A + game.totals.B,
          0,
        );
        expect(sum(rows, 'pointsFor')).toBe(2 * marked);
        expect(sum(rows, 'pointsAgainst')).toBe(2 * marked);
      }),
    );
  });

  it('ranks 1..n, never a player above one with more games won, byes whole and draws half', () => {
    fc.assert(
      fc.property(melee, (input) => {
        const rows = run(input);
        expect(rows.map((row) => row.rank)).toEqual(rows.map((_, index) => index + 1));
        for (const row of rows) {
          expect(row.score).toBe(gamesWon(row));
          expect(row.byes).toBe(input.byes.filter((id) => id === row.player.id).length);
        }
        rows.slice(1).forEach((row, index) => {
          expect(row.score).toBeLessThanOrEqual((rows[index] as IndividualStanding).score);
        });
      }),
    );
  });

  it('gives each player as Buchholz the sum of both opponents’ scores at every table', () => {
    fc.assert(
      fc.property(melee, (input) => {
        const rows = run(input);
        const score = new Map(rows.map((row) => [row.player.id, row.score]));
        for (const row of rows) {
          let expected = 0;
          for (const { pairA, pairB } of input.games) {
            if (pairA.includes(row.player.id))
              for (const id of pairB) expected += score.get(id) ?? 0;
            if (pairB.includes(row.player.id))
              for (const id of pairA) expected += score.get(id) ?? 0;
          }
          expect(row.buchholz).toBe(expected);
        }
      }),
    );
  });

  it('gives the same order whatever the order of the players and games', () => {
    fc.assert(
      fc.property(
        melee.chain((input) =>
          fc.record({
            input: fc.constant(input),
            players: fc.shuffledSubarray(input.players, { minLength: input.players.length }),
            games: fc.shuffledSubarray(input.games, { minLength: input.games.length }),
          }),
        ),
        ({ input, players, games }) => {
          const ids = (rows: IndividualStanding[]) => rows.map((row) => row.player.id);
          expect(ids(run({ ...input, players, games }))).toEqual(ids(run(input)));
        },
      ),
    );
  });
});
