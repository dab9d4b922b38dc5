import type { Seat, TeamPoints, TeamSide } from './game';
import type { PlayerPick } from './person';

export interface TeamRef {
  id: string;
  name: string;
}

/**
 * The body of `POST /api/tournaments/:id/teams`: the players as two names (each matched in the
 * registry like `{ name }`, with the team's club), or as two picks of the registry (`people`).
 */
export interface CreateTeamRequest {
  name: string;
  players?: [string, string];
  people?: [PlayerPick, PlayerPick];
  club?: string;
}

/** The body of `PATCH /api/tournaments/:id/teams/:teamId`. */
export interface UpdateTeamRequest extends Partial<CreateTeamRequest> {
  withdrawn?: boolean;
}

export interface TeamView {
  id: string;
  name: string;
  /** The names shown at both seats; an empty one is a player who left (deleted from the registry). */
  players: [string, string];
  /** The registry's person at each seat (`/api/people/:id`); null once that person was deleted. */
  playerIds: [string | null, string | null];
  club: string | null;
  withdrawn: boolean;
  /** The first round the team can be paired in: later than 1 for a late entry. */
  joinedRound: number;
}

/** `POST /api/tournaments/:id/teams`: the team, and which of its seats made a new person. */
export interface RegisteredTeam extends TeamView {
  newPlayers: [boolean, boolean];
}

/**
 * What decided a finished game: a team reached the target; both did on one deal and the
 * declaring team won; a "nous avons gagné" claim; the last of the game's N deals; the bell that
 * closed the round (on the totals); or a bye, won without playing. A knockout game is never
 * drawn: equal totals go to the team that declared the last deal (`last-declarer`), to the
 * organiser's choice at the bell when no deal was declared (`organiser`), or to the first deal
 * after the bell that parted them (`extra-deal`). A `walkover`: the opponent withdrew.
 */
export type GameDecision =
  | 'target'
  | 'declarer-at-target'
  | 'claim'
  | 'deals'
  | 'bell'
  | 'bye'
  | 'last-declarer'
  | 'organiser'
  | 'extra-deal'
  | 'walkover';

/** One round of a team, as `GET /api/tournaments/:id/teams/:teamId/games` lists it. */
export interface TeamGame {
  round: number;
  /** Null for a bye. */
  table: {
    id: string;
    number: number;
    /** The team's side at the table: A sits at seats 0 and 2, B at 1 and 3. */
    side: TeamSide;
    /** The team's players at their seats, in the order of `TeamView.players`. */
    seats: [Seat, Seat];
    opponent: { id: string; name: string; players: [string, string] };
    /** The game's totals, side A then side B (the team's own is `totals[side]`). */
    totals: TeamPoints;
    dealCount: number;
    dealsCounted: number;
    finished: boolean;
  } | null;
  /** Null while the game runs. */
  result: 'won' | 'lost' | 'drawn' | null;
  /** Computed by the server with the game's rules; null while the game runs. */
  decidedBy: GameDecision | null;
}

/** `GET /api/tournaments/:id/teams/:teamId/games`: a team and its games, round by round. */
export interface TeamGames {
  team: TeamView;
  games: TeamGame[];
}
