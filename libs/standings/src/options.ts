import { StandingsError } from './errors.ts';
import { DEFAULT_TIEBREAKS, isTiebreak, type Tiebreak } from './tiebreaks.ts';
import type { StandingsOptions } from './types.ts';

export interface ResolvedOptions {
  byes: string[];
  tiebreaks: Tiebreak[];
  drawSeed: number | undefined;
}

/**
 * The options with their defaults. A bare array is the list of byes: the call form from before
 * tiebreaks could be chosen, `computeStandings(teams, games, byes)`.
 */
export function resolveOptions(options: StandingsOptions | string[] = {}): ResolvedOptions {
  if (Array.isArray(options))
    return { byes: options, tiebreaks: DEFAULT_TIEBREAKS, drawSeed: undefined };
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
  return { byes: options.byes ?? [], tiebreaks, drawSeed };
}
