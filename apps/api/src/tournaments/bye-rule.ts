import type { ByeRule } from '@marque/contracts';
import { getRuleset, type RulesetId } from '@marque/rules';
import { byePoints, gamePoints, type ByeRule as StandingsByeRule } from '@marque/standings';

/** What the points of a bye depend on: the tournament's rule and how its games end. */
export interface ByeFormat {
  ruleset: RulesetId;
  target: number | null;
  dealsPerGame: number | null;
  byeRule: ByeRule | null;
}

/** The tournament's bye rule as libs/standings' `byePoints` takes it; null for no points. */
export function standingsByeRule(format: ByeFormat): StandingsByeRule | null {
  const rule = format.byeRule;
  if (rule?.rule === 'half-game')
    return {
      rule: 'half-game',
      gamePoints: gamePoints({
        target: format.target,
        dealsPerGame: format.dealsPerGame,
        pointsPerDeal: getRuleset(format.ruleset).form.totalPoints,
      }),
    };
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
