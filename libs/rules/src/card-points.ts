import { RulesError } from './errors.ts';
import { asRecord, isWholeNumber, shown } from './input.ts';
import { assertSeat, assertTeam, seatsOfTeam } from './seats.ts';
import type { JassVariant } from './jass-variant.ts';
import type { PlayedDeal, Team, TeamPoints } from './types.ts';

/** All the card points of a deal: 152 in the cards, 5 for the last trick. */
export const TOTAL_CARD_POINTS = 157;
/** The last trick's bonus: it only comes with the 9th trick. */
export const LAST_TRICK_POINTS = 5;
/** The card value of a team that won all 9 tricks ... */
export const ALL_TRICKS_VALUE = 250;
/** ... and of one player who won all 9 alone. */
export const ALL_TRICKS_ALONE_VALUE = 500;

/** How the two teams' points must add up: exactly (a finished deal) or at most (a claim). */
export type PointsSum = { exactly: number } | { atMost: number };

/** Whole numbers from 0 to `max` (157 unless said) for each team, adding up as `sum` says. */
export function assertCardPoints(
  value: unknown,
  field: string,
  sum: PointsSum,
  max: number = TOTAL_CARD_POINTS,
): TeamPoints {
  const record = asRecord(value, field);
  const points = {
    A: assertPoints(record['A'], `${field}.A`, max),
    B: assertPoints(record['B'], `${field}.B`, max),
  };
  const total = points.A + points.B;
  const wrong = 'exactly' in sum ? total !== sum.exactly : total > sum.atMost;
  if (wrong) {
    const expected = 'exactly' in sum ? `${sum.exactly}` : `at most ${sum.atMost}`;
    throw new RulesError(
      'CARD_POINTS_SUM',
      field,
      `Card points add up to ${expected} (got ${points.A} + ${points.B})`,
      { sum: total, ...sum },
    );
  }
  return points;
}

function assertPoints(value: unknown, field: string, max: number): number {
  if (!isWholeNumber(value)) {
    throw new RulesError(
      'CARD_POINTS_NOT_INTEGER',
      field,
      `Card points are whole numbers (got ${shown(value)})`,
    );
  }
  if (value < 0 || value > max) {
    throw new RulesError(
      'CARD_POINTS_OUT_OF_RANGE',
      field,
      `Card points are from 0 to ${max} (got ${value})`,
      { min: 0, max },
    );
  }
  return value;
}

/**
 * Who won all the tricks, if anyone. The team must then hold all the card points (157 unless
 * said), and the seat, when given, belong to that team; a game with no "alone" (`game` named)
 * refuses a seat. 157–0 without `allTricks` stays possible: the other team may have won a trick
 * worth nothing (6, 7, 8, non-trump 9s) that was not the last.
 */
export function assertAllTricks(
  value: unknown,
  cardPoints: TeamPoints,
  rules: { total: number; withoutAlone?: string } = { total: TOTAL_CARD_POINTS },
): PlayedDeal['allTricks'] {
  if (value === undefined || value === null) return undefined;
  const record = asRecord(value, 'allTricks');
  const game = rules.withoutAlone;
  if (game !== undefined && record['seat'] !== undefined && record['seat'] !== null) {
    throw new RulesError('FACT_NOT_IN_GAME', 'allTricks.seat', `${game} has no all tricks alone`, {
      game,
    });
  }
  const team = assertTeam(record['team'], 'allTricks.team');
  const seat =
    record['seat'] === undefined || record['seat'] === null
      ? undefined
      : assertSeat(record['seat'], 'allTricks.seat');
  if (seat !== undefined && !seatsOfTeam(team).includes(seat)) {
    throw new RulesError(
      'ALL_TRICKS_SEAT_NOT_IN_TEAM',
      'allTricks.seat',
      `Seat ${seat} does not play in team ${team}`,
      { seat },
    );
  }
  if (cardPoints[team] !== rules.total) {
    throw new RulesError(
      'ALL_TRICKS_CONTRADICTS_POINTS',
      'allTricks',
      `A team that won all tricks has all ${rules.total} card points (got ${cardPoints[team]})`,
      { total: rules.total, points: cardPoints[team] },
    );
  }
  return seat === undefined ? { team } : { team, seat };
}

/**
 * What a team's cards count for in the marque: its card points, or for all tricks 250 (257 in
 * Jass coinché) and 500 alone.
 */
export function cardValue(deal: PlayedDeal, team: Team, variant: JassVariant): number {
  if (!deal.allTricks) return deal.cardPoints[team];
  if (deal.allTricks.team !== team) return 0;
  return deal.allTricks.seat === undefined ? variant.allTricksValue : variant.allTricksAloneValue;
}
