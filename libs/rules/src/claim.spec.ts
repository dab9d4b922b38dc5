import { marksSoFar } from './claim.ts';
import type { ClaimedDeal, ContractValue, Doubling, Seat } from './types.ts';

function claimed(
  value: ContractValue,
  declarer: Seat,
  doubling: Doubling,
  points: { A: number; B: number },
  tricks: [number, number, number, number],
  team: 'A' | 'B' = 'A',
): ClaimedDeal {
  return {
    contract: { value, suit: 'spades', declarer },
    doubling,
    claim: { team, cardPointsSoFar: points, tricksSoFar: tricks },
  };
}

describe('marksSoFar (a deal stopped by "nous avons gagné")', () => {
  describe('not coinched', () => {
    it.each<[string, ClaimedDeal, { A: number; B: number }]>([
      [
        'declarers below their contract mark nothing yet; defenders their rounded points',
        claimed(100, 0, 'none', { A: 95, B: 25 }, [3, 1, 2, 0]),
        { A: 0, B: 30 },
      ],
      [
        'declarers who reached their contract mark V + their rounded points',
        claimed(100, 0, 'none', { A: 100, B: 25 }, [3, 1, 2, 0]),
        { A: 200, B: 30 },
      ],
      [
        'declarers past their contract: 100 + round10(115)',
        claimed(100, 0, 'none', { A: 115, B: 25 }, [4, 1, 2, 0]),
        { A: 220, B: 30 },
      ],
      [
        'a defender half rounds up: 45 → 50',
        claimed(80, 1, 'none', { A: 45, B: 60 }, [1, 2, 1, 2]),
        { A: 50, B: 0 },
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
        'defenders of a match mark their points',
        claimed('match', 0, 'none', { A: 100, B: 14 }, [4, 1, 1, 0]),
        { A: 0, B: 10 },
      ],
      [
        'a contract failed for certain still marks the defenders only their points',
        claimed(140, 0, 'none', { A: 40, B: 30 }, [1, 2, 1, 1]),
        { A: 0, B: 30 },
      ],
      [
        'team B declaring',
        claimed(90, 3, 'none', { A: 20, B: 95 }, [1, 2, 0, 3]),
        { A: 20, B: 190 },
      ],
    ])('%s', (_name, deal, marks) => {
      expect(marksSoFar(deal)).toEqual(marks);
    });
  });

  describe('coinched or surcoinched: nobody marks until the outcome is certain', () => {
    it.each<[string, ClaimedDeal, { A: number; B: number }]>([
      [
        'an open coinched 100 marks nothing',
        claimed(100, 0, 'coinche', { A: 80, B: 50 }, [3, 1, 2, 0]),
        { A: 0, B: 0 },
      ],
      [
        'a coinched 100 made as soon as the declarers reach 100',
        claimed(100, 0, 'coinche', { A: 100, B: 20 }, [3, 1, 2, 0]),
        { A: 360, B: 0 },
      ],
      [
        'a surcoinched 100 made: 4×100 + 160',
        claimed(100, 0, 'surcoinche', { A: 104, B: 20 }, [3, 1, 2, 0]),
        { A: 560, B: 0 },
      ],
      [
        'a coinched 100 failed once the defenders pass 57',
        claimed(100, 0, 'coinche', { A: 40, B: 58 }, [1, 2, 1, 1]),
        { A: 0, B: 360 },
      ],
      [
        'a coinched 100 still open with the defenders at exactly 57',
        claimed(100, 0, 'coinche', { A: 40, B: 57 }, [1, 2, 1, 1]),
        { A: 0, B: 0 },
      ],
      [
        'a coinched match fails when the defenders win a trick',
        claimed('match', 0, 'coinche', { A: 60, B: 0 }, [2, 1, 1, 0]),
        { A: 0, B: 660 },
      ],
      [
        'a coinched match is open while the declarers have every trick',
        claimed('match', 0, 'coinche', { A: 100, B: 0 }, [3, 0, 3, 0]),
        { A: 0, B: 0 },
      ],
      [
        'a coinched match made with all 9 tricks',
        claimed('match', 0, 'coinche', { A: 157, B: 0 }, [5, 0, 4, 0]),
        { A: 660, B: 0 },
      ],
      [
        'team B declaring, coinched 80 failed',
        claimed(80, 1, 'coinche', { A: 78, B: 30 }, [3, 1, 1, 1]),
        { A: 320, B: 0 },
      ],
    ])('%s', (_name, deal, marks) => {
      expect(marksSoFar(deal)).toEqual(marks);
    });
  });

  it('fails a générale as soon as the partner wins a trick', () => {
    // Not coinched: the générale cannot be coinched, and marks nothing before the end either way.
    expect(marksSoFar(claimed('generale', 0, 'none', { A: 40, B: 0 }, [2, 0, 1, 0]))).toEqual({
      A: 0,
      B: 0,
    });
  });

  describe('bad claims', () => {
    it.each<[string, ClaimedDeal, string, string]>([
      [
        'more than 9 tricks',
        claimed(80, 0, 'none', { A: 10, B: 10 }, [5, 5, 0, 0]),
        'CLAIM_TRICKS_INVALID',
        'claim.tricksSoFar',
      ],
      [
        'a negative trick count',
        claimed(80, 0, 'none', { A: 10, B: 10 }, [-1, 1, 0, 0]),
        'CLAIM_TRICKS_INVALID',
        'claim.tricksSoFar',
      ],
      [
        'three seats only',
        {
          ...claimed(80, 0, 'none', { A: 10, B: 10 }, [1, 1, 0, 0]),
          claim: {
            team: 'A',
            cardPointsSoFar: { A: 10, B: 10 },
            tricksSoFar: [1, 1, 0] as unknown as [number, number, number, number],
          },
        },
        'CLAIM_TRICKS_INVALID',
        'claim.tricksSoFar',
      ],
      [
        'points above 157 together',
        claimed(80, 0, 'none', { A: 100, B: 60 }, [3, 2, 2, 1]),
        'CARD_POINTS_SUM',
        'claim.cardPointsSoFar',
      ],
      [
        'points for a team without a trick',
        claimed(80, 0, 'none', { A: 10, B: 20 }, [1, 0, 0, 0]),
        'CLAIM_POINTS_CONTRADICT_TRICKS',
        'claim.cardPointsSoFar.B',
      ],
      [
        '9 tricks whose points do not add up to 157',
        claimed(80, 0, 'none', { A: 100, B: 50 }, [3, 2, 2, 2]),
        'CARD_POINTS_SUM',
        'claim.cardPointsSoFar',
      ],
      [
        'an unknown claiming team',
        claimed(80, 0, 'none', { A: 10, B: 10 }, [1, 1, 0, 0], 'C' as 'A'),
        'INVALID_TEAM',
        'claim.team',
      ],
      [
        'a coinched générale',
        claimed('generale', 0, 'coinche', { A: 10, B: 0 }, [1, 0, 0, 0]),
        'GENERALE_COINCHED',
        'doubling',
      ],
    ])('refuses %s', (_name, deal, code, field) => {
      expect(() => marksSoFar(deal)).toThrow(expect.objectContaining({ code, field }));
    });
  });
});
