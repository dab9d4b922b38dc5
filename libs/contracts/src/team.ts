export interface TeamRef {
  id: string;
  name: string;
}

/** The body of `POST /api/tournaments/:id/teams`. */
export interface CreateTeamRequest {
  name: string;
  players: [string, string];
  club?: string;
}

/** The body of `PATCH /api/tournaments/:id/teams/:teamId`. */
export interface UpdateTeamRequest extends Partial<CreateTeamRequest> {
  withdrawn?: boolean;
}

export interface TeamView {
  id: string;
  name: string;
  players: [string, string];
  club: string | null;
  withdrawn: boolean;
  /** The first round the team can be paired in: later than 1 for a late entry. */
  joinedRound: number;
}
