import fc from 'fast-check';
import { roundRobin } from './round-robin.ts';

const ids = (count: number) => Array.from({ length: count }, (_, i) => `t${i + 1}`);

describe('roundRobin', () => {
  it('plays n - 1 rounds for an even field, by the circle method', () => {
    expect(roundRobin(ids(4))).toEqual([
      {
        pairs: [
          ['t1', 't4'],
          ['t2', 't3'],
        ],
        bye: null,
      },
      {
        pairs: [
          ['t3', 't1'],
          ['t4', 't2'],
        ],
        bye: null,
      },
      {
        pairs: [
          ['t1', 't2'],
          ['t3', 't4'],
        ],
        bye: null,
      },
    ]);
  });

  it('gives an odd field n rounds, each with one bye', () => {
    const rounds = roundRobin(ids(3));
    expect(rounds.map((round) => round.bye)).toEqual(['t1', 't2', 't3']);
    expect(rounds.every((round) => round.pairs.length === 1)).toBe(true);
  });

  it('has nothing to play for fewer than two teams', () => {
    expect(roundRobin([])).toEqual([]);
    expect(roundRobin(['t1'])).toEqual([{ pairs: [], bye: 't1' }]);
  });

  it('pairs every two teams exactly once, each team once a round, at most one bye each', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 41 }), (count) => {
        const rounds = roundRobin(ids(count));
        expect(rounds).toHaveLength(count % 2 === 0 ? count - 1 : count);
        const met = new Set<string>();
        const byes: string[] = [];
        for (const { pairs, bye } of rounds) {
          const seated = [...pairs.flat(), ...(bye === null ? [] : [bye])];
          expect(new Set(seated).size).toBe(count);
          expect(seated).toHaveLength(count);
          if (bye !== null) byes.push(bye);
          for (const [a, b] of pairs) met.add([a, b].sort().join('-'));
        }
        expect(new Set(byes).size).toBe(byes.length);
        expect(met.size).toBe((count * (count - 1)) / 2);
      }),
    );
  });
});
