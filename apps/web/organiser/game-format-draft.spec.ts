import {
  INITIAL_GAME_FORMAT,
  byePreview,
  gameFormatBody,
  withGameEnd,
  type GameFormatDraft,
} from './game-format-draft';

const concours: GameFormatDraft = withGameEnd(INITIAL_GAME_FORMAT, 'deals');

describe('gameFormatBody', () => {
  it("sends nothing for a game to the game's default target ranked on games won", () => {
    expect(gameFormatBody(INITIAL_GAME_FORMAT, 2000)).toEqual({});
    expect(gameFormatBody({ ...INITIAL_GAME_FORMAT, target: '2000' }, 2000)).toEqual({});
    expect(gameFormatBody({ ...INITIAL_GAME_FORMAT, target: '1000' }, 2000)).toEqual({
      target: 1000,
    });
  });

  it('sends a concours of 12 deals ranked on points, with no target', () => {
    expect(gameFormatBody({ ...concours, target: '1000' }, 2000)).toEqual({
      dealsPerGame: 12,
      ranking: 'points',
    });
  });

  it('sends both ends, the default target when none is typed', () => {
    expect(gameFormatBody(withGameEnd(INITIAL_GAME_FORMAT, 'both'), 2000)).toEqual({
      target: 2000,
      dealsPerGame: 12,
      ranking: 'points',
    });
  });

  it('sends passed-out deals left out of the count, and the bye rule', () => {
    expect(
      gameFormatBody(
        { ...concours, dealsPerGame: '15', passedOutCounts: false, byeRule: 'half-game' },
        2000,
      ),
    ).toEqual({
      dealsPerGame: 15,
      passedOutCounts: false,
      ranking: 'points',
      byeRule: { rule: 'half-game' },
    });
    expect(gameFormatBody({ ...concours, byeRule: 'fixed', byePoints: '500' }).byeRule).toEqual({
      rule: 'fixed',
      points: 500,
    });
  });
});

describe('withGameEnd', () => {
  it('ranks a concours on points and a game to a target on games won', () => {
    expect(concours.ranking).toBe('points');
    expect(withGameEnd(concours, 'target').ranking).toBe('wins');
  });
});

describe('byePreview', () => {
  const belote = { totalPoints: 162, target: { default: 2000 } };

  it('gives half the points 12 deals of belote coinchée hand out: 972', () => {
    expect(byePreview({ ...concours, byeRule: 'half-game' }, belote)).toEqual({
      key: 'byePreview.halfDeals',
      points: 972,
      deals: 12,
      total: 162,
    });
  });

  it("gives half the target of a game to one, the game's default when none is typed", () => {
    const half = { ...INITIAL_GAME_FORMAT, byeRule: 'half-game' } as const;
    expect(byePreview(half, belote)).toEqual({
      key: 'byePreview.halfTarget',
      points: 1000,
      target: 2000,
    });
    expect(byePreview({ ...half, target: '1001' }, belote)).toMatchObject({ points: 501 });
    expect(
      byePreview({ ...withGameEnd(half, 'both'), byeRule: 'half-game', target: '1500' }, belote),
    ).toMatchObject({ key: 'byePreview.halfTarget', points: 750 });
  });

  it('says the fixed points, none, or the round average known only at its end', () => {
    expect(byePreview({ ...concours, byeRule: 'fixed', byePoints: '500' }, belote)).toEqual({
      key: 'byePreview.fixed',
      points: 500,
    });
    expect(byePreview(concours, belote)).toEqual({ key: 'byePreview.none' });
    expect(byePreview({ ...concours, byeRule: 'round-average' }, belote)).toEqual({
      key: 'byePreview.roundAverage',
    });
  });
});
