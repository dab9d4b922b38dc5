import {
  addCosts,
  compareCosts,
  sitOutCost,
  splitsOf,
  tableCost,
  zeroCost,
  type DrawCost,
  type IndexTable,
} from './melee-cost.ts';
import type { MeleeField } from './melee-field.ts';
import { sitOutChoice } from './melee-sit-outs.ts';
import type { Random } from './random.ts';

/**
 * Up to this many players present, the draw looks at every draw (12 players: 155,925; 11: the
 * 165 ways to sit out 3, times 315), so every level of the cost is exact.
 */
export const ENUMERATED_UP_TO = 12;

/** A draw by player indexes. */
export interface IndexDraw {
  tables: IndexTable[];
  satOut: number[];
}

/**
 * The draw of least cost among all those the sit-out rule allows (a branch and bound that drops
 * a partial draw already worse than the best), and among equals one chosen uniformly by
 * `random` (reservoir sampling).
 */
export function bestDrawOfAll(field: MeleeField, random: Random): IndexDraw {
  const choice = sitOutChoice(field);
  let best: { cost: DrawCost; draw: IndexDraw } | null = null;
  let ties = 0;
  const seat = (remaining: number[], cost: DrawCost, draw: IndexDraw): void => {
    const order = best === null ? -1 : compareCosts(cost, best.cost);
    if (order > 0) return;
    const [first, ...rest] = remaining;
    if (first === undefined) {
      ties = order < 0 ? 1 : ties + 1;
      if (random() * ties < 1) best = { cost, draw };
      return;
    }
    for (const [x, y, z] of combinations(rest, 3) as Iterable<[number, number, number]>) {
      const others = rest.filter((index) => index !== x && index !== y && index !== z);
      for (const table of splitsOf([first, x, y, z]))
        seat(others, addCosts(cost, tableCost(field, table)), {
          tables: [...draw.tables, table],
          satOut: draw.satOut,
        });
    }
  };
  for (const chosen of combinations(choice.candidates, choice.toChoose)) {
    const satOut = [...choice.forced, ...chosen];
    const out = new Set(satOut);
    const seated = field.ids.map((_, index) => index).filter((index) => !out.has(index));
    const cost = satOut.reduce((sum, index) => addCosts(sum, sitOutCost(field, index)), zeroCost());
    seat(seated, cost, { tables: [], satOut });
  }
  return (best as { draw: IndexDraw } | null)?.draw ?? { tables: [], satOut: [] };
}

/** Every choice of `size` items, in the order given. */
export function* combinations<T>(items: readonly T[], size: number): Generator<T[]> {
  if (size === 0) {
    yield [];
    return;
  }
  for (let first = 0; first <= items.length - size; first += 1)
    for (const rest of combinations(items.slice(first + 1), size - 1))
      yield [items[first] as T, ...rest];
}
