import type { MeleePair, MeleePastRound } from './melee-types.ts';

/** How much a round repeats of the earlier ones. */
export interface MeleeRepeats {
  /** Pairs of partners at this round's tables who were partners in an earlier round. */
  partners: number;
  /**
   * Couples of players on opposite sides of a table this round who were on opposite sides of a
   * table in an earlier round (up to 4 a table).
   */
  opponents: number;
}

/** The repeats of a round's tables (a MeleeDraw's fit) against the earlier rounds. */
export function meleeRepeats(
  tables: ReadonlyArray<{ pairA: MeleePair; pairB: MeleePair }>,
  history: readonly MeleePastRound[],
): MeleeRepeats {
  const key = (a: string, b: string) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);
  const partnered = new Set<string>();
  const opposed = new Set<string>();
  for (const round of history)
    for (const { pairA, pairB } of round.tables) {
      partnered.add(key(...pairA));
      partnered.add(key(...pairB));
      for (const a of pairA) for (const b of pairB) opposed.add(key(a, b));
    }
  let partners = 0;
  let opponents = 0;
  for (const { pairA, pairB } of tables) {
    if (partnered.has(key(...pairA))) partners += 1;
    if (partnered.has(key(...pairB))) partners += 1;
    for (const a of pairA) for (const b of pairB) if (opposed.has(key(a, b))) opponents += 1;
  }
  return { partners, opponents };
}
