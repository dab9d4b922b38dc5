import { rankSeason } from './ranking.ts';
import type { EventEntry, SeasonEvent, SeasonRanking, SeasonRow, SeasonRule } from './types.ts';

/**
 * An entry written as its people, `'ana+bob'`, each with its club if any, `'ana@red+bob@blue'`;
 * with a place, `['ana+bob', 3]`; or with more, `{ team: 'ana+bob', place: 3, withdrawn: true }`.
 */
export type EntrySpec =
  | string
  | [string, number]
  | { team: string; place?: number; withdrawn?: boolean; tookPart?: boolean };

/** An event of its entries, placed 1, 2, 3… in the order given unless a place is written. */
export function event(id: string, ...entries: EntrySpec[]): SeasonEvent {
  return { id, entries: entries.map((spec, index) => entryOf(spec, index + 1)) };
}

function entryOf(spec: EntrySpec, place: number): EventEntry {
  if (typeof spec === 'string') return { people: peopleOf(spec), place };
  if (Array.isArray(spec)) return { people: peopleOf(spec[0]), place: spec[1] };
  const { team, ...rest } = spec;
  return { place, ...rest, people: peopleOf(team) };
}

function peopleOf(team: string) {
  return team.split('+').map((person) => {
    const [id = '', club] = person.split('@');
    return club === undefined ? { id } : { id, club };
  });
}

/** The rows as `id: points` then rank, compact enough to read in a table test. */
export function summary(rows: SeasonRow[]): string[] {
  return rows.map((row) => {
    const rank = row.rank === row.rankTo ? `${row.rank}` : `${row.rank}-${row.rankTo}`;
    return `${rank} ${row.id} ${row.points}`;
  });
}

export function ranked(rule: SeasonRule, events: SeasonEvent[], by: SeasonRanking = 'player') {
  return summary(rankSeason(rule, events, by));
}

/** 1st 10, 2nd 7, 3rd 5, then 3: the table most tests use. */
export const TABLE: SeasonRule['scale'] = { kind: 'table', points: [10, 7, 5], beyond: 3 };
