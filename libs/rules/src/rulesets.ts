import { beloteCoinchee } from './belote-coinchee.ts';
import { cinch } from './cinch.ts';
import { RulesError } from './errors.ts';
import { shown } from './input.ts';
import { jassCoinche, marque2018 } from './jass-family.ts';
import { RULESETS, type Ruleset, type RulesetId } from './ruleset.ts';

const BY_ID: Record<RulesetId, Ruleset> = {
  'marque-2018': marque2018,
  'belote-coinchee': beloteCoinchee,
  'jass-coinche': jassCoinche,
  cinch,
};

/** The rules of game `id`; an unknown id is a RulesError (`UNKNOWN_RULESET`). */
export function getRuleset(id: unknown): Ruleset {
  if (typeof id !== 'string' || !Object.hasOwn(BY_ID, id)) {
    throw new RulesError(
      'UNKNOWN_RULESET',
      'ruleset',
      `A ruleset is one of ${RULESETS.join(', ')} (got ${shown(id)})`,
    );
  }
  return BY_ID[id as RulesetId];
}
