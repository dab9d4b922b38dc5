import fc from 'fast-check';
import { RulesError } from './errors.ts';
import { scoreGame } from './game.ts';
import { RULESETS, type RulesetId } from './ruleset.ts';
import { getRuleset } from './rulesets.ts';

/** One made deal of each game won by team A (seat 0 declares) and one by team B (seat 1). */
const SAMPLES: Record<RulesetId, { a: object; b: object; aMarks: number; bMarks: number }> = {
  'marque-2018': {
    a: {
      contract: { value: 80, suit: 'hearts', declarer: 0 },
      doubling: 'coinche',
      cardPoints: { A: 84, B: 73 },
    },
    b: {
      contract: { value: 80, suit: 'hearts', declarer: 1 },
      doubling: 'coinche',
      cardPoints: { A: 73, B: 84 },
    },
    aMarks: 320,
    bMarks: 320,
  },
  'jass-coinche': {
    a: {
      contract: { value: 50, suit: 'hearts', declarer: 0 },
      doubling: 'coinche',
      cardPoints: { A: 84, B: 73 },
    },
    b: {
      contract: { value: 50, suit: 'hearts', declarer: 1 },
      doubling: 'coinche',
      cardPoints: { A: 73, B: 84 },
    },
    aMarks: 260,
    bMarks: 260,
  },
  'belote-coinchee': {
    a: {
      contract: { value: 80, suit: 'hearts', declarer: 0 },
      doubling: 'none',
      cardPoints: { A: 82, B: 80 },
    },
    b: {
      contract: { value: 80, suit: 'hearts', declarer: 1 },
      doubling: 'none',
      cardPoints: { A: 80, B: 82 },
    },
    aMarks: 80,
    bMarks: 80,
  },
  cinch: {
    a: { contract: { value: 7, suit: 'hearts', declarer: 0 }, cardPoints: { A: 12, B: 2 } },
    b: { contract: { value: 7, suit: 'hearts', declarer: 1 }, cardPoints: { A: 2, B: 12 } },
    aMarks: 10,
    bMarks: 10,
  },
};

const PASSED = { passedOut: true };

describe.each([...RULESETS])('a game of N deals in %s', (id) => {
  const ruleset = getRuleset(id);
  const { a, b, aMarks, bMarks } = SAMPLES[id];

  it('ends after the Nth deal, the higher total winning, with no target', () => {
    const game = ruleset.scoreGame([a, b, a], { dealsPerGame: 3 });
    expect(game).toMatchObject({
      finishedAfterDeal: 3,
      winner: aMarks * 2 > bMarks ? 'A' : 'B',
      totals: { A: 2 * aMarks, B: bMarks },
    });
    expect(ruleset.scoreGame([a, b], { dealsPerGame: 3 })).toMatchObject({
      finishedAfterDeal: null,
      winner: null,
    });
  });

  it('never ends on points without a target, whatever the totals', () => {
    const many = Array.from({ length: 40 }, () => a);
    const game = ruleset.scoreGame(many, { dealsPerGame: 40 });
    expect(game.totals.A).toBe(40 * aMarks);
    expect(game.finishedAfterDeal).toBe(40);
    expect(ruleset.scoreGame(many.slice(0, 39), { dealsPerGame: 40 }).winner).toBeNull();
  });

  it('calls equal totals a draw, or gives them to the last declaring team', () => {
    const level = [a, b];
    expect(aMarks).toBe(bMarks);
    expect(ruleset.scoreGame(level, { dealsPerGame: 2 })).toMatchObject({
      finishedAfterDeal: 2,
      winner: null,
    });
    expect(
      ruleset.scoreGame([...level, PASSED], { dealsPerGame: 3, tieAtEnd: 'last-declarer' }),
    ).toMatchObject({ finishedAfterDeal: 3, winner: 'B' });
    expect(ruleset.scoreGame([b, a], { dealsPerGame: 2, tieAtEnd: 'last-declarer' }).winner).toBe(
      'A',
    );
  });

  it('plays one more deal on equal totals with extra-deal, until the totals differ', () => {
    const extra = { dealsPerGame: 2, tieAtEnd: 'extra-deal' } as const;
    expect(ruleset.scoreGame([a, b], extra)).toMatchObject({
      finishedAfterDeal: null,
      winner: null,
    });
    expect(ruleset.scoreGame([a, b, PASSED], extra).finishedAfterDeal).toBeNull();
    expect(ruleset.scoreGame([a, b, PASSED, b], extra)).toMatchObject({
      finishedAfterDeal: 4,
      winner: 'B',
    });
    expect(ruleset.scoreGame([a, a], extra)).toMatchObject({ finishedAfterDeal: 2, winner: 'A' });
    expect(() => ruleset.scoreGame([a, a, b], extra)).toThrow(
      expect.objectContaining({ code: 'DEAL_AFTER_GAME_END' }),
    );
  });

  it('counts a passed-out deal as one of the N unless told not to', () => {
    expect(ruleset.scoreGame([a, PASSED], { dealsPerGame: 2 }).finishedAfterDeal).toBe(2);
    const notCounted = { dealsPerGame: 2, passedOutCounts: false };
    expect(ruleset.scoreGame([a, PASSED], notCounted).finishedAfterDeal).toBeNull();
    expect(ruleset.scoreGame([a, PASSED, PASSED, b], notCounted)).toMatchObject({
      finishedAfterDeal: 4,
    });
  });

  it('ends at the target first when both are set', () => {
    const game = ruleset.scoreGame([a, a], { dealsPerGame: 12, target: 2 * aMarks });
    expect(game).toMatchObject({ finishedAfterDeal: 2, winner: 'A' });
    expect(() => ruleset.scoreGame([a, a, a], { dealsPerGame: 12, target: 2 * aMarks })).toThrow(
      expect.objectContaining({ code: 'DEAL_AFTER_GAME_END', field: 'deals[2]' }),
    );
  });

  it('takes no deal after the Nth', () => {
    expect(() => ruleset.scoreGame([a, b, PASSED], { dealsPerGame: 2 })).toThrow(
      expect.objectContaining({ code: 'DEAL_AFTER_GAME_END', field: 'deals[2]' }),
    );
  });

  it('keeps the result of a game of N deals at the bell, a draw included', () => {
    const options = { dealsPerGame: 2, tieAtBell: 'last-declarer' as const };
    expect(ruleset.outcomeAtBell([a, b], options)).toEqual({
      totals: { A: aMarks, B: bMarks },
      winner: null,
      stoppedByBell: false,
    });
    expect(ruleset.outcomeAtBell([a], options)).toEqual({
      totals: { A: aMarks, B: 0 },
      winner: 'A',
      stoppedByBell: true,
    });
  });

  it('ends every game within its N deals', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(a, b, PASSED), { maxLength: 30 }),
        fc.integer({ min: 1, max: 15 }),
        (deals, dealsPerGame) => {
          const played = deals.slice(0, dealsPerGame);
          const game = ruleset.scoreGame(played, { dealsPerGame });
          expect(game.finishedAfterDeal).toBe(played.length === dealsPerGame ? dealsPerGame : null);
          expect(game.totals.A).toBe(game.deals.reduce((sum, deal) => sum + deal.marks.A, 0));
        },
      ),
    );
  });
});

describe('the options of a game’s end', () => {
  it.each<[string, object, string, string]>([
    ['no deals', { dealsPerGame: 0 }, 'INVALID_GAME_END', 'dealsPerGame'],
    ['a fraction of a deal', { dealsPerGame: 1.5 }, 'INVALID_GAME_END', 'dealsPerGame'],
    ['deals as text', { dealsPerGame: '12' }, 'INVALID_GAME_END', 'dealsPerGame'],
    ['no target and no deals', { target: null }, 'INVALID_TARGET', 'target'],
    [
      'a tie rule of its own',
      { dealsPerGame: 4, tieAtEnd: 'coin' },
      'INVALID_GAME_END',
      'tieAtEnd',
    ],
    [
      'passed-out deals counted "yes"',
      { dealsPerGame: 4, passedOutCounts: 'yes' },
      'INVALID_GAME_END',
      'passedOutCounts',
    ],
  ])('refuses %s', (_name, options, code, field) => {
    for (const id of RULESETS) {
      expect(() => getRuleset(id).scoreGame([], options)).toThrow(
        expect.objectContaining({ code, field }),
      );
    }
    expect(() => scoreGame([], options)).toThrow(RulesError);
  });

  it('keeps the 2018 default: a game to 2000 with no number of deals', () => {
    expect(scoreGame([], {})).toEqual({
      totals: { A: 0, B: 0 },
      winner: null,
      finishedAfterDeal: null,
      deals: [],
    });
    // Cinch to 51 by default: 10 a deal reaches it on the 6th.
    expect(
      getRuleset('cinch').scoreGame(Array.from({ length: 6 }, () => SAMPLES.cinch.a)),
    ).toMatchObject({ finishedAfterDeal: 6, winner: 'A' });
  });
});
