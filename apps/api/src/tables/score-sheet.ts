import {
  RulesError,
  isClaimed,
  isPassedOut,
  nextDealer,
  type AnyDealRecord,
  type Ruleset,
  type Seat,
  type Team,
} from '@marque/rules';
import { RuleViolation } from '../common/rule-violation';

export interface ScoredDeal {
  number: number;
  dealer: Seat;
  facts: AnyDealRecord;
  made: boolean | null;
  marks: { A: number; B: number };
  totals: { A: number; B: number };
}

export interface ScoreSheet {
  deals: ScoredDeal[];
  totals: { A: number; B: number };
  winner: Team | null;
}

/**
 * Scores a whole sheet with the tournament's game (libs/rules). A RulesError about deal `focus`
 * (the one being recorded or corrected) names its field as the body does (`cardPoints.A`);
 * others keep `deals[i]`.
 */
export function scoreSheet(
  ruleset: Ruleset,
  firstDealer: Seat,
  facts: AnyDealRecord[],
  target: number,
  focus: number,
): ScoreSheet {
  const game = scoreOrExplain(ruleset, facts, target, focus);
  const deals = facts.map((record, index) => {
    const scored = game.deals[index] as {
      marks: { A: number; B: number };
      totals: { A: number; B: number };
    };
    return {
      number: index + 1,
      dealer: dealerOf(firstDealer, index),
      facts: record,
      made: madeOrNull(ruleset, record),
      marks: scored.marks,
      totals: scored.totals,
    };
  });
  return { deals, totals: game.totals, winner: game.winner };
}

/** Whether a deal played to its end made its contract; null for a passed-out or claimed deal. */
function madeOrNull(ruleset: Ruleset, record: AnyDealRecord): boolean | null {
  return isPassedOut(record) || isClaimed(record) ? null : ruleset.scoreDeal(record).made;
}

/** The dealer of deal `index` (0-based): the deal moves to the next seat after every deal. */
export function dealerOf(firstDealer: Seat, index: number): Seat {
  let dealer = firstDealer;
  for (let i = 0; i < index % 4; i += 1) dealer = nextDealer(dealer);
  return dealer;
}

function scoreOrExplain(ruleset: Ruleset, facts: AnyDealRecord[], target: number, focus: number) {
  try {
    return ruleset.scoreGame(facts, { target });
  } catch (error) {
    if (!(error instanceof RulesError)) throw error;
    const prefix = `deals[${focus}]`;
    if (error.field === prefix) throw new RuleViolation(error.code, 'deal', error.params);
    if (error.field.startsWith(`${prefix}.`))
      throw new RuleViolation(error.code, error.field.slice(prefix.length + 1), error.params);
    throw error;
  }
}
