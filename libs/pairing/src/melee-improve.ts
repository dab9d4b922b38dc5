import { addCosts, bestSplit, compareCosts, type DrawCost, type IndexTable } from './melee-cost.ts';
import type { IndexDraw } from './melee-enumeration.ts';
import { combinations } from './melee-enumeration.ts';
import type { MeleeField } from './melee-field.ts';

/** The levels a regrouping of two tables is for: partners, clubs, opponents (see DrawCost). */
const SEATING_LEVELS = 4;

/**
 * At most this many table costs are computed by the regroupings of one draw, so that a field
 * where repeats cannot be avoided stays fast: the search then stops where it is (the same place
 * for the same input).
 */
const BUDGET = 400_000;

/**
 * A local search on the matched draw (a heuristic: it keeps what the matchings made exact and
 * only lowers the levels after them). Each table takes its best split of its four players; then
 * each table with repeated or same-club opponents (or partners) is regrouped with another table,
 * nearest first: the eight players re-seated in the best of the 35 ways to make two tables of
 * them (each at its best split), taken when it lowers the first four levels.
 */
export function improveDraw(field: MeleeField, draw: IndexDraw): IndexDraw {
  const seated = draw.tables.map((table) => bestSplit(field, table));
  let budget = BUDGET;
  for (let x = 0; x < seated.length && budget > 0; x += 1) {
    let improved = true;
    while (improved && hasSeatingCost((seated[x] as Seated).cost) && budget > 0) {
      improved = false;
      for (const y of nearestFirst(x, seated.length)) {
        budget -= 35 * 6;
        const current = addCosts((seated[x] as Seated).cost, (seated[y] as Seated).cost);
        const regrouped = bestRegrouping(
          field,
          (seated[x] as Seated).table,
          (seated[y] as Seated).table,
        );
        if (compareSeating(addCosts(regrouped[0].cost, regrouped[1].cost), current) < 0) {
          [seated[x], seated[y]] = regrouped;
          improved = true;
          break;
        }
        if (budget <= 0) break;
      }
    }
  }
  return { tables: seated.map(({ table }) => table), satOut: draw.satOut };
}

interface Seated {
  table: IndexTable;
  cost: DrawCost;
}

function hasSeatingCost(cost: DrawCost): boolean {
  return cost.slice(0, SEATING_LEVELS).some((value) => value > 0);
}

function compareSeating(a: DrawCost, b: DrawCost): number {
  for (let level = 0; level < SEATING_LEVELS; level += 1)
    if (a[level] !== b[level]) return (a[level] as number) - (b[level] as number);
  return 0;
}

/** The other tables by distance from x: x + 1, x − 1, x + 2, … (in swiss mode, near places). */
function* nearestFirst(x: number, count: number): Generator<number> {
  for (let distance = 1; distance < count; distance += 1) {
    if (x + distance < count) yield x + distance;
    if (x - distance >= 0) yield x - distance;
  }
}

/** The best two tables of these eight players (the first of equals). */
function bestRegrouping(field: MeleeField, a: IndexTable, b: IndexTable): [Seated, Seated] {
  const [first, ...others] = [...a, ...b] as [number, ...number[]];
  let best: { pair: [Seated, Seated]; cost: DrawCost } | null = null;
  for (const [x, y, z] of combinations(others, 3) as Iterable<[number, number, number]>) {
    const rest = others.filter((index) => index !== x && index !== y && index !== z);
    const one = bestSplit(field, [first, x, y, z]);
    const two = bestSplit(field, rest as [number, number, number, number]);
    const cost = addCosts(one.cost, two.cost);
    if (best === null || compareCosts(cost, best.cost) < 0) best = { pair: [one, two], cost };
  }
  return (best as { pair: [Seated, Seated] }).pair;
}
