import { maxWeightPerfectMatching } from './max-weight-matching.ts';
import type { PairingTeam, SwissOptions, SwissPairing } from './pairing-team.ts';
import { seededRandom, shuffle } from './random.ts';
import { describeField } from './swiss-field.ts';
import { candidateEdges, weighEdges } from './swiss-weights.ts';

/**
 * The first window: each team may meet the 12 teams ranked nearest below it. Neighbours in the
 * ranking are the best pairs by every level but the first, so the optimum on the window is the
 * optimum on the field unless long pairs are needed: when rematches or clubs crowd a stretch of
 * the ranking, the window's best may float a team further than the field's best would (levels 3
 * and 4 can then be worse than on the full graph). Rematches (level 1) are never left to the
 * window: it widens (×4) until a pairing without rematch exists, up to the whole field, and only
 * then are rematches let in, on the whole field, as few as possible.
 */
const FIRST_WINDOW = 12;

/**
 * Swiss pairing of a ranked field (best first), optimal in this order: no rematch when avoidable
 * (else fewest); the bye to a team with fewest byes, then lowest score; with `avoidSameClub`,
 * fewest same-club tables; smallest sum of squared score differences; then rank order (smallest
 * sum of squared rank gaps, the lowest-ranked to the bye).
 */
export function pairSwiss(teams: PairingTeam[], options: SwissOptions = {}): SwissPairing {
  if (teams.length < 2) return { pairs: [], bye: teams[0]?.id ?? null };
  const field = describeField(teams, options);
  const n = teams.length;
  const vertexCount = n + (n % 2);
  const tableCount = vertexCount / 2;
  // The seed only renumbers vertices, which changes which of several equal optima is found.
  const vertexOf =
    options.seed === undefined
      ? Array.from({ length: vertexCount }, (_, v) => v)
      : shuffle(
          Array.from({ length: vertexCount }, (_, v) => v),
          seededRandom(options.seed),
        );
  const rankOf = new Int32Array(vertexCount);
  vertexOf.forEach((vertex, rank) => (rankOf[vertex] = rank));
  const solveOn = (window: number, allowRematches: boolean): Int32Array | null => {
    const edges = candidateEdges(field, window, allowRematches);
    const weighted = weighEdges(edges, tableCount, n);
    const mate = maxWeightPerfectMatching(
      vertexCount,
      weighted.map((edge) => ({
        u: vertexOf[edge.u] as number,
        v: vertexOf[edge.v] as number,
        weight: edge.weight,
      })),
    );
    const partner = new Int32Array(vertexCount);
    for (let rank = 0; rank < vertexCount; rank += 1) {
      const v = mate[vertexOf[rank] as number] as number;
      if (v === -1) return null;
      partner[rank] = rankOf[v] as number;
    }
    return partner;
  };
  for (let window = FIRST_WINDOW; ; window *= 4) {
    const partner = solveOn(window, false);
    if (partner) return toPairing(teams, partner);
    if (window >= n - 1) break;
  }
  return toPairing(teams, solveOn(n, true) as Int32Array);
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
