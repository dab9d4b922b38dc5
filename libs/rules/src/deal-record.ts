import type { ClaimedDeal, DealRecord, PassedOutDeal, PlayedDeal } from './types.ts';

/** Four passes with no bid: the deal scores 0–0 but keeps its place in the list. */
export function isPassedOut(deal: DealRecord): deal is PassedOutDeal {
  return isObject(deal) && deal['passedOut'] === true;
}

/** A deal stopped by "nous avons gagné". */
export function isClaimed(deal: DealRecord): deal is ClaimedDeal {
  return isObject(deal) && !isPassedOut(deal) && deal['claim'] !== undefined;
}

/** A deal played to its 9th trick. */
export function isPlayed(deal: DealRecord): deal is PlayedDeal {
  return isObject(deal) && !isPassedOut(deal) && !isClaimed(deal);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
