import { computeStandings } from './standings.ts';
import type { GameResult, StandingsOptions, StandingTeam } from './types.ts';

/** A game: `beat('a', 'b', 2010, 1500)` is a won by A 2010–1500. */
export function beat(winner: string, loser: string, points = 2000, against = 1000): GameResult {
  return { teamA: winner, teamB: loser, totals: { A: points, B: against }, winner: 'A' };
}

export function drew(teamA: string, teamB: string, points = 1500): GameResult {
  return { teamA, teamB, totals: { A: points, B: points }, winner: null };
}

/** Teams named after their ids, in the order given. */
export function teamsOf(...ids: string[]): StandingTeam[] {
  return ids.map((id) => ({ id, name: id }));
}

/** The ids in standings order. */
export function order(
  teams: StandingTeam[],
  games: GameResult[],
  options?: StandingsOptions,
): string[] {
  return computeStandings(teams, games, options).map((row) => row.team.id);
}

/** Where `a` stands relative to `b`: 'a' if ahead, else 'b'. */
export function ahead(ids: string[], a: string, b: string): string {
  return ids.indexOf(a) < ids.indexOf(b) ? a : b;
}
