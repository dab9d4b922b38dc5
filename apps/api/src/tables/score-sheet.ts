import {
  RulesError,
  isClaimed,
  isPassedOut,
  nextDealer,
  type AnyDealRecord,
  type GameScore,
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
 * others keep `deals[i]`. `before`, the sheet of the first `before.deals.length` of these deals
 * (same game, same first dealer), is gone on from: only the deals after it are scored.
 */
export function scoreSheet(
  ruleset: Ruleset,
  firstDealer: Seat,
  facts: AnyDealRecord[],
  end: GameEnd,
  focus: number,
  before?: ScoreSheet,
): ScoreSheet {
  const game = scoreOrExplain(ruleset, facts, end, focus, before && gameScoreOf(before));
  const start = before?.deals.length ?? 0;
  const deals = before ? before.deals.slice() : [];
  for (let index = start; index < facts.length; index += 1) {
    const record = facts[index] as AnyDealRecord;
    const scored = game.deals[index] as GameScore['deals'][number];
    deals.push({
      number: index + 1,
      dealer: dealerOf(firstDealer, index),
      facts: record,
      made: madeOrNull(ruleset, record),
      marks: scored.marks,
      totals: scored.totals,
    });
  }
  const counted = (before?.dealsCounted ?? 0) + dealsCounted(facts, end.passedOutCounts, start);
  return {
    deals,
    totals: game.totals,
    // A draw after the game's deals is over too: it has no winner but a last deal.
    finished: game.finishedAfterDeal !== null,
    winner: game.winner,
    dealsCounted: counted,
  };
}

/** A sheet as the rules scored it: no deal follows the one that ended a game. */
function gameScoreOf(sheet: ScoreSheet): GameScore {
  return {
    totals: sheet.totals,
    winner: sheet.winner,
    finishedAfterDeal: sheet.finished ? sheet.deals.length : null,
    deals: sheet.deals,
  };
}

/** The deals (from `from` on) that count towards a game's N: all, or those not passed out. */
export function dealsCounted(
  facts: readonly AnyDealRecord[],
  passedOutCounts: boolean,
  from = 0,
): number {
  if (passedOutCounts) return Math.max(facts.length - from, 0);
  let counted = 0;
  for (let index = from; index < facts.length; index += 1)
    if (!isPassedOut(facts[index] as AnyDealRecord)) counted += 1;
  return counted;
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

function scoreOrExplain(
  ruleset: Ruleset,
  facts: AnyDealRecord[],
  end: GameEnd,
  focus: number,
  before?: GameScore,
): GameScore {
  try {
    return ruleset.scoreGame(facts, end, before);
  } catch (error) {
    if (!(error instanceof RulesError)) throw error;
    const prefix = `deals[${focus}]`;
    if (error.field === prefix) throw new RuleViolation(error.code, 'deal', error.params);
    if (error.field.startsWith(`${prefix}.`))
      throw new RuleViolation(error.code, error.field.slice(prefix.length + 1), error.params);
    throw error;
  }
}
