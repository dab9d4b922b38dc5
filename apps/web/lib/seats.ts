import type { Seat, TableView, TeamSide } from './api-types';

/** The player at a seat: team A sits at 0 and 2, team B at 1 and 3, partners face to face. */
export function playerAt(
  table: { teamA: Pick<TableView['teamA'], 'players'>; teamB: Pick<TableView['teamB'], 'players'> },
  seat: Seat,
): string {
  const team = seat % 2 === 0 ? table.teamA : table.teamB;
  return team.players[seat < 2 ? 0 : 1];
}

export function teamName(table: Pick<TableView, 'teamA' | 'teamB'>, side: TeamSide): string {
  return side === 'A' ? table.teamA.name : table.teamB.name;
}
