import type { RoundView } from '../lib/api-types';

/** What the console offers for a round, and what the bell would do. */
export interface RoundControls {
  /** No deal anywhere yet: the draw can be taken back. */
  canUndo: boolean;
  /** Some table has not started: two of its teams can still be swapped. */
  canSwap: boolean;
  /** Some game is still running: the bell can stop it. */
  canRingBell: boolean;
  /**
   * The running tables with no deal recorded: the bell closes them drawn 0 – 0, or, in a
   * knockout round, sends on the team the organiser chooses.
   */
  emptyTables: number[];
}

/**
 * A round is over once it is closed or every game in it has ended: swapping teams and ringing
 * the bell then disappear.
 */
export function roundControls(round: RoundView): RoundControls {
  const dealsAt = (table: RoundView['tables'][number]) => table.dealCount ?? 0;
  const running = !round.closedAt && round.tables.some((table) => table.finished !== true);
  return {
    canUndo: !round.closedAt && round.tables.every((table) => dealsAt(table) === 0),
    canSwap: running && round.tables.some((table) => dealsAt(table) === 0),
    canRingBell: running,
    emptyTables: running
      ? round.tables
          .filter((table) => dealsAt(table) === 0 && table.finished !== true)
          .map((table) => table.number)
      : [],
  };
}
