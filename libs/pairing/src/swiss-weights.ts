import { haveMet, sameClub, spread, type Field } from './swiss-field.ts';

/**
 * The rank tie-break counts a table's (rank gap)² up to a gap of 12: neighbours still meet
 * first, and a team floated further costs the same however far. Uncapped, the gaps of a
 * 2000-team field would leave no room below 2^50 for the levels above; capped at the first
 * window, every edge left out of it costs the same at this level, which keeps their pricing cheap.
 */
export const RANK_GAP_CAP = 12;

const LEVELS = ['rankGap', 'byeRank', 'spread', 'club', 'bye', 'rematch'] as const;
type Level = (typeof LEVELS)[number];

/**
 * Weights stay below 2^50: the matching doubles them and adds two duals, all within 2^53, where
 * doubles are exact integers.
 */
const MAX_WEIGHT = 2 ** 50;

/**
 * What an edge left out of the graph may be underpaid by (its excess over its ends' duals), as a
 * number of capped rank gaps, without joining the graph; see `Weighting.tolerance`.
 */
const TOLERATED_GAPS = 64;

/**
 * One weight for every possible table and bye of a field, whose maximum over perfect matchings
 * is the lexicographic minimum of the levels, most important first: rematch, bye (the key of
 * whoever sits out), club, spread (squared score difference), byeRank, rankGap. Each level's unit
 * exceeds the most that all lower levels can add up to in one pairing of the whole field, so
 * no amount of a lower level buys one unit of a higher one, on the window or on the whole field.
 */
export interface Weighting {
  /** Every cost is subtracted from this: the weight of a costless table. */
  top: number;
  unit: Readonly<Record<Level, number>>;
  /** Squared differences are counted in steps of this many: 1, unless they would not fit. */
  spreadStep: number;
  /**
   * 0 when every level is exact on the whole field. Else the rank gaps are exact only on the
   * graph solved, and the levels above them on the whole field: the unit of the levels above
   * leaves room for every table of a pairing to be underpaid by `tolerance` plus a capped gap, so
   * an edge left out that is underpaid by no more than this cannot improve them (see
   * swiss-pricing), and need not join the graph.
   */
  tolerance: number;
}

/**
 * The weighting of a field, from bounds on the whole field (not on the edges of a window, so that
 * an edge weighs the same in and out of it). With `exactRanks`, the rank gaps are exact on the
 * whole field too (tolerance 0). Should that not fit in MAX_WEIGHT (clubs or scores in the
 * thousands on a large field), the rank tie-breaks go first (tables, then the bye), then squared
 * differences are coarsened; rematches, byes and clubs always stay exact. `rematches` says
 * whether the graph may hold a rematch at all (else its level costs nothing to reserve).
 */
export function weighField(field: Field, rematches: boolean, exactRanks: boolean): Weighting {
  let spreadStep = 1;
  let levels: readonly Level[] = LEVELS;
  const largestSpread = (largest(field.units) + largest(field.units.map((unit) => -unit))) ** 2;
  const tables = Math.floor(field.teams.length / 2);
  for (;;) {
    const reach = levelReach(field, rematches, largestSpread, spreadStep);
    const tolerance =
      exactRanks || levels[0] !== 'rankGap' ? 0 : TOLERATED_GAPS * RANK_GAP_CAP ** 2;
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
      unit[level] = total + 1;
      total += unit[level] * reach[level];
      if (level === 'rankGap' && tolerance > 0) total += (tolerance + RANK_GAP_CAP ** 2) * tables;
    }
    if (total < MAX_WEIGHT) return { top: total + 1, unit, spreadStep, tolerance };
    // Past the largest square every table counts 0 or 1 step: only then does spread go too.
    if (levels[0] !== 'spread' || spreadStep >= largestSpread) levels = levels.slice(1);
    else spreadStep *= 2;
  }
}

/** The weight of the table i–j (ranks, i < j). */
export function tableWeight(field: Field, weighting: Weighting, i: number, j: number): number {
  const { unit } = weighting;
  return (
    weighting.top -
    unit.rankGap * Math.min((j - i) ** 2, RANK_GAP_CAP ** 2) -
    unit.spread * Math.ceil(spread(field, i, j) / weighting.spreadStep) -
    (sameClub(field, i, j) ? unit.club : 0) -
    (haveMet(field, i, j) ? unit.rematch : 0)
  );
}

/** The weight of team i sitting out. */
export function byeWeight(field: Field, weighting: Weighting, i: number): number {
  const { unit } = weighting;
  return (
    weighting.top -
    unit.bye * (field.byeKeys[i] as number) -
    unit.byeRank * (field.byeRanks[i] as number)
  );
}

/**
 * The most each level can add up to in one pairing of the whole field: floor(n/2) tables and,
 * for an odd count, one bye.
 */
function levelReach(
  field: Field,
  rematches: boolean,
  largestSpread: number,
  spreadStep: number,
): Record<Level, number> {
  const n = field.teams.length;
  const tables = Math.floor(n / 2);
  const odd = n % 2 === 1;
  return {
    rankGap: tables * Math.min((n - 1) ** 2, RANK_GAP_CAP ** 2),
    byeRank: odd ? largest(field.byeRanks) : 0,
    spread: spreadReach(field.units, largestSpread, tables, spreadStep),
    club: clubReach(field.clubs),
    bye: odd ? largest(field.byeKeys) : 0,
    rematch: rematches ? tables : 0,
  };
}

/**
 * Σ (a − b)² over the tables is at most the largest square times the tables, and at most
 * 2·Σ (s − c)² over all teams for any c, as (a − b)² ≤ 2(a − c)² + 2(b − c)²; the smaller bound
 * wins (rounding up per table adds at most one step each).
 */
function spreadReach(
  units: Float64Array,
  largestSpread: number,
  tables: number,
  step: number,
): number {
  let sum = 0;
  for (const unit of units) sum += unit;
  const centre = Math.round(sum / units.length);
  let squares = 0;
  for (const unit of units) squares += (unit - centre) ** 2;
  return Math.min(
    Math.ceil(largestSpread / step) * tables,
    Math.ceil((2 * squares) / step) + tables,
  );
}

function largest(values: Int32Array | Float64Array): number {
  let most = -Infinity;
  for (const value of values) most = Math.max(most, value);
  return most;
}

/** At most ⌊size/2⌋ tables of each club. */
function clubReach(clubs: Int32Array): number {
  const sizes = new Map<number, number>();
  for (const club of clubs) if (club !== -1) sizes.set(club, (sizes.get(club) ?? 0) + 1);
  let reach = 0;
  for (const size of sizes.values()) reach += Math.floor(size / 2);
  return reach;
}
