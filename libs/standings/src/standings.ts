/** A finished (or closed) game between two teams: the score sheet's final totals. */
export interface GameResult {
  teamA: string;
  teamB: string;
  totals: { A: number; B: number };
  /** The side that won; null for a draw (a round closed at the bell with equal totals). */
  winner: 'A' | 'B' | null;
}

export interface StandingTeam {
  id: string;
  name: string;
  withdrawn?: boolean;
}

export interface Standing {
  rank: number;
  team: { id: string; name: string; withdrawn: boolean };
  played: number;
  won: number;
  drawn: number;
  lost: number;
  byes: number;
  pointsFor: number;
  pointsAgainst: number;
}

/**
 * The ranking by games won (a bye counts as a won game with no points either way, a draw as
 * half), then points difference, then points for, then name, so the order is total.
 * Teams level on all of these share a rank.
 */
export function computeStandings(
  teams: StandingTeam[],
  games: GameResult[],
  byes: string[] = [],
): Standing[] {
  const rows = new Map(teams.map((team) => [team.id, emptyRow(team)]));
  for (const game of games) {
    record(
      rows.get(game.teamA),
      game.totals.A,
      game.totals.B,
      game.winner === null ? 'draw' : game.winner === 'A' ? 'won' : 'lost',
    );
    record(
      rows.get(game.teamB),
      game.totals.B,
      game.totals.A,
      game.winner === null ? 'draw' : game.winner === 'B' ? 'won' : 'lost',
    );
  }
  for (const teamId of byes) {
    const row = rows.get(teamId);
    if (row) row.byes += 1;
  }
  const sorted = [...rows.values()].sort(compareRows);
  sorted.forEach((row, index) => {
    const previous = sorted[index - 1];
    row.rank = previous && compareRows(previous, row, false) === 0 ? previous.rank : index + 1;
  });
  return sorted;
}

function emptyRow(team: StandingTeam): Standing {
  return {
    rank: 0,
    team: { id: team.id, name: team.name, withdrawn: team.withdrawn ?? false },
    played: 0,
    won: 0,
    drawn: 0,
    lost: 0,
    byes: 0,
    pointsFor: 0,
    pointsAgainst: 0,
  };
}

function record(
  row: Standing | undefined,
  pointsFor: number,
  pointsAgainst: number,
  outcome: 'won' | 'lost' | 'draw',
): void {
  if (!row) return;
  row.played += 1;
  row.pointsFor += pointsFor;
  row.pointsAgainst += pointsAgainst;
  if (outcome === 'won') row.won += 1;
  else if (outcome === 'lost') row.lost += 1;
  else row.drawn += 1;
}

/** Games won (byes included, draws half), then points difference, then points for; then name. */
export function gamesWon(row: Standing): number {
  return row.won + row.byes + row.drawn / 2;
}

function compareRows(a: Standing, b: Standing, byName = true): number {
  return (
    gamesWon(b) - gamesWon(a) ||
    b.pointsFor - b.pointsAgainst - (a.pointsFor - a.pointsAgainst) ||
    b.pointsFor - a.pointsFor ||
    (byName ? a.team.name.localeCompare(b.team.name) : 0)
  );
}
