import {
  byePoints,
  lateEntryByes,
  type GameResult,
  type StandingsOptions,
} from '@marque/standings';
import { standingsByeRule } from '../tournaments/bye-rule';
import type { TournamentRules } from '../tournaments/tournaments.repository';
import type { TournamentResults } from './standings.repository';

/**
 * What libs/standings ranks a tournament with: its first criterion (games won or points), its
 * tiebreaks and draw, and every bye with the points the tournament's rule gives it. A late
 * entry's missed rounds count as byes when the tournament says so (otherwise it starts with
 * nothing), each scored as a bye of that round. A walkover scores its winner what a bye of its
 * round scores.
 */
export function standingsOptions(
  tournament: TournamentRules,
  results: TournamentResults,
): StandingsOptions {
  const rule = standingsByeRule(tournament);
  const byes = [
    ...results.byes,
    ...lateEntryByes(results.teams, results.roundsStarted, tournament.lateEntryByes),
  ];
  const gamesOf = roundGames(results);
  return {
    ranking: tournament.ranking,
    byes: byes.map((bye) =>
      rule ? { team: bye.team, points: byePoints(rule, gamesOf(bye.round)) } : bye.team,
    ),
    walkovers: results.walkovers.map((walkover) => ({
      winner: walkover.winner,
      loser: walkover.loser,
      points: rule ? byePoints(rule, gamesOf(walkover.round)) : 0,
    })),
    tiebreaks: tournament.tiebreaks,
    drawSeed: tournament.drawSeed,
  };
}

/** What the winner of a walkover of round `round` scores: a bye's points that round. */
export function walkoverPoints(
  tournament: TournamentRules,
  results: TournamentResults,
  round: number,
): number {
  const rule = standingsByeRule(tournament);
  return rule ? byePoints(rule, roundGames(results)(round)) : 0;
}

/** The finished games of a round (walkovers are not games played), grouped once. */
function roundGames(results: TournamentResults): (round: number) => GameResult[] {
  const byRound = new Map<number, GameResult[]>();
  for (const game of results.games)
    byRound.set(game.round, [...(byRound.get(game.round) ?? []), game]);
  return (round) => byRound.get(round) ?? [];
}
