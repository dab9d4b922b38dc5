/**
 * The rule set a tournament is scored with (its `ruleset`). This library is the 2018 tournament
 * marque; other rule sets will be added beside it.
 */
export const RULESET_MARQUE_2018 = 'marque-2018';
export const RULESETS = [RULESET_MARQUE_2018] as const;
export type Ruleset = (typeof RULESETS)[number];

export function isRuleset(value: unknown): value is Ruleset {
  return RULESETS.includes(value as Ruleset);
}
