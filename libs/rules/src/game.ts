import { scoreClaim } from './claim.ts';
import { isClaimed, isPassedOut } from './deal-record.ts';
import { RulesError } from './errors.ts';
import { asRecord, isWholeNumber, shown } from './input.ts';
import { scoreDeal } from './marque.ts';
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

interface DealOutcome {
  marks: TeamPoints;
  winner: Team | null;
}

/** Running totals, the end of the game and its winner, from the list of deals in order. */
export function scoreGame(deals: DealRecord[], options?: { target?: number }): GameScore {
  const target = assertTarget(options);
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
    const { marks, winner } = scoreInGame(deals[index], game.totals, target, field);
    game.totals = { A: game.totals.A + marks.A, B: game.totals.B + marks.B };
    game.deals.push({ marks, totals: { ...game.totals } });
    if (winner !== null) {
      game.winner = winner;
      game.finishedAfterDeal = index + 1;
    }
  }
  return game;
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

/** One deal's marks, and the winner when it ends the game; errors name the deal (`deals[i]`). */
function scoreInGame(
  deal: unknown,
  totals: TeamPoints,
  target: number,
  field: string,
): DealOutcome {
  try {
    asRecord(deal, 'deal');
    const record = deal as DealRecord;
    if (isPassedOut(record)) return { marks: { A: 0, B: 0 }, winner: null };
    // A claim always ends the game.
    if (isClaimed(record)) return scoreClaim(record, totals, target);
    return scorePlayed(record as PlayedDeal, totals, target);
  } catch (error) {
    throw error instanceof RulesError ? error.under(field) : error;
  }
}

function scorePlayed(deal: PlayedDeal, totals: TeamPoints, target: number): DealOutcome {
  const { marks } = scoreDeal(deal);
  const after = { A: totals.A + marks.A, B: totals.B + marks.B };
  const reachedA = after.A >= target;
  const reachedB = after.B >= target;
  // The game ends as soon as a team reaches or passes the target; when both do on the same
  // deal, the declaring team wins, whatever the totals.
  if (reachedA && reachedB) return { marks, winner: teamOfSeat(deal.contract.declarer) };
  if (reachedA || reachedB) return { marks, winner: reachedA ? 'A' : 'B' };
  return { marks, winner: null };
}

function assertTarget(options: unknown): number {
  if (options === undefined || options === null) return DEFAULT_TARGET;
  const target = asRecord(options, 'options', 'INVALID_TARGET')['target'];
  if (target === undefined) return DEFAULT_TARGET;
  if (!isWholeNumber(target) || target <= 0) {
    throw new RulesError(
      'INVALID_TARGET',
      'target',
      `A target is a whole number of points above 0 (got ${shown(target)})`,
    );
  }
  return target;
}
