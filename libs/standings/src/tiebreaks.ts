/**
 * The criteria an organiser may order after games won. Games won always comes first and the
 * random draw always last, so neither is in this list.
 */
export const TIEBREAKS = ['points-difference', 'points-for', 'buchholz', 'head-to-head'] as const;

export type Tiebreak = (typeof TIEBREAKS)[number];

export const DEFAULT_TIEBREAKS: Tiebreak[] = [
  'points-difference',
  'points-for',
  'buchholz',
  'head-to-head',
];

/** For input read from a request or a database column. */
export function isTiebreak(value: unknown): value is Tiebreak {
  return (TIEBREAKS as readonly unknown[]).includes(value);
}
