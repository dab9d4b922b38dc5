import { expectedScore } from './expected.ts';
import { gameChange, roundToTenth } from './game.ts';
import { DEFAULT_RATING_OPTIONS } from './options.ts';
import { rateGame } from './replay.ts';
import type { PlayerRating, RatedGame } from './types.ts';

const ratings = (entries: Record<string, [number, number]>) =>
  new Map<string, PlayerRating>(
    Object.entries(entries).map(([id, [rating, games]]) => [id, { rating, games }]),
  );
const game = (winner: RatedGame['winner']): RatedGame => ({
  pairA: ['ana', 'bruno'],
  pairB: ['chloe', 'denis'],
  winner,
});
const ratingsAfter = (result: ReturnType<typeof rateGame>) =>
  Object.fromEntries([...result.ratings].map(([id, { rating }]) => [id, rating]));

describe('expectedScore', () => {
  it.each([
    [1500, 1500, 0.5],
    [1580, 1480, 0.640065],
    [1480, 1580, 0.359935],
    [1900, 1500, 0.909091],
  ])('of a pair rated %i against %i is %f', (rating, opponent, expected) => {
    expect(expectedScore(rating, opponent)).toBeCloseTo(expected, 6);
  });
});

describe('the README’s worked example', () => {
  // Ana 1620 (45 games) and Bruno 1540 (30): 1580. Chloé (new) 1500 and Denis 1460 (12
  // games): 1480. E = 0.640065; K = (20 + 20 + 40 + 40) / 4 = 30.
  const before = ratings({
    ana: [1620, 45],
    bruno: [1540, 30],
    chloe: [1500, 0],
    denis: [1460, 12],
  });

  it.each<[RatedGame['winner'], number, Record<string, number>]>([
    ['A', 10.8, { ana: 1630.8, bruno: 1550.8, chloe: 1489.2, denis: 1449.2 }],
    ['B', -19.2, { ana: 1600.8, bruno: 1520.8, chloe: 1519.2, denis: 1479.2 }],
    [null, -4.2, { ana: 1615.8, bruno: 1535.8, chloe: 1504.2, denis: 1464.2 }],
  ])('winner %s: pair A changes by %f', (winner, change, after) => {
    const result = rateGame(before, game(winner));
    expect(result.changes).toEqual([{ expected: expect.closeTo(0.640065, 6), k: 30, change }]);
    expect(ratingsAfter(result)).toEqual(after);
  });

  it('counts one more game for each of the four players', () => {
    const games = [...rateGame(before, game('A')).ratings].map(([id, { games }]) => [id, games]);
    expect(Object.fromEntries(games)).toEqual({ ana: 46, bruno: 31, chloe: 1, denis: 13 });
  });
});

describe('gameChange', () => {
  const options = DEFAULT_RATING_OPTIONS;

  it('starts a player not rated yet at 1500 with no game: K 40, ±20 between equals', () => {
    expect(gameChange(new Map(), game('A'), options)).toEqual({ expected: 0.5, k: 40, change: 20 });
    expect(gameChange(new Map(), game('B'), options).change).toBe(-20);
  });

  it('changes nothing for a draw between pairs rated equal', () => {
    const equal = ratings({
      ana: [1600, 50],
      bruno: [1400, 50],
      chloe: [1450, 3],
      denis: [1550, 9],
    });
    expect(gameChange(equal, game(null), options).change).toBe(0);
  });

  it.each([
    [19, 40],
    [20, 35],
  ])('gives a player with %i games the new player’s K: the game’s K is %i', (games, k) => {
    const known = ratings({
      ana: [1500, games],
      bruno: [1500, 0],
      chloe: [1500, 0],
      denis: [1500, 0],
    });
    expect(gameChange(known, game('A'), options).k).toBe(k);
  });

  it('takes the options’ K-factors, starting rating and new player’s games', () => {
    const custom = { start: 1000, kFactor: 10, newPlayerKFactor: 30, newPlayerGames: 1 };
    const known = ratings({ ana: [1000, 1], bruno: [1000, 1] });
    expect(gameChange(known, game('A'), custom)).toEqual({ expected: 0.5, k: 20, change: 10 });
  });
});

describe('roundToTenth', () => {
  it.each([
    [10.798, 10.8],
    [-19.202, -19.2],
    [0.25, 0.3],
    [-0.25, -0.3],
    [-0.04, 0],
    [1507.2 + 0.1, 1507.3],
  ])('rounds %f to %f, half away from zero', (value, rounded) => {
    expect(roundToTenth(value)).toBe(rounded);
  });
});
