import { RatingError } from './errors.ts';
import { ratingOf } from './expected.ts';
import { checkGame, gameChange, roundToTenth } from './game.ts';
import { resolveOptions, type ResolvedOptions } from './options.ts';
import type { GameChange, PlayerRating, RatedGame, RatingOptions, Ratings } from './types.ts';

export interface Replay {
  /** Every player's rating and games after the games, those before included. */
  ratings: Map<string, PlayerRating>;
  /** Each game's change, in the order of the games. */
  changes: GameChange[];
}

/** The ratings after one game. */
export function rateGame(ratings: Ratings, game: RatedGame, options?: RatingOptions): Replay {
  return rateRound(ratings, [game], options);
}

/**
 * The ratings after one round: every game rated from the ratings at the round's start (a
 * player plays once a round), so the order of its games changes nothing.
 */
export function rateRound(
  ratings: Ratings,
  games: readonly RatedGame[],
  options?: RatingOptions,
): Replay {
  return applyRound(ratings, games, resolveOptions(options), 0);
}

/**
 * The ratings after a list of games, in order: consecutive games with the same `round` are one
 * round, rated from the ratings at its start; a game without a round is a round of its own.
 * `initial`: the ratings before the first game (none unless given).
 */
export function replayGames(
  games: readonly RatedGame[],
  options?: RatingOptions,
  initial: Ratings = new Map(),
): Replay {
  const resolved = resolveOptions(options);
  let ratings: Ratings = initial;
  const changes: GameChange[] = [];
  for (const { start, games: round } of roundsOf(games)) {
    const replay = applyRound(ratings, round, resolved, start);
    ratings = replay.ratings;
    changes.push(...replay.changes);
  }
  return { ratings: new Map(ratings), changes };
}

/** The games cut into rounds, each with the index of its first game. */
function roundsOf(games: readonly RatedGame[]): Array<{ start: number; games: RatedGame[] }> {
  const rounds: Array<{ start: number; games: RatedGame[] }> = [];
  const finished = new Set<string>();
  games.forEach((game, index) => {
    const last = rounds.at(-1);
    const previous = games[index - 1];
    if (last && game.round !== undefined && previous?.round === game.round) {
      last.games.push(game);
      return;
    }
    if (previous?.round !== undefined) finished.add(previous.round);
    if (game.round !== undefined && finished.has(game.round))
      throw new RatingError(
        'ROUND_NOT_CONTIGUOUS',
        `games[${index}].round`,
        `Round ${game.round} comes back after another round`,
      );
    rounds.push({ start: index, games: [game] });
  });
  return rounds;
}

function applyRound(
  ratings: Ratings,
  games: readonly RatedGame[],
  options: ResolvedOptions,
  firstIndex: number,
): Replay {
  const seen = new Set<string>();
  games.forEach((game, offset) => {
    const field = `games[${firstIndex + offset}]`;
    checkGame(game, field);
    for (const player of [...game.pairA, ...game.pairB]) {
      if (seen.has(player))
        throw new RatingError('PLAYER_TWICE_IN_ROUND', field, `${player} plays twice in a round`);
      seen.add(player);
    }
  });
  const changes = games.map((game) => gameChange(ratings, game, options));
  const next = new Map(ratings);
  games.forEach((game, index) => {
    const change = changes[index]?.change ?? 0;
    for (const player of game.pairA) next.set(player, moved(ratings, player, change, options));
    for (const player of game.pairB) next.set(player, moved(ratings, player, -change, options));
  });
  return { ratings: next, changes };
}

/** A player's rating moved by `change`, one more game played; kept to the tenth. */
function moved(
  ratings: Ratings,
  player: string,
  change: number,
  options: ResolvedOptions,
): PlayerRating {
  const { rating, games } = ratingOf(ratings, player, options);
  return { rating: roundToTenth(rating + change), games: games + 1 };
}
