import { marksSoFar } from './claim.ts';
import { claimed } from './test-helpers.ts';
import type { ClaimedDeal, TeamPoints } from './types.ts';

describe('marksSoFar (a deal stopped by "nous avons gagné")', () => {
  describe('not coinched: defenders mark their points as they come, declarers once they reach V', () => {
    it.each<[string, ClaimedDeal, TeamPoints]>([
      [
        'declarers below their 100 mark nothing yet; defenders round10(25) = 30',
        claimed(100, 0, 'none', { A: 95, B: 25 }, [3, 1, 2, 0]),
        { A: 0, B: 30 },
      ],
      [
        'declarers who reached exactly 100 mark 100 + 100',
        claimed(100, 0, 'none', { A: 100, B: 25 }, [3, 1, 2, 0]),
        { A: 200, B: 30 },
      ],
      [
        'declarers past their 100 mark 100 + round10(115)',
        claimed(100, 0, 'none', { A: 115, B: 25 }, [4, 1, 2, 0]),
        { A: 220, B: 30 },
      ],
      [
        'a defenders’ half rounds up: 45 → 50',
        claimed(80, 1, 'none', { A: 45, B: 60 }, [1, 2, 1, 2]),
        { A: 50, B: 0 },
      ],
      [
        'a defenders’ 44 rounds down to 40',
        claimed(80, 1, 'none', { A: 44, B: 60 }, [1, 2, 1, 2]),
        { A: 40, B: 0 },
      ],
      [
        'declarers of 60 with 65 so far: 60 + 70',
        claimed(60, 2, 'none', { A: 65, B: 14 }, [2, 1, 1, 0]),
        { A: 130, B: 10 },
      ],
      [
        'a match marks nothing before the deal is over',
        claimed('match', 0, 'none', { A: 120, B: 0 }, [4, 0, 3, 0]),
        { A: 0, B: 0 },
      ],
      [
        'a générale marks nothing before the deal is over',
        claimed('generale', 0, 'none', { A: 120, B: 0 }, [7, 0, 0, 0]),
        { A: 0, B: 0 },
      ],
      [
        'the defenders of a match mark their points',
        claimed('match', 0, 'none', { A: 100, B: 14 }, [4, 1, 1, 0]),
        { A: 0, B: 10 },
      ],
      [
        'the defenders of a générale beaten by the partner mark their points',
        claimed('generale', 0, 'none', { A: 40, B: 25 }, [1, 1, 1, 0]),
        { A: 0, B: 30 },
      ],
      [
        'a 140 failed for certain still gives the defenders only their points',
        claimed(140, 0, 'none', { A: 40, B: 30 }, [1, 2, 1, 1]),
        { A: 0, B: 30 },
      ],
      [
        'team B declaring 90 and past it',
        claimed(90, 3, 'none', { A: 20, B: 95 }, [1, 2, 0, 3]),
        { A: 20, B: 190 },
      ],
      [
        'a claim before the first trick: nothing marked',
        claimed(80, 0, 'none', { A: 0, B: 0 }, [0, 0, 0, 0]),
        { A: 0, B: 0 },
      ],
    ])('%s', (_name, deal, marks) => {
      expect(marksSoFar(deal)).toEqual(marks);
    });
  });

  describe('coinched or surcoinched: nobody marks until the outcome is certain', () => {
    it.each<[string, ClaimedDeal, TeamPoints]>([
      [
        'an open coinched 100 marks nothing',
        claimed(100, 0, 'coinche', { A: 80, B: 50 }, [3, 1, 2, 0]),
        { A: 0, B: 0 },
      ],
      [
        'a coinched 100 is made as soon as the declarers reach 100: 2×100 + 160',
        claimed(100, 0, 'coinche', { A: 100, B: 20 }, [3, 1, 2, 0]),
        { A: 360, B: 0 },
      ],
      [
        'a surcoinched 100 made: 4×100 + 160',
        claimed(100, 0, 'surcoinche', { A: 104, B: 20 }, [3, 1, 2, 0]),
        { A: 560, B: 0 },
      ],
      [
        'a coinched 100 fails once the defenders pass 157 − 100 = 57',
        claimed(100, 0, 'coinche', { A: 40, B: 58 }, [1, 2, 1, 1]),
        { A: 0, B: 360 },
      ],
      [
        'a coinched 100 is still open with the defenders at exactly 57',
        claimed(100, 0, 'coinche', { A: 40, B: 57 }, [1, 2, 1, 1]),
        { A: 0, B: 0 },
      ],
      [
        'a surcoinched 150 fails once the defenders have 8',
        claimed(150, 2, 'surcoinche', { A: 100, B: 8 }, [3, 1, 2, 0]),
        { A: 0, B: 760 },
      ],
      [
        'a surcoinched 150 is open with the defenders at 7',
        claimed(150, 2, 'surcoinche', { A: 100, B: 7 }, [3, 1, 2, 0]),
        { A: 0, B: 0 },
      ],
      [
        'a coinched 60 fails once the defenders have 98',
        claimed(60, 0, 'coinche', { A: 20, B: 98 }, [1, 3, 1, 2]),
        { A: 0, B: 280 },
      ],
      [
        'a coinched match fails when the defenders win a trick, even one worth nothing',
        claimed('match', 0, 'coinche', { A: 60, B: 0 }, [2, 1, 1, 0]),
        { A: 0, B: 660 },
      ],
      [
        'a surcoinched match fails when the defenders win a trick: 4×250 + 160',
        claimed('match', 1, 'surcoinche', { A: 11, B: 60 }, [1, 2, 0, 1]),
        { A: 1160, B: 0 },
      ],
      [
        'a coinched match is open while the declarers have every trick',
        claimed('match', 0, 'coinche', { A: 140, B: 0 }, [5, 0, 3, 0]),
        { A: 0, B: 0 },
      ],
      [
        'team B declaring, a coinched 80 failed (A passed 77)',
        claimed(80, 1, 'coinche', { A: 78, B: 30 }, [3, 1, 1, 1]),
        { A: 320, B: 0 },
      ],
      [
        'team B declaring, a coinched 80 made',
        claimed(80, 3, 'coinche', { A: 30, B: 80 }, [1, 3, 1, 1]),
        { A: 0, B: 320 },
      ],
    ])('%s', (_name, deal, marks) => {
      expect(marksSoFar(deal)).toEqual(marks);
    });
  });

  describe('all 9 tricks taken: the deal is over, so its marks are a finished deal’s', () => {
    it.each<[string, ClaimedDeal, TeamPoints]>([
      [
        '80 made with 84–73',
        claimed(80, 0, 'none', { A: 84, B: 73 }, [3, 2, 2, 2]),
        { A: 160, B: 70 },
      ],
      [
        '80 failed with 79–78: the defenders mark V + 160',
        claimed(80, 0, 'none', { A: 79, B: 78 }, [3, 2, 2, 2]),
        { A: 0, B: 240 },
      ],
      [
        'a match made: all tricks read from the counts',
        claimed('match', 0, 'none', { A: 157, B: 0 }, [5, 0, 4, 0]),
        { A: 500, B: 0 },
      ],
      [
        'a coinched match made',
        claimed('match', 2, 'coinche', { A: 157, B: 0 }, [5, 0, 4, 0]),
        { A: 660, B: 0 },
      ],
      [
        'a générale made alone',
        claimed('generale', 0, 'none', { A: 157, B: 0 }, [9, 0, 0, 0]),
        { A: 1000, B: 0 },
      ],
      [
        'a générale failed: the partner won a trick',
        claimed('generale', 0, 'none', { A: 157, B: 0 }, [8, 0, 1, 0]),
        { A: 0, B: 660 },
      ],
      [
        '100 with all tricks by the declarer alone: 100 + 500',
        claimed(100, 1, 'none', { A: 0, B: 157 }, [0, 9, 0, 0], 'B'),
        { A: 0, B: 600 },
      ],
    ])('%s', (_name, deal, marks) => {
      expect(marksSoFar(deal)).toEqual(marks);
    });
  });
});
