import type { MeleeField } from './melee-field.ts';

/**
 * Who may sit out: n mod 4 players, those who sat out least. Everyone below the level the
 * (n mod 4)-th fewest sit-outs reaches must sit out (`forced`); the rest are chosen among the
 * players at that level (`candidates`), by the draw. So nobody sits out twice before everyone
 * present has sat out once.
 */
export interface SitOutChoice {
  forced: number[];
  candidates: number[];
  /** How many of the candidates sit out. */
  toChoose: number;
}

export function sitOutChoice(field: MeleeField): SitOutChoice {
  const n = field.ids.length;
  const count = n % 4;
  if (count === 0) return { forced: [], candidates: [], toChoose: 0 };
  const level = [...field.sitOuts].sort((a, b) => a - b)[count - 1] as number;
  const forced: number[] = [];
  const candidates: number[] = [];
  field.sitOuts.forEach((sitOuts, index) => {
    if (sitOuts < level) forced.push(index);
    else if (sitOuts === level) candidates.push(index);
  });
  return { forced, candidates, toChoose: count - forced.length };
}
