import { playerAt } from './seats';

describe('playerAt', () => {
  const table = {
    teamA: {
      id: 'a',
      name: 'As',
      players: ['Anne', 'Alex'] as [string, string],
      seats: [0, 2] as [0, 2],
    },
    teamB: {
      id: 'b',
      name: 'Bourdons',
      players: ['Bea', 'Bob'] as [string, string],
      seats: [1, 3] as [1, 3],
    },
  };

  it('seats team A at 0 and 2 and team B at 1 and 3', () => {
    expect(([0, 1, 2, 3] as const).map((seat) => playerAt(table, seat))).toEqual([
      'Anne',
      'Bea',
      'Alex',
      'Bob',
    ]);
  });
});
