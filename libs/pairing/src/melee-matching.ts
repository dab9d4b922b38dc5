import type { IndexTable } from './melee-cost.ts';
import type { IndexDraw } from './melee-enumeration.ts';
import { haveOpposed, havePartnered, sameClub, type MeleeField } from './melee-field.ts';
import { improveDraw } from './melee-improve.ts';
import { sitOutChoice } from './melee-sit-outs.ts';
import type { WeightedEdge } from './max-weight-matching.ts';
import { certifiedWindowMatching, lexicographicUnits } from './window-matching.ts';

/** Neighbours in the order: each vertex is first linked to the 12 after it. */
const WINDOW = 12;
/** The lowest level, nearness in the order, counts (gap)² up to this gap: at most 144 an edge. */
const NEAR = WINDOW ** 2;

/**
 * The lowest level of an edge u < v: 0 for the pair the order proposes, else the gap squared,
 * counted up to WINDOW. Each vertex's best edge is then one edge, which the matcher's greedy
 * start takes at once, so the solve only works where repeats and clubs get in the way (a fifth of
 * the time of plain squared gaps on 2,000 players). The pair proposed is 2k with 2k + 1, except
 * for partners in swiss mode: 4k with 4k + 2 and 4k + 1 with 4k + 3, so that last round's
 * partners, who have the same results and stand side by side in the standings, are not proposed
 * again, and the four make one table (each table's best split then seats the first and the
 * fourth against the second and third).
 */
function nearness(u: number, v: number, proposed: (u: number) => number): number {
  return proposed(u) === v ? 0 : Math.min(v - u, WINDOW) ** 2;
}

const nextOne = (u: number) => u ^ 1;
const nextButOne = (u: number) => u ^ 2;

/**
 * A draw in two exact matchings, then a local search:
 * 1. partners: a maximum-weight perfect matching of the players who may sit (and one place per
 *    sit-out to choose, linked to the candidates), fewest repeated partners first, then fewest
 *    of one club, both exact on the whole field; then nearness in the order (heuristic);
 * 2. tables: the pairs matched two by two, fewest repeated opponents, then fewest opponents of
 *    one club, both exact for these pairs; then nearness;
 * 3. `improveDraw`: each table's best split, and tables with repeated or same-club opponents
 *    regrouped with another table when that lowers them (a heuristic).
 */
export function drawByMatching(field: MeleeField): IndexDraw {
  const { pairs, satOut } = matchPartners(field);
  return improveDraw(field, { tables: matchTables(field, pairs), satOut });
}

function matchPartners(field: MeleeField): { pairs: Array<[number, number]>; satOut: number[] } {
  const { forced, candidates, toChoose } = sitOutChoice(field);
  const out = new Set(forced);
  const seatable = field.ids.map((_, index) => index).filter((index) => !out.has(index));
  const count = seatable.length;
  const { units, top, tolerance } = lexicographicUnits((count + toChoose) / 2, NEAR, [1, 1]);
  const [clubUnit, repeatUnit] = units as [number, number];
  const weight = (u: number, v: number): number => {
    const [i, j] = [seatable[u] as number, seatable[v] as number];
    return (
      top -
      (havePartnered(field, i, j) ? repeatUnit : 0) -
      (sameClub(field, i, j) ? clubUnit : 0) -
      nearness(u, v, field.mode === 'swiss' ? nextButOne : nextOne)
    );
  };
  const positionOf = new Map(seatable.map((index, position) => [index, position]));
  const sitOutPlaces: WeightedEdge[] = [];
  for (const candidate of candidates) {
    const position = positionOf.get(candidate) as number;
    // Swiss: the lowest-ranked candidates sit out, as far as nearness decides.
    const lower =
      field.mode === 'swiss'
        ? Math.round((NEAR * (count - 1 - position)) / Math.max(1, count - 1))
        : 0;
    for (let place = 0; place < toChoose; place += 1)
      sitOutPlaces.push({ u: position, v: count + place, weight: top - lower });
  }
  const mate = certifiedWindowMatching({
    ordered: count,
    weight,
    extraEdges: sitOutPlaces,
    extra: toChoose,
    window: WINDOW,
    farBound: top - NEAR,
    tolerance,
    costless: top - NEAR,
  });
  const pairs: Array<[number, number]> = [];
  const satOut = [...forced];
  for (let u = 0; u < count; u += 1) {
    const v = mate[u] as number;
    if (v >= count) satOut.push(seatable[u] as number);
    else if (v > u) pairs.push([seatable[u] as number, seatable[v] as number]);
  }
  return { pairs, satOut };
}

/** The pairs in the order of their places' sum, matched into tables. */
function matchTables(field: MeleeField, unordered: Array<[number, number]>): IndexTable[] {
  const pairs = [...unordered].sort(
    (p, q) => p[0] + p[1] - q[0] - q[1] || Math.min(...p) - Math.min(...q),
  );
  const count = pairs.length;
  const { units, top, tolerance } = lexicographicUnits(count / 2, NEAR, [4, 4]);
  const [clubUnit, repeatUnit] = units as [number, number];
  const weight = (u: number, v: number): number => {
    let repeats = 0;
    let clubs = 0;
    for (const i of pairs[u] as [number, number])
      for (const j of pairs[v] as [number, number]) {
        if (haveOpposed(field, i, j)) repeats += 1;
        if (sameClub(field, i, j)) clubs += 1;
      }
    return top - repeats * repeatUnit - clubs * clubUnit - nearness(u, v, nextOne);
  };
  const mate = certifiedWindowMatching({
    ordered: count,
    weight,
    extraEdges: [],
    extra: 0,
    window: WINDOW,
    farBound: top - NEAR,
    tolerance,
    costless: top - NEAR,
  });
  const tables: IndexTable[] = [];
  for (let u = 0; u < count; u += 1) {
    const v = mate[u] as number;
    if (v > u) tables.push([...(pairs[u] as [number, number]), ...(pairs[v] as [number, number])]);
  }
  return tables;
}
