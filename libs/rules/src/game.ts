import { scoreClaim } from './claim.ts';
import { asRecord } from './contract.ts';
import { RulesError } from './errors.ts';
import { scoreDeal } from './marque.ts';
import { teamOfSeat } from './seats.ts';
import type {
  ClaimedDeal,
  DealRecord,
  PassedOutDeal,
  PlayedDeal,
  Team,
  TeamPoints,
} from './types.ts';

/** A game ends when a team reaches or passes this (a tournament may set another target). */
export const DEFAULT_TARGET = 2000;

export interface GameScore {
  totals: TeamPoints;
  winner: Team | null;
  /** 1-based number of the deal that ended the game. */
  finishedAfterDeal: number | null;
  deals: Array<{ marks: TeamPoints; totals: TeamPoints }>;
}

export function isPassedOut(deal: DealRecord): deal is PassedOutDeal {
  return (deal as PassedOutDeal).passedOut === true;
}

export function isClaimed(deal: DealRecord): deal is ClaimedDeal {
  return typeof deal === 'object' && deal !== null && 'claim' in deal;
}

/** Running totals, the end of the game and its winner, from the list of deals in order. */
export function scoreGame(deals: DealRecord[], options: { target?: number } = {}): GameScore {
  const target = assertTarget(options.target);
  if (!Array.isArray(deals)) throw new RulesError('INVALID_DEAL', 'deals', 'deals must be a list');
  const game: GameScore = {
    totals: { A: 0, B: 0 },
    winner: null,
    finishedAfterDeal: null,
    deals: [],
  };
  deals.forEach((deal, index) => {
    const field = `deals[${index}]`;
    if (game.winner !== null) {
      throw new RulesError(
        'DEAL_AFTER_GAME_END',
        field,
        `The game ended after deal ${game.finishedAfterDeal}`,
        {
          finishedAfterDeal: game.finishedAfterDeal ?? 0,
        },
      );
    }
    const { marks, winner } = scoreOne(deal, game.totals, target, field);
    game.totals = { A: game.totals.A + marks.A, B: game.totals.B + marks.B };
    game.deals.push({ marks, totals: game.totals });
    if (winner) {
      game.winner = winner;
      game.finishedAfterDeal = index + 1;
    }
  });
  return game;
}

function scoreOne(
  deal: DealRecord,
  totals: TeamPoints,
  target: number,
  field: string,
): { marks: TeamPoints; winner: Team | null } {
  try {
    asRecord(deal, 'deal');
    if (isPassedOut(deal)) return { marks: { A: 0, B: 0 }, winner: null };
    if (isClaimed(deal)) return scoreClaim(deal, totals, target);
    const { marks } = scoreDeal(deal as PlayedDeal);
    return {
      marks,
      winner: winnerAfter(
        deal as PlayedDeal,
        { A: totals.A + marks.A, B: totals.B + marks.B },
        target,
      ),
    };
  } catch (error) {
    throw error instanceof RulesError ? error.under(field) : error;
  }
}

/** The team that reached the target; when both did on the same deal, the declaring team. */
function winnerAfter(deal: PlayedDeal, totals: TeamPoints, target: number): Team | null {
  const reachedA = totals.A >= target;
  const reachedB = totals.B >= target;
  if (reachedA && reachedB) return teamOfSeat(deal.contract.declarer);
  if (reachedA) return 'A';
  return reachedB ? 'B' : null;
}

function assertTarget(target: unknown): number {
  if (target === undefined) return DEFAULT_TARGET;
  if (typeof target !== 'number' || !Number.isInteger(target) || target <= 0) {
    throw new RulesError(
      'INVALID_TARGET',
      'target',
      `A target is a whole number of points above 0 (got ${String(target)})`,
    );
  }
  return target;
}
