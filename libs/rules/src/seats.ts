import { RulesError } from './errors.ts';
import { shown } from './input.ts';
import type { Seat, Team } from './types.ts';

/** Seats are numbered counterclockwise: seat s+1 sits at the right of seat s. */
export const SEATS: readonly Seat[] = [0, 1, 2, 3];
export const TEAMS: readonly Team[] = ['A', 'B'];

/** Partners face each other: team A = seats 0 and 2, team B = seats 1 and 3. */
export function teamOfSeat(seat: Seat): Team {
  return assertSeat(seat, 'seat') % 2 === 0 ? 'A' : 'B';
}

export function otherTeam(team: Team): Team {
  return assertTeam(team, 'team') === 'A' ? 'B' : 'A';
}

export function seatsOfTeam(team: Team): [Seat, Seat] {
  return assertTeam(team, 'team') === 'A' ? [0, 2] : [1, 3];
}

/** The deal moves to the right after every deal, a passed-out one included. */
export function nextDealer(dealer: Seat): Seat {
  return ((assertSeat(dealer, 'dealer') + 1) % 4) as Seat;
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
    throw new RulesError('INVALID_SEAT', field, `A seat is 0, 1, 2 or 3 (got ${shown(value)})`);
  return value;
}

export function assertTeam(value: unknown, field: string): Team {
  if (value !== 'A' && value !== 'B')
    throw new RulesError('INVALID_TEAM', field, `A team is "A" or "B" (got ${shown(value)})`);
  return value;
}
