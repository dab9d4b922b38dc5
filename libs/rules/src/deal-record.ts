import type { AnyDealRecord, ClaimedDeal, DealRecord, PassedOutDeal, PlayedDeal } from './types.ts';

/** Four passes with no bid: the deal scores 0–0 but keeps its place in the list (any game). */
export function isPassedOut(deal: AnyDealRecord): deal is PassedOutDeal {
  const record: unknown = deal;
  return isObject(record) && record['passedOut'] === true;
}

/** A deal stopped by "nous avons gagné" (any game; only the 36-card games have claims). */
export function isClaimed(deal: AnyDealRecord): deal is ClaimedDeal {
  const record: unknown = deal;
  return isObject(record) && !isPassedOut(deal) && record['claim'] !== undefined;
}

/** A deal played to its 9th trick. */
export function isPlayed(deal: DealRecord): deal is PlayedDeal {
  return isObject(deal) && !isPassedOut(deal) && !isClaimed(deal);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
