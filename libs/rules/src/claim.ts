import { TOTAL_CARD_POINTS } from './card-points.ts';
import { assertClaimedDeal, tricksOfTeam, tricksPlayed, TRICKS_IN_A_DEAL } from './claim-facts.ts';
import { isNumericContract } from './contract.ts';
import { MARQUE_2018, type JassVariant } from './jass-variant.ts';
import { doubledMarks, scoreJassDeal, teamMarks } from './marque.ts';
import { round10 } from './rounding.ts';
import { otherTeam, SEATS, teamOfSeat, TEAMS } from './seats.ts';
import type { ClaimedDeal, PlayedDeal, Team, TeamPoints } from './types.ts';

/** What each team has marked so far in a deal stopped by "nous avons gagné". */
export function marksSoFar(deal: ClaimedDeal): TeamPoints {
  return marksOf(assertClaimedDeal(deal), MARQUE_2018);
}

/**
 * The claim decides the game: the claiming team wins when its total with what it has marked so
 * far reaches the target (the other team keeps what it has marked); otherwise it loses the game
 * and marks nothing on the deal. Only the claiming team's total counts.
 */
export function scoreClaim(
  deal: ClaimedDeal,
  totalsBefore: TeamPoints,
  target: number,
  variant: JassVariant,
): { marks: TeamPoints; winner: Team } {
  const checked = assertClaimedDeal(deal, variant);
  const marks = marksOf(checked, variant);
  const claiming = checked.claim.team;
  if (totalsBefore[claiming] + marks[claiming] >= target) return { marks, winner: claiming };
  const other = otherTeam(claiming);
  return { marks: teamMarks(other, marks[other], 0), winner: other };
}

function marksOf(deal: ClaimedDeal, variant: JassVariant): TeamPoints {
  // With all 9 tricks taken the deal is over: its marks are those of a finished deal.
  if (tricksPlayed(deal.claim.tricksSoFar) === TRICKS_IN_A_DEAL)
    return scoreJassDeal(finishedDeal(deal), variant).marks;
  const declaring = teamOfSeat(deal.contract.declarer);
  return deal.doubling === 'none'
    ? marksNotCoinched(deal, declaring)
    : marksCoinched(deal, declaring);
}

/** Not coinched: defenders mark their points as they come; declarers once they reach V. */
function marksNotCoinched(deal: ClaimedDeal, declaring: Team): TeamPoints {
  const points = deal.claim.cardPointsSoFar;
  const { value } = deal.contract;
  // A match or a générale marks nothing before the deal is over.
  const reached = isNumericContract(value) && points[declaring] >= value;
  const declaringMarks = reached ? value + round10(points[declaring]) : 0;
  return teamMarks(declaring, declaringMarks, round10(points[otherTeam(declaring)]));
}

/** Coinched or surcoinched: nobody marks until the contract's outcome is certain. */
function marksCoinched(deal: ClaimedDeal, declaring: Team): TeamPoints {
  const outcome = certainOutcome(deal, declaring);
  if (outcome === 'open') return { A: 0, B: 0 };
  const winner = outcome === 'made' ? declaring : otherTeam(declaring);
  return teamMarks(winner, doubledMarks(deal.contract, deal.doubling), 0);
}

/** The outcome of a contract in a deal not over yet (fewer than 9 tricks taken). */
function certainOutcome(deal: ClaimedDeal, declaring: Team): 'made' | 'failed' | 'open' {
  const { value, declarer } = deal.contract;
  const { cardPointsSoFar: points, tricksSoFar: tricks } = deal.claim;
  const defending = otherTeam(declaring);
  if (isNumericContract(value)) {
    // Made once the declarers reach V; failed once the defenders pass 157 − V.
    if (points[declaring] >= value) return 'made';
    return points[defending] > TOTAL_CARD_POINTS - value ? 'failed' : 'open';
  }
  // A match fails at the defenders' first trick; a générale at anyone's but the declarer's
  // (the spec's rule, kept whole, though a générale cannot be coinched in 2018).
  const beaten =
    value === 'match'
      ? tricksOfTeam(tricks, defending) > 0
      : tricks.some((count, seat) => seat !== declarer && count > 0);
  return beaten ? 'failed' : 'open';
}

/** The claim of a deal whose 9 tricks are taken, as a played deal; all tricks read from the counts. */
function finishedDeal(deal: ClaimedDeal): PlayedDeal {
  const { cardPointsSoFar: cardPoints, tricksSoFar: tricks } = deal.claim;
  const played: PlayedDeal = { contract: deal.contract, doubling: deal.doubling, cardPoints };
  const alone = SEATS.find((seat) => tricks[seat] === TRICKS_IN_A_DEAL);
  if (alone !== undefined)
    return { ...played, allTricks: { team: teamOfSeat(alone), seat: alone } };
  const team = TEAMS.find((candidate) => tricksOfTeam(tricks, candidate) === TRICKS_IN_A_DEAL);
  return team === undefined ? played : { ...played, allTricks: { team } };
}
