import * as rating from './index.ts';

describe('the public API (src/index.ts)', () => {
  it.each(['expectedScore', 'rateGame', 'rateRound', 'replayGames', 'seedingOrder', 'RatingError'])(
    'exports %s',
    (name) => {
      expect(rating).toHaveProperty(name);
    },
  );

  it('exports the default options and the error codes', () => {
    expect(rating).toMatchObject({
      DEFAULT_RATING_OPTIONS: {
        start: 1500,
        kFactor: 20,
        newPlayerKFactor: 40,
        newPlayerGames: 20,
      },
      RATING_ERROR_CODES: [
        'INVALID_OPTION',
        'INVALID_GAME',
        'PLAYER_TWICE_IN_ROUND',
        'ROUND_NOT_CONTIGUOUS',
      ],
    });
  });
});
