import { solve, type FinalDuals, type WeightedEdge } from './max-weight-matching.ts';

/**
 * A perfect matching with the dual solution that proves it optimal: vertex duals y and blossom
 * duals z ≥ 0 with y_u + y_v + Σ z_B (B holding u and v) ≥ w for every edge given, equal on the
 * matched ones. An edge left out of the graph is priced by its excess, w − y_u − y_v − Σ z_B:
 * when no left-out edge has a positive one, the duals stay feasible on the larger graph and (weak
 * duality) the matching is a maximum-weight perfect matching of the larger graph too.
 */
export interface CertifiedMatching {
  /** mate[v]: v's partner, or -1 when the graph has no perfect matching (then no certificate). */
  mate: Int32Array;
  /** Duals are given ×scale, so that they stay integers. */
  scale: number;
  /** y_v × scale. */
  vertexDual: Float64Array;
  nesting: BlossomNesting;
  /** The excess × scale of an edge (u, v) of weight w, in the graph or not. */
  excess(u: number, v: number, weight: number): number;
}

/**
 * The blossoms left at the end, laid out so that pricing many edges costs O(1) each: the
 * vertices in depth-first order of the blossom forest (each blossom's vertices side by side),
 * and where each two consecutive ones meet. The vertices at positions a < b lie together in the
 * blossoms holding the shallowest meet between them (one depth, one blossom: leaving a blossom
 * takes a shallower meet), so their Σ z is that meet's: a running minimum as b moves on.
 */
export interface BlossomNesting {
  order: Int32Array;
  /** For order[k] and order[k + 1]: how many blossoms hold both (0: none). */
  meetDepth: Int32Array;
  /** For order[k] and order[k + 1]: Σ z × scale over the blossoms holding both. */
  meetDual: Float64Array;
}

/** A maximum-weight perfect matching (see maxWeightPerfectMatching) and its certificate. */
export function certifiedPerfectMatching(
  vertexCount: number,
  edges: readonly WeightedEdge[],
): CertifiedMatching {
  const mate = new Int32Array(vertexCount).fill(-1);
  const final = solve(vertexCount, edges, true, true, mate);
  // Weights were solved ×2 (greedy start): 4·y_v = dual[v] and 4·z_b = 2·dual[b].
  const scale = 4;
  const nesting = nestBlossoms(final);
  const position = new Int32Array(vertexCount);
  nesting.order.forEach((v, k) => (position[v] = k));
  const vertexDual = final.dual.slice(0, vertexCount);
  return {
    mate,
    scale,
    vertexDual,
    nesting,
    excess(u, v, weight) {
      const from = Math.min(position[u] as number, position[v] as number);
      const to = Math.max(position[u] as number, position[v] as number);
      let depth = Infinity;
      let shared = 0;
      for (let k = from; k < to; k += 1)
        if ((nesting.meetDepth[k] as number) < depth) {
          depth = nesting.meetDepth[k] as number;
          shared = nesting.meetDual[k] as number;
        }
      return scale * weight - (vertexDual[u] as number) - (vertexDual[v] as number) - shared;
    },
  };
}

/** A depth-first walk of the blossoms left, noting where consecutive vertices meet. */
function nestBlossoms(final: FinalDuals): BlossomNesting {
  const order: number[] = [];
  const meetDepth: number[] = [];
  const meetDual: number[] = [];
  // Σ 2·z of the blossoms open around the walk, outermost first.
  const open: number[] = [];
  // Where the last vertex visited meets the next one: the shallowest the walk has been since.
  let depth = 0;
  let shared = 0;
  const visit = (b: number): void => {
    if (b < final.n) {
      if (order.length > 0) {
        meetDepth.push(depth);
        meetDual.push(shared);
      }
      order.push(b);
      [depth, shared] = [open.length, open.at(-1) ?? 0];
      return;
    }
    open.push((open.at(-1) ?? 0) + 2 * (final.dual[b] as number));
    for (const child of final.blossomChilds[b] as number[]) visit(child);
    open.pop();
    if (open.length < depth) [depth, shared] = [open.length, open.at(-1) ?? 0];
  };
  const seen = new Uint8Array(2 * final.n);
  for (let v = 0; v < final.n; v += 1) {
    const outer = final.inBlossom[v] as number;
    if (seen[outer]) continue;
    seen[outer] = 1;
    visit(outer);
  }
  return {
    order: Int32Array.from(order),
    meetDepth: Int32Array.from(meetDepth),
    meetDual: Float64Array.from(meetDual),
  };
}
