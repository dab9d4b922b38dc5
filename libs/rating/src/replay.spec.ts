import { rateRound, replayGames } from './replay.ts';
import type { PlayerRating, RatedGame, RatingOptions } from './types.ts';

const played = (a: string, b: string, winner: RatedGame['winner'], round?: string): RatedGame => ({
  pairA: a.split('+') as [string, string],
  pairB: b.split('+') as [string, string],
  winner,
  ...(round === undefined ? {} : { round }),
});
const ratingsOf = (ratings: Map<string, PlayerRating>) =>
  Object.fromEntries([...ratings].map(([id, { rating }]) => [id, rating]));

/** The README's two rounds: eight new players. */
const twoRounds = [
  played('ana+bob', 'cy+dan', 'A', 'r1'),
  played('eve+fay', 'gus+hal', null, 'r1'),
  played('ana+cy', 'bob+eve', 'A', 'r2'),
  played('dan+fay', 'gus+hal', 'B', 'r2'),
];

describe('replayGames', () => {
  it('rates the README’s two rounds', () => {
    const { ratings, changes } = replayGames(twoRounds);
    expect(changes.map((change) => change.change)).toEqual([20, 0, 20.6, -19.4]);
    expect(ratingsOf(ratings)).toEqual({
      ana: 1540.6,
      bob: 1499.4,
      cy: 1500.6,
      dan: 1460.6,
      eve: 1479.4,
      fay: 1480.6,
      gus: 1519.4,
      hal: 1519.4,
    });
    expect([...ratings.values()].every((player) => player.games === 2)).toBe(true);
  });

  it('goes on from the ratings given', () => {
    const initial = new Map([['ana', { rating: 1700, games: 50 }]]);
    const { ratings, changes } = replayGames([played('ana+bob', 'cy+dan', 'B')], {}, initial);
    // A: (1700 + 1500) / 2 = 1600 against 1500; E = 0.640065; K = (20 + 3 × 40) / 4 = 35.
    expect(changes[0]?.change).toBe(-22.4);
    expect(ratings.get('ana')).toEqual({ rating: 1677.6, games: 51 });
    expect(ratings.get('cy')).toEqual({ rating: 1522.4, games: 1 });
    expect(initial.get('ana')).toEqual({ rating: 1700, games: 50 });
  });

  it('rates games without a round one after the other', () => {
    const { changes } = replayGames([
      played('ana+bob', 'cy+dan', 'A'),
      played('ana+bob', 'cy+dan', 'A'),
    ]);
    // The second game: 1520 against 1480, E = 0.557312, K 40.
    expect(changes.map((change) => change.change)).toEqual([20, 17.7]);
  });

  it('gives no rating to nobody for no game', () => {
    expect(replayGames([])).toEqual({ ratings: new Map(), changes: [] });
  });

  it.each<[string, RatedGame[], RatingOptions, string]>([
    [
      'a player twice in a round',
      [played('ana+bob', 'cy+dan', 'A', 'r1'), played('eve+ana', 'gus+hal', 'A', 'r1')],
      {},
      'PLAYER_TWICE_IN_ROUND games[1]',
    ],
    [
      'a round coming back after another',
      [
        played('ana+bob', 'cy+dan', 'A', 'r1'),
        played('ana+bob', 'cy+dan', 'A', 'r2'),
        played('eve+fay', 'gus+hal', 'A', 'r1'),
      ],
      {},
      'ROUND_NOT_CONTIGUOUS games[2].round',
    ],
    [
      'a round coming back after a game of no round',
      [
        played('ana+bob', 'cy+dan', 'A', 'r1'),
        played('ana+bob', 'cy+dan', 'A'),
        played('eve+fay', 'gus+hal', 'A', 'r1'),
      ],
      {},
      'ROUND_NOT_CONTIGUOUS games[2].round',
    ],
    [
      'a pair of one player',
      [{ pairA: ['ana'] as unknown as [string, string], pairB: ['cy', 'dan'], winner: 'A' }],
      {},
      'INVALID_GAME games[0].pairA',
    ],
    ['a player with himself', [played('ana+bob', 'cy+cy', 'A')], {}, 'INVALID_GAME games[0].pairB'],
    [
      'a player on both sides',
      [played('ana+bob', 'bob+cy', 'A')],
      {},
      'INVALID_GAME games[0].pairB',
    ],
    [
      'an unknown winner',
      [played('ana+bob', 'cy+dan', 'C' as RatedGame['winner'])],
      {},
      'INVALID_GAME games[0].winner',
    ],
    ['a starting rating not a number', [], { start: Number.NaN }, 'INVALID_OPTION start'],
    ['a K-factor of 0', [], { kFactor: 0 }, 'INVALID_OPTION kFactor'],
    ['a negative new player’s K', [], { newPlayerKFactor: -40 }, 'INVALID_OPTION newPlayerKFactor'],
    ['new for 2.5 games', [], { newPlayerGames: 2.5 }, 'INVALID_OPTION newPlayerGames'],
  ])('refuses %s', (_, games, options, expected) => {
    let error = 'none';
    try {
      replayGames(games, options);
    } catch (thrown) {
      const { code, field } = thrown as { code: string; field: string };
      error = `${code} ${field}`;
    }
    expect(error).toBe(expected);
  });
});

describe('rateRound', () => {
  it('rates every game from the ratings at the round’s start, whatever their order', () => {
    const start = replayGames(twoRounds.slice(0, 2)).ratings;
    const round = twoRounds.slice(2);
    const forward = rateRound(start, round);
    const backward = rateRound(start, [...round].reverse());
    expect(ratingsOf(backward.ratings)).toEqual(ratingsOf(forward.ratings));
    expect(ratingsOf(forward.ratings)).toEqual(ratingsOf(replayGames(twoRounds).ratings));
  });
});
