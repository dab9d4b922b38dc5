import { lateEntryByes } from './late-entry.ts';

describe('lateEntryByes', () => {
  const teams = [
    { id: 'from-start', joinedRound: 1 },
    { id: 'round-3', joinedRound: 3 },
    { id: 'next-round', joinedRound: 5 },
  ];

  it.each([
    [
      '4 rounds started: a bye for each round missed',
      4,
      [
        { team: 'round-3', round: 1 },
        { team: 'round-3', round: 2 },
        { team: 'next-round', round: 1 },
        { team: 'next-round', round: 2 },
        { team: 'next-round', round: 3 },
        { team: 'next-round', round: 4 },
      ],
    ],
    [
      '2 rounds started: none for a round not started yet',
      2,
      [
        { team: 'round-3', round: 1 },
        { team: 'round-3', round: 2 },
        { team: 'next-round', round: 1 },
        { team: 'next-round', round: 2 },
      ],
    ],
    ['no round started: none', 0, []],
  ])('%s', (_case, started, byes) => {
    expect(lateEntryByes(teams, started, true)).toEqual(byes);
  });

  it('gives none when the tournament does not give them', () => {
    expect(lateEntryByes(teams, 4, false)).toEqual([]);
  });
});
