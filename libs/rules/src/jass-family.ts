import { resolveCoincheAuction } from './auction.ts';
import { bellWith } from './bell.ts';
import { assertClaimedDeal } from './claim-facts.ts';
import { DOUBLINGS } from './contract.ts';
import { isClaimed, isPassedOut } from './deal-record.ts';
import { asRecord } from './input.ts';
import { JASS_COINCHE, MARQUE_2018, type JassVariant } from './jass-variant.ts';
import { assertPlayedDeal, scoreJassDeal } from './marque.ts';
import { scoreJassGame } from './game.ts';
import type { Ruleset, RulesetForm } from './ruleset.ts';
import type { DealRecord } from './types.ts';

/** The contract that ends an auction at once and cannot be coinched. */
const FINAL_CONTRACT = 'generale';

/** The target range a coinche tournament may choose: a short game of 500 to a long one of 5000. */
const COINCHE_TARGETS = { default: 2000, min: 500, max: 5000 };

/** A game of the 36-card family (RULES-2018, RULES-JASS-COINCHE): one engine, its variant as data. */
function jassRuleset(
  id: 'marque-2018' | 'jass-coinche',
  names: Ruleset['names'],
  variant: JassVariant,
): Ruleset {
  const form: RulesetForm = {
    cards: 36,
    tricks: 9,
    totalPoints: 157,
    pointsAddUp: 'exactly',
    contracts: variant.contracts,
    doublings: DOUBLINGS,
    // RULES-2018: "A générale cannot be coinched" (the auction's final contract).
    uncoinchable: [FINAL_CONTRACT],
    calls: ['pass', 'bid', 'coinche', 'surcoinche'],
    facts: { allTricks: true, allTricksAlone: true, belote: false, claim: true, revoke: false },
    seatOrder: 'counterclockwise',
    target: COINCHE_TARGETS,
  };
  const scoreGame: Ruleset['scoreGame'] = (deals, options, before) =>
    scoreJassGame(deals, options, variant, before);
  return {
    id,
    names,
    defaultTarget: COINCHE_TARGETS.default,
    form,
    readDeal: (deal) => readJassDeal(deal, variant),
    scoreDeal: (deal) => scoreJassDeal(deal, variant),
    scoreGame,
    resolveAuction: (dealer, calls) =>
      resolveCoincheAuction(dealer, calls, { contracts: variant.contracts, final: FINAL_CONTRACT }),
    outcomeAtBell: bellWith(scoreGame),
  };
}

/** A deal of the 36-card family: passed out, claimed ("nous avons gagné") or played to its end. */
function readJassDeal(deal: unknown, variant: JassVariant): DealRecord {
  const record = asRecord(deal, 'deal') as unknown as DealRecord;
  if (isPassedOut(record)) return { passedOut: true };
  if (isClaimed(record)) return assertClaimedDeal(record, variant);
  return assertPlayedDeal(record, variant);
}

export const marque2018: Ruleset = jassRuleset(
  'marque-2018',
  { fr: 'Coinche, marque du tournoi 2018', en: 'Coinche, 2018 tournament marque' },
  MARQUE_2018,
);

export const jassCoinche: Ruleset = jassRuleset(
  'jass-coinche',
  { fr: 'Jass coinché', en: 'Jass coinché' },
  JASS_COINCHE,
);
