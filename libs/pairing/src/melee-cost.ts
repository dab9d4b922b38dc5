import { haveOpposed, havePartnered, sameClub, type MeleeField } from './melee-field.ts';

/** A table by player indexes: pair A (a1, a2) against pair B (b1, b2). */
export type IndexTable = readonly [number, number, number, number];

/**
 * What a draw costs, level by level, most important first; draws compare lexicographically:
 * 0. repeated partners (pairs who were partners before);
 * 1. partners of one club (when clubs are kept apart);
 * 2. repeated opponents (two players on opposite sides who were before);
 * 3. opponents of one club (when clubs are kept apart);
 * 4. swiss: the sit-outs' places counted from the bottom of the standings (the lowest sit out);
 * 5. swiss: each table's spread, Σ (place difference)² over its six couples of players;
 * 6. swiss: each table's balance, (pair A's places − pair B's places)² (the best and the
 *    weakest together against the two between).
 */
export type DrawCost = number[];

export const COST_LEVELS = 7;

export const zeroCost = (): DrawCost => new Array<number>(COST_LEVELS).fill(0);

export function tableCost(field: MeleeField, [a1, a2, b1, b2]: IndexTable): DrawCost {
  let partners = 0;
  let partnerClubs = 0;
  for (const [i, j] of [
    [a1, a2],
    [b1, b2],
  ] as const) {
    if (havePartnered(field, i, j)) partners += 1;
    if (sameClub(field, i, j)) partnerClubs += 1;
  }
  let opponents = 0;
  let opponentClubs = 0;
  for (const i of [a1, a2])
    for (const j of [b1, b2]) {
      if (haveOpposed(field, i, j)) opponents += 1;
      if (sameClub(field, i, j)) opponentClubs += 1;
    }
  if (field.mode === 'random') return [partners, partnerClubs, opponents, opponentClubs, 0, 0, 0];
  const places = [a1, a2, b1, b2];
  let spread = 0;
  for (let x = 0; x < 4; x += 1)
    for (let y = x + 1; y < 4; y += 1)
      spread += ((places[x] as number) - (places[y] as number)) ** 2;
  const balance = (a1 + a2 - b1 - b2) ** 2;
  return [partners, partnerClubs, opponents, opponentClubs, 0, spread, balance];
}

/** A player sitting out: in swiss mode, its place from the bottom (the lowest-ranked first). */
export function sitOutCost(field: MeleeField, index: number): DrawCost {
  const cost = zeroCost();
  if (field.mode === 'swiss') cost[4] = field.ids.length - 1 - index;
  return cost;
}

export function compareCosts(a: DrawCost, b: DrawCost): number {
  for (let level = 0; level < COST_LEVELS; level += 1)
    if (a[level] !== b[level]) return (a[level] as number) - (b[level] as number);
  return 0;
}

export function addCosts(a: DrawCost, b: DrawCost): DrawCost {
  return a.map((value, level) => value + (b[level] as number));
}

/**
 * The three ways to seat four players as two pairs, the first pair's first player fixed:
 * (a1 a2 | b1 b2), (a1 b1 | a2 b2), (a1 b2 | a2 b1).
 */
export function splitsOf([p, q, r, s]: IndexTable): IndexTable[] {
  return [
    [p, q, r, s],
    [p, r, q, s],
    [p, s, q, r],
  ];
}

/** The split of a table's four players that costs least (the first of equals). */
export function bestSplit(
  field: MeleeField,
  table: IndexTable,
): { table: IndexTable; cost: DrawCost } {
  let best: { table: IndexTable; cost: DrawCost } | null = null;
  for (const split of splitsOf(table)) {
    const cost = tableCost(field, split);
    if (best === null || compareCosts(cost, best.cost) < 0) best = { table: split, cost };
  }
  return best as { table: IndexTable; cost: DrawCost };
}
