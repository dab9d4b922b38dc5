import { byePointsInAdvance, gamePoints, standingsByeRule } from './bye-rule';

describe('gamePoints', () => {
  it("is the game's target when it has one", () => {
    expect(gamePoints({ ruleset: 'belote-coinchee', target: 1000, dealsPerGame: 12 })).toBe(1000);
  });

  it('is the card points of its deals in a game of N deals without a target: 12 × 162', () => {
    expect(gamePoints({ ruleset: 'belote-coinchee', target: null, dealsPerGame: 12 })).toBe(1944);
    expect(gamePoints({ ruleset: 'marque-2018', target: null, dealsPerGame: 10 })).toBe(1570);
    expect(gamePoints({ ruleset: 'cinch', target: null, dealsPerGame: 8 })).toBe(112);
  });
});

describe('byePointsInAdvance', () => {
  const concours = { ruleset: 'belote-coinchee' as const, target: null, dealsPerGame: 12 };

  it('gives half of a game of 12 belote deals: 972', () => {
    expect(byePointsInAdvance({ ...concours, byeRule: { rule: 'half-game' } })).toBe(972);
  });

  it('gives the fixed points as they are', () => {
    expect(byePointsInAdvance({ ...concours, byeRule: { rule: 'fixed', points: 700 } })).toBe(700);
  });

  it("says nothing for the round's average (the round decides) or without a rule", () => {
    expect(byePointsInAdvance({ ...concours, byeRule: { rule: 'round-average' } })).toBeNull();
    expect(byePointsInAdvance({ ...concours, byeRule: null })).toBeNull();
  });
});

describe('standingsByeRule', () => {
  it("hands libs/standings the game's points for half a game", () => {
    expect(
      standingsByeRule({
        ruleset: 'marque-2018',
        target: 2000,
        dealsPerGame: null,
        byeRule: { rule: 'half-game' },
      }),
    ).toEqual({ rule: 'half-game', gamePoints: 2000 });
  });
});
