import fc from 'fast-check';
import {
  maxWeightMatching,
  maxWeightPerfectMatching,
  type WeightedEdge,
} from './max-weight-matching.ts';

/** [cardinality, weight] of the best matching by exhaustive search. */
function bruteForce(n: number, edges: readonly WeightedEdge[]): [number, number] {
  let best: [number, number] = [0, 0];
  const used = new Array<boolean>(n).fill(false);
  const search = (from: number, count: number, weight: number): void => {
    if (count > best[0] || (count === best[0] && weight > best[1])) best = [count, weight];
    for (let k = from; k < edges.length; k += 1) {
      const { u, v, weight: w } = edges[k] as WeightedEdge;
      if (used[u] || used[v]) continue;
      used[u] = used[v] = true;
      search(k + 1, count + 1, weight + w);
      used[u] = used[v] = false;
    }
  };
  search(0, 0, 0);
  return best;
}

function valueOf(mate: Int32Array, edges: readonly WeightedEdge[]): [number, number] {
  let count = 0;
  let weight = 0;
  for (const edge of edges)
    if (mate[edge.u] === edge.v) {
      count += 1;
      weight += edge.weight;
    }
  return [count, weight];
}

const graph = fc
  .integer({ min: 1, max: 10 })
  .chain((n) =>
    fc.tuple(
      fc.constant(n),
      fc.uniqueArray(
        fc.record({
          u: fc.integer({ min: 0, max: n - 1 }),
          v: fc.integer({ min: 0, max: n - 1 }),
          weight: fc.integer({ min: -5, max: 40 }),
        }),
        { selector: ({ u, v }) => `${Math.min(u, v)}-${Math.max(u, v)}`, maxLength: 30 },
      ),
    ),
  )
  .map(([n, edges]) => [n, edges.filter(({ u, v }) => u !== v)] as const);

describe('maxWeightMatching', () => {
  it('finds the heaviest matching among those of largest cardinality (brute force)', () => {
    fc.assert(
      fc.property(graph, ([n, edges]) => {
        const mate = maxWeightMatching(n, edges);
        expect(valueOf(mate, edges)).toEqual(bruteForce(n, edges));
        expect([...mate].every((other, v) => other === -1 || mate[other] === v)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('prefers cardinality to weight', () => {
    const edges = [
      { u: 0, v: 1, weight: 1 },
      { u: 1, v: 2, weight: 10 },
      { u: 2, v: 3, weight: 1 },
    ];
    expect([...maxWeightMatching(4, edges)]).toEqual([1, 0, 3, 2]);
  });

  it('leaves the heaviest edge of an odd cycle when two lighter ones weigh more', () => {
    const edges = [
      { u: 0, v: 1, weight: 8 },
      { u: 1, v: 2, weight: 9 },
      { u: 0, v: 2, weight: 10 },
      { u: 2, v: 3, weight: 7 },
      { u: 0, v: 4, weight: 1 },
    ];
    expect([...maxWeightMatching(5, edges)]).toEqual([1, 0, 3, 2, -1]);
  });
});

describe('maxWeightPerfectMatching', () => {
  it('finds the heaviest perfect matching when one exists (brute force)', () => {
    fc.assert(
      fc.property(graph, ([n, edges]) => {
        const best = bruteForce(n, edges);
        fc.pre(best[0] * 2 === n);
        expect(valueOf(maxWeightPerfectMatching(n, edges), edges)).toEqual(best);
      }),
      { numRuns: 400 },
    );
  });
});
