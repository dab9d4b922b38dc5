import type { GameResult } from './types.ts';
import type { Meeting } from './tally.ts';

/** Who each team met at a table, in the order of the games (twice if they met twice). */
export function opponentsOf(games: GameResult[]): Map<string, string[]> {
  const opponents = new Map<string, string[]>();
  const add = (team: string, opponent: string) => {
    const list = opponents.get(team);
    if (list) list.push(opponent);
    else opponents.set(team, [opponent]);
  };
  for (const game of games) {
    add(game.teamA, game.teamB);
    add(game.teamB, game.teamA);
  }
  return opponents;
}

/**
 * The sum of the scores of the teams met: strength of schedule. A bye has no opponent and adds
 * nothing; an opponent met twice counts twice; a withdrawn opponent counts with the results it
 * kept.
 */
export function buchholz(meetings: Meeting[] | undefined, scores: Map<string, number>): number {
  let sum = 0;
  for (const { opponent } of meetings ?? []) sum += scores.get(opponent) ?? 0;
  return sum;
}
