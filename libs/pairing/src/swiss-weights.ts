import type { WeightedEdge } from './max-weight-matching.ts';
import { haveMet, sameClub, spread, type Field } from './swiss-field.ts';

/**
 * An edge of the pairing graph and what it costs at each level of the objective, most important
 * first. Vertex n (for an odd field) is the bye: the team matched with it sits out.
 */
export interface CandidateEdge {
  u: number;
  v: number;
  rematch: number;
  bye: number;
  club: number;
  spread: number;
  /** Rank order, first tie-break: for the bye, ranks from the bottom (the lowest sits out). */
  byeRank: number;
  /**
   * Rank order, last tie-break: (rank gap)² for a table, so neighbours in the ranking meet and a
   * leader takes the nearest team left (a–c, b–d: 4 + 4 beats a–d, b–c: 9 + 1).
   */
  rankGap: number;
}

const LEVELS = ['rankGap', 'byeRank', 'spread', 'club', 'bye', 'rematch'] as const;
type Level = (typeof LEVELS)[number];

/**
 * Weights stay below 2^50: the matching doubles them and adds two duals, all within 2^53, where
 * doubles are exact integers.
 */
const MAX_WEIGHT = 2 ** 50;

/**
 * The edges between teams at most `window` apart in the ranking (the whole field when window ≥
 * n - 1), rematches only when `allowRematches`, and every team to the bye when the count is odd.
 */
export function candidateEdges(
  field: Field,
  window: number,
  allowRematches: boolean,
): CandidateEdge[] {
  const n = field.teams.length;
  const edges: CandidateEdge[] = [];
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 1; j <= Math.min(n - 1, i + window); j += 1) {
      const rematch = haveMet(field, i, j);
      if (rematch && !allowRematches) continue;
      edges.push({
        u: i,
        v: j,
        rematch: rematch ? 1 : 0,
        bye: 0,
        club: field.avoidSameClub && sameClub(field, i, j) ? 1 : 0,
        spread: spread(field, i, j),
        byeRank: 0,
        rankGap: (j - i) ** 2,
      });
    }
    if (n % 2 === 1) {
      const bye = field.byeKeys[i] as number;
      edges.push({
        u: i,
        v: n,
        rematch: 0,
        bye,
        club: 0,
        spread: 0,
        byeRank: n - 1 - i,
        rankGap: 0,
      });
    }
  }
  return edges;
}

/**
 * Weights whose maximum over perfect matchings is the lexicographic minimum of the levels: each
 * level's unit exceeds the largest total all lower levels can reach in one matching of
 * `tableCount` edges, so no amount of a lower level buys one unit of a higher one. Should that
 * not fit in MAX_WEIGHT (clubs or scores in the thousands on a large field), the rank
 * tie-breaks go first (tables, then the bye), then squared differences are coarsened; rematches,
 * byes and clubs always stay exact. Ties left are then decided by the vertex order (the seed).
 */
export function weighEdges(
  edges: readonly CandidateEdge[],
  tableCount: number,
  byeVertex: number,
): WeightedEdge[] {
  let spreadStep = 1;
  let levels: readonly Level[] = LEVELS;
  for (;;) {
    const scaled = edges.map((edge) => ({
      ...edge,
      spread: Math.ceil(edge.spread / spreadStep),
    }));
    const units = levelUnits(scaled, levels, tableCount, byeVertex);
    if (units) {
      const top = units.total + 1;
      return scaled.map((edge) => ({
        u: edge.u,
        v: edge.v,
        weight: top - levels.reduce((sum, level) => sum + units.unit[level] * edge[level], 0),
      }));
    }
    if (levels[0] !== 'spread') levels = levels.slice(1);
    else spreadStep *= 2;
  }
}

function levelUnits(
  edges: readonly CandidateEdge[],
  levels: readonly Level[],
  tableCount: number,
  byeVertex: number,
): { unit: Record<Level, number>; total: number } | null {
  const unit: Record<Level, number> = {
    rankGap: 0,
    byeRank: 0,
    spread: 0,
    club: 0,
    bye: 0,
    rematch: 0,
  };
  let total = 0;
  for (const level of levels) {
    // A matching has one bye edge at most, and tableCount - 1 tables beside it.
    let largestTable = 0;
    let largestBye = 0;
    for (const edge of edges)
      if (edge.v === byeVertex) largestBye = Math.max(largestBye, edge[level]);
      else largestTable = Math.max(largestTable, edge[level]);
    const reach = largestTable * tableCount + largestBye;
    unit[level] = total + 1;
    total += unit[level] * reach;
    if (total >= MAX_WEIGHT) return null;
  }
  return { unit, total };
}
