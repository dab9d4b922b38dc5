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
  /** The game is over: at its target, after its deals, or by a claim. */
  finished: boolean;
  /** Null while the game runs, and for a draw. */
  winner: Team | null;
  /** The deals that count towards the game's `dealsPerGame`. */
  dealsCounted: number;
}

type GameOptions = NonNullable<Parameters<Ruleset['scoreGame']>[1]>;

/** How the tournament's games end: its ruleset's `scoreGame` options. */
export type GameEnd = Required<Pick<GameOptions, 'target' | 'dealsPerGame' | 'passedOutCounts'>> &
  Pick<GameOptions, 'tieAtEnd'>;

/**
 * Scores a whole sheet with the tournament's game (libs/rules). A RulesError about deal `focus`
 * (the one being recorded or corrected) names its field as the body does (`cardPoints.A`);
 * others keep `deals[i]`.
 */
export function scoreSheet(
  ruleset: Ruleset,
  firstDealer: Seat,
  facts: AnyDealRecord[],
  end: GameEnd,
  focus: number,
): ScoreSheet {
  const game = scoreOrExplain(ruleset, facts, end, focus);
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
  return {
    deals,
    totals: game.totals,
    // A draw after the game's deals is over too: it has no winner but a last deal.
    finished: game.finishedAfterDeal !== null,
    winner: game.winner,
    dealsCounted: dealsCounted(facts, end.passedOutCounts),
  };
}

/** The deals that count towards a game's N: all of them, or those not passed out. */
export function dealsCounted(facts: readonly AnyDealRecord[], passedOutCounts: boolean): number {
  return passedOutCounts ? facts.length : facts.filter((deal) => !isPassedOut(deal)).length;
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

function scoreOrExplain(ruleset: Ruleset, facts: AnyDealRecord[], end: GameEnd, focus: number) {
  try {
    return ruleset.scoreGame(facts, end);
  } catch (error) {
    if (!(error instanceof RulesError)) throw error;
    const prefix = `deals[${focus}]`;
    if (error.field === prefix) throw new RuleViolation(error.code, 'deal', error.params);
    if (error.field.startsWith(`${prefix}.`))
      throw new RuleViolation(error.code, error.field.slice(prefix.length + 1), error.params);
    throw error;
  }
}
