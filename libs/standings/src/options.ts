import { StandingsError } from './errors.ts';
import { DEFAULT_TIEBREAKS, isTiebreak, type Tiebreak } from './tiebreaks.ts';
import type { Bye, Ranking, StandingsOptions, Walkover } from './types.ts';

export interface ResolvedOptions {
  byes: Array<{ team: string; points: number }>;
  walkovers: Walkover[];
  ranking: Ranking;
  tiebreaks: Tiebreak[];
  drawSeed: number | undefined;
}

/**
 * The options with their defaults. A bare array is the list of byes: the call form from before
 * tiebreaks could be chosen, `computeStandings(teams, games, byes)`.
 */
export function resolveOptions(options: StandingsOptions | string[] = {}): ResolvedOptions {
  if (Array.isArray(options))
    return {
      byes: readByes(options),
      walkovers: [],
      ranking: 'wins',
      tiebreaks: DEFAULT_TIEBREAKS,
      drawSeed: undefined,
    };
  const tiebreaks = options.tiebreaks ?? DEFAULT_TIEBREAKS;
  tiebreaks.forEach((tiebreak, index) => {
    if (!isTiebreak(tiebreak))
      throw new StandingsError(
        'UNKNOWN_TIEBREAK',
        `tiebreaks[${index}]`,
        `Unknown tiebreak ${String(tiebreak)}`,
      );
    // A criterion asked twice would never decide anything the first time did not.
    if (tiebreaks.indexOf(tiebreak) !== index)
      throw new StandingsError(
        'DUPLICATE_TIEBREAK',
        `tiebreaks[${index}]`,
        `Tiebreak ${tiebreak} is listed twice`,
      );
  });
  const { drawSeed } = options;
  if (drawSeed !== undefined && !Number.isSafeInteger(drawSeed))
    throw new StandingsError(
      'INVALID_DRAW_SEED',
      'drawSeed',
      'The draw seed must be a safe integer',
    );
  const ranking = options.ranking ?? 'wins';
  if (ranking !== 'wins' && ranking !== 'points')
    throw new StandingsError('UNKNOWN_RANKING', 'ranking', 'The ranking is wins or points');
  return {
    byes: readByes(options.byes ?? []),
    walkovers: readWalkovers(options.walkovers ?? []),
    ranking,
    tiebreaks,
    drawSeed,
  };
}

/** Each bye as a team and its points (0 when only the team is given). */
function readByes(byes: readonly Bye[]): Array<{ team: string; points: number }> {
  return byes.map((bye, index) => {
    if (typeof bye === 'string') return { team: bye, points: 0 };
    if (!Number.isFinite(bye.points) || bye.points < 0)
      throw new StandingsError(
        'INVALID_BYE',
        `byes[${index}].points`,
        'A bye scores a number of points of 0 or more',
      );
    return { team: bye.team, points: bye.points };
  });
}

/** Each walkover checked: two different teams, and the winner's points as a bye's. */
function readWalkovers(walkovers: readonly Walkover[]): Walkover[] {
  walkovers.forEach((walkover, index) => {
    if (walkover.winner === walkover.loser)
      throw new StandingsError(
        'INVALID_WALKOVER',
        `walkovers[${index}]`,
        `Team ${walkover.winner} cannot give itself a walkover`,
      );
    if (!Number.isFinite(walkover.points) || walkover.points < 0)
      throw new StandingsError(
        'INVALID_WALKOVER',
        `walkovers[${index}].points`,
        'A walkover scores a number of points of 0 or more',
      );
  });
  return [...walkovers];
}
