import type { RoundView } from '../lib/api-types';
import { roundControls } from './round-controls';

const team = (id: string) => ({ id, name: id });
const table = (number: number, dealCount: number, finished = false) => ({
  id: `t${number}`,
  number,
  teamA: team(`a${number}`),
  teamB: team(`b${number}`),
  firstDealer: 0 as const,
  dealCount,
  finished,
});
const round = (tables: ReturnType<typeof table>[], closedAt: string | null = null): RoundView => ({
  number: 2,
  bye: null,
  closedAt,
  tables,
});

describe('roundControls', () => {
  it('offers everything before the first deal, and the bell names every table', () => {
    expect(roundControls(round([table(1, 0), table(2, 0)]))).toEqual({
      canUndo: true,
      canSwap: true,
      canRingBell: true,
      emptyTables: [1, 2],
    });
  });

  it('warns of the tables the bell would close without a deal', () => {
    const controls = roundControls(round([table(1, 5), table(2, 0), table(3, 12, true)]));
    expect(controls).toEqual({
      canUndo: false,
      canSwap: true,
      canRingBell: true,
      emptyTables: [2],
    });
  });

  it('leaves out a walkover: over without a deal, the bell has nothing to close there', () => {
    expect(roundControls(round([table(1, 0), table(2, 0, true)])).emptyTables).toEqual([1]);
  });

  it('stops offering swaps once every table has started', () => {
    expect(roundControls(round([table(1, 1), table(2, 3)])).canSwap).toBe(false);
  });

  it.each([
    ['every game has ended', round([table(1, 9, true), table(2, 7, true)])],
    [
      'the round was closed at the bell',
      round([table(1, 2, true), table(2, 0, true)], '2026-11-23T15:00:00Z'),
    ],
  ])('offers neither swap nor bell once %s', (_why, over) => {
    expect(roundControls(over)).toEqual({
      canUndo: false,
      canSwap: false,
      canRingBell: false,
      emptyTables: [],
    });
  });
});
