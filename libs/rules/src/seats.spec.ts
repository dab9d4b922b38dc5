import { RulesError } from './errors.ts';
import { firstSpeaker, nextDealer, otherTeam, seatsOfTeam, teamOfSeat } from './seats.ts';
import type { Seat, Team } from './types.ts';

describe('seats and teams', () => {
  it.each<[Seat, Team]>([
    [0, 'A'],
    [1, 'B'],
    [2, 'A'],
    [3, 'B'],
  ])('puts seat %i in team %s (partners face each other)', (seat, team) => {
    expect(teamOfSeat(seat)).toBe(team);
  });

  it.each<[Team, [Seat, Seat], Team]>([
    ['A', [0, 2], 'B'],
    ['B', [1, 3], 'A'],
  ])('gives team %s the seats %j and the opponent %s', (team, seats, other) => {
    expect(seatsOfTeam(team)).toEqual(seats);
    expect(otherTeam(team)).toBe(other);
  });

  it.each<[Seat, Seat]>([
    [0, 1],
    [1, 2],
    [2, 3],
    [3, 0],
  ])('moves the deal to the right: after dealer %i comes dealer %i', (dealer, next) => {
    expect(nextDealer(dealer)).toBe(next);
  });

  it.each<[Seat, Seat]>([
    [0, 1],
    [1, 2],
    [2, 3],
    [3, 0],
  ])('lets the dealer’s right speak first: dealer %i, first speaker %i', (dealer, first) => {
    expect(firstSpeaker(dealer)).toBe(first);
  });

  it.each([4, -1, 1.5, '1', null, undefined])('refuses a seat of %p', (seat) => {
    expect(() => teamOfSeat(seat as Seat)).toThrow(
      expect.objectContaining({ code: 'INVALID_SEAT', field: 'seat' }),
    );
    expect(() => nextDealer(seat as Seat)).toThrow(
      expect.objectContaining({ code: 'INVALID_SEAT', field: 'dealer' }),
    );
  });

  it.each(['C', 'a', 0, null])('refuses a team of %p', (team) => {
    expect(() => otherTeam(team as Team)).toThrow(RulesError);
    expect(() => seatsOfTeam(team as Team)).toThrow(
      expect.objectContaining({ code: 'INVALID_TEAM', field: 'team' }),
    );
  });
});
