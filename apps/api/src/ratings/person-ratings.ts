import type { PersonRating, RulesetId } from '@marque/contracts';
import { replayGames, type GameChange, type RatedGame } from '@marque/rating';
import type { PlayedGame } from './ratings.repository';

/** Each game's rated form: the round a tournament's round, so its games share their start. */
export function ratedGame(game: PlayedGame): RatedGame {
  return {
    pairA: game.pairA,
    pairB: game.pairB,
    winner: game.winner,
    round: `${game.tournament.id}:${game.round}`,
  };
}

/**
 * A person's rating in each game they played, from a replay of every game of that game kind
 * (libs/rating's replayGames), with the change their last tournament made: the sum of its
 * games' changes for them.
 */
export function personRatings(personId: string, games: readonly PlayedGame[]): PersonRating[] {
  const byRuleset = new Map<string, PlayedGame[]>();
  for (const game of games)
    byRuleset.set(game.ruleset, [...(byRuleset.get(game.ruleset) ?? []), game]);
  const ratings: PersonRating[] = [];
  for (const [ruleset, played] of byRuleset) {
    const { ratings: after, changes } = replayGames(played.map(ratedGame));
    const own = after.get(personId);
    if (!own) continue;
    ratings.push({
      ruleset: ruleset as RulesetId,
      rating: own.rating,
      games: own.games,
      lastTournament: lastTournamentOf(personId, played, changes),
    });
  }
  return ratings.sort((a, b) => b.games - a.games || a.ruleset.localeCompare(b.ruleset));
}

/** The person's last tournament in these games, and the sum of its games' changes for them. */
function lastTournamentOf(
  personId: string,
  games: readonly PlayedGame[],
  changes: readonly GameChange[],
): PersonRating['lastTournament'] {
  let last: { id: string; name: string; change: number } | null = null;
  games.forEach((game, index) => {
    const side = game.pairA.includes(personId) ? 1 : game.pairB.includes(personId) ? -1 : 0;
    if (side === 0) return;
    if (last?.id !== game.tournament.id) last = { ...game.tournament, change: 0 };
    last.change += side * (changes[index]?.change ?? 0);
  });
  const found = last as { id: string; name: string; change: number } | null;
  return found && { ...found, change: Math.round(found.change * 10) / 10 };
}
