import type { RulesetId } from '@marque/contracts';
import { beloteCoincheeEn } from './content/belote-coinchee.en';
import { beloteCoincheeFr } from './content/belote-coinchee.fr';
import { cinchEn } from './content/cinch.en';
import { cinchFr } from './content/cinch.fr';
import { jassCoincheEn } from './content/jass-coinche.en';
import { jassCoincheFr } from './content/jass-coinche.fr';
import { marque2018En } from './content/marque-2018.en';
import { marque2018Fr } from './content/marque-2018.fr';
import type { RulesPage } from './rules-content';

/** Every game a tournament can play has its page, in both languages (the type says so). */
export const RULES_PAGES: Record<RulesetId, RulesPage> = {
  'marque-2018': { fr: marque2018Fr, en: marque2018En },
  'belote-coinchee': { fr: beloteCoincheeFr, en: beloteCoincheeEn },
  'jass-coinche': { fr: jassCoincheFr, en: jassCoincheEn },
  cinch: { fr: cinchFr, en: cinchEn },
};

/** The games in the order the list of games shows them. */
export const RULES_PAGE_IDS = Object.keys(RULES_PAGES) as RulesetId[];

export function isRulesPageId(value: string): value is RulesetId {
  return Object.hasOwn(RULES_PAGES, value);
}
