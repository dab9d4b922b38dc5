import type { SeasonTiebreak } from './tiebreaks.ts';

/** What a final place scores in one event. */
export type PointsScale =
  /** `points[0]` for the winner, `points[1]` for the second…, `beyond` (0 unless said) after. */
  | { kind: 'table'; points: number[]; beyond?: number }
  /** `base + N − place + 1`, N the event's field size: the last scores `base + 1` (base 0 unless said). */
  | { kind: 'field'; base?: number };

/**
 * What a result withdrawn from an event is worth: its place's points as any other
 * (`as-placed`), the points for taking part only (`participation-only`, the default), or nothing
 * at all, as if it had not taken part (`no-result`).
 */
export type WithdrawnResult = 'as-placed' | 'participation-only' | 'no-result';

/** The rule of a series, fixed by its organisers. */
export interface SeasonRule {
  scale: PointsScale;
  /** Added to every result of an event taken part in (0 unless said). */
  participationPoints?: number;
  /** K: only each entrant's K best results count; all of them when absent. */
  bestResults?: number;
  /** M: a club's result in an event is the sum of its M best members' results; all when absent. */
  clubMembers?: number;
  withdrawn?: WithdrawnResult;
  /** After the points, in this order; DEFAULT_SEASON_TIEBREAKS when absent. */
  tiebreaks?: SeasonTiebreak[];
}

/** A person who played an event, and the club it played for there (none unless said). */
export interface SeasonPerson {
  id: string;
  club?: string;
}

/** One entry of an event's final placings: a team of two, or one person (a mêlée's players). */
export interface EventEntry {
  people: SeasonPerson[];
  /**
   * The final place, 1 for the winner. Entries placed equal give the same place: the two beaten
   * semi-finalists placed 3–4 are both 3. Needed unless the entry did not take part.
   */
  place?: number;
  /** False for an entry registered that never played: it has no result. True unless said. */
  tookPart?: boolean;
  /** It took part, then withdrew: the rule's `withdrawn` says what its result is worth. */
  withdrawn?: boolean;
}

/** One tournament of the series, finished: its final placings. */
export interface SeasonEvent {
  id: string;
  /** N, for the `field` scale: the entries that took part unless said. */
  fieldSize?: number;
  entries: EventEntry[];
}

/** Who is ranked: each person, each pair of people who played together, each club. */
export type SeasonRanking = 'player' | 'team' | 'club';

/** A club member's result inside the club's result of an event. */
export interface MemberResult {
  person: string;
  place: number;
  points: number;
  withdrawn: boolean;
}

/** What an entrant scored in one event. */
export interface SeasonResult {
  event: string;
  /** The final place; a club's is its best member's (withdrawn ones last). */
  place: number;
  points: number;
  /** For a club: true only when every member who scored withdrew. */
  withdrawn: boolean;
  /** For a club: the members whose results make up its result, best first. */
  members?: MemberResult[];
}

/** One line of a season ranking. */
export interface SeasonRow {
  /** 1 + the number of rows ahead: rows level on points and every tiebreak share it. */
  rank: number;
  /** The last place of a shared rank (3 and 4 for two rows level at the 3rd place); else `rank`. */
  rankTo: number;
  /** A person's id, a team's `teamId` of its two people, or a club's id. */
  id: string;
  /** The person; the team's two people; the club's members who scored, ordered by id. */
  people: string[];
  /** The sum of the counted results. */
  points: number;
  /** The best K results, in the season's order. */
  counted: SeasonResult[];
  /** The others, in the season's order. */
  dropped: SeasonResult[];
  /** Events played (counted and dropped). */
  events: number;
  /** The best place of any event played (withdrawn ones count only `as-placed`); null if none. */
  bestPlace: number | null;
  /** Events won. */
  firstPlaces: number;
}
