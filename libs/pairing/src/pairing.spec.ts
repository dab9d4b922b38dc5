import fc from 'fast-check';
import { drawRandomRound, pairByRanking, type PairingEntrant } from './pairing.ts';

/** A seeded random source (mulberry32), so draws are reproducible. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ids = (count: number) => Array.from({ length: count }, (_, i) => `t${i + 1}`);

describe('drawRandomRound', () => {
  it('pairs every team once, with a bye when the count is odd', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer(), (count, seed) => {
        const { pairs, bye } = drawRandomRound(ids(count), seeded(seed));
        const seen = [...pairs.flat(), ...(bye ? [bye] : [])];
        return (
          seen.length === count &&
          new Set(seen).size === count &&
          (bye !== null) === (count % 2 === 1)
        );
      }),
    );
  });

  it('gives the same draw for the same seed', () => {
    expect(drawRandomRound(ids(9), seeded(7))).toEqual(drawRandomRound(ids(9), seeded(7)));
  });
});

describe('pairByRanking', () => {
  const entrant = (id: string, opponents: string[] = [], byes = 0): PairingEntrant => ({
    id,
    opponents,
    byes,
  });

  it('pairs neighbours in the ranking', () => {
    expect(pairByRanking([entrant('a'), entrant('b'), entrant('c'), entrant('d')])).toEqual({
      pairs: [
        ['a', 'b'],
        ['c', 'd'],
      ],
      bye: null,
    });
  });

  it('avoids a rematch when another pairing exists', () => {
    const result = pairByRanking([
      entrant('a', ['b']),
      entrant('b', ['a']),
      entrant('c'),
      entrant('d'),
    ]);
    expect(result.pairs).toEqual([
      ['a', 'c'],
      ['b', 'd'],
    ]);
  });

  it('backtracks when the greedy choice leads to a forced rematch', () => {
    // a–b would leave c–d, who already met.
    const result = pairByRanking([
      entrant('a'),
      entrant('b'),
      entrant('c', ['d']),
      entrant('d', ['c']),
    ]);
    expect(result.pairs).toEqual([
      ['a', 'c'],
      ['b', 'd'],
    ]);
  });

  it('gives the bye to the lowest-ranked team with the fewest byes', () => {
    expect(pairByRanking([entrant('a'), entrant('b'), entrant('c', [], 1)]).bye).toBe('b');
  });

  it('accepts a rematch when none can be avoided', () => {
    const result = pairByRanking([entrant('a', ['b']), entrant('b', ['a'])]);
    expect(result.pairs).toEqual([['a', 'b']]);
  });
});
