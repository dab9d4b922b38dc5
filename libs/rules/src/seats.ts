import { RulesError } from './errors.ts';
import type { Seat, Team } from './types.ts';

export const SEATS: readonly Seat[] = [0, 1, 2, 3];
export const TEAMS: readonly Team[] = ['A', 'B'];

export function teamOfSeat(seat: Seat): Team {
  return seat % 2 === 0 ? 'A' : 'B';
}

export function otherTeam(team: Team): Team {
  return team === 'A' ? 'B' : 'A';
}

export function seatsOfTeam(team: Team): [Seat, Seat] {
  return team === 'A' ? [0, 2] : [1, 3];
}

/** The deal moves to the right, passed-out deals included. */
export function nextDealer(dealer: Seat): Seat {
  return ((dealer + 1) % 4) as Seat;
}

/** The dealer's right-hand neighbour speaks first and leads the first trick. */
export function firstSpeaker(dealer: Seat): Seat {
  return nextDealer(dealer);
}

export function isSeat(value: unknown): value is Seat {
  return value === 0 || value === 1 || value === 2 || value === 3;
}

export function assertSeat(value: unknown, field: string): Seat {
  if (!isSeat(value))
    throw new RulesError('INVALID_SEAT', field, `A seat is 0, 1, 2 or 3 (got ${String(value)})`);
  return value;
}

export function assertTeam(value: unknown, field: string): Team {
  if (value !== 'A' && value !== 'B')
    throw new RulesError('INVALID_TEAM', field, `A team is "A" or "B" (got ${String(value)})`);
  return value;
}
