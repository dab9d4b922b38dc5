import { scoreClaim } from './claim.ts';
import { isClaimed, isPassedOut } from './deal-record.ts';
import { RulesError } from './errors.ts';
import { asRecord, isWholeNumber, shown } from './input.ts';
import { MARQUE_2018, type JassVariant } from './jass-variant.ts';
import { scoreJassDeal } from './marque.ts';
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

/** Running totals, the end of the game and its winner, from the list of deals in order. */
export function scoreGame(deals: DealRecord[], options?: { target?: number }): GameScore {
  return scoreJassGame(deals, options, MARQUE_2018);
}

/** `scoreGame` for a game of the 36-card family (the 2018 marque, Jass coinché). */
export function scoreJassGame(
  deals: readonly unknown[],
  options: unknown,
  variant: JassVariant,
): GameScore {
  return playGame(deals, readTarget(options), (deal, totals, target) => {
    const record = deal as DealRecord;
    if (isPassedOut(record)) return { marks: { A: 0, B: 0 }, winner: null };
    // A claim always ends the game.
    if (isClaimed(record)) return scoreClaim(record, totals, target, variant);
    const played = record as PlayedDeal;
    const { marks } = scoreJassDeal(played, variant);
    return endAtTarget(marks, totals, target, teamOfSeat(played.contract.declarer));
  });
}

/** How one deal of a game scores, given the totals before it; the winner when it ends the game. */
export type DealInGame = (deal: unknown, totals: TeamPoints, target: number) => DealOutcome;

/**
 * The game loop every ruleset shares: deals in order, running totals, no deal after the end.
 * Errors name the deal (`deals[i]`).
 */
export function playGame(
  deals: readonly unknown[],
  target: number,
  scoreInGame: DealInGame,
): GameScore {
  if (!Array.isArray(deals)) throw new RulesError('INVALID_DEAL', 'deals', 'deals must be a list');
  const game: GameScore = {
    totals: { A: 0, B: 0 },
    winner: null,
    finishedAfterDeal: null,
    deals: [],
  };
  for (let index = 0; index < deals.length; index += 1) {
    const field = `deals[${index}]`;
    assertNotFinished(game, field);
    const { marks, winner } = scoreDealInGame(
      scoreInGame,
      deals[index],
      game.totals,
      target,
      field,
    );
    game.totals = { A: game.totals.A + marks.A, B: game.totals.B + marks.B };
    game.deals.push({ marks, totals: { ...game.totals } });
    if (winner !== null) {
      game.winner = winner;
      game.finishedAfterDeal = index + 1;
    }
  }
  return game;
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

/** The target of `options` (`{ target }`), or the default one. */
export function readTarget(options: unknown, defaultTarget: number = DEFAULT_TARGET): number {
  if (options === undefined || options === null) return defaultTarget;
  const target = asRecord(options, 'options', 'INVALID_TARGET')['target'];
  if (target === undefined) return defaultTarget;
  if (!isWholeNumber(target) || target <= 0) {
    throw new RulesError(
      'INVALID_TARGET',
      'target',
      `A target is a whole number of points above 0 (got ${shown(target)})`,
    );
  }
  return target;
}
