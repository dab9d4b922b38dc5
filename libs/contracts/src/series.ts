/** What a final place scores: a table (winner first, `beyond` after it) or `base + N − place + 1`. */
export type SeriesScale =
  { kind: 'table'; points: number[]; beyond?: number } | { kind: 'field'; base?: number };

/** After the points, in this order (libs/seasons' SEASON_TIEBREAKS). */
export type SeriesTiebreak = 'events-played' | 'best-place' | 'first-places' | 'head-to-head';

/** What a withdrawn team's result is worth (libs/seasons' WithdrawnResult). */
export type SeriesWithdrawnResult = 'as-placed' | 'participation-only' | 'no-result';

/** A series' rule: libs/seasons' SeasonRule, as the API stores and answers it. */
export interface SeriesRule {
  scale: SeriesScale;
  /** Added to every result of a tournament taken part in (0 unless said). */
  participationPoints?: number;
  /** K: each entrant's K best results count; all when absent. */
  bestResults?: number;
  /** M: a club's result in a tournament is the sum of its M best members'; all when absent. */
  clubMembers?: number;
  withdrawn?: SeriesWithdrawnResult;
  tiebreaks?: SeriesTiebreak[];
}

/** The body of `POST /api/series`. */
export interface CreateSeriesRequest {
  name: string;
  /** The season's label: « 2026-2027 ». */
  season: string;
  /** One of the organiser's clubs: needed when they have several. */
  clubId?: string;
  rule: SeriesRule;
}

/** The body of `PATCH /api/series/:id`: any of the name, the season and the rule. */
export interface UpdateSeriesRequest {
  name?: string;
  season?: string;
  rule?: SeriesRule;
}

/** A tournament of a series, and whether its final placings count yet. */
export interface SeriesTournamentView {
  id: string;
  name: string;
  date: string | null;
  /** Finished: every round played and every game over (a knockout: its brackets decided). */
  finished: boolean;
  /** The club that runs it: the series' own, or a club that joined by invitation. */
  club: { id: string; name: string };
}

/** `GET /api/series/:id`, and each of `GET /api/series`. */
export interface SeriesView {
  id: string;
  name: string;
  season: string;
  club: { id: string; name: string };
  /**
   * Every club taking part: the series' own first, then those that accepted an invitation, in
   * the order they joined. A club only invited is not listed (see SeriesInvitationView).
   */
  clubs: Array<{ id: string; name: string }>;
  rule: SeriesRule;
  /** By date (creation when none), the earliest first: the season's order. */
  tournaments: SeriesTournamentView[];
  createdAt: string;
}

/** Who a season ranks: each player, each pair who played together, each club. */
export type SeriesRankingBy = 'player' | 'team' | 'club';

/** One tournament's result in a row: counted, or dropped by the best K. */
export interface SeriesResultView {
  tournament: { id: string; name: string };
  place: number;
  points: number;
  withdrawn: boolean;
  /** For a club: the members whose results make it up, best first. */
  members?: Array<{ name: string; place: number; points: number }>;
}

/** One row of a season ranking. */
export interface SeriesRankingRow {
  rank: number;
  /** The last place of a shared rank (3–4); else `rank`. */
  rankTo: number;
  /** A person's id, a pair's (their two ids), or a club's name. */
  id: string;
  /** The player's name, the pair's « A – B », the club's name. */
  name: string;
  /** The people of the row: the player, the pair, the club's members who scored. */
  people: Array<{ id: string; name: string }>;
  points: number;
  counted: SeriesResultView[];
  dropped: SeriesResultView[];
  events: number;
  bestPlace: number | null;
  firstPlaces: number;
}

/** `GET /api/series/:id/ranking?by=`. */
export interface SeriesRanking {
  series: SeriesView;
  by: SeriesRankingBy;
  /** The finished tournaments counted, in the season's order. */
  counted: number;
  rows: SeriesRankingRow[];
}

/** The body of `POST /api/series/:id/clubs`: the club invited to take part. */
export interface InviteSeriesClubRequest {
  clubId: string;
}

/**
 * A club invited into a series, not answered yet: `GET /api/series/invitations` (those of the
 * caller's clubs) and `GET /api/series/:id/invitations` (the series' club's members only).
 */
export interface SeriesInvitationView {
  series: { id: string; name: string; season: string; club: { id: string; name: string } };
  club: { id: string; name: string };
  invitedAt: string;
}
