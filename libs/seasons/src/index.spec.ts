import * as seasons from './index.ts';

describe('the public API (src/index.ts)', () => {
  it.each(['rankSeason', 'teamId', 'placePoints', 'isSeasonTiebreak', 'SeasonError'])(
    'exports %s',
    (name) => {
      expect(seasons).toHaveProperty(name);
    },
  );

  it('exports the rankings, the tiebreaks and the error codes', () => {
    expect(seasons).toMatchObject({
      SEASON_RANKINGS: ['player', 'team', 'club'],
      SEASON_TIEBREAKS: ['events-played', 'best-place', 'first-places', 'head-to-head'],
      DEFAULT_SEASON_TIEBREAKS: ['events-played', 'best-place', 'first-places', 'head-to-head'],
      SEASON_ERROR_CODES: [
        'INVALID_RULE',
        'UNKNOWN_TIEBREAK',
        'DUPLICATE_TIEBREAK',
        'UNKNOWN_RANKING',
        'DUPLICATE_EVENT',
        'INVALID_FIELD_SIZE',
        'INVALID_ENTRY',
        'INVALID_PLACE',
        'DUPLICATE_PERSON',
      ],
    });
  });

  it.each([
    ['head-to-head', true],
    ['buchholz', false],
    [undefined, false],
  ])('isSeasonTiebreak(%j) is %j', (value, expected) => {
    expect(seasons.isSeasonTiebreak(value)).toBe(expected);
  });
});
