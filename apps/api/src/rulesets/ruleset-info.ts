import type { RulesetInfo } from '@marque/contracts';
import { RULESETS, getRuleset, type RulesetId } from '@marque/rules';

/** A game as the HTTP API describes it: its names and what its deal form needs. */
export function rulesetInfo(id: RulesetId): RulesetInfo {
  const { names, defaultTarget, form } = getRuleset(id);
  return { id, names, defaultTarget, form };
}

/** Every game, in libs/rules' order. */
export function allRulesets(): RulesetInfo[] {
  return RULESETS.map(rulesetInfo);
}
