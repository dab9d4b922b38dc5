import type { RulesetId } from './game';

export type Pairing = 'swiss' | 'round-robin' | 'pools-knockout';
/** How teams are put in pools: a plain draw, or club by club so that clubs stay apart. */
export type PoolSeeding = 'draw' | 'clubs';
/** Who plays the consolation bracket: the teams beaten in the first knockout round, or those not qualified. */
export type Consolation = 'first-round-losers' | 'non-qualified' | 'none';
/** What decides a knockout game whose totals are equal at its end: the last declarer, or one more deal. */
export type KnockoutTie = 'last-declarer' | 'extra-deal';

/** The format of a tournament of pools then a knockout (`pairing: "pools-knockout"`). */
export interface PoolsKnockout {
  /** The largest pool (4 unless said): as many pools as it takes, sizes within one of each other. */
  poolSize: number;
  poolSeeding: PoolSeeding;
  /** The best k of each pool play the knockout (2 unless said). */
  qualifiersPerPool: number;
  consolation: Consolation;
  knockoutTie: KnockoutTie;
}
/** After games won, in the tournament's order; a random draw made at creation decides last. */
export type Tiebreak = 'points-difference' | 'points-for' | 'buchholz' | 'head-to-head';
/** A game closed at the bell with equal totals: a draw, or the last declaring team wins. */
export type TieAtBell = 'draw' | 'last-declarer';
/**
 * The first criterion of the standings: games won (a bye a win, a draw half), or the points
 * marked across the games (the classic concours), games won then deciding among equal points.
 */
export type Ranking = 'wins' | 'points';
/**
 * What a bye scores beside its win: a fixed number of points, half of a game's points (its
 * target, or in a game of N deals without one, the card points its deals hand out), or the
 * average of what each team marked in that round's games.
 */
export type ByeRule =
  { rule: 'fixed'; points: number } | { rule: 'half-game' } | { rule: 'round-average' };

export interface TournamentOptions {
  tiebreaks: Tiebreak[];
  /** The round clock, in minutes; null for none. */
  roundMinutes: number | null;
  tieAtBell: TieAtBell;
  /** A late entry scores a bye for each round it missed. */
  lateEntryByes: boolean;
  /** Swiss pairing keeps teams of one club apart when it can. */
  avoidSameClub: boolean;
  /**
   * A game ends after this many deals (a concours' "partie en 12 donnes"), or at its target if
   * that comes first; null: games are played to the target.
   */
  dealsPerGame: number | null;
  /** Whether a passed-out deal counts as one of the `dealsPerGame`. */
  passedOutCounts: boolean;
  /** The first criterion of the standings. */
  ranking: Ranking;
  /** What a bye scores beside its win; null for no points. */
  byeRule: ByeRule | null;
}

/** The body of `POST /api/tournaments`. */
export interface CreateTournamentRequest extends Partial<TournamentOptions> {
  name: string;
  /** Required but with pools then a knockout, whose format sets it when round 1 starts. */
  rounds?: number;
  pairing: Pairing;
  /** The game played: `marque-2018` unless said. */
  ruleset?: RulesetId;
  /**
   * The points that end a game, within the game's range: the game's default unless said, or none
   * (null) in a game of `dealsPerGame` deals, which has none unless one is given.
   */
  target?: number | null;
  /** `YYYY-MM-DD`. */
  date?: string;
  /**
   * The club it belongs to, one of the organiser's: needed when they have several (one alone is
   * taken; an organiser without a club gets one named after them).
   */
  clubId?: string;
  /** With `pairing: "pools-knockout"`: its options, each with its default when absent. */
  poolsKnockout?: Partial<PoolsKnockout>;
}

/** `GET /api/tournaments/:id`, and each of `GET /api/tournaments`. */
export interface TournamentView extends TournamentOptions {
  id: string;
  name: string;
  /** The club whose members run it. */
  club: { id: string; name: string };
  date: string | null;
  ruleset: RulesetId;
  /** The points that end a game; null in a game of `dealsPerGame` deals without a target. */
  target: number | null;
  /**
   * What a bye scores when its rule says it in advance (fixed, half a game); null for none or
   * for the round's average, which the round's games decide.
   */
  byePoints: number | null;
  rounds: number;
  pairing: Pairing;
  /** Pools then a knockout: its options; null for another pairing. */
  poolsKnockout: PoolsKnockout | null;
  status: 'draft' | 'running' | 'finished';
  /** Rounds started so far. */
  roundsStarted: number;
  /** When the organiser said the next round starts (cleared when it starts); null: not said. */
  nextRoundAt: string | null;
  createdAt: string;
}

/**
 * The body of `PATCH /api/tournaments/:id`. Everything but the name is fixed once the first round
 * has started (409): the game, how a game ends, the ranking and the bye rule.
 */
export interface UpdateTournamentRequest {
  name?: string;
  ruleset?: RulesetId;
  target?: number | null;
  dealsPerGame?: number | null;
  passedOutCounts?: boolean;
  ranking?: Ranking;
  byeRule?: ByeRule | null;
}
