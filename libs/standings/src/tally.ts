import { StandingsError } from './errors.ts';
import type { GameResult, Standing, StandingTeam, Walkover } from './types.ts';

/** One game seen from one side: who it met and what it scored (1 won, ½ drawn, 0 lost). */
export interface Meeting {
  opponent: string;
  score: number;
}

export interface Tally {
  /** A row per listed team, in the order given; rank and buchholz still 0. */
  rows: Standing[];
  /**
   * The score of every team in the games and byes, listed or not: a caller may leave out the
   * withdrawn teams and their results still count for their opponents' Buchholz.
   */
  scores: Map<string, number>;
  /** Each team's games, in the order given. */
  meetings: Map<string, Meeting[]>;
}

/** A row for each team (or player) listed, each once, and nothing added up yet. */
export function emptyTally(
  entries: readonly StandingTeam[],
  listed: 'teams' | 'players',
): { rows: Map<string, Standing>; scores: Map<string, number>; meetings: Map<string, Meeting[]> } {
  const rows = new Map<string, Standing>();
  entries.forEach((entry, index) => {
    if (rows.has(entry.id))
      throw new StandingsError(
        listed === 'teams' ? 'DUPLICATE_TEAM' : 'DUPLICATE_PLAYER',
        `${listed}[${index}]`,
        `${entry.id} is listed twice`,
      );
    rows.set(entry.id, emptyRow(entry));
  });
  return { rows, scores: new Map(), meetings: new Map() };
}

/** Adds up the games, byes and walkovers: played, won, drawn, lost, points, score. */
export function tally(
  teams: StandingTeam[],
  games: GameResult[],
  byes: ReadonlyArray<{ team: string; points: number }>,
  walkovers: readonly Walkover[] = [],
): Tally {
  const { rows, scores, meetings } = emptyTally(teams, 'teams');
  const side = (team: string, opponent: string, points: number, against: number, score: number) => {
    scores.set(team, (scores.get(team) ?? 0) + score);
    const meeting = { opponent, score };
    const list = meetings.get(team);
    if (list) list.push(meeting);
    else meetings.set(team, [meeting]);
    const row = rows.get(team);
    if (row) record(row, points, against, score);
  };
  games.forEach((game, index) => {
    checkGame(game, index);
    const scoreA = game.winner === null ? 0.5 : game.winner === 'A' ? 1 : 0;
    side(game.teamA, game.teamB, game.totals.A, game.totals.B, scoreA);
    side(game.teamB, game.teamA, game.totals.B, game.totals.A, 1 - scoreA);
  });
  for (const { team, points } of byes) wonWithoutGame(rows, scores, team, points, 'byes');
  for (const { winner, loser, points } of walkovers) {
    wonWithoutGame(rows, scores, winner, points, 'walkovers');
    const lost = rows.get(loser);
    if (lost) lost.forfeits += 1;
  }
  return { rows: [...rows.values()], scores, meetings };
}

/**
 * A bye is a game won with no opponent, and the points the tournament's rule gives it (none
 * against). A walkover is won the same way (no game played, no opponent met); the team that
 * withdrew counts a forfeit.
 */
export function wonWithoutGame(
  rows: Map<string, Standing>,
  scores: Map<string, number>,
  team: string,
  points: number,
  counter: 'byes' | 'walkovers',
): void {
  scores.set(team, (scores.get(team) ?? 0) + 1);
  const row = rows.get(team);
  if (!row) return;
  row[counter] += 1;
  row.score += 1;
  row.pointsFor += points;
  row.pointsDifference += points;
}

/** Games won: a bye and a walkover count as a win, a drawn game as half. */
export function gamesWon(
  row: Pick<Standing, 'won' | 'byes' | 'drawn'> & Partial<Pick<Standing, 'walkovers'>>,
): number {
  return row.won + row.byes + (row.walkovers ?? 0) + row.drawn / 2;
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
    walkovers: 0,
    forfeits: 0,
    score: 0,
    pointsFor: 0,
    pointsAgainst: 0,
    pointsDifference: 0,
    buchholz: 0,
  };
}

export function record(
  row: Standing,
  pointsFor: number,
  pointsAgainst: number,
  score: number,
): void {
  row.played += 1;
  row.score += score;
  row.pointsFor += pointsFor;
  row.pointsAgainst += pointsAgainst;
  row.pointsDifference += pointsFor - pointsAgainst;
  if (score === 1) row.won += 1;
  else if (score === 0) row.lost += 1;
  else row.drawn += 1;
}

function checkGame(game: GameResult, index: number): void {
  const field = `games[${index}]`;
  if (game.teamA === game.teamB)
    throw new StandingsError('INVALID_GAME', field, `Team ${game.teamA} cannot play itself`);
  if (game.winner !== null && game.winner !== 'A' && game.winner !== 'B')
    throw new StandingsError('INVALID_GAME', `${field}.winner`, 'The winner must be A, B or null');
  if (!Number.isFinite(game.totals.A) || !Number.isFinite(game.totals.B))
    throw new StandingsError('INVALID_GAME', `${field}.totals`, 'Totals must be finite numbers');
}
