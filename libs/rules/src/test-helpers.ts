import type { ContractValue, Doubling, PlayedDeal, Seat, Team } from './types.ts';

/** A played deal with the given facts (hearts trump unless said). */
export function played(
  value: ContractValue,
  declarer: Seat,
  doubling: Doubling,
  cardPoints: { A: number; B: number },
  allTricks?: { team: Team; seat?: Seat },
): PlayedDeal {
  const deal: PlayedDeal = { contract: { value, suit: 'hearts', declarer }, doubling, cardPoints };
  return allTricks ? { ...deal, allTricks } : deal;
}

/** Card points A–B where team A has `a`. */
export function pointsA(a: number): { A: number; B: number } {
  return { A: a, B: 157 - a };
}
