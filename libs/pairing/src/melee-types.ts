/** A player of a mêlée: registered alone, drawn a partner each round. */
export interface MeleePlayer {
  id: string;
  club?: string;
}

/** Two partners, sitting opposite each other. */
export type MeleePair = readonly [string, string];

/** An earlier round as it was drawn (a MeleeDraw fits): its tables and who sat out. */
export interface MeleePastRound {
  tables: ReadonlyArray<{ pairA: MeleePair; pairB: MeleePair }>;
  /** The players present who sat out that round (given the tournament's bye rule). */
  satOut: readonly string[];
}

/**
 * `random`: a fresh seeded draw each round under the constraints. `swiss`: tables of players
 * close in the individual standings (`standings`).
 */
export type MeleeMode = 'random' | 'swiss';

export const MELEE_MODES: readonly MeleeMode[] = ['random', 'swiss'];

export interface MeleeDrawInput {
  /** The players present this round: late arrivals in, withdrawals out. */
  players: readonly MeleePlayer[];
  /** Every earlier round, in any order; players no longer present are ignored. */
  history: readonly MeleePastRound[];
  /** The round being drawn (1 for the first): mixed with the seed, so rounds differ. */
  round: number;
  /** The tournament's seed: the same input and seed, the same draw. */
  seed: number;
  mode: MeleeMode;
  /**
   * Swiss mode: the individual standings, best first (player ids). Present players not listed
   * come after the listed ones, in the order of `players`; listed players not present are ignored.
   */
  standings?: readonly string[];
  /** Partners, and when possible opponents, from different clubs. */
  keepClubsApart?: boolean;
}

/** A table of two pairs: pair A sits North–South, pair B East–West, so partners face each other. */
export interface MeleeTable {
  /** 1, 2, …: in swiss mode the table of the best-ranked players first. */
  number: number;
  /** North, South. */
  pairA: [string, string];
  /** East, West. */
  pairB: [string, string];
  seats: { north: string; east: string; south: string; west: string };
}

export interface MeleeDraw {
  tables: MeleeTable[];
  /** The 0 to 3 players left out this round (they get the tournament's bye rule). */
  satOut: string[];
}
