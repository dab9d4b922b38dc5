import { entrantRating, seedingOrder } from './seeding.ts';

const ratings = new Map([
  ['ana', { rating: 1700, games: 30 }],
  ['bob', { rating: 1400, games: 30 }],
  ['cy', { rating: 1580, games: 30 }],
  ['dan', { rating: 1500, games: 8 }],
]);

describe('seedingOrder', () => {
  it('orders a mêlée’s players on their ratings, highest first', () => {
    const players = ['bob', 'ana', 'dan', 'cy'].map((id) => ({ id, people: [id] }));
    expect(seedingOrder(players, ratings)).toEqual(['ana', 'cy', 'dan', 'bob']);
  });

  it('orders teams on the mean of their two players, a new player at 1500', () => {
    const teams = [
      { id: 'ana-bob', people: ['ana', 'bob'] }, // 1550
      { id: 'cy-new', people: ['cy', 'new'] }, // 1540
      { id: 'dan-eve', people: ['dan', 'eve'] }, // 1500
      { id: 'ana-cy', people: ['ana', 'cy'] }, // 1640
    ];
    expect(seedingOrder(teams, ratings)).toEqual(['ana-cy', 'ana-bob', 'cy-new', 'dan-eve']);
  });

  it('keeps the order given (the draw’s) for entrants rated equal', () => {
    const teams = ['t3', 't1', 't2'].map((id) => ({ id, people: [`${id}a`, `${id}b`] }));
    expect(seedingOrder(teams, ratings)).toEqual(['t3', 't1', 't2']);
    expect(seedingOrder([...teams].reverse(), ratings)).toEqual(['t2', 't1', 't3']);
  });

  it('rates new players at the starting rating of the options', () => {
    const teams = [
      { id: 'dan', people: ['dan'] },
      { id: 'new', people: ['new'] },
    ];
    expect(seedingOrder(teams, ratings, { start: 1600 })).toEqual(['new', 'dan']);
  });
});

describe('entrantRating', () => {
  const ratings = new Map([
    ['ana', { rating: 1540, games: 2 }],
    ['bob', { rating: 1480, games: 2 }],
  ]);

  it('is the mean of its players, one not rated yet at the start, nobody at the start', () => {
    expect(entrantRating({ id: 't', people: ['ana', 'bob'] }, ratings)).toBe(1510);
    expect(entrantRating({ id: 't', people: ['ana', 'new'] }, ratings)).toBe(1520);
    expect(entrantRating({ id: 'p', people: ['bob'] }, ratings)).toBe(1480);
    expect(entrantRating({ id: 'x', people: [] }, ratings)).toBe(1500);
  });
});
