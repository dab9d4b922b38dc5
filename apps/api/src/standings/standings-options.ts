import { byePoints, type GameResult, type StandingsOptions } from '@marque/standings';
import { standingsByeRule } from '../tournaments/bye-rule';
import type { TournamentRules } from '../tournaments/tournaments.repository';
import type { RoundBye, TournamentResults } from './standings.repository';

/**
 * What libs/standings ranks a tournament with: its first criterion (games won or points), its
 * tiebreaks and draw, and every bye with the points the tournament's rule gives it. A late
 * entry's missed rounds count as byes when the tournament says so (otherwise it starts with
 * nothing), each scored as a bye of that round.
 */
export function standingsOptions(
  tournament: TournamentRules,
  results: TournamentResults,
): StandingsOptions {
  const rule = standingsByeRule(tournament);
  const byes = [...results.byes, ...lateEntryByes(tournament, results)];
  const gamesOf = roundGames(results);
  return {
    ranking: tournament.ranking,
    byes: byes.map((bye) =>
      rule ? { team: bye.team, points: byePoints(rule, gamesOf(bye.round)) } : bye.team,
    ),
    tiebreaks: tournament.tiebreaks,
    drawSeed: tournament.drawSeed,
  };
}

function lateEntryByes(tournament: TournamentRules, results: TournamentResults): RoundBye[] {
  if (!tournament.lateEntryByes) return [];
  return results.teams.flatMap((team) =>
    Array.from(
      { length: Math.max(0, Math.min(team.joinedRound - 1, results.roundsStarted)) },
      (_, index) => ({
        team: team.id,
        round: index + 1,
      }),
    ),
  );
}

/** The finished games of a round, grouped once. */
function roundGames(results: TournamentResults): (round: number) => GameResult[] {
  const byRound = new Map<number, GameResult[]>();
  for (const game of results.games)
    byRound.set(game.round, [...(byRound.get(game.round) ?? []), game]);
  return (round) => byRound.get(round) ?? [];
}
