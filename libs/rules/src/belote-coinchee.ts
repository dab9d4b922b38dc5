import { resolveCoincheAuction } from './auction.ts';
import { bellWith } from './bell.ts';
import { assertAllTricks, assertCardPoints } from './card-points.ts';
import {
  amountOf,
  assertDoubling,
  doublingFactor,
  DOUBLINGS,
  readGameContract,
} from './contract.ts';
import { readOptionalTeam, refuseFacts } from './game-facts.ts';
import { endAtTarget, playGame, readGameEnd, type DealInGame, type GameScore } from './game.ts';
import { asRecord } from './input.ts';
import { teamMarks, type DealScore } from './marque.ts';
import type { Ruleset, RulesetForm } from './ruleset.ts';
import { otherTeam, teamOfSeat } from './seats.ts';
import type { BeloteContractValue, BeloteDealRecord, BelotePlayedDeal, Team } from './types.ts';

// Belote coinchée, as RULES-BELOTE-COINCHEE.md states it (32 cards, 8 tricks, 162 points).

const GAME = 'Belote coinchée';

/** "Card points (162 in all)": 152 in the cards, 10 for the last trick. */
const TOTAL_POINTS = 162;
/** "An 80 needs 82 (more than half of 162), with or without belote." */
const LEAST_NEED = 82;
/** "Only the declaring team's belote counts … it lowers what the declaring team must make." */
const BELOTE_ALLOWANCE = 20;
/** "Failed: the defenders mark f × 160" (a failed capot too). */
const CHUTE = 160;

/** "Contracts: 80, 90, …, 160, then capot" — lowest first, the ladder a bid climbs. */
export const BELOTE_CONTRACTS: readonly BeloteContractValue[] = [
  80,
  90,
  100,
  110,
  120,
  130,
  140,
  150,
  160,
  'capot',
];

/** "No claim in this game"; no revoke either: refused, never ignored. */
const FACTS_NOT_IN_GAME = ['claim', 'revoke'] as const;

/** A tournament's game: 2000 by default ("1000 and 1500 are common"). */
const TARGETS = { default: 2000, min: 500, max: 5000 };

const form: RulesetForm = {
  cards: 32,
  tricks: 8,
  totalPoints: TOTAL_POINTS,
  pointsAddUp: 'exactly',
  contracts: BELOTE_CONTRACTS,
  doublings: DOUBLINGS,
  uncoinchable: [],
  calls: ['pass', 'bid', 'coinche', 'surcoinche'],
  facts: { allTricks: true, allTricksAlone: false, belote: true, claim: false, revoke: false },
  seatOrder: 'clockwise',
  target: TARGETS,
};

/**
 * "What must be made": `need = max(82, V − 20 if the declaring team announced belote else V)`.
 */
export function requiredPoints(value: number, beloteByDeclarers: boolean): number {
  return Math.max(LEAST_NEED, beloteByDeclarers ? value - BELOTE_ALLOWANCE : value);
}

/** A deal's fields, once the facts this game does not have are refused (on any deal). */
function factsOfGame(deal: unknown): Record<string, unknown> {
  const record = asRecord(deal, 'deal');
  refuseFacts(record, FACTS_NOT_IN_GAME, GAME);
  return record;
}

/** A deal passed out (four passes), or played to its end: a clean, checked copy. */
function readDeal(deal: unknown): BeloteDealRecord {
  const record = factsOfGame(deal);
  if (record['passedOut'] === true) return { passedOut: true };
  return readPlayedDeal(record);
}

/** Contract, doubling, 162 card points, all tricks and belote, each checked. */
function readPlayedDeal(record: Record<string, unknown>): BelotePlayedDeal {
  const contract = readGameContract(record['contract'], BELOTE_CONTRACTS);
  const doubling = assertDoubling(record['doubling'], 'doubling');
  const cardPoints = assertCardPoints(
    record['cardPoints'],
    'cardPoints',
    { exactly: TOTAL_POINTS },
    TOTAL_POINTS,
  );
  // No "alone" in this game: a seat is refused. 162–0 without allTricks stays possible.
  const allTricks = assertAllTricks(record['allTricks'], cardPoints, {
    total: TOTAL_POINTS,
    withoutAlone: GAME,
  });
  const belote = readOptionalTeam(record, 'belote');
  const deal: BelotePlayedDeal = { contract, doubling, cardPoints };
  if (allTricks) deal.allTricks = allTricks;
  if (belote) deal.belote = belote;
  return deal;
}

/** "Numeric contract: made when x >= need. Capot: made when the declaring team took all 8 tricks." */
function isMade(deal: BelotePlayedDeal, declaring: Team): boolean {
  const { value } = deal.contract;
  if (value === 'capot') return deal.allTricks?.team === declaring;
  return deal.cardPoints[declaring] >= requiredPoints(value, deal.belote === declaring);
}

/** "Only one team marks": made, the declarers f × V (capot f × 250); failed, the defenders f × 160. */
function scorePlayedDeal(deal: BelotePlayedDeal): DealScore {
  const declaring = teamOfSeat(deal.contract.declarer);
  const made = isMade(deal, declaring);
  const factor = doublingFactor(deal.doubling);
  const marks = made
    ? teamMarks(declaring, factor * amountOf(deal.contract.value), 0)
    : teamMarks(otherTeam(declaring), factor * CHUTE, 0);
  return { made, marks };
}

function scoreDeal(deal: unknown): DealScore {
  return scorePlayedDeal(readPlayedDeal(factsOfGame(deal)));
}

/** Passed-out deals score 0–0; the game ends on the first deal that takes a team to the target. */
function scoreGame(deals: readonly unknown[], options?: unknown, before?: GameScore): GameScore {
  return playGame(deals, readGameEnd(options, TARGETS.default), scoreDealInGame, before);
}

const scoreDealInGame: DealInGame = (deal, totals, target) => {
  const record = readDeal(deal);
  if ('passedOut' in record) return { marks: { A: 0, B: 0 }, winner: null };
  const { marks } = scorePlayedDeal(record);
  return endAtTarget(marks, totals, target, teamOfSeat(record.contract.declarer));
};

export const beloteCoinchee: Ruleset = {
  id: 'belote-coinchee',
  names: { fr: 'Belote coinchée', en: 'Belote coinchée (32 cards)' },
  defaultTarget: TARGETS.default,
  form,
  readDeal,
  scoreDeal,
  scoreGame,
  // The 2018 auction with this game's ladder; no final contract, so a capot can be coinched.
  resolveAuction: (dealer, calls) =>
    resolveCoincheAuction(dealer, calls, { contracts: BELOTE_CONTRACTS }),
  outcomeAtBell: bellWith(scoreGame),
};
