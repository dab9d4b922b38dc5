import { bellWith } from './bell.ts';
import { assertCardPoints } from './card-points.ts';
import { CINCH_CONTRACTS, resolveCinchAuction } from './cinch-auction.ts';
import { readGameContract } from './contract.ts';
import { RulesError } from './errors.ts';
import { endAtTarget, playGame, readGameEnd, type DealInGame, type GameScore } from './game.ts';
import { readOptionalTeam, refuseFacts } from './game-facts.ts';
import { asRecord, isWholeNumber, shown } from './input.ts';
import { teamMarks, type DealScore } from './marque.ts';
import type { Ruleset, RulesetForm } from './ruleset.ts';
import { otherTeam, teamOfSeat } from './seats.ts';
import type { CinchDealRecord, CinchPlayedDeal } from './types.ts';

export { CINCH_CONTRACTS, resolveCinchAuction } from './cinch-auction.ts';

/** RULES-CINCH "Points": High, Low, Jack and Game 1 each, the two pedros 5 each. */
export const CINCH_TOTAL_POINTS = 14;
const PEDRO_POINTS = 5;
const ONE_POINT_CARDS = 4;
const PEDROS = 2;

/** The first team to reach 51 wins; a tournament may set another target, from 11 to 500. */
const CINCH_TARGETS = { default: 51, min: 11, max: 500 };

/** Facts of the other games that a Cinch deal cannot carry. */
const CINCH_FOREIGN_FACTS = ['belote', 'allTricks', 'claim'] as const;

/**
 * RULES-CINCH "Points": each team's points are distinct cards among {1, 1, 1, 1, 5, 5}, disjoint
 * from the other team's (a card left in the stock scores for nobody). Written as 5f + o with
 * o <= 4, a pair is possible when f_A + f_B <= 2 and o_A + o_B <= 4: 13–1 is, 4–4 and 14–1 are not.
 * Anything but whole numbers from 0 to 14 is not a possible pair.
 */
export function isPossibleCinchPair(a: number, b: number): boolean {
  if (!isTeamPoints(a) || !isTeamPoints(b)) return false;
  const pedros = Math.floor(a / PEDRO_POINTS) + Math.floor(b / PEDRO_POINTS);
  const ones = (a % PEDRO_POINTS) + (b % PEDRO_POINTS);
  return pedros <= PEDROS && ones <= ONE_POINT_CARDS;
}

function isTeamPoints(value: number): boolean {
  return isWholeNumber(value) && value >= 0 && value <= CINCH_TOTAL_POINTS;
}

/** A Cinch deal: passed out, or played with its contract, each team's points and a revoke. */
export function readCinchDeal(deal: unknown): CinchDealRecord {
  const record = asRecord(deal, 'deal');
  if (record['passedOut'] === true) return { passedOut: true };
  return readPlayedDeal(record);
}

function readPlayedDeal(record: Record<string, unknown>): CinchPlayedDeal {
  refuseFacts(record, CINCH_FOREIGN_FACTS, 'Cinch');
  assertNoDoubling(record['doubling']);
  const contract = readGameContract(record['contract'], CINCH_CONTRACTS);
  const cardPoints = assertCardPoints(
    record['cardPoints'],
    'cardPoints',
    { atMost: CINCH_TOTAL_POINTS },
    CINCH_TOTAL_POINTS,
  );
  if (!isPossibleCinchPair(cardPoints.A, cardPoints.B)) {
    throw new RulesError(
      'POINTS_IMPOSSIBLE',
      'cardPoints',
      `No split of the point cards gives ${cardPoints.A}–${cardPoints.B} (two 5s and four 1s)`,
      { A: cardPoints.A, B: cardPoints.B },
    );
  }
  // The referee records the team that failed to follow suit or trump when required.
  const revoke = readOptionalTeam(record, 'revoke');
  return revoke === undefined ? { contract, cardPoints } : { contract, cardPoints, revoke };
}

/** "No coinche, no surcoinche in this game": only an absent doubling or 'none' is accepted. */
function assertNoDoubling(doubling: unknown): void {
  if (doubling === undefined || doubling === null || doubling === 'none') return;
  if (doubling === 'coinche' || doubling === 'surcoinche') {
    throw new RulesError('FACT_NOT_IN_GAME', 'doubling', `Cinch has no ${doubling}`, {
      game: 'Cinch',
    });
  }
  throw new RulesError(
    'INVALID_DOUBLING',
    'doubling',
    `Cinch has no doubling: leave it out or say none (got ${shown(doubling)})`,
  );
}

/**
 * RULES-CINCH "Marque of a deal", with V the bid, p the declaring team's points, q the others'.
 * A passed-out deal has no marque of its own (it scores 0–0 in a game): it is refused here.
 */
export function scoreCinchDeal(deal: unknown): DealScore {
  const played = readPlayedDeal(asRecord(deal, 'deal'));
  const declaring = teamOfSeat(played.contract.declarer);
  const defending = otherTeam(declaring);
  const bid = played.contract.value;
  const p = played.cardPoints[declaring];
  const q = played.cardPoints[defending];
  // A revoking team marks nothing. The declaring team revoked: set as if it had taken no point.
  if (played.revoke === declaring)
    return { made: false, marks: teamMarks(defending, CINCH_TOTAL_POINTS + bid, 0) };
  // The defenders revoked: the declarer cannot be set and marks at least its bid.
  if (played.revoke === defending)
    return { made: true, marks: teamMarks(declaring, Math.max(p, bid), 0) };
  // Set: the defenders mark 14 plus the points the declaring team lacked.
  if (p < bid) return { made: false, marks: teamMarks(defending, CINCH_TOTAL_POINTS + bid - p, 0) };
  // Made: the team with more points marks the difference (the defenders too); equal, nothing.
  if (p === q) return { made: true, marks: { A: 0, B: 0 } };
  const ahead = p > q ? declaring : defending;
  return { made: true, marks: teamMarks(ahead, Math.abs(p - q), 0) };
}

/**
 * Running totals from the deals in order: a passed-out deal scores 0–0, and the game ends on the
 * deal where a team reaches the target (only one team marks in a deal).
 */
export function scoreCinchGame(
  deals: readonly unknown[],
  options?: unknown,
  before?: GameScore,
): GameScore {
  return playGame(deals, readGameEnd(options, CINCH_TARGETS.default), scoreCinchDealInGame, before);
}

const scoreCinchDealInGame: DealInGame = (deal, totals, target) => {
  const record = readCinchDeal(deal);
  if ('passedOut' in record) return { marks: { A: 0, B: 0 }, winner: null };
  const { marks } = scoreCinchDeal(record);
  return endAtTarget(marks, totals, target, teamOfSeat(record.contract.declarer));
};

const form: RulesetForm = {
  cards: 52,
  tricks: 6,
  totalPoints: CINCH_TOTAL_POINTS,
  pointsAddUp: 'at-most',
  contracts: CINCH_CONTRACTS,
  doublings: ['none'],
  uncoinchable: [],
  calls: ['pass', 'bid'],
  facts: { allTricks: false, allTricksAlone: false, belote: false, claim: false, revoke: true },
  // "La distribution passe à gauche": seat s + 1 plays after seat s, clockwise.
  seatOrder: 'clockwise',
  target: CINCH_TARGETS,
};

/** Cinch (Double Pedro), RULES-CINCH.md: 52 cards, 14 points a deal, game to 51. */
export const cinch: Ruleset = {
  id: 'cinch',
  names: { fr: 'Cinch (Double Pedro)', en: 'Cinch (Double Pedro)' },
  defaultTarget: CINCH_TARGETS.default,
  form,
  readDeal: readCinchDeal,
  scoreDeal: scoreCinchDeal,
  scoreGame: scoreCinchGame,
  resolveAuction: resolveCinchAuction,
  outcomeAtBell: bellWith(scoreCinchGame),
};
