import { assertCardPoints, TOTAL_CARD_POINTS } from './card-points.ts';
import {
  asRecord,
  assertContract,
  contractAmount,
  doublingFactor,
  isNumericContract,
} from './contract.ts';
import { RulesError } from './errors.ts';
import { CONTRACT_BONUS, teamMarks } from './marque.ts';
import { round10 } from './rounding.ts';
import { assertTeam, otherTeam, seatsOfTeam, teamOfSeat } from './seats.ts';
import type { ClaimedDeal, Team, TeamPoints } from './types.ts';

const TRICKS_IN_A_DEAL = 9;

/** What each team has marked so far in a deal stopped by "nous avons gagné" (before the winner is decided). */
export function marksSoFar(deal: ClaimedDeal): TeamPoints {
  const checked = assertClaimedDeal(deal);
  const declaring = teamOfSeat(checked.contract.declarer);
  return checked.doubling === 'none'
    ? marksNotCoinched(checked, declaring)
    : marksCoinched(checked, declaring);
}

/**
 * The claim decides the game: the claiming team wins when its total with what it has marked so
 * far reaches the target (the other team keeps what it has marked); otherwise it loses the game
 * and marks nothing on the deal.
 */
export function scoreClaim(
  deal: ClaimedDeal,
  totalsBefore: TeamPoints,
  target: number,
): { marks: TeamPoints; winner: Team } {
  const marks = marksSoFar(deal);
  const claiming = deal.claim.team;
  if (totalsBefore[claiming] + marks[claiming] >= target) return { marks, winner: claiming };
  const other = otherTeam(claiming);
  return { marks: teamMarks(other, marks[other], 0), winner: other };
}

export function assertClaimedDeal(deal: unknown): ClaimedDeal {
  const record = asRecord(deal, 'deal');
  const { contract, doubling } = assertContract(record['contract'], record['doubling']);
  const claim = asRecord(record['claim'], 'claim');
  const team = assertTeam(claim['team'], 'claim.team');
  const tricksSoFar = assertTricks(claim['tricksSoFar']);
  const tricksDone = tricksSoFar.reduce((sum, tricks) => sum + tricks, 0);
  // The last trick's 5 points only come with the 9th trick: before it, the cards hold 152.
  const total = tricksDone === TRICKS_IN_A_DEAL ? TOTAL_CARD_POINTS : undefined;
  const cardPointsSoFar = assertCardPoints(
    claim['cardPointsSoFar'],
    'claim.cardPointsSoFar',
    total,
  );
  assertPointsNeedTricks(cardPointsSoFar, tricksSoFar);
  return { contract, doubling, claim: { team, cardPointsSoFar, tricksSoFar } };
}

function assertTricks(value: unknown): [number, number, number, number] {
  const valid =
    Array.isArray(value) &&
    value.length === 4 &&
    value.every((tricks) => Number.isInteger(tricks) && tricks >= 0) &&
    value.reduce((sum: number, tricks: number) => sum + tricks, 0) <= TRICKS_IN_A_DEAL;
  if (!valid) {
    throw new RulesError(
      'CLAIM_TRICKS_INVALID',
      'claim.tricksSoFar',
      'Tricks so far are 4 whole numbers, one per seat, 9 at most together',
    );
  }
  return value as [number, number, number, number];
}

/** A team that has won no trick has no card points. */
function assertPointsNeedTricks(
  points: TeamPoints,
  tricks: [number, number, number, number],
): void {
  for (const team of ['A', 'B'] as const) {
    const [first, second] = seatsOfTeam(team);
    if (points[team] > 0 && tricks[first] + tricks[second] === 0) {
      throw new RulesError(
        'CLAIM_POINTS_CONTRADICT_TRICKS',
        `claim.cardPointsSoFar.${team}`,
        `Team ${team} has won no trick, so no card points`,
      );
    }
  }
}

/** Not coinched: defenders mark their points as they come; declarers once they reach V. */
function marksNotCoinched(deal: ClaimedDeal, declaring: Team): TeamPoints {
  const points = deal.claim.cardPointsSoFar;
  const defending = otherTeam(declaring);
  const { value } = deal.contract;
  // A match or a générale marks nothing before the deal is over.
  const reached = isNumericContract(value) && points[declaring] >= value;
  const declaringMarks = reached ? value + round10(points[declaring]) : 0;
  return teamMarks(declaring, declaringMarks, round10(points[defending]));
}

/** Coinched or surcoinched: nobody marks until the contract's outcome is certain. */
function marksCoinched(deal: ClaimedDeal, declaring: Team): TeamPoints {
  const outcome = certainOutcome(deal, declaring);
  if (outcome === 'open') return { A: 0, B: 0 };
  const winner = outcome === 'made' ? declaring : otherTeam(declaring);
  return teamMarks(
    winner,
    doublingFactor(deal.doubling) * contractAmount(deal.contract.value) + CONTRACT_BONUS,
    0,
  );
}

function certainOutcome(deal: ClaimedDeal, declaring: Team): 'made' | 'failed' | 'open' {
  const { value, declarer } = deal.contract;
  const { cardPointsSoFar: points, tricksSoFar: tricks } = deal.claim;
  const defending = otherTeam(declaring);
  const tricksOf = (team: Team) =>
    seatsOfTeam(team).reduce<number>((sum, seat) => sum + tricks[seat], 0);
  const allTricksDone = tricks.reduce((sum, count) => sum + count, 0) === TRICKS_IN_A_DEAL;
  if (isNumericContract(value)) {
    if (points[declaring] >= value) return 'made';
    return points[defending] > TOTAL_CARD_POINTS - value ? 'failed' : 'open';
  }
  if (value === 'match') {
    if (tricksOf(defending) > 0) return 'failed';
    return allTricksDone ? 'made' : 'open';
  }
  // A générale fails as soon as anyone but the declarer wins a trick.
  if (tricks.some((count, seat) => seat !== declarer && count > 0)) return 'failed';
  return allTricksDone ? 'made' : 'open';
}
