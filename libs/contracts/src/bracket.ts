import type { TeamPoints } from './game';
import type { TeamRef } from './team';

/** A game of a bracket: its teams as far as they are known, its table once it is played. */
export interface BracketGame {
  /** Null: not known yet (the winner of a game still running), or a bye in the first round. */
  teamA: TeamRef | null;
  teamB: TeamRef | null;
  /** The team that goes on: at once for a bye, when the game ends otherwise. */
  winner: TeamRef | null;
  /** Only one team: it goes through without playing. */
  bye: boolean;
  /** The table the game is played at, once its round has started. */
  table: {
    id: string;
    number: number;
    round: number;
    totals: TeamPoints;
    finished: boolean;
  } | null;
}

/** A knockout bracket, round by round (the first round first, the final last). */
export interface BracketView {
  rounds: BracketGame[][];
  /** The tournament's round number of each bracket round. */
  roundNumbers: number[];
  champion: TeamRef | null;
}

/** A pool of the pool phase: its teams, ranked on the pool's games. */
export interface PoolView {
  /** 0 for the first pool (shown as A, B…). */
  number: number;
  teams: TeamRef[];
}

/** `GET /api/tournaments/:id/bracket`: the pools, then the main and consolation brackets. */
export interface BracketsView {
  /** What the tournament is at: before round 1, its pools, its knockout, or over. */
  phase: 'draft' | 'pools' | 'knockout' | 'finished';
  /**
   * The rounds the format makes: once round 1 has drawn the pools, the tournament's `rounds`;
   * before, what the teams registered so far would make.
   */
  rounds: number;
  /** The rounds of the pool phase (each pool a round robin). */
  poolRounds: number;
  pools: PoolView[];
  /** Null until the pool phase is over. */
  main: BracketView | null;
  /** Null until its teams are known, and when the tournament has none. */
  consolation: BracketView | null;
}
