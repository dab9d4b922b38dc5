/** A team as its late entry is read: when it joined (round 1 for a team there from the start). */
export interface EnteredTeam {
  id: string;
  /** The first round the team could be paired in. */
  joinedRound: number;
}

/** A bye a team is given: the team and the round it counts for. */
export interface RoundBye {
  team: string;
  round: number;
}

/**
 * The byes a late entry is given for the rounds it missed, when the tournament gives them: one for
 * each round before the one it joined, among the rounds started so far. A team there from round 1
 * gets none; without the option nobody gets any (a late entry then starts with nothing).
 */
export function lateEntryByes(
  teams: readonly EnteredTeam[],
  roundsStarted: number,
  enabled: boolean,
): RoundBye[] {
  if (!enabled) return [];
  return teams.flatMap((team) =>
    Array.from(
      { length: Math.max(0, Math.min(team.joinedRound - 1, roundsStarted)) },
      (_, index) => ({ team: team.id, round: index + 1 }),
    ),
  );
}
