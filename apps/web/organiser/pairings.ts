import { useState } from 'react';
import type { RoundView } from '../lib/api-types';

/**
 * What a round's pairings are, in one string: its number, whether it is closed, and which teams
 * sit at which table. A deal changes none of it; a new round, a swap, an undo or the bell does.
 */
export function pairingShape(rounds: readonly RoundView[]): string {
  return rounds
    .map(
      (round) =>
        `${round.number}:${round.closedAt ?? ''}:${round.bye?.id ?? ''}:${round.tables
          .map((table) => `${table.id}/${table.teamA.id}/${table.teamB.id}`)
          .join()}`,
    )
    .join('|');
}

/**
 * The rounds as they were when their pairings last changed: the same object from one deal to the
 * next, so that what only needs tables and names (the history, the swap's team lists) is not drawn
 * again at every deal of 500 tables.
 */
export function usePairings(rounds: RoundView[]): RoundView[] {
  const shape = pairingShape(rounds);
  const [kept, setKept] = useState({ shape, rounds });
  if (kept.shape !== shape) {
    setKept({ shape, rounds });
    return rounds;
  }
  return kept.rounds;
}
