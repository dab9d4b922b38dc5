import { scoreClaim } from './claim.ts';
import { isClaimed, isPassedOut } from './deal-record.ts';
import { RulesError } from './errors.ts';
import { asRecord, isWholeNumber, shown } from './input.ts';
import { MARQUE_2018, type JassVariant } from './jass-variant.ts';
import { scoreJassDeal } from './marque.ts';
import type { TieAtBell } from './bell.ts';
import { teamOfSeat } from './seats.ts';
import type { DealRecord, PlayedDeal, Team, TeamPoints } from './types.ts';

/** A game ends when a team reaches or passes this (a tournament may set another target). */
export const DEFAULT_TARGET = 2000;

export interface GameScore {
  totals: TeamPoints;
  winner: Team | null;
  /** 1-based number of the deal that ended the game. */
  finishedAfterDeal: number | null;
  deals: Array<{ marks: TeamPoints; totals: TeamPoints }>;
}

export interface DealOutcome {
  marks: TeamPoints;
  winner: Team | null;
}

/**
 * How a game ends (`scoreGame`'s options): at a target, after a number of deals (a concours'
 * "partie en 12 donnes"), or whichever comes first when both are set.
 */
export interface GameOptions {
  /** Points that end the game: the game's default unless said; null for none (deals only). */
  target?: number | null;
  /** The deals that make a game; none unless said. */
  dealsPerGame?: number | null;
  /** Whether a passed-out deal counts as one of the `dealsPerGame` (it does unless said). */
  passedOutCounts?: boolean;
  /**
   * Equal totals after the last of the `dealsPerGame`: a draw, the last declaring team wins, or
   * one more deal (again until the totals differ: a knockout game cannot end drawn).
   */
  tieAtEnd?: TieAtEnd;
}

/** What equal totals after a game's last deal make: `TieAtBell`'s, or one more deal. */
export const TIES_AT_END = ['draw', 'last-declarer', 'extra-deal'] as const;
export type TieAtEnd = (typeof TIES_AT_END)[number];

/** `GameOptions` read and checked, the defaults filled in. */
export interface GameEnd {
  target: number | null;
  dealsPerGame: number | null;
  passedOutCounts: boolean;
  tieAtEnd: TieAtEnd;
}

/** Running totals, the end of the game and its winner, from the list of deals in order. */
export function scoreGame(
  deals: DealRecord[],
  options?: GameOptions,
  before?: GameScore,
): GameScore {
  return scoreJassGame(deals, options, MARQUE_2018, before);
}

/** `scoreGame` for a game of the 36-card family (the 2018 marque, Jass coinché). */
export function scoreJassGame(
  deals: readonly unknown[],
  options: unknown,
  variant: JassVariant,
  before?: GameScore,
): GameScore {
  return playGame(deals, readGameEnd(options), scoreJassDealInGame(variant), before);
}

function scoreJassDealInGame(variant: JassVariant): DealInGame {
  return (deal, totals, target) => {
    const record = deal as DealRecord;
    if (isPassedOut(record)) return { marks: { A: 0, B: 0 }, winner: null };
    // A claim always ends the game.
    if (isClaimed(record)) return scoreClaim(record, totals, target, variant);
    const played = record as PlayedDeal;
    const { marks } = scoreJassDeal(played, variant);
    return endAtTarget(marks, totals, target, teamOfSeat(played.contract.declarer));
  };
}

/**
 * How one deal of a game scores, given the totals before it; the winner when it ends the game.
 * `target` is Infinity in a game without one.
 */
export type DealInGame = (deal: unknown, totals: TeamPoints, target: number) => DealOutcome;

/**
 * The game loop every ruleset shares: deals in order, running totals, the end at the target or
 * after the game's deals, no deal after the end. Errors name the deal (`deals[i]`).
 *
 * `before`, when given, is what this loop returned for the first `before.deals.length` of these
 * deals with the same end: the game goes on from there, and only the deals after them are
 * scored (a sheet's next deal then costs the same however long the game).
 */
export function playGame(
  deals: readonly unknown[],
  end: GameEnd,
  scoreInGame: DealInGame,
  before?: GameScore,
): GameScore {
  if (!Array.isArray(deals)) throw new RulesError('INVALID_DEAL', 'deals', 'deals must be a list');
  const start = before?.deals.length ?? 0;
  if (start > deals.length)
    throw new RangeError(`A score of ${start} deals cannot begin a game of ${deals.length}`);
  const game: GameScore = {
    totals: before ? { ...before.totals } : { A: 0, B: 0 },
    winner: before?.winner ?? null,
    finishedAfterDeal: before?.finishedAfterDeal ?? null,
    deals: before ? [...before.deals] : [],
  };
  const target = end.target ?? Infinity;
  let counted = 0;
  for (let index = 0; index < start; index += 1)
    if (countsTowardsN(deals[index], end)) counted += 1;
  for (let index = start; index < deals.length; index += 1) {
    const field = `deals[${index}]`;
    assertNotFinished(game, field);
    const deal = deals[index];
    const { marks, winner } = scoreDealInGame(scoreInGame, deal, game.totals, target, field);
    game.totals = { A: game.totals.A + marks.A, B: game.totals.B + marks.B };
    game.deals.push({ marks, totals: { ...game.totals } });
    if (countsTowardsN(deal, end)) counted += 1;
    if (winner !== null) {
      game.winner = winner;
      game.finishedAfterDeal = index + 1;
    } else if (end.dealsPerGame !== null && counted >= end.dealsPerGame) {
      // The last of the game's deals: the higher total wins; equal totals as the tournament says.
      const { tieAtEnd } = end;
      const tie = tieAtEnd === 'extra-deal' ? 'draw' : tieAtEnd;
      const atEnd = winnerOnTotals(game.totals, deals.slice(0, index + 1), tie);
      // With one more deal, equal totals end nothing: the game goes on until a deal parts them.
      if (atEnd !== null || tieAtEnd !== 'extra-deal') {
        game.winner = atEnd;
        game.finishedAfterDeal = index + 1;
      }
    }
  }
  return game;
}

/** Whether a deal is one of the game's `dealsPerGame`: any deal, or one not passed out. */
function countsTowardsN(deal: unknown, end: GameEnd): boolean {
  return end.passedOutCounts || !isPassedOut(deal as DealRecord);
}

/** The higher total wins; equal totals are a draw (null) or the last declaring team's. */
export function winnerOnTotals(
  totals: TeamPoints,
  deals: readonly unknown[],
  tie: TieAtBell,
): Team | null {
  if (totals.A !== totals.B) return totals.A > totals.B ? 'A' : 'B';
  return tie === 'last-declarer' ? lastDeclaringTeam(deals) : null;
}

/** The team that declared the last deal not passed out (deals already checked by scoring). */
function lastDeclaringTeam(deals: readonly unknown[]): Team | null {
  for (let index = deals.length - 1; index >= 0; index -= 1) {
    const deal = deals[index] as DealRecord;
    if (!isPassedOut(deal)) return teamOfSeat(deal.contract.declarer);
  }
  return null;
}

/**
 * The game ends as soon as a team reaches or passes the target; when both do on the same deal,
 * the declaring team wins, whatever the totals.
 */
export function endAtTarget(
  marks: TeamPoints,
  totals: TeamPoints,
  target: number,
  declaring: Team,
): DealOutcome {
  const reachedA = totals.A + marks.A >= target;
  const reachedB = totals.B + marks.B >= target;
  if (reachedA && reachedB) return { marks, winner: declaring };
  if (reachedA || reachedB) return { marks, winner: reachedA ? 'A' : 'B' };
  return { marks, winner: null };
}

/** No deal can be recorded on a finished game. */
function assertNotFinished(game: GameScore, field: string): void {
  if (game.finishedAfterDeal === null) return;
  throw new RulesError(
    'DEAL_AFTER_GAME_END',
    field,
    `The game ended after deal ${game.finishedAfterDeal}`,
    { finishedAfterDeal: game.finishedAfterDeal },
  );
}

function scoreDealInGame(
  scoreInGame: DealInGame,
  deal: unknown,
  totals: TeamPoints,
  target: number,
  field: string,
): DealOutcome {
  try {
    asRecord(deal, 'deal');
    return scoreInGame(deal, totals, target);
  } catch (error) {
    throw error instanceof RulesError ? error.under(field) : error;
  }
}

/**
 * How a game ends, from `options` (`GameOptions`): the game's default target unless a target or
 * a number of deals is given; with a number of deals and no target, no target.
 */
export function readGameEnd(options: unknown, defaultTarget: number = DEFAULT_TARGET): GameEnd {
  const fields =
    options === undefined || options === null ? {} : asRecord(options, 'options', 'INVALID_TARGET');
  const dealsPerGame = readDealsPerGame(fields['dealsPerGame']);
  const passedOutCounts = fields['passedOutCounts'] ?? true;
  if (typeof passedOutCounts !== 'boolean') {
    throw new RulesError('INVALID_GAME_END', 'passedOutCounts', 'passedOutCounts is true or false');
  }
  const tieAtEnd = fields['tieAtEnd'] ?? 'draw';
  if (!(TIES_AT_END as readonly unknown[]).includes(tieAtEnd)) {
    throw new RulesError(
      'INVALID_GAME_END',
      'tieAtEnd',
      'tieAtEnd is draw, last-declarer or extra-deal',
    );
  }
  const byDefault = dealsPerGame === null ? defaultTarget : null;
  const target = fields['target'] === undefined ? byDefault : fields['target'];
  if (target === null && dealsPerGame === null) {
    throw new RulesError('INVALID_TARGET', 'target', 'A game without a target needs dealsPerGame');
  }
  return {
    target: target === null ? null : assertTarget(target),
    dealsPerGame,
    passedOutCounts,
    tieAtEnd: tieAtEnd as TieAtEnd,
  };
}

/** The target of `options` (`{ target }`), or the default one (Infinity for none). */
export function readTarget(options: unknown, defaultTarget: number = DEFAULT_TARGET): number {
  return readGameEnd(options, defaultTarget).target ?? Infinity;
}

function assertTarget(target: unknown): number {
  if (!isWholeNumber(target) || target <= 0) {
    throw new RulesError(
      'INVALID_TARGET',
      'target',
      `A target is a whole number of points above 0 (got ${shown(target)})`,
    );
  }
  return target;
}

function readDealsPerGame(value: unknown): number | null {
  if (value === undefined || value === null) return null;
  if (!isWholeNumber(value) || value < 1) {
    throw new RulesError(
      'INVALID_GAME_END',
      'dealsPerGame',
      `dealsPerGame is a whole number of deals above 0 (got ${shown(value)})`,
    );
  }
  return value;
}
