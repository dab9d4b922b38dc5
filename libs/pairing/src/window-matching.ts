import { certifiedPerfectMatching, type CertifiedMatching } from './certified-matching.ts';
import type { WeightedEdge } from './max-weight-matching.ts';

/**
 * A graph to match whose vertices mostly follow an order (a ranking, a shuffle): the edges of
 * vertices near in that order are solved first, and the rest of the complete graph is priced
 * against the matching's duals, as pairSwiss does (see README, "The window and its certificate").
 */
export interface WindowGraph {
  /** Vertices 0 … ordered − 1, in the order the window follows; any two may be matched. */
  ordered: number;
  /** The weight of the edge between two ordered vertices. */
  weight(u: number, v: number): number;
  /** Edges to the vertices after the ordered ones (sit-out places): always in the graph. */
  extraEdges: readonly WeightedEdge[];
  extra: number;
  /** The first graph holds the edges of vertices at most this far apart in the order. */
  window: number;
  /** No edge of vertices farther apart than `window` weighs more than this. */
  farBound: number;
  /** What an edge left out may be underpaid by without joining the graph. */
  tolerance: number;
  /**
   * An edge weighing this or more costs nothing on the exact levels: a matching of such edges
   * needs no pricing, nothing can do better on those levels.
   */
  costless: number;
}

/**
 * A perfect matching (mate[v]) whose weight is within `tolerance` per matched edge of the best of
 * the complete graph: every edge left out is underpaid by its duals by at most `tolerance`, so by
 * weak duality no perfect matching weighs more than this one plus tolerance × its edges. Levels
 * weighted by `lexicographicUnits` above that slack are therefore exact on the complete graph.
 */
export function certifiedWindowMatching(graph: WindowGraph): Int32Array {
  const count = graph.ordered + graph.extra;
  for (let window = graph.window; ; window *= 4) {
    const edges = [...graph.extraEdges];
    for (let u = 0; u < graph.ordered; u += 1)
      for (let v = u + 1; v <= Math.min(graph.ordered - 1, u + window); v += 1)
        edges.push({ u, v, weight: graph.weight(u, v) });
    let matching = certifiedPerfectMatching(count, edges);
    // Sit-out places tied to a few vertices may leave the window without a perfect matching.
    if (matching.mate.includes(-1)) {
      if (window >= graph.ordered) throw new RangeError('window matching: no perfect matching');
      continue;
    }
    for (;;) {
      if (isCostless(graph, edges, matching.mate)) return matching.mate;
      const missing = underpaidEdges(graph, window, matching);
      if (missing.length === 0) return matching.mate;
      edges.push(...missing);
      matching = certifiedPerfectMatching(count, edges);
    }
  }
}

function isCostless(graph: WindowGraph, edges: readonly WeightedEdge[], mate: Int32Array): boolean {
  return edges.every(({ u, v, weight }) => mate[u] !== v || weight >= graph.costless);
}

/**
 * The edges farther apart than the window that the duals underpay by more than the tolerance,
 * walking the vertices in the order of the blossom nesting, where the blossom duals a pair shares
 * are a running minimum; the far bound spares computing most weights.
 */
function underpaidEdges(
  graph: WindowGraph,
  window: number,
  matching: CertifiedMatching,
): WeightedEdge[] {
  const { order, meetDepth, meetDual } = matching.nesting;
  const { scale, vertexDual } = matching;
  const farTop = scale * graph.farBound;
  const tolerated = scale * graph.tolerance;
  const underpaid: WeightedEdge[] = [];
  for (let a = 0; a < order.length; a += 1) {
    const i = order[a] as number;
    if (i >= graph.ordered) continue;
    const dualI = vertexDual[i] as number;
    let depth = order.length;
    let shared = 0;
    for (let b = a + 1; b < order.length; b += 1) {
      if ((meetDepth[b - 1] as number) < depth) {
        depth = meetDepth[b - 1] as number;
        shared = meetDual[b - 1] as number;
      }
      const j = order[b] as number;
      if (j >= graph.ordered || Math.abs(i - j) <= window) continue;
      const paid = dualI + (vertexDual[j] as number) + shared + tolerated;
      if (farTop <= paid) continue;
      const [u, v] = i < j ? [i, j] : [j, i];
      const weight = graph.weight(u, v);
      if (scale * weight > paid) underpaid.push({ u, v, weight });
    }
  }
  return underpaid;
}

/** Weights stay below this: the matcher doubles them and adds duals, all exact below 2^53. */
const MAX_TOP = 2 ** 50;

/**
 * Units for levels of cost to be minimised lexicographically by one matching of `edges` edges,
 * above a lowest level of at most `lowestMax` per edge that only breaks ties: each unit exceeds
 * all that the levels below, and the certificate's tolerance on every edge, can add up to.
 * `perEdgeMax` lists the most a level costs on one edge, least important first. The weight of an
 * edge is `top − Σ unit × cost`, at least 1.
 *
 * The tolerance is the largest that fits under MAX_TOP / 4. The levels above the lowest are exact
 * whatever it is; a large one only leaves the lowest level to the graph solved, and spares the
 * solve the far edges that tie with the window's on every exact level (on 2,000 players in swiss
 * mode, 66,000 of them joined the graph with a tolerance of 16 far gaps).
 */
export function lexicographicUnits(
  edges: number,
  lowestMax: number,
  perEdgeMax: readonly number[],
): { units: number[]; top: number; tolerance: number } {
  const growth = perEdgeMax.reduce((product, max) => product * (1 + max * edges), edges);
  const tolerance = Math.max(lowestMax, Math.floor(MAX_TOP / 4 / growth) - lowestMax);
  let room = edges * (lowestMax + tolerance);
  const units = perEdgeMax.map((max) => {
    const unit = room + 1;
    room += unit * max * edges;
    return unit;
  });
  const top = room + 1;
  if (top >= MAX_TOP) throw new RangeError('window matching: weights would not be exact');
  return { units, top, tolerance };
}
