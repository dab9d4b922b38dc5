import fc from 'fast-check';
import { certifiedPerfectMatching } from './certified-matching.ts';
import type { WeightedEdge } from './max-weight-matching.ts';

/** The weight of the heaviest perfect matching by exhaustive search, or null when there is none. */
function bestPerfect(n: number, edges: readonly WeightedEdge[]): number | null {
  let best: number | null = null;
  const used = new Array<boolean>(n).fill(false);
  const search = (count: number, weight: number): void => {
    const v = used.indexOf(false);
    if (v === -1) {
      if (best === null || weight > best) best = weight;
      return;
    }
    used[v] = true;
    for (const edge of edges) {
      const other = edge.u === v ? edge.v : edge.v === v ? edge.u : -1;
      if (other === -1 || used[other]) continue;
      used[other] = true;
      search(count + 1, weight + edge.weight);
      used[other] = false;
    }
    used[v] = false;
  };
  search(0, 0);
  return best;
}

const weightOf = (mate: Int32Array, edges: readonly WeightedEdge[]) =>
  edges.reduce((sum, edge) => sum + (mate[edge.u] === edge.v ? edge.weight : 0), 0);

/**
 * An even number of vertices, a perfect matching (0–1, 2–3, …) and random edges besides, many
 * of them in odd cycles, so that blossoms are left at the end; each edge in the graph solved
 * (`kept`) or left out.
 */
const graphs = fc
  .integer({ min: 1, max: 5 })
  .map((half) => 2 * half)
  .chain((n) =>
    fc.tuple(
      fc.constant(n),
      fc.uniqueArray(
        fc.record({
          u: fc.integer({ min: 0, max: n - 1 }),
          v: fc.integer({ min: 0, max: n - 1 }),
          weight: fc.integer({ min: 0, max: 30 }),
          kept: fc.boolean(),
        }),
        { selector: ({ u, v }) => `${Math.min(u, v)}-${Math.max(u, v)}`, maxLength: 24 },
      ),
      fc.array(fc.integer({ min: 0, max: 30 }), { minLength: n / 2, maxLength: n / 2 }),
    ),
  )
  .map(([n, extra, matched]) => {
    const edges = [
      ...matched.map((weight, k) => ({ u: 2 * k, v: 2 * k + 1, weight, kept: true })),
      ...extra.filter(({ u, v }) => u !== v),
    ];
    const seen = new Set<string>();
    return {
      n,
      edges: edges.filter(({ u, v }) => {
        const key = `${Math.min(u, v)}-${Math.max(u, v)}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      }),
    };
  });

describe('certifiedPerfectMatching', () => {
  it('gives duals that pay for every edge solved, exactly for the matched ones', () => {
    let blossomsLeft = 0;
    fc.assert(
      fc.property(graphs, ({ n, edges }) => {
        const matching = certifiedPerfectMatching(n, edges);
        const priced = edges.map(({ u, v, weight }) => ({
          matched: matching.mate[u] === v,
          excess: matching.excess(u, v, weight),
        }));
        expect(priced.filter(({ excess }) => excess > 0)).toEqual([]);
        expect(priced.filter(({ matched, excess }) => matched && excess !== 0)).toEqual([]);
        if (matching.nesting.meetDepth.some((depth) => depth > 0)) blossomsLeft += 1;
      }),
      // A fixed seed: the count below is about these runs, and must not depend on the draw.
      { numRuns: 400, seed: 20261123 },
    );
    // The runs reach the blossom duals, not only the vertex duals.
    expect(blossomsLeft).toBeGreaterThan(20);
  });

  it('is the optimum of a larger graph when no edge left out has a positive excess', () => {
    let certified = 0;
    let refused = 0;
    fc.assert(
      fc.property(graphs, ({ n, edges }) => {
        const solved = edges.filter((edge) => edge.kept);
        const matching = certifiedPerfectMatching(n, solved);
        const leftOut = edges.filter((edge) => !edge.kept);
        const paid = leftOut.every(({ u, v, weight }) => matching.excess(u, v, weight) <= 0);
        const optimal = weightOf(matching.mate, solved) === bestPerfect(n, edges);
        // Paid for every edge left out implies optimal.
        expect(!paid || optimal).toBe(true);
        if (paid) certified += 1;
        if (!optimal) refused += 1;
      }),
      { numRuns: 400 },
    );
    // Both sides of the test are reached: certificates given, and optima missed (then refused).
    expect(certified).toBeGreaterThan(50);
    expect(refused).toBeGreaterThan(10);
  });

  it('lists every vertex once in the nesting', () => {
    const edges = [
      { u: 0, v: 1, weight: 8 },
      { u: 0, v: 2, weight: 9 },
      { u: 1, v: 2, weight: 10 },
      { u: 2, v: 3, weight: 7 },
      { u: 4, v: 5, weight: 3 },
      { u: 3, v: 4, weight: 12 },
    ];
    const { nesting } = certifiedPerfectMatching(6, edges);
    expect([...nesting.order].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(nesting.meetDepth).toHaveLength(5);
  });
});
