import { StandingsError } from './errors.ts';
import { emptyTally, record, wonWithoutGame, type Tally } from './tally.ts';
import type { StandingTeam } from './types.ts';

/** A mêlée game: two pairs of players drawn for the round, and the table's final totals. */
export interface TableResult {
  pairA: readonly [string, string];
  pairB: readonly [string, string];
  totals: { A: number; B: number };
  /** The pair that won; null for a draw (a round closed at the bell with equal totals). */
  winner: 'A' | 'B' | null;
}

/**
 * Adds up each player's games with whichever partner: the pair's result and points count for
 * both partners, and each player meets the two opponents (twice the meetings of a team game, so
 * Buchholz adds both opponents' scores). Byes as for teams: a win, and the rule's points.
 */
export function tallyPlayers(
  players: readonly StandingTeam[],
  games: readonly TableResult[],
  byes: ReadonlyArray<{ team: string; points: number }>,
): Tally {
  const { rows, scores, meetings } = emptyTally(players, 'players');
  games.forEach((game, index) => {
    checkTable(game, index);
    const scoreA = game.winner === null ? 0.5 : game.winner === 'A' ? 1 : 0;
    const sides = [
      {
        pair: game.pairA,
        others: game.pairB,
        points: game.totals.A,
        against: game.totals.B,
        score: scoreA,
      },
      {
        pair: game.pairB,
        others: game.pairA,
        points: game.totals.B,
        against: game.totals.A,
        score: 1 - scoreA,
      },
    ];
    for (const { pair, others, points, against, score } of sides)
      for (const player of pair) {
        scores.set(player, (scores.get(player) ?? 0) + score);
        const list = meetings.get(player) ?? [];
        for (const opponent of others) list.push({ opponent, score });
        meetings.set(player, list);
        const row = rows.get(player);
        if (row) record(row, points, against, score);
      }
  });
  for (const { team, points } of byes) wonWithoutGame(rows, scores, team, points, 'byes');
  return { rows: [...rows.values()], scores, meetings };
}

function checkTable(game: TableResult, index: number): void {
  const field = `games[${index}]`;
  if (new Set([...game.pairA, ...game.pairB]).size !== 4)
    throw new StandingsError('INVALID_GAME', field, 'A table seats four different players');
  if (game.winner !== null && game.winner !== 'A' && game.winner !== 'B')
    throw new StandingsError('INVALID_GAME', `${field}.winner`, 'The winner must be A, B or null');
  if (!Number.isFinite(game.totals.A) || !Number.isFinite(game.totals.B))
    throw new StandingsError('INVALID_GAME', `${field}.totals`, 'Totals must be finite numbers');
}
