import { RulesError } from './errors.ts';
import { scoreDeal } from './marque.ts';
import { played, pointsA } from './test-helpers.ts';
import type { ContractValue, Doubling, PlayedDeal } from './types.ts';

describe('scoreDeal', () => {
  describe('the worked examples of RULES-2018.md', () => {
    it.each<[string, PlayedDeal, { A: number; B: number }]>([
      ['80 ♥ made with 84–73', played(80, 0, 'none', { A: 84, B: 73 }), { A: 160, B: 70 }],
      [
        '80 ♥ made with 85–72 (85 rounds up)',
        played(80, 0, 'none', { A: 85, B: 72 }),
        { A: 170, B: 70 },
      ],
      ['80 ♥ failed with 79–78', played(80, 0, 'none', { A: 79, B: 78 }), { A: 0, B: 240 }],
      [
        '100 ♠ coinched, made with 101–56',
        {
          ...played(100, 0, 'coinche', { A: 101, B: 56 }),
          contract: { value: 100, suit: 'spades', declarer: 0 },
        },
        { A: 360, B: 0 },
      ],
      [
        '100 ♠ surcoinched, failed with 99–58',
        played(100, 0, 'surcoinche', { A: 99, B: 58 }),
        { A: 0, B: 560 },
      ],
      [
        '120 ♦ with all tricks by team A',
        played(120, 0, 'none', { A: 157, B: 0 }, { team: 'A' }),
        { A: 370, B: 0 },
      ],
      [
        'match ♣ made',
        played('match', 0, 'none', { A: 157, B: 0 }, { team: 'A' }),
        { A: 500, B: 0 },
      ],
      [
        'match ♣ coinched, failed with 150–7',
        played('match', 0, 'coinche', { A: 150, B: 7 }),
        { A: 0, B: 660 },
      ],
      [
        'générale ♥ by seat 0, all tricks alone',
        played('generale', 0, 'none', { A: 157, B: 0 }, { team: 'A', seat: 0 }),
        { A: 1000, B: 0 },
      ],
      [
        'générale ♥ by seat 0, all tricks by the team, not alone',
        played('generale', 0, 'none', { A: 157, B: 0 }, { team: 'A' }),
        { A: 0, B: 660 },
      ],
    ])('%s', (_name, deal, marks) => {
      expect(scoreDeal(deal).marks).toEqual(marks);
    });
  });

  describe('a numeric contract, not coinched', () => {
    const values = [60, 70, 80, 90, 100, 110, 120, 130, 140, 150] as const;

    it.each(values)('makes %i with exactly its amount, marking V + round10(points)', (value) => {
      const score = scoreDeal(played(value, 0, 'none', pointsA(value)));
      const defenders = 157 - value;
      expect(score).toEqual({
        made: true,
        marks: {
          A: value + Math.floor((value + 5) / 10) * 10,
          B: Math.floor((defenders + 5) / 10) * 10,
        },
      });
    });

    it.each(values)('fails %i one point short: the defenders mark V + 160', (value) => {
      expect(scoreDeal(played(value, 0, 'none', pointsA(value - 1)))).toEqual({
        made: false,
        marks: { A: 0, B: value + 160 },
      });
    });

    it.each(values)('gives %i with all tricks by the declaring team V + 250', (value) => {
      expect(scoreDeal(played(value, 0, 'none', pointsA(157), { team: 'A' })).marks).toEqual({
        A: value + 250,
        B: 0,
      });
    });

    it.each(values)('gives %i with all tricks by the declarer alone V + 500', (value) => {
      expect(
        scoreDeal(played(value, 2, 'none', pointsA(157), { team: 'A', seat: 2 })).marks,
      ).toEqual({ A: value + 500, B: 0 });
    });

    it.each(values)(
      'fails %i when the defenders take all tricks: V + 160, not their 250',
      (value) => {
        expect(scoreDeal(played(value, 0, 'none', pointsA(0), { team: 'B' })).marks).toEqual({
          A: 0,
          B: value + 160,
        });
      },
    );
  });

  describe('rounding of card points, halves up, at every half', () => {
    // Team A declares 60 and has `a` points (a >= 60); team B has 157 - a.
    const cases = Array.from({ length: 10 }, (_, i) => 65 + 10 * i)
      .flatMap((a) => [a - 1, a, a + 1])
      .filter((a) => a <= 157);

    it.each(cases)('rounds A = %i and B = 157 − A to the nearest ten, halves up', (a) => {
      const { marks } = scoreDeal(played(60, 0, 'none', pointsA(a)));
      const roundHalfUp = (x: number) => (x % 10 >= 5 ? x - (x % 10) + 10 : x - (x % 10));
      expect(marks).toEqual({ A: 60 + roundHalfUp(a), B: roundHalfUp(157 - a) });
    });

    it.each([
      [155, 2, 220, 0],
      [152, 5, 210, 10],
      [153, 4, 210, 0],
      [95, 62, 160, 60],
    ])('A %i – B %i with 60 declared marks %i – %i', (a, b, marksA, marksB) => {
      expect(scoreDeal(played(60, 0, 'none', { A: a, B: b })).marks).toEqual({
        A: marksA,
        B: marksB,
      });
    });
  });

  describe('coinched (×2) and surcoinched (×4): only one team marks', () => {
    const cases: Array<[ContractValue, Doubling, number]> = [
      [60, 'coinche', 280],
      [100, 'coinche', 360],
      [150, 'coinche', 460],
      [60, 'surcoinche', 400],
      [100, 'surcoinche', 560],
      [150, 'surcoinche', 760],
      ['match', 'coinche', 660],
      ['match', 'surcoinche', 1160],
    ];

    it.each(cases)('gives a made %s %s to the declaring team: %i', (value, doubling, expected) => {
      const deal =
        typeof value === 'number'
          ? played(value, 1, doubling, { A: 157 - value, B: value })
          : played(value, 1, doubling, { A: 0, B: 157 }, { team: 'B' });
      expect(scoreDeal(deal)).toEqual({ made: true, marks: { A: 0, B: expected } });
    });

    it.each(cases)('gives a failed %s %s to the defenders: %i', (value, doubling, expected) => {
      const deal =
        typeof value === 'number'
          ? played(value, 1, doubling, { A: 158 - value, B: value - 1 })
          : played(value, 1, doubling, { A: 7, B: 150 });
      expect(scoreDeal(deal)).toEqual({ made: false, marks: { A: expected, B: 0 } });
    });

    it('gives a failed coinched 100 to the defenders: 2×100+160', () => {
      expect(scoreDeal(played(100, 0, 'coinche', pointsA(99))).marks).toEqual({ A: 0, B: 360 });
    });

    it('ignores the all-tricks card value when coinched: 2V + 160 only', () => {
      expect(scoreDeal(played(80, 0, 'coinche', pointsA(157), { team: 'A' })).marks).toEqual({
        A: 320,
        B: 0,
      });
    });
  });

  describe('match and générale', () => {
    it('fails a match when the declaring team lost a trick, even one worth nothing', () => {
      expect(scoreDeal(played('match', 0, 'none', pointsA(157)))).toEqual({
        made: false,
        marks: { A: 0, B: 410 },
      });
    });

    it('makes a match taken by one player alone: 250 + 500', () => {
      expect(
        scoreDeal(played('match', 2, 'none', pointsA(157), { team: 'A', seat: 0 })).marks,
      ).toEqual({ A: 750, B: 0 });
    });

    it('fails a match when the defenders took all tricks', () => {
      expect(scoreDeal(played('match', 3, 'none', pointsA(157), { team: 'A' })).marks).toEqual({
        A: 410,
        B: 0,
      });
    });

    it('fails a générale won alone by the partner', () => {
      expect(
        scoreDeal(played('generale', 1, 'none', { A: 0, B: 157 }, { team: 'B', seat: 3 })),
      ).toEqual({ made: false, marks: { A: 660, B: 0 } });
    });

    it('makes a générale by team B', () => {
      expect(
        scoreDeal(played('generale', 3, 'none', { A: 0, B: 157 }, { team: 'B', seat: 3 })),
      ).toEqual({ made: true, marks: { A: 0, B: 1000 } });
    });

    it('fails a générale without all tricks', () => {
      expect(scoreDeal(played('generale', 0, 'none', pointsA(150))).marks).toEqual({
        A: 0,
        B: 660,
      });
    });
  });

  describe('team B declaring mirrors team A', () => {
    it.each([60, 80, 100, 150] as const)('%i made and failed', (value) => {
      for (const a of [0, value - 1, value, 157]) {
        const asA = scoreDeal(played(value, 0, 'none', pointsA(a)));
        const asB = scoreDeal(played(value, 1, 'none', { A: 157 - a, B: a }));
        expect(asB).toEqual({ made: asA.made, marks: { A: asA.marks.B, B: asA.marks.A } });
      }
    });
  });

  describe('bad input', () => {
    const base = played(80, 0, 'none', { A: 84, B: 73 });
    it.each<[string, unknown, string, string]>([
      [
        'points that are not integers',
        { ...base, cardPoints: { A: 84.5, B: 72.5 } },
        'CARD_POINTS_NOT_INTEGER',
        'cardPoints.A',
      ],
      [
        'points given as strings',
        { ...base, cardPoints: { A: '84', B: 73 } },
        'CARD_POINTS_NOT_INTEGER',
        'cardPoints.A',
      ],
      [
        'missing points',
        { ...base, cardPoints: { A: 84 } },
        'CARD_POINTS_NOT_INTEGER',
        'cardPoints.B',
      ],
      ['no card points at all', { ...base, cardPoints: null }, 'INVALID_DEAL', 'cardPoints'],
      [
        'negative points',
        { ...base, cardPoints: { A: -1, B: 158 } },
        'CARD_POINTS_OUT_OF_RANGE',
        'cardPoints.A',
      ],
      [
        'points above 157',
        { ...base, cardPoints: { A: 0, B: 158 } },
        'CARD_POINTS_OUT_OF_RANGE',
        'cardPoints.B',
      ],
      [
        'points that do not add up to 157',
        { ...base, cardPoints: { A: 84, B: 72 } },
        'CARD_POINTS_SUM',
        'cardPoints',
      ],
      [
        'all tricks with points left to the other team',
        { ...base, allTricks: { team: 'A' } },
        'ALL_TRICKS_CONTRADICTS_POINTS',
        'allTricks',
      ],
      [
        'all tricks by a seat of the other team',
        { ...base, cardPoints: pointsA(157), allTricks: { team: 'A', seat: 1 } },
        'ALL_TRICKS_SEAT_NOT_IN_TEAM',
        'allTricks.seat',
      ],
      [
        'all tricks by an unknown team',
        { ...base, cardPoints: pointsA(157), allTricks: { team: 'C' } },
        'INVALID_TEAM',
        'allTricks.team',
      ],
      [
        'all tricks by seat 4',
        { ...base, cardPoints: pointsA(157), allTricks: { team: 'A', seat: 4 } },
        'INVALID_SEAT',
        'allTricks.seat',
      ],
      [
        'a coinched générale',
        played('generale', 0, 'coinche', pointsA(157), { team: 'A', seat: 0 }),
        'GENERALE_COINCHED',
        'doubling',
      ],
      [
        'a surcoinched générale',
        played('generale', 0, 'surcoinche', pointsA(157), { team: 'A', seat: 0 }),
        'GENERALE_COINCHED',
        'doubling',
      ],
      [
        'a contract of 85',
        { ...base, contract: { ...base.contract, value: 85 } },
        'INVALID_CONTRACT_VALUE',
        'contract.value',
      ],
      [
        'a contract of 160',
        { ...base, contract: { ...base.contract, value: 160 } },
        'INVALID_CONTRACT_VALUE',
        'contract.value',
      ],
      [
        'a contract given as a string',
        { ...base, contract: { ...base.contract, value: '80' } },
        'INVALID_CONTRACT_VALUE',
        'contract.value',
      ],
      [
        'an unknown suit',
        { ...base, contract: { ...base.contract, suit: 'stars' } },
        'INVALID_SUIT',
        'contract.suit',
      ],
      [
        'a declarer at seat 4',
        { ...base, contract: { ...base.contract, declarer: 4 } },
        'INVALID_SEAT',
        'contract.declarer',
      ],
      [
        'a declarer given as a string',
        { ...base, contract: { ...base.contract, declarer: '0' } },
        'INVALID_SEAT',
        'contract.declarer',
      ],
      ['no contract', { ...base, contract: undefined }, 'INVALID_DEAL', 'contract'],
      ['an unknown doubling', { ...base, doubling: 'double' }, 'INVALID_DOUBLING', 'doubling'],
      ['no deal at all', null, 'INVALID_DEAL', 'deal'],
    ])('refuses %s', (_name, deal, code, field) => {
      expect(() => scoreDeal(deal as PlayedDeal)).toThrow(RulesError);
      expect(() => scoreDeal(deal as PlayedDeal)).toThrow(expect.objectContaining({ code, field }));
    });

    it('accepts 157–0 without all tricks: the other team may have won a trick worth nothing', () => {
      expect(scoreDeal(played(80, 0, 'none', pointsA(157))).marks).toEqual({ A: 80 + 160, B: 0 });
    });
  });
});
