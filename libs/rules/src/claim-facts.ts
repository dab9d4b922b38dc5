import { assertCardPoints, LAST_TRICK_POINTS, TOTAL_CARD_POINTS } from './card-points.ts';
import type { PointsSum } from './card-points.ts';
import { assertContract } from './contract.ts';
import { RulesError } from './errors.ts';
import { refuseFacts } from './game-facts.ts';
import { JASS_FOREIGN_FACTS, MARQUE_2018, type JassVariant } from './jass-variant.ts';
import { asRecord, isWholeNumber } from './input.ts';
import { assertTeam, seatsOfTeam, TEAMS } from './seats.ts';
import type { ClaimedDeal, Team, TeamPoints } from './types.ts';

export const TRICKS_IN_A_DEAL = 9;

/** Tricks won so far, one count per seat. */
export type Tricks = [number, number, number, number];

/** Checks the facts of a claim ("nous avons gagné"); returns a clean copy. */
export function assertClaimedDeal(deal: unknown, variant: JassVariant = MARQUE_2018): ClaimedDeal {
  const record = asRecord(deal, 'deal');
  refuseFacts(record, JASS_FOREIGN_FACTS, 'This game');
  const { contract, doubling } = assertContract(
    record['contract'],
    record['doubling'],
    variant.contracts,
  );
  const claim = asRecord(record['claim'], 'claim');
  const team = assertTeam(claim['team'], 'claim.team');
  const tricksSoFar = assertTricks(claim['tricksSoFar']);
  const cardPointsSoFar = assertCardPoints(
    claim['cardPointsSoFar'],
    'claim.cardPointsSoFar',
    pointsSumAfter(tricksSoFar),
  );
  assertPointsNeedTricks(cardPointsSoFar, tricksSoFar);
  return { contract, doubling, claim: { team, cardPointsSoFar, tricksSoFar } };
}

export function tricksPlayed(tricks: Tricks): number {
  return tricks.reduce((sum, count) => sum + count, 0);
}

export function tricksOfTeam(tricks: Tricks, team: Team): number {
  const [first, second] = seatsOfTeam(team);
  return tricks[first] + tricks[second];
}

/** 4 whole numbers, one per seat, 9 at most together. */
function assertTricks(value: unknown): Tricks {
  const valid =
    Array.isArray(value) &&
    value.length === 4 &&
    value.every((count) => isWholeNumber(count) && count >= 0) &&
    tricksPlayed(value as Tricks) <= TRICKS_IN_A_DEAL;
  if (!valid) {
    throw new RulesError(
      'CLAIM_TRICKS_INVALID',
      'claim.tricksSoFar',
      `Tricks so far are 4 whole numbers, one per seat, ${TRICKS_IN_A_DEAL} at most together`,
      { max: TRICKS_IN_A_DEAL },
    );
  }
  return [...value] as Tricks;
}

/** The last trick's 5 points come with the 9th trick: before it, the cards hold 152 at most. */
function pointsSumAfter(tricks: Tricks): PointsSum {
  return tricksPlayed(tricks) === TRICKS_IN_A_DEAL
    ? { exactly: TOTAL_CARD_POINTS }
    : { atMost: TOTAL_CARD_POINTS - LAST_TRICK_POINTS };
}

/** A team that has won no trick has no card points. */
function assertPointsNeedTricks(points: TeamPoints, tricks: Tricks): void {
  for (const team of TEAMS) {
    if (points[team] > 0 && tricksOfTeam(tricks, team) === 0) {
      throw new RulesError(
        'CLAIM_POINTS_CONTRADICT_TRICKS',
        `claim.cardPointsSoFar.${team}`,
        `Team ${team} has won no trick, so no card points (got ${points[team]})`,
        { points: points[team] },
      );
    }
  }
}
