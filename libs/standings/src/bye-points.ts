import type { GameResult } from './types.ts';

/**
 * What a bye scores by the tournament's rule, beside the win it always counts for:
 * - `fixed`: the organiser's number of points;
 * - `half-game`: half of a game's points (`gamePoints`, e.g. the target of a game played to one),
 *   rounded to the nearest whole point;
 * - `round-average`: the average of the points each team marked in the round's games, rounded to
 *   the nearest whole point (0 when the round has no game).
 */
export type ByeRule =
  | { rule: 'fixed'; points: number }
  | { rule: 'half-game'; gamePoints: number }
  | { rule: 'round-average' };

export const BYE_RULES = ['fixed', 'half-game', 'round-average'] as const;

/**
 * A game's points, for a bye that scores half of them: the game's target; in a game of N deals
 * without a target, the card points its deals hand out (12 × 162 in belote coinchée), which is
 * what the two teams share in a game with no contract failed or made twice over.
 */
export function gamePoints(game: {
  target: number | null;
  dealsPerGame: number | null;
  /** The card points of one deal (162 in belote coinchée). */
  pointsPerDeal: number;
}): number {
  return game.target ?? (game.dealsPerGame ?? 0) * game.pointsPerDeal;
}

/** The round's games: team games, or a mêlée's tables (each pair's total counts once). */
export function byePoints(
  rule: ByeRule,
  roundGames: ReadonlyArray<Pick<GameResult, 'totals'>>,
): number {
  switch (rule.rule) {
    case 'fixed':
      return rule.points;
    case 'half-game':
      return Math.round(rule.gamePoints / 2);
    case 'round-average': {
      if (roundGames.length === 0) return 0;
      const marked = roundGames.reduce((sum, game) => sum + game.totals.A + game.totals.B, 0);
      return Math.round(marked / (2 * roundGames.length));
    }
  }
}
