import type { Placing } from './standing';
import type { RulesetId } from './game';

/** A person of the player registry, as organisers see it (`GET /api/people…`). */
export interface PersonView {
  id: string;
  /** Empty when only one name is known. */
  firstName: string;
  lastName: string;
  club: string | null;
  /** A federation's licence number, without spaces, in capitals; unique. */
  licence: string | null;
  createdAt: string;
  updatedAt: string;
}

/** `GET /api/people?q=&offset=&limit=`: a page of the people a search finds, by last name. */
export interface PeoplePage {
  people: PersonView[];
  /** How many people the search finds in all. */
  total: number;
  offset: number;
  limit: number;
}

/** The body of `POST /api/people`, and a new person picked for a team's seat. */
export interface CreatePersonRequest {
  firstName?: string;
  lastName: string;
  club?: string;
  licence?: string;
}

/** The body of `PATCH /api/people/:id`: null clears the club or the licence. */
export interface UpdatePersonRequest {
  firstName?: string;
  lastName?: string;
  club?: string | null;
  licence?: string | null;
}

/** The body of `POST /api/people/:id/merge`: the duplicate, whose seats go to `:id`. */
export interface MergePeopleRequest {
  duplicateId: string;
}

/**
 * Who sits at a team's seat: a person of the registry (`id`), a new one (`lastName`…), or a name
 * to match as the paste import does (`name`: the same person when one matches, else a new one).
 */
export type PlayerPick =
  { id: string } | CreatePersonRequest | { name: string; licence?: string; club?: string };

/** One tournament of a person's page, newest first. */
export interface PersonTournament {
  tournament: {
    id: string;
    name: string;
    date: string | null;
    ruleset: RulesetId;
    status: 'draft' | 'running' | 'finished';
    createdAt: string;
  };
  /** `individual`: a mêlée, where `team` is the player's own entry (its id the entrant's). */
  entry: 'teams' | 'individual';
  team: { id: string; name: string; withdrawn: boolean };
  /**
   * The other seat of the team: a person (null id and empty name once deleted); in a mêlée,
   * every partner drawn, in round order, each once.
   */
  partners: Array<{ id: string | null; name: string }>;
  /** A mêlée's rounds: the partner drawn in each, or null for a round sat out. */
  rounds?: Array<{ round: number; partner: { id: string | null; name: string } | null }>;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  pointsFor: number;
  pointsAgainst: number;
  /**
   * The team's place in the standings (the player's in a mêlée), of how many; with pools, its
   * final placing.
   */
  rank: number | null;
  of: number;
  placing: Placing | null;
}

/**
 * `GET /api/people/:id/history`: the tournaments a person played that are public. A person of
 * none shows no name (`person` null): a name seen only in private events is not told.
 */
export interface PersonHistory {
  id: string;
  person: { firstName: string; lastName: string; club: string | null } | null;
  tournaments: PersonTournament[];
}

/** A person's rating in one game (libs/rating's Elo), and what their last tournament changed. */
export interface PersonRating {
  ruleset: RulesetId;
  /** To the tenth. */
  rating: number;
  /** Games rated so far. */
  games: number;
  /** The last tournament they played in this game, and the sum of its games' changes. */
  lastTournament: { id: string; name: string; change: number } | null;
}

/** `GET /api/people/:id/ratings`: every game the person has played, the most played first. */
export interface PersonRatings {
  id: string;
  ratings: PersonRating[];
}

/** One team (a mêlée: one player) as a seeding by rating reads it. */
export interface SeedingRating {
  id: string;
  name: string;
  /** The player's rating in the tournament's game, a team's the mean of its two; to the tenth. */
  rating: number;
  /** False when nobody in it has played a rated game yet: the default rating. */
  rated: boolean;
}

/**
 * `GET /api/tournaments/:id/seeding-ratings` (its organisers): the ratings a seeding by rating of
 * round 1 uses, the highest first: the teams, or a mêlée's players present in round 1.
 */
export interface SeedingRatings {
  ruleset: RulesetId;
  entries: SeedingRating[];
}
