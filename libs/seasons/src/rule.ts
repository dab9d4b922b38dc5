import { SeasonError } from './errors.ts';
import { DEFAULT_SEASON_TIEBREAKS, isSeasonTiebreak, type SeasonTiebreak } from './tiebreaks.ts';
import type { PointsScale, SeasonRule, WithdrawnResult } from './types.ts';

/** The rule with its defaults, checked. */
export interface ResolvedRule {
  scale: PointsScale;
  participationPoints: number;
  /** K; undefined: every result counts. */
  bestResults: number | undefined;
  /** M; undefined: every member counts. */
  clubMembers: number | undefined;
  withdrawn: WithdrawnResult;
  tiebreaks: readonly SeasonTiebreak[];
}

const WITHDRAWN_RESULTS: readonly WithdrawnResult[] = [
  'as-placed',
  'participation-only',
  'no-result',
];

/** The rule checked, defaults filled in; a SeasonError names the first field that is wrong. */
export function resolveRule(rule: SeasonRule): ResolvedRule {
  const participationPoints = rule.participationPoints ?? 0;
  checkPoints(participationPoints, 'participationPoints');
  const withdrawn = rule.withdrawn ?? 'participation-only';
  if (!WITHDRAWN_RESULTS.includes(withdrawn))
    throw invalid('withdrawn', 'A withdrawn result is as-placed, participation-only or no-result');
  return {
    scale: checkScale(rule.scale),
    participationPoints,
    bestResults: checkCount(rule.bestResults, 'bestResults'),
    clubMembers: checkCount(rule.clubMembers, 'clubMembers'),
    withdrawn,
    tiebreaks: checkTiebreaks(rule.tiebreaks ?? DEFAULT_SEASON_TIEBREAKS),
  };
}

function checkScale(scale: PointsScale): PointsScale {
  switch (scale?.kind) {
    case 'table':
      if (!Array.isArray(scale.points)) throw invalid('scale.points', 'A table of points');
      scale.points.forEach((points, index) => checkPoints(points, `scale.points[${index}]`));
      checkPoints(scale.beyond ?? 0, 'scale.beyond');
      return scale;
    case 'field':
      checkPoints(scale.base ?? 0, 'scale.base');
      return scale;
    default:
      throw invalid('scale.kind', 'The scale is a table or the field');
  }
}

/** Points are 0 or more, so that a result never lowers a total. */
function checkPoints(points: number, field: string): void {
  if (!Number.isFinite(points) || points < 0)
    throw invalid(field, 'Points are a number of 0 or more');
}

function checkCount(count: number | undefined, field: string): number | undefined {
  if (count !== undefined && (!Number.isSafeInteger(count) || count < 1))
    throw invalid(field, 'A count is a whole number of 1 or more');
  return count;
}

function checkTiebreaks(tiebreaks: readonly SeasonTiebreak[]): readonly SeasonTiebreak[] {
  tiebreaks.forEach((tiebreak, index) => {
    if (!isSeasonTiebreak(tiebreak))
      throw new SeasonError(
        'UNKNOWN_TIEBREAK',
        `tiebreaks[${index}]`,
        `Unknown tiebreak ${String(tiebreak)}`,
      );
    // A criterion asked twice would never decide anything the first time did not.
    if (tiebreaks.indexOf(tiebreak) !== index)
      throw new SeasonError(
        'DUPLICATE_TIEBREAK',
        `tiebreaks[${index}]`,
        `Tiebreak ${tiebreak} is listed twice`,
      );
  });
  return tiebreaks;
}

function invalid(field: string, message: string): SeasonError {
  return new SeasonError('INVALID_RULE', field, message);
}
