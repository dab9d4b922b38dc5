import type { BlossomNesting } from './certified-matching.ts';
import type { WeightedEdge } from './max-weight-matching.ts';
import { haveMet, type Field } from './swiss-field.ts';
import { RANK_GAP_CAP, tableWeight, type Weighting } from './swiss-weights.ts';

/** A perfect matching's duals, with ranks for vertices (rank n: the bye). */
export interface RankedDuals {
  /** y × scale by rank. */
  dual: Float64Array;
  scale: number;
  /** As the matcher gives it, with `order` in ranks. */
  nesting: BlossomNesting;
}

/**
 * The tables of ranks more than `window` (≥ RANK_GAP_CAP) apart (the graph holds every nearer one)
 * that weigh more than the matching's duals pay for them, by more than the weighting tolerates.
 * While there is one, the matching may not be the optimum of the whole field, so these join the
 * graph. When there is none, the duals price every table of the field within the tolerance: by
 * weak duality no pairing of the field weighs more than the matching plus the tolerance on each
 * table, which the units of the weighting make too little to buy one unit of any level exact on
 * the whole field (all of them when the tolerance is 0).
 *
 * Every pair of the field is looked at, in the order of the nesting, where the blossom duals a
 * pair shares are a running minimum; the weight is first bounded in a few operations (beyond
 * the window the rank tie-break is at its cap, and clubs and rematches only lower a weight).
 */
export function underpricedTables(
  field: Field,
  weighting: Weighting,
  window: number,
  rematches: boolean,
  duals: RankedDuals,
): WeightedEdge[] {
  const n = field.teams.length;
  const { order, meetDepth, meetDual } = duals.nesting;
  const { scale } = duals;
  // By position in the nesting, for locality.
  const units = Float64Array.from(order, (rank) => (rank < n ? (field.units[rank] as number) : 0));
  const dual = Float64Array.from(order, (rank) => duals.dual[rank] as number);
  const { spreadStep } = weighting;
  const spreadUnit = weighting.unit.spread;
  const farTop = scale * (weighting.top - weighting.unit.rankGap * RANK_GAP_CAP ** 2);
  const tolerated = scale * weighting.tolerance;
  const underpriced: WeightedEdge[] = [];
  for (let a = 0; a < order.length; a += 1) {
    const i = order[a] as number;
    if (i === n) continue;
    const unitI = units[a] as number;
    const dualI = dual[a] as number;
    // Deeper than any meet (an integer, not Infinity, which would deoptimise the loop).
    let depth = order.length;
    let shared = 0;
    for (let b = a + 1; b < order.length; b += 1) {
      if ((meetDepth[b - 1] as number) < depth) {
        depth = meetDepth[b - 1] as number;
        shared = meetDual[b - 1] as number;
      }
      const j = order[b] as number;
      if (j === n || Math.abs(i - j) <= window) continue;
      const difference = unitI - (units[b] as number);
      const paid = dualI + (dual[b] as number) + shared + tolerated;
      if (farTop - scale * spreadUnit * Math.ceil((difference * difference) / spreadStep) <= paid)
        continue;
      const [low, high] = i < j ? [i, j] : [j, i];
      if (!rematches && haveMet(field, low, high)) continue;
      const weight = tableWeight(field, weighting, low, high);
      if (scale * weight > paid) underpriced.push({ u: low, v: high, weight });
    }
  }
  return underpriced;
}
