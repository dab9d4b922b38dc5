import { headToHead } from './head-to-head.ts';
import type { Meeting } from './tally.ts';
import type { Tiebreak } from './tiebreaks.ts';
import type { Standing } from './types.ts';

/**
 * A criterion: given the group of rows still level when it is reached, each row's value in it
 * (higher ranks first). Most ignore the group; head-to-head is about the group only.
 */
export type Criterion<Row = Standing> = (group: Row[]) => (row: Row) => number;

export const byScore: Criterion = () => (row) => row.score;

/** The points marked across all games, a bye's points included: the concours' ranking. */
export const byPoints: Criterion = () => (row) => row.pointsFor;

export function criterionOf(tiebreak: Tiebreak, meetings: Map<string, Meeting[]>): Criterion {
  switch (tiebreak) {
    case 'points-difference':
      return () => (row) => row.pointsDifference;
    case 'points-for':
      return () => (row) => row.pointsFor;
    case 'buchholz':
      return () => (row) => row.buchholz;
    case 'head-to-head':
      return (group) => {
        const scores = headToHead(
          group.map((row) => row.team.id),
          meetings,
        );
        return (row) => scores.get(row.team.id) ?? 0;
      };
  }
}

/**
 * Orders a group of rows level so far by the first criterion, then each sub-group still level by
 * the next ones, and returns the groups level on all of them, best first (each in the order
 * given). Splitting into sub-groups (rather than one sort on all the keys) is what lets
 * head-to-head look only at the rows still level when it is reached.
 */
export function levelGroups<Row>(group: Row[], criteria: readonly Criterion<Row>[]): Row[][] {
  const [criterion, ...rest] = criteria;
  if (group.length < 2 || !criterion) return group.length === 0 ? [] : [group];
  const value = criterion(group);
  const keyed = group.map((row) => ({ row, key: value(row) }));
  keyed.sort((a, b) => b.key - a.key);
  const groups: Row[][] = [];
  let start = 0;
  for (let end = 1; end <= keyed.length; end += 1) {
    if (end < keyed.length && keyed[end]?.key === keyed[start]?.key) continue;
    const level = keyed.slice(start, end).map(({ row }) => row);
    groups.push(...levelGroups(level, rest));
    start = end;
  }
  return groups;
}

/** The rows in order: by the criteria, then whatever is level on all of them by `last`. */
export function orderGroup(
  group: Standing[],
  criteria: readonly Criterion[],
  last: (a: Standing, b: Standing) => number,
): Standing[] {
  return levelGroups(group, criteria).flatMap((level) => [...level].sort(last));
}
