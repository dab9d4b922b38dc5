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
