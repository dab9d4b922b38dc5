import { scoreDeal } from './marque.ts';
import { forTeam, played, pointsA } from './test-helpers.ts';
import type { ContractValue, Doubling, PlayedDeal, Seat, TeamPoints } from './types.ts';
import { teamOfSeat } from './seats.ts';

const SEATS: Seat[] = [0, 1, 2, 3];

describe('scoreDeal', () => {
  describe('the worked examples of RULES-2018.md, row for row', () => {
    it.each<[string, PlayedDeal, boolean, TeamPoints]>([
      ['80 ♥, 84–73', played(80, 0, 'none', { A: 84, B: 73 }), true, { A: 160, B: 70 }],
      ['80 ♥, 85–72', played(80, 0, 'none', { A: 85, B: 72 }), true, { A: 170, B: 70 }],
      ['80 ♥, 79–78', played(80, 0, 'none', { A: 79, B: 78 }), false, { A: 0, B: 240 }],
      [
        '100 ♠ coinche, 101–56',
        played(100, 0, 'coinche', { A: 101, B: 56 }, undefined, 'spades'),
        true,
        { A: 360, B: 0 },
      ],
      [
        '100 ♠ surcoinche, 99–58',
        played(100, 0, 'surcoinche', { A: 99, B: 58 }, undefined, 'spades'),
        false,
        { A: 0, B: 560 },
      ],
      [
        '120 ♦, 157–0, all tricks team A',
        played(120, 0, 'none', { A: 157, B: 0 }, { team: 'A' }, 'diamonds'),
        true,
        { A: 370, B: 0 },
      ],
      [
        'match ♣, 157–0, all tricks team A',
        played('match', 0, 'none', { A: 157, B: 0 }, { team: 'A' }, 'clubs'),
        true,
        { A: 500, B: 0 },
      ],
      [
        'match ♣ coinche, 150–7',
        played('match', 0, 'coinche', { A: 150, B: 7 }, undefined, 'clubs'),
        false,
        { A: 0, B: 660 },
      ],
      [
        'générale ♥ (seat 0), 157–0, seat 0 alone',
        played('generale', 0, 'none', { A: 157, B: 0 }, { team: 'A', seat: 0 }),
        true,
        { A: 1000, B: 0 },
      ],
      [
        'générale ♥ (seat 0), 157–0, team A, not seat 0 alone',
        played('generale', 0, 'none', { A: 157, B: 0 }, { team: 'A' }),
        false,
        { A: 0, B: 660 },
      ],
    ])('%s', (_row, deal, made, marks) => {
      expect(scoreDeal(deal)).toEqual({ made, marks });
    });
  });

  describe('every contract, made and failed, each doubling, declared from every seat', () => {
    // [V, made not coinched (declarers–defenders), failed not coinched, coinched, surcoinched]
    const table: Array<[ContractValue, [number, number], number, number | null, number | null]> = [
      [60, [120, 100], 220, 280, 400],
      [70, [140, 90], 230, 300, 440],
      [80, [160, 80], 240, 320, 480],
      [90, [180, 70], 250, 340, 520],
      [100, [200, 60], 260, 360, 560],
      [110, [220, 50], 270, 380, 600],
      [120, [240, 40], 280, 400, 640],
      [130, [260, 30], 290, 420, 680],
      [140, [280, 20], 300, 440, 720],
      [150, [300, 10], 310, 460, 760],
      ['match', [500, 0], 410, 660, 1160],
      ['generale', [1000, 0], 660, null, null],
    ];
    const rows = table.flatMap((row) => SEATS.map((seat) => [row[0], seat, ...row.slice(1)]));

    /** The deal made by `declarer`: exactly V card points, all tricks (alone for a générale). */
    function madeDeal(value: ContractValue, declarer: Seat, doubling: Doubling): PlayedDeal {
      const team = teamOfSeat(declarer);
      if (value === 'match')
        return played(value, declarer, doubling, forTeam(team, 157, 0), { team });
      if (value === 'generale')
        return played(value, declarer, doubling, forTeam(team, 157, 0), { team, seat: declarer });
      return played(value, declarer, doubling, forTeam(team, value, 157 - value));
    }

    /** The deal failed by one point, or by one trick lost. */
    function failedDeal(value: ContractValue, declarer: Seat, doubling: Doubling): PlayedDeal {
      const team = teamOfSeat(declarer);
      if (value === 'match' || value === 'generale')
        return played(value, declarer, doubling, forTeam(team, 150, 7));
      return played(value, declarer, doubling, forTeam(team, value - 1, 158 - value));
    }

    it.each(rows)('makes %p declared by seat %i, not coinched', (value, seat, madeMarks) => {
      const [own, other] = madeMarks as [number, number];
      const team = teamOfSeat(seat as Seat);
      expect(scoreDeal(madeDeal(value as ContractValue, seat as Seat, 'none'))).toEqual({
        made: true,
        marks: forTeam(team, own, other),
      });
    });

    it.each(rows)(
      'fails %p declared by seat %i, not coinched: the defenders mark V + 160',
      (value, seat, _made, failed) => {
        const defenders = teamOfSeat(seat as Seat) === 'A' ? 'B' : 'A';
        expect(scoreDeal(failedDeal(value as ContractValue, seat as Seat, 'none'))).toEqual({
          made: false,
          marks: forTeam(defenders, failed as number, 0),
        });
      },
    );

    const doubled = rows.flatMap(([value, seat, , , coinched, surcoinched]) =>
      value === 'generale'
        ? []
        : [
            [value, 'coinche', seat, coinched],
            [value, 'surcoinche', seat, surcoinched],
          ],
    );

    it.each(doubled)(
      'gives a made %p %s by seat %i the declarers alone: %i',
      (value, doubling, seat, marks) => {
        const deal = madeDeal(value as ContractValue, seat as Seat, doubling as Doubling);
        expect(scoreDeal(deal)).toEqual({
          made: true,
          marks: forTeam(teamOfSeat(seat as Seat), marks as number, 0),
        });
      },
    );

    it.each(doubled)(
      'gives a failed %p %s by seat %i the defenders alone: %i',
      (value, doubling, seat, marks) => {
        const deal = failedDeal(value as ContractValue, seat as Seat, doubling as Doubling);
        const defenders = teamOfSeat(seat as Seat) === 'A' ? 'B' : 'A';
        expect(scoreDeal(deal)).toEqual({
          made: false,
          marks: forTeam(defenders, marks as number, 0),
        });
      },
    );

    it('gives a failed coinched 100 to the defenders: 2×100+160', () => {
      expect(scoreDeal(played(100, 0, 'coinche', pointsA(99))).marks).toEqual({ A: 0, B: 360 });
    });

    it('gives a made surcoinched 80 to the declarers: 4×80+160', () => {
      expect(scoreDeal(played(80, 3, 'surcoinche', { A: 60, B: 97 })).marks).toEqual({
        A: 0,
        B: 480,
      });
    });
  });

  describe('rounding of both teams’ card points, at every half', () => {
    // Each team's card points end in 4, 5 or 6 in turn; 60 is declared by whichever team makes it.
    const cases = Array.from({ length: 16 }, (_, ten) => 10 * ten)
      .flatMap((base) => [base + 4, base + 5, base + 6])
      .filter((a) => a <= 157);
    const halfUp = (x: number) => x - (x % 10) + (x % 10 >= 5 ? 10 : 0);

    it.each(cases)('rounds A = %i and B = 157 − A, halves up', (a) => {
      const declarer: Seat = a >= 60 ? 0 : 1;
      const { marks } = scoreDeal(played(60, declarer, 'none', pointsA(a)));
      const bonus = (team: 'A' | 'B') => (teamOfSeat(declarer) === team ? 60 : 0);
      expect(marks).toEqual({ A: bonus('A') + halfUp(a), B: bonus('B') + halfUp(157 - a) });
    });

    it.each([
      [155, 2, 220, 0],
      [152, 5, 210, 10],
      [153, 4, 210, 0],
      [95, 62, 160, 60],
      [65, 92, 130, 90],
      [64, 93, 120, 90],
    ])('gives A %i – B %i with 60 declared by A the marks %i – %i', (a, b, marksA, marksB) => {
      expect(scoreDeal(played(60, 0, 'none', { A: a, B: b })).marks).toEqual({
        A: marksA,
        B: marksB,
      });
    });
  });

  describe('all tricks: 250 for a team, 500 for one player alone', () => {
    const values = [60, 70, 80, 90, 100, 110, 120, 130, 140, 150] as const;

    it.each(values)('gives %i with all tricks by the declaring team V + 250', (value) => {
      expect(scoreDeal(played(value, 0, 'none', pointsA(157), { team: 'A' })).marks).toEqual({
        A: value + 250,
        B: 0,
      });
    });

    it.each(values)('gives %i with all tricks by the declarer’s partner alone V + 500', (value) => {
      expect(
        scoreDeal(played(value, 0, 'none', pointsA(157), { team: 'A', seat: 2 })).marks,
      ).toEqual({ A: value + 500, B: 0 });
    });

    it.each(values)('gives %i declared by B with all tricks by seat 3 alone V + 500', (value) => {
      expect(scoreDeal(played(value, 1, 'none', pointsA(0), { team: 'B', seat: 3 })).marks).toEqual(
        { A: 0, B: value + 500 },
      );
    });

    it.each(values)(
      'fails %i when the defenders take all tricks: V + 160, not their 250',
      (value) => {
        expect(scoreDeal(played(value, 0, 'none', pointsA(0), { team: 'B' }))).toEqual({
          made: false,
          marks: { A: 0, B: value + 160 },
        });
      },
    );

    it('adds nothing for all tricks when coinched: 2V + 160 only', () => {
      expect(scoreDeal(played(80, 0, 'coinche', pointsA(157), { team: 'A' })).marks).toEqual({
        A: 320,
        B: 0,
      });
    });

    it('counts 157–0 without all tricks as card points: the other team won a trick worth 0', () => {
      expect(scoreDeal(played(80, 0, 'none', pointsA(157)))).toEqual({
        made: true,
        marks: { A: 80 + 160, B: 0 },
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
      expect(scoreDeal(played('match', 3, 'none', pointsA(157), { team: 'A' }))).toEqual({
        made: false,
        marks: { A: 410, B: 0 },
      });
    });

    it('makes a surcoinched match: 4×250 + 160', () => {
      expect(
        scoreDeal(played('match', 1, 'surcoinche', pointsA(0), { team: 'B', seat: 1 })).marks,
      ).toEqual({ A: 0, B: 1160 });
    });

    it('fails a générale won alone by the partner', () => {
      expect(
        scoreDeal(played('generale', 1, 'none', { A: 0, B: 157 }, { team: 'B', seat: 3 })),
      ).toEqual({ made: false, marks: { A: 660, B: 0 } });
    });

    it('fails a générale when the defenders take all tricks', () => {
      expect(scoreDeal(played('generale', 2, 'none', pointsA(0), { team: 'B', seat: 1 }))).toEqual({
        made: false,
        marks: { A: 0, B: 660 },
      });
    });

    it('fails a générale without all tricks', () => {
      expect(scoreDeal(played('generale', 0, 'none', pointsA(150))).marks).toEqual({
        A: 0,
        B: 660,
      });
    });

    it.each(SEATS)('makes a générale by seat %i alone: 500 + 500', (seat) => {
      const team = teamOfSeat(seat);
      expect(
        scoreDeal(played('generale', seat, 'none', forTeam(team, 157, 0), { team, seat })),
      ).toEqual({ made: true, marks: forTeam(team, 1000, 0) });
    });
  });

  describe('team B declaring mirrors team A', () => {
    const values = [60, 80, 100, 120, 150] as const;
    const doublings: Doubling[] = ['none', 'coinche', 'surcoinche'];
    const cases = values.flatMap((value) =>
      doublings.flatMap((doubling) =>
        [0, 40, value - 1, value, value + 5, 157].map((a) => [value, doubling, a] as const),
      ),
    );

    it.each(cases)('%i %s with %i points for the declarers', (value, doubling, a) => {
      const asA = scoreDeal(played(value, 0, doubling, pointsA(a)));
      const asB = scoreDeal(played(value, 3, doubling, { A: 157 - a, B: a }));
      expect(asB).toEqual({ made: asA.made, marks: { A: asA.marks.B, B: asA.marks.A } });
    });
  });
});
