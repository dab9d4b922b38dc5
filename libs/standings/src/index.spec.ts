import * as standings from './index.ts';

describe('the public API (src/index.ts)', () => {
  it.each([
    'computeStandings',
    'computeIndividualStandings',
    'MELEE_TIEBREAKS',
    'gamesWon',
    'opponentsOf',
    'drawNumber',
    'isTiebreak',
    'levelGroups',
    'StandingsError',
  ])('exports %s', (name) => {
    expect(standings).toHaveProperty(name);
  });

  it('exports the tiebreaks and the error codes', () => {
    expect(standings).toMatchObject({
      TIEBREAKS: ['points-difference', 'points-for', 'buchholz', 'head-to-head'],
      DEFAULT_TIEBREAKS: ['points-difference', 'points-for', 'buchholz', 'head-to-head'],
      STANDINGS_ERROR_CODES: [
        'UNKNOWN_TIEBREAK',
        'DUPLICATE_TIEBREAK',
        'INVALID_DRAW_SEED',
        'DUPLICATE_TEAM',
        'INVALID_GAME',
        'UNKNOWN_RANKING',
        'INVALID_BYE',
        'INVALID_WALKOVER',
        'DUPLICATE_PLAYER',
      ],
    });
  });
});

describe('opponentsOf', () => {
  it('lists who each team met, in the order of the games, twice if they met twice', () => {
    const game = (teamA: string, teamB: string) => ({
      teamA,
      teamB,
      totals: { A: 2000, B: 1000 },
      winner: 'A' as const,
    });
    const opponents = standings.opponentsOf([game('a', 'b'), game('c', 'a'), game('b', 'a')]);
    expect(Object.fromEntries(opponents)).toEqual({ a: ['b', 'c', 'b'], b: ['a', 'a'], c: ['a'] });
  });
});
