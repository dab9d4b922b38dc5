import type { ByeRule } from '@marque/contracts';
import { getRuleset, type RulesetId } from '@marque/rules';
import { byePoints, type ByeRule as StandingsByeRule } from '@marque/standings';

/** What the points of a bye depend on: the tournament's rule and how its games end. */
export interface ByeFormat {
  ruleset: RulesetId;
  target: number | null;
  dealsPerGame: number | null;
  byeRule: ByeRule | null;
}

/**
 * A game's points, for a bye that scores half of them: the game's target; in a game of N deals
 * without a target, the card points its deals hand out (12 × 162 in belote coinchée), which is
 * what the two teams share in a game with no contract failed or made twice over.
 */
export function gamePoints(format: Omit<ByeFormat, 'byeRule'>): number {
  return format.target ?? (format.dealsPerGame ?? 0) * getRuleset(format.ruleset).form.totalPoints;
}

/** The tournament's bye rule as libs/standings' `byePoints` takes it; null for no points. */
export function standingsByeRule(format: ByeFormat): StandingsByeRule | null {
  const rule = format.byeRule;
  if (rule?.rule === 'half-game') return { rule: 'half-game', gamePoints: gamePoints(format) };
  return rule;
}

/**
 * The points of a bye when the rule says them in advance (fixed, half a game); null for no rule
 * and for the round's average, which the round's games decide.
 */
export function byePointsInAdvance(format: ByeFormat): number | null {
  const rule = standingsByeRule(format);
  return rule && rule.rule !== 'round-average' ? byePoints(rule, []) : null;
}
