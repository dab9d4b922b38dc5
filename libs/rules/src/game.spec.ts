import { RulesError } from './errors.ts';
import { scoreGame } from './game.ts';
import { played, pointsA } from './test-helpers.ts';
import type { ClaimedDeal, DealRecord } from './types.ts';

/** A coinched 150 made by seat 0 (A): 460 to A. */
const bigA = played(150, 0, 'coinche', pointsA(150));
/** A coinched 150 made by seat 1 (B): 460 to B. */
const bigB = played(150, 1, 'coinche', { A: 7, B: 150 });

describe('scoreGame', () => {
  it('keeps running totals deal by deal', () => {
    const game = scoreGame([
      played(80, 0, 'none', { A: 84, B: 73 }),
      played(80, 1, 'none', { A: 79, B: 78 }),
    ]);
    expect(game.deals).toEqual([
      { marks: { A: 160, B: 70 }, totals: { A: 160, B: 70 } },
      { marks: { A: 240, B: 0 }, totals: { A: 400, B: 70 } },
    ]);
    expect(game).toMatchObject({
      totals: { A: 400, B: 70 },
      winner: null,
      finishedAfterDeal: null,
    });
  });

  it('starts at 0–0 with no deal', () => {
    expect(scoreGame([])).toEqual({
      totals: { A: 0, B: 0 },
      winner: null,
      finishedAfterDeal: null,
      deals: [],
    });
  });

  it('scores a passed-out deal 0–0 and keeps counting deals', () => {
    const game = scoreGame([{ passedOut: true }, played(80, 0, 'none', { A: 84, B: 73 })]);
    expect(game.deals[0]).toEqual({ marks: { A: 0, B: 0 }, totals: { A: 0, B: 0 } });
    expect(game.totals).toEqual({ A: 160, B: 70 });
  });

  it('ends the game as soon as a team reaches 2000', () => {
    const deals = Array.from({ length: 5 }, () => bigA); // 5 × 460 = 2300
    const game = scoreGame(deals);
    expect(game).toMatchObject({ winner: 'A', finishedAfterDeal: 5, totals: { A: 2300, B: 0 } });
  });

  it('ends the game at exactly the target', () => {
    // 4 × 460 = 1840, then 80 made with 80 points: 80 + 80 = 160 → 2000.
    const game = scoreGame([bigA, bigA, bigA, bigA, played(80, 0, 'none', pointsA(80))]);
    expect(game).toMatchObject({ winner: 'A', finishedAfterDeal: 5, totals: { A: 2000, B: 80 } });
  });

  it('stops one point short of the target', () => {
    const game = scoreGame([bigA, bigA, bigA, bigA, played(60, 0, 'none', pointsA(84))]);
    expect(game).toMatchObject({ winner: null, totals: { A: 1980, B: 70 } });
  });

  it('applies a tournament target', () => {
    expect(scoreGame([bigB, bigB], { target: 900 })).toMatchObject({
      winner: 'B',
      finishedAfterDeal: 2,
      totals: { A: 0, B: 920 },
    });
    expect(scoreGame([bigB], { target: 900 })).toMatchObject({ winner: null });
  });

  it('gives the game to the declaring team when both reach the target on the same deal, even with the lower total', () => {
    // 1840 – 1840; then A declares 60 and makes 84: A 60 + 80 → 1980, B round10(73) = 70 → 1910.
    const start: DealRecord[] = [bigA, bigA, bigA, bigA, bigB, bigB, bigB, bigB];
    const game = scoreGame([
      ...start,
      played(60, 0, 'none', pointsA(84)),
      played(70, 1, 'none', { A: 85, B: 72 }),
    ]);
    // Deal 10: B declares 70, makes 72: B 70 + 70 = 140 → 2050; A round10(85) = 90 → 2070 (A higher).
    expect(game.totals).toEqual({ A: 2070, B: 2050 });
    expect(game).toMatchObject({ winner: 'B', finishedAfterDeal: 10 });
  });

  it('refuses a deal recorded after the end of the game', () => {
    const deals = [bigA, bigA, bigA, bigA, bigA, played(80, 0, 'none', { A: 84, B: 73 })];
    expect(() => scoreGame(deals)).toThrow(
      expect.objectContaining({ code: 'DEAL_AFTER_GAME_END', field: 'deals[5]' }),
    );
  });

  it('refuses a passed-out deal after the end too', () => {
    expect(() => scoreGame([bigA, bigA, bigA, bigA, bigA, { passedOut: true }])).toThrow(
      expect.objectContaining({ code: 'DEAL_AFTER_GAME_END' }),
    );
  });

  it('names the deal of a bad fact', () => {
    const bad = played(80, 0, 'none', { A: 84, B: 72 });
    expect(() => scoreGame([bigA, bad])).toThrow(
      expect.objectContaining({ code: 'CARD_POINTS_SUM', field: 'deals[1].cardPoints' }),
    );
    expect(() => scoreGame([bigA, null as unknown as DealRecord])).toThrow(
      expect.objectContaining({ code: 'INVALID_DEAL', field: 'deals[1]' }),
    );
  });

  it.each([0, -5, 1.5, '2000', null])('refuses a target of %p', (target) => {
    expect(() => scoreGame([], { target: target as number })).toThrow(RulesError);
    expect(() => scoreGame([], { target: target as number })).toThrow(
      expect.objectContaining({ code: 'INVALID_TARGET', field: 'target' }),
    );
  });

  it('refuses deals that are not a list', () => {
    expect(() => scoreGame('deals' as unknown as DealRecord[])).toThrow(
      expect.objectContaining({ code: 'INVALID_DEAL', field: 'deals' }),
    );
  });

  describe('a claim ("nous avons gagné")', () => {
    const claim = (
      team: 'A' | 'B',
      a: number,
      b: number,
      tricks: [number, number, number, number],
    ): ClaimedDeal => ({
      contract: { value: 80, suit: 'hearts', declarer: 0 },
      doubling: 'none',
      claim: { team, cardPointsSoFar: { A: a, B: b }, tricksSoFar: tricks },
    });

    it('wins the game for the claiming team that reaches the target with its marks so far', () => {
      // A at 1840; A declared 80 and has 90 so far: 80 + 90 = 170 → 2010. B keeps round10(30) = 30.
      const game = scoreGame([bigA, bigA, bigA, bigA, claim('A', 90, 30, [3, 1, 2, 0])]);
      expect(game).toMatchObject({ winner: 'A', finishedAfterDeal: 5, totals: { A: 2010, B: 30 } });
      expect(game.deals[4]?.marks).toEqual({ A: 170, B: 30 });
    });

    it('loses the game for a claiming team short of the target, which marks nothing on the deal', () => {
      // A at 1840 and only 60 so far: contract 80 not reached, A marks 0; B keeps round10(40) = 40.
      const game = scoreGame([bigA, bigA, bigA, bigA, claim('A', 60, 40, [2, 1, 1, 1])]);
      expect(game).toMatchObject({ winner: 'B', finishedAfterDeal: 5, totals: { A: 1840, B: 40 } });
    });

    it('lets the defenders claim with their points so far', () => {
      // B at 1840; A declared 80; B has 125 so far: round10(125) = 130 → 1970 < 2000: B loses.
      const short = scoreGame([bigB, bigB, bigB, bigB, claim('B', 10, 125, [1, 3, 0, 3])]);
      expect(short).toMatchObject({ winner: 'A', totals: { A: 0, B: 1840 } });
      // Coinched, the defenders mark 2×80 + 160 once the contract has failed for certain (80 > 157 − 80).
      const coinched: ClaimedDeal = { ...claim('B', 10, 80, [1, 3, 0, 3]), doubling: 'coinche' };
      expect(scoreGame([bigB, bigB, bigB, bigB, coinched])).toMatchObject({
        winner: 'B',
        totals: { A: 0, B: 2160 },
      });
    });

    it('ends the game even on the first deal: a claim always decides it', () => {
      expect(scoreGame([claim('A', 90, 30, [3, 1, 2, 0])])).toMatchObject({
        winner: 'B',
        finishedAfterDeal: 1,
        totals: { A: 0, B: 30 },
      });
    });

    it('refuses any deal after a claim', () => {
      expect(() => scoreGame([claim('A', 90, 30, [3, 1, 2, 0]), bigA])).toThrow(
        expect.objectContaining({ code: 'DEAL_AFTER_GAME_END', field: 'deals[1]' }),
      );
    });
  });
});
