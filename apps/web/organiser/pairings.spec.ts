import type { RoundView } from '../lib/api-types';
import { pairingShape } from './pairings';

const table = (number: number, a: string, b: string, dealCount = 0) =>
  ({
    id: `table-${number}`,
    number,
    teamA: { id: a, name: a },
    teamB: { id: b, name: b },
    dealCount,
  }) as unknown as RoundView['tables'][number];
const round = (tables: RoundView['tables'], closedAt: string | null = null) =>
  ({ number: 1, tables, bye: null, closedAt }) as unknown as RoundView;

describe('pairingShape', () => {
  it('is the same after a deal and changes with a swap or the bell', () => {
    const before = pairingShape([round([table(1, 'a', 'b'), table(2, 'c', 'd')])]);
    expect(pairingShape([round([table(1, 'a', 'b', 3), table(2, 'c', 'd')])])).toBe(before);
    expect(pairingShape([round([table(1, 'c', 'b'), table(2, 'a', 'd')])])).not.toBe(before);
    expect(
      pairingShape([round([table(1, 'a', 'b'), table(2, 'c', 'd')], '2026-05-01T10:00:00Z')]),
    ).not.toBe(before);
  });
});
