import { RatingError } from './errors.ts';
import type { RatingOptions } from './types.ts';

export type ResolvedOptions = Required<RatingOptions>;

export const DEFAULT_RATING_OPTIONS: Readonly<ResolvedOptions> = Object.freeze({
  start: 1500,
  kFactor: 20,
  newPlayerKFactor: 40,
  newPlayerGames: 20,
});

/** The options with their defaults, checked: a RatingError names the first one that is wrong. */
export function resolveOptions(options: RatingOptions = {}): ResolvedOptions {
  const resolved = { ...DEFAULT_RATING_OPTIONS, ...definedOnly(options) };
  if (!Number.isFinite(resolved.start))
    throw new RatingError('INVALID_OPTION', 'start', 'The starting rating is a number');
  for (const field of ['kFactor', 'newPlayerKFactor'] as const)
    if (!Number.isFinite(resolved[field]) || resolved[field] <= 0)
      throw new RatingError('INVALID_OPTION', field, 'A K-factor is a number above 0');
  if (!Number.isSafeInteger(resolved.newPlayerGames) || resolved.newPlayerGames < 0)
    throw new RatingError(
      'INVALID_OPTION',
      'newPlayerGames',
      'The games a player is new for are a whole number of 0 or more',
    );
  return resolved;
}

function definedOnly(options: RatingOptions): RatingOptions {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
}
