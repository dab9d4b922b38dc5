import { assertAllTricks, assertCardPoints, cardValue, TOTAL_CARD_POINTS } from './card-points.ts';
import { amountOf, assertContract, doublingFactor } from './contract.ts';
import { refuseFacts } from './game-facts.ts';
import { JASS_FOREIGN_FACTS, MARQUE_2018, type JassVariant } from './jass-variant.ts';
import { asRecord } from './input.ts';
import { round10 } from './rounding.ts';
import { otherTeam, teamOfSeat } from './seats.ts';
import type { Contract, Doubling, PlayedDeal, Team, TeamPoints } from './types.ts';

/** What a failed contract, or a coinched one, adds to the (multiplied) amount. */
export const CONTRACT_BONUS = 160;

export interface DealScore {
  made: boolean;
  marks: TeamPoints;
}

/** The marque of a deal played to its end (RULES-2018 "Marque of a finished deal"). */
export function scoreDeal(deal: PlayedDeal): DealScore {
  return scoreJassDeal(deal, MARQUE_2018);
}

/** `scoreDeal` for a game of the 36-card family (the 2018 marque, Jass coinché). */
export function scoreJassDeal(deal: unknown, variant: JassVariant): DealScore {
  const checked = assertPlayedDeal(deal, variant);
  const declaring = teamOfSeat(checked.contract.declarer);
  const made = isMade(checked, declaring);
  return { made, marks: marksOf(checked, declaring, made, variant) };
}

/** Checks every fact of a played deal; returns a clean copy. */
export function assertPlayedDeal(deal: unknown, variant: JassVariant = MARQUE_2018): PlayedDeal {
  const record = asRecord(deal, 'deal');
  refuseFacts(record, JASS_FOREIGN_FACTS, 'This game');
  const { contract, doubling } = assertContract(
    record['contract'],
    record['doubling'],
    variant.contracts,
  );
  const cardPoints = assertCardPoints(record['cardPoints'], 'cardPoints', {
    exactly: TOTAL_CARD_POINTS,
  });
  const allTricks = assertAllTricks(record['allTricks'], cardPoints);
  return allTricks
    ? { contract, doubling, cardPoints, allTricks }
    : { contract, doubling, cardPoints };
}

function isMade(deal: PlayedDeal, declaring: Team): boolean {
  const { value, declarer } = deal.contract;
  // A match: the declaring team won all 9 tricks.
  if (value === 'match') return deal.allTricks?.team === declaring;
  // A générale: the declarer alone did (a trick won by the partner fails it).
  if (value === 'generale')
    return deal.allTricks?.team === declaring && deal.allTricks.seat === declarer;
  // A numeric contract is made with card points equal to it or more.
  return deal.cardPoints[declaring] >= value;
}

function marksOf(
  deal: PlayedDeal,
  declaring: Team,
  made: boolean,
  variant: JassVariant,
): TeamPoints {
  const defending = otherTeam(declaring);
  if (deal.doubling !== 'none') {
    // Coinched or surcoinched: only the winner of the contract marks; no card value is added.
    const winner = made ? declaring : defending;
    return teamMarks(winner, doubledMarks(deal.contract, deal.doubling), 0);
  }
  const amount = amountOf(deal.contract.value);
  // Failed ("chuté"): the defenders mark V + 160, whatever their cards.
  if (!made) return teamMarks(defending, amount + CONTRACT_BONUS, 0);
  return teamMarks(
    declaring,
    amount + round10(cardValue(deal, declaring, variant)),
    round10(cardValue(deal, defending, variant)),
  );
}

/** What the winner of a coinched contract marks: 2V + 160, or 4V + 160 when surcoinched. */
export function doubledMarks(contract: Contract, doubling: Doubling): number {
  return doublingFactor(doubling) * amountOf(contract.value) + CONTRACT_BONUS;
}

/** Marks with `team` marking `own` and the other team `other`. */
export function teamMarks(team: Team, own: number, other: number): TeamPoints {
  return team === 'A' ? { A: own, B: other } : { A: other, B: own };
}
