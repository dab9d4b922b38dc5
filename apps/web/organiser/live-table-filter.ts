import type { RoundView, TeamView } from '../lib/api-types';
import { namesMatch } from '../public-views/find-team';

type LiveTable = RoundView['tables'][number];

/** What the console's list of tables is narrowed to. */
export interface TableFilter {
  /** A team's or a player's name, or a table number; accents and capitals ignored. */
  query: string;
  /** Finished games fold away. */
  hideFinished: boolean;
  /** Only the tables where a team of this club plays; `''`: every club. */
  club: string;
}

/** Above this many tables, finished ones are hidden until the organiser asks for them. */
export const HIDE_FINISHED_FROM = 40;

/**
 * The tables the filter keeps, in their order. The query matches a team's name, one of its
 * players' names (from `teams`, by id) or the table's number.
 */
export function filterTables(
  tables: readonly LiveTable[],
  filter: TableFilter,
  teams: ReadonlyMap<string, TeamView>,
): LiveTable[] {
  const query = filter.query.trim();
  const tableNumber = /^\d+$/.test(query) ? Number(query) : null;
  return tables.filter((table) => {
    if (filter.hideFinished && table.finished && !query) return false;
    const sides = [teams.get(table.teamA.id), teams.get(table.teamB.id)];
    if (filter.club && !sides.some((team) => team?.club === filter.club)) return false;
    if (!query) return true;
    if (tableNumber !== null && table.number === tableNumber) return true;
    return [table.teamA, table.teamB].some((team, index) =>
      namesMatch([team.name, ...(sides[index]?.players ?? [])], query),
    );
  });
}

/** The clubs of the teams, each once, in alphabetical order. */
export function clubsOf(teams: readonly TeamView[]): string[] {
  const clubs = new Set<string>();
  for (const team of teams) if (team.club) clubs.add(team.club);
  return [...clubs].sort((a, b) => a.localeCompare(b));
}
