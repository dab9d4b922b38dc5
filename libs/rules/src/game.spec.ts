import { RulesError } from './errors.ts';
import { scoreGame } from './game.ts';
import { claimed, played, pointsA } from './test-helpers.ts';
import type { DealRecord } from './types.ts';

/** A coinched 150 made by seat 0: 460 to A. */
const bigA = played(150, 0, 'coinche', pointsA(150));
/** A coinched 150 made by seat 1: 460 to B. */
const bigB = played(150, 1, 'coinche', { A: 7, B: 150 });
/** A at 1840, B at 0. */
const aAt1840: DealRecord[] = [bigA, bigA, bigA, bigA];
/** B at 1840, A at 0. */
const bAt1840: DealRecord[] = [bigB, bigB, bigB, bigB];
const passedOut: DealRecord = { passedOut: true };

describe('scoreGame', () => {
  describe('running totals', () => {
    it('keeps running totals deal by deal', () => {
      const game = scoreGame([
        played(80, 0, 'none', { A: 84, B: 73 }),
        played(80, 1, 'none', { A: 79, B: 78 }),
        played(100, 2, 'coinche', { A: 101, B: 56 }),
      ]);
      expect(game).toEqual({
        totals: { A: 760, B: 70 },
        winner: null,
        finishedAfterDeal: null,
        deals: [
          { marks: { A: 160, B: 70 }, totals: { A: 160, B: 70 } },
          { marks: { A: 240, B: 0 }, totals: { A: 400, B: 70 } },
          { marks: { A: 360, B: 0 }, totals: { A: 760, B: 70 } },
        ],
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

    it('scores a passed-out deal 0–0 and keeps its number', () => {
      const game = scoreGame([passedOut, played(80, 0, 'none', { A: 84, B: 73 }), passedOut]);
      expect(game.deals).toEqual([
        { marks: { A: 0, B: 0 }, totals: { A: 0, B: 0 } },
        { marks: { A: 160, B: 70 }, totals: { A: 160, B: 70 } },
        { marks: { A: 0, B: 0 }, totals: { A: 160, B: 70 } },
      ]);
    });

    it('counts passed-out deals in the number of the deal that ends the game', () => {
      const game = scoreGame([passedOut, passedOut, ...aAt1840, bigA]);
      expect(game).toMatchObject({ winner: 'A', finishedAfterDeal: 7 });
    });
  });

  describe('the end of the game', () => {
    it('ends as soon as a team passes 2000', () => {
      expect(scoreGame([...aAt1840, bigA])).toMatchObject({
        winner: 'A',
        finishedAfterDeal: 5,
        totals: { A: 2300, B: 0 },
      });
    });

    it('ends at exactly 2000', () => {
      // 1840, then 80 made with 80 points: 80 + 80 = 160 → 2000.
      expect(scoreGame([...aAt1840, played(80, 0, 'none', pointsA(80))])).toMatchObject({
        winner: 'A',
        finishedAfterDeal: 5,
        totals: { A: 2000, B: 80 },
      });
    });

    it('goes on at 1980', () => {
      expect(scoreGame([...aAt1840, played(60, 0, 'none', pointsA(84))])).toMatchObject({
        winner: null,
        finishedAfterDeal: null,
        totals: { A: 1980, B: 70 },
      });
    });

    it('gives the game to the defenders when only they reach the target', () => {
      // B at 1840 defends a failed 80 declared by A: B marks 240.
      expect(scoreGame([...bAt1840, played(80, 0, 'none', pointsA(79))])).toMatchObject({
        winner: 'B',
        totals: { A: 0, B: 2080 },
      });
    });

    it('applies a tournament’s target', () => {
      expect(scoreGame([bigB, bigB], { target: 900 })).toMatchObject({
        winner: 'B',
        finishedAfterDeal: 2,
        totals: { A: 0, B: 920 },
      });
      expect(scoreGame([bigB], { target: 900 })).toMatchObject({ winner: null });
      expect(scoreGame([bigB], { target: 460 })).toMatchObject({ winner: 'B' });
    });

    it('uses 2000 when no target is given', () => {
      expect(scoreGame([...aAt1840, bigA], {}).winner).toBe('A');
      expect(scoreGame([...aAt1840, bigA], { target: 3000 }).winner).toBeNull();
    });
  });

  describe('both teams reach the target on the same deal: the declaring team wins', () => {
    // 1840 – 1840 after these eight deals.
    const level: DealRecord[] = [...aAt1840, ...bAt1840];

    it('even with the lower total', () => {
      const game = scoreGame([
        ...level,
        played(60, 0, 'none', pointsA(84)), // A 60 + 80 → 1980, B 70 → 1910
        played(70, 1, 'none', { A: 85, B: 72 }), // B 70 + 70 → 2050, A 90 → 2070
      ]);
      expect(game).toMatchObject({
        winner: 'B',
        finishedAfterDeal: 10,
        totals: { A: 2070, B: 2050 },
      });
    });

    it('and with the higher total', () => {
      const byA = scoreGame([
        ...level,
        played(60, 0, 'none', pointsA(84)), // A 60 + 80 → 1980, B 70 → 1910
        played(60, 0, 'none', pointsA(65)), // A 60 + 70 → 2110, B round10(92) = 90 → 2000
      ]);
      expect(byA).toMatchObject({ winner: 'A', totals: { A: 2110, B: 2000 } });
      const byB = scoreGame([
        ...level,
        played(60, 1, 'none', { A: 73, B: 84 }), // B 60 + 80 → 1980, A 70 → 1910
        played(60, 1, 'none', { A: 95, B: 62 }), // B 60 + 60 → 2100, A 100 → 2010
      ]);
      expect(byB).toMatchObject({ winner: 'B', totals: { A: 2010, B: 2100 } });
    });
  });

  describe('no deal after the end', () => {
    it.each<[string, DealRecord]>([
      ['a played deal', played(80, 0, 'none', { A: 84, B: 73 })],
      ['a passed-out deal', passedOut],
      ['a claim', claimed(80, 0, 'none', { A: 90, B: 30 }, [3, 1, 2, 0])],
    ])('refuses %s recorded after the end, naming it', (_name, extra) => {
      expect(() => scoreGame([...aAt1840, bigA, extra])).toThrow(
        expect.objectContaining({ code: 'DEAL_AFTER_GAME_END', field: 'deals[5]' }),
      );
    });

    it('refuses any deal after a claim, which always ends the game', () => {
      expect(() =>
        scoreGame([claimed(80, 0, 'none', { A: 90, B: 30 }, [3, 1, 2, 0]), bigA]),
      ).toThrow(expect.objectContaining({ code: 'DEAL_AFTER_GAME_END', field: 'deals[1]' }));
    });
  });

  describe('a claim ("nous avons gagné")', () => {
    it('wins for the claiming team that reaches the target with its marks so far', () => {
      // A at 1840 declared 80 and has 90 so far: 80 + 90 = 170 → 2010; B keeps round10(30).
      const game = scoreGame([...aAt1840, claimed(80, 0, 'none', { A: 90, B: 30 }, [3, 1, 2, 0])]);
      expect(game).toMatchObject({ winner: 'A', finishedAfterDeal: 5, totals: { A: 2010, B: 30 } });
      expect(game.deals[4]?.marks).toEqual({ A: 170, B: 30 });
    });

    it('loses for a claiming team short of the target, which marks nothing on the deal', () => {
      // A at 1840 with 60 of its 80 so far marks 0; B keeps round10(40).
      const game = scoreGame([...aAt1840, claimed(80, 0, 'none', { A: 60, B: 40 }, [2, 1, 1, 1])]);
      expect(game).toMatchObject({ winner: 'B', finishedAfterDeal: 5, totals: { A: 1840, B: 40 } });
    });

    it('takes away the claiming team’s marks so far when they do not reach the target', () => {
      // A at 1840 reached its 60 with 70 so far: 60 + 70 = 130 → 1970, short: A marks 0.
      const game = scoreGame([...aAt1840, claimed(60, 0, 'none', { A: 70, B: 40 }, [2, 1, 1, 1])]);
      expect(game).toMatchObject({ winner: 'B', totals: { A: 1840, B: 40 } });
    });

    it('decides the game even on the first deal', () => {
      expect(scoreGame([claimed(80, 0, 'none', { A: 90, B: 30 }, [3, 1, 2, 0])])).toMatchObject({
        winner: 'B',
        finishedAfterDeal: 1,
        totals: { A: 0, B: 30 },
      });
    });

    it('lets the defenders claim with their rounded points so far', () => {
      // Target 1900; B at 1840 defends an 80 and has 65 so far: 70 → 1910.
      const deal = claimed(80, 0, 'none', { A: 40, B: 65 }, [2, 2, 1, 1], 'B');
      expect(scoreGame([...bAt1840, deal], { target: 1900 })).toMatchObject({
        winner: 'B',
        totals: { A: 0, B: 1910 },
      });
      expect(scoreGame([...bAt1840, deal])).toMatchObject({
        winner: 'A',
        totals: { A: 0, B: 1840 },
      });
    });

    it('under coinche, before the outcome is certain: nobody has marked, the claim loses', () => {
      const deal = claimed(100, 0, 'coinche', { A: 80, B: 50 }, [3, 1, 2, 0]);
      expect(scoreGame([...aAt1840, deal])).toMatchObject({
        winner: 'B',
        totals: { A: 1840, B: 0 },
      });
    });

    it('under coinche, made for certain: the declarers win with 2V + 160', () => {
      const deal = claimed(100, 0, 'coinche', { A: 100, B: 20 }, [3, 1, 2, 0]);
      expect(scoreGame([...aAt1840, deal])).toMatchObject({
        winner: 'A',
        totals: { A: 2200, B: 0 },
      });
    });

    it('under surcoinche, failed for certain: the defenders win with 4V + 160', () => {
      const deal = claimed(80, 0, 'surcoinche', { A: 10, B: 80 }, [1, 3, 0, 3], 'B');
      expect(scoreGame([...bAt1840, deal])).toMatchObject({
        winner: 'B',
        totals: { A: 0, B: 2320 },
      });
    });

    it('a claim on a match not over yet marks nothing for the declarers', () => {
      const deal = claimed('match', 2, 'none', { A: 120, B: 0 }, [4, 0, 3, 0]);
      expect(scoreGame([...aAt1840, deal])).toMatchObject({
        winner: 'B',
        totals: { A: 1840, B: 0 },
      });
    });

    it('a coinched match beaten by a trick lets the defenders claim 2×250 + 160', () => {
      const deal = claimed('match', 0, 'coinche', { A: 30, B: 0 }, [1, 1, 0, 0], 'B');
      expect(scoreGame([...bAt1840, deal])).toMatchObject({
        winner: 'B',
        totals: { A: 0, B: 2500 },
      });
    });

    it('a générale claimed after its 9th trick alone marks 1000', () => {
      const deal = claimed('generale', 3, 'none', { A: 0, B: 157 }, [0, 0, 0, 9], 'B');
      expect(scoreGame([...bAt1840, deal])).toMatchObject({
        winner: 'B',
        totals: { A: 0, B: 2840 },
      });
    });

    it('a générale claimed before its end marks nothing', () => {
      const deal = claimed('generale', 3, 'none', { A: 0, B: 130 }, [0, 0, 0, 7], 'B');
      expect(scoreGame([...bAt1840, deal])).toMatchObject({ winner: 'A' });
    });

    it('when both teams would reach the target, the claiming team wins, whatever the totals', () => {
      // Target 1900, 1840 – 1840. A declared 80: A 90 so far → 170; B 60 so far → 60.
      const level = [...aAt1840, ...bAt1840];
      const byB = claimed(80, 0, 'none', { A: 90, B: 60 }, [3, 2, 2, 1], 'B');
      expect(scoreGame([...level, byB], { target: 1900 })).toMatchObject({
        winner: 'B',
        totals: { A: 2010, B: 1900 },
      });
      const byA = { ...byB, claim: { ...byB.claim, team: 'A' as const } };
      expect(scoreGame([...level, byA], { target: 1900 })).toMatchObject({
        winner: 'A',
        totals: { A: 2010, B: 1900 },
      });
    });

    it('when only the other team would reach the target, the claiming team still loses', () => {
      // Target 1900, 1840 – 1840. B claims with 40 so far (→ 1880); A keeps 170 (→ 2010).
      const deal = claimed(80, 0, 'none', { A: 90, B: 40 }, [3, 2, 2, 1], 'B');
      expect(scoreGame([...aAt1840, ...bAt1840, deal], { target: 1900 })).toMatchObject({
        winner: 'A',
        totals: { A: 2010, B: 1840 },
      });
    });
  });

  describe('bad input', () => {
    it('names the deal of a bad fact', () => {
      const bad = played(80, 0, 'none', { A: 84, B: 72 });
      expect(() => scoreGame([bigA, bad])).toThrow(
        expect.objectContaining({ code: 'CARD_POINTS_SUM', field: 'deals[1].cardPoints' }),
      );
      expect(() => scoreGame([bigA, null as unknown as DealRecord])).toThrow(
        expect.objectContaining({ code: 'INVALID_DEAL', field: 'deals[1]' }),
      );
      const badClaim = claimed(80, 0, 'none', { A: 10, B: 10 }, [5, 5, 0, 0]);
      expect(() => scoreGame([bigA, bigA, badClaim])).toThrow(
        expect.objectContaining({
          code: 'CLAIM_TRICKS_INVALID',
          field: 'deals[2].claim.tricksSoFar',
        }),
      );
    });

    it.each([0, -5, 1.5, '2000', null, Number.NaN, Number.POSITIVE_INFINITY])(
      'refuses a target of %p',
      (target) => {
        expect(() => scoreGame([], { target: target as number })).toThrow(RulesError);
        expect(() => scoreGame([], { target: target as number })).toThrow(
          expect.objectContaining({ code: 'INVALID_TARGET', field: 'target' }),
        );
      },
    );

    it('refuses options that are not an object, and reads null options as none', () => {
      expect(() => scoreGame([], 5 as unknown as { target?: number })).toThrow(
        expect.objectContaining({ code: 'INVALID_TARGET', field: 'options' }),
      );
      expect(scoreGame([bigA], null as unknown as { target?: number }).totals).toEqual({
        A: 460,
        B: 0,
      });
    });

    it.each(['deals', null, undefined, 5, { 0: bigA }])('refuses deals given as %p', (deals) => {
      expect(() => scoreGame(deals as unknown as DealRecord[])).toThrow(
        expect.objectContaining({ code: 'INVALID_DEAL', field: 'deals' }),
      );
    });
  });
});
