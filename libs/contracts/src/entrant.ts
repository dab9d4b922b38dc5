import type { PlayerPick } from './person';

/** A player entered alone in a mêlée (`GET /api/tournaments/:id/players`). */
export interface EntrantView {
  id: string;
  /** The person of the registry; null once that person was deleted. */
  personId: string | null;
  /** The name shown; empty once that person was deleted. */
  name: string;
  club: string | null;
  /** The first round the player is drawn in: 1, or the next round for a late arrival. */
  joinedRound: number;
  withdrawn: boolean;
}

/**
 * The body of `POST /api/tournaments/:id/players`: a pick of the registry (a person's `id`, a
 * new person, or a `name` matched as the paste import does), with a club and a licence.
 */
export type RegisterEntrantRequest = PlayerPick;

/** The answer to registering a player: the entrant, and whether the registry made a new person. */
export interface RegisteredEntrant extends EntrantView {
  newPerson: boolean;
}

/** The body of `PATCH /api/tournaments/:id/players/:playerId`: withdraw or re-admit. */
export interface UpdateEntrantRequest {
  withdrawn: boolean;
}

/** A player at a mêlée table, with their seat (North–South against East–West). */
export interface MeleeSeat {
  entrantId: string;
  personId: string | null;
  name: string;
  seat: 'north' | 'east' | 'south' | 'west';
}

/** A mêlée round as the console shows it: its tables' four players, who sat out, the repeats. */
export interface MeleeRoundView {
  number: number;
  tables: Array<{ tableId: string; number: number; seats: MeleeSeat[] }>;
  satOut: Array<{ entrantId: string; name: string }>;
  /** Partners and opponents this round met again (libs/pairing's meleeRepeats). */
  repeats: { partners: number; opponents: number };
}

/** `GET /api/tournaments/:id/players/rounds`: every round of a mêlée so far. */
export interface MeleeRoundsView {
  rounds: MeleeRoundView[];
}
