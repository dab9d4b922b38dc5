import { byePointsInAdvance, standingsByeRule } from './bye-rule';

describe('standingsByeRule: half a game', () => {
  const halfGame = { rule: 'half-game' as const };

  it("is half the game's target when it has one", () => {
    expect(
      standingsByeRule({
        ruleset: 'belote-coinchee',
        target: 1000,
        dealsPerGame: 12,
        byeRule: halfGame,
      }),
    ).toEqual({ rule: 'half-game', gamePoints: 1000 });
  });

  it("counts each game's card points per deal without a target: 12 × 162, 10 × 157, 8 × 14", () => {
    const points = (ruleset: 'belote-coinchee' | 'marque-2018' | 'cinch', dealsPerGame: number) =>
      standingsByeRule({ ruleset, target: null, dealsPerGame, byeRule: halfGame });
    expect(points('belote-coinchee', 12)).toEqual({ rule: 'half-game', gamePoints: 1944 });
    expect(points('marque-2018', 10)).toEqual({ rule: 'half-game', gamePoints: 1570 });
    expect(points('cinch', 8)).toEqual({ rule: 'half-game', gamePoints: 112 });
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
