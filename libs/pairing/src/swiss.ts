import { certifiedPerfectMatching } from './certified-matching.ts';
import type { WeightedEdge } from './max-weight-matching.ts';
import type { PairingTeam, SwissOptions, SwissPairing } from './pairing-team.ts';
import { seededRandom, shuffle } from './random.ts';
import { describeField, haveMet, type Field } from './swiss-field.ts';
import { underpricedTables, type RankedDuals } from './swiss-pricing.ts';
import { byeWeight, RANK_GAP_CAP, tableWeight, weighField } from './swiss-weights.ts';

/**
 * The first window: each team may meet the 12 teams ranked nearest below it (as far as the rank
 * tie-break tells gaps apart). Neighbours in the ranking are the best pairs by every level but the
 * first, so the window usually holds the optimum; the duals of its matching then prove it.
 */
const FIRST_WINDOW = RANK_GAP_CAP;

/**
 * Up to this many teams every level is exact on the whole field, rank gaps included. Beyond, the
 * rank gaps are the best of the graph solved, which spares 2000-team fields a few re-solves on
 * graphs of several hundred thousand edges (see README).
 */
export const EXACT_RANKS_UP_TO = 1000;

/**
 * Swiss pairing of a ranked field (best first), optimal over the whole field in this order: no
 * rematch when avoidable (else fewest); the bye to a team with fewest byes, then lowest score;
 * with `avoidSameClub`, fewest same-club tables; smallest sum of squared score differences; then
 * rank order (the lowest-ranked to the bye, smallest sum of squared rank gaps, each gap counted up
 * to RANK_GAP_CAP).
 */
export function pairSwiss(teams: PairingTeam[], options: SwissOptions = {}): SwissPairing {
  return pairSwissWith(teams, options, teams.length <= EXACT_RANKS_UP_TO);
}

/** pairSwiss with the rank gaps exact on the whole field, or only on the graph solved. */
export function pairSwissWith(
  teams: PairingTeam[],
  options: SwissOptions,
  exactRanks: boolean,
): SwissPairing {
  if (teams.length < 2) return { pairs: [], bye: teams[0]?.id ?? null };
  const field = describeField(teams, options);
  const vertexCount = teams.length + (teams.length % 2);
  // The seed only renumbers vertices, which changes which of several equal optima is found.
  const ranks = Array.from({ length: vertexCount }, (_, rank) => rank);
  const vertexOf = Int32Array.from(
    options.seed === undefined ? ranks : shuffle(ranks, seededRandom(options.seed)),
  );
  const partner =
    bestPairing(field, vertexOf, false, exactRanks) ??
    (bestPairing(field, vertexOf, true, exactRanks) as Int32Array);
  return toPairing(teams, partner);
}

/**
 * Each rank's partner (n for the bye) in the best pairing of the whole field; without
 * `rematches`, among pairings that repeat no game, null when there is none.
 *
 * The graph starts as the window: the tables of ranks at most `window` apart, and every bye.
 * Without rematches it may have no perfect matching while the field has one: the window then
 * widens ×4, up to the whole field. Its matching is then priced against every table left out;
 * those its duals underpay join the graph, until none is left and the matching is certified.
 */
function bestPairing(
  field: Field,
  vertexOf: Int32Array,
  rematches: boolean,
  exactRanks: boolean,
): Int32Array | null {
  const n = field.teams.length;
  const weighting = weighField(field, rematches, exactRanks);
  for (let window = FIRST_WINDOW; ; window *= 4) {
    const edges = windowEdges(field, window, rematches).map(({ u, v }) => ({
      u,
      v,
      weight: v === n ? byeWeight(field, weighting, u) : tableWeight(field, weighting, u, v),
    }));
    let matching = matchRanks(edges, vertexOf);
    if (matching.partner === null) {
      if (window >= n - 1) return null;
      continue;
    }
    // Each round adds edges that are not in the graph yet (their excess is positive), so it ends;
    // a larger graph keeps the perfect matching it had.
    for (;;) {
      const missing = underpricedTables(field, weighting, window, rematches, matching);
      if (missing.length === 0) return matching.partner;
      for (const edge of missing) edges.push(edge);
      matching = matchRanks(edges, vertexOf);
    }
  }
}

/** Pairs of ranks at most `window` apart (no rematch unless allowed), and every team to the bye. */
function windowEdges(
  field: Field,
  window: number,
  rematches: boolean,
): Array<{ u: number; v: number }> {
  const n = field.teams.length;
  const edges: Array<{ u: number; v: number }> = [];
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 1; j <= Math.min(n - 1, i + window); j += 1)
      if (rematches || !haveMet(field, i, j)) edges.push({ u: i, v: j });
    if (n % 2 === 1) edges.push({ u: i, v: n });
  }
  return edges;
}

/** The matcher works on vertices (ranks renumbered by the seed); this speaks ranks. */
function matchRanks(
  edges: readonly WeightedEdge[],
  vertexOf: Int32Array,
): RankedDuals & { partner: Int32Array | null } {
  const count = vertexOf.length;
  const matching = certifiedPerfectMatching(
    count,
    edges.map(({ u, v, weight }) => ({
      u: vertexOf[u] as number,
      v: vertexOf[v] as number,
      weight,
    })),
  );
  const rankOf = new Int32Array(count);
  vertexOf.forEach((vertex, rank) => (rankOf[vertex] = rank));
  const byRank = (vertex: number) => rankOf[vertex] as number;
  const partner = Int32Array.from(vertexOf, (vertex) => byRank(matching.mate[vertex] as number));
  return {
    partner: matching.mate.includes(-1) ? null : partner,
    dual: Float64Array.from(vertexOf, (vertex) => matching.vertexDual[vertex] as number),
    scale: matching.scale,
    nesting: { ...matching.nesting, order: matching.nesting.order.map(byRank) },
  };
}

function toPairing(teams: readonly PairingTeam[], partner: Int32Array): SwissPairing {
  const pairs: Array<[string, string]> = [];
  let bye: string | null = null;
  teams.forEach((team, rank) => {
    const other = partner[rank] as number;
    if (other === teams.length) bye = team.id;
    else if (other > rank) pairs.push([team.id, (teams[other] as PairingTeam).id]);
  });
  return { pairs, bye };
}
