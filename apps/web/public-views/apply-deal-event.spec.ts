import { applyDealEvent } from './use-public-tournament';

describe('applyDealEvent', () => {
  const rounds = [1, 2].map((number) => ({
    number,
    bye: null,
    tables: [
      {
        id: `t${number}`,
        number: 1,
        teamA: { id: 'a', name: 'A' },
        teamB: { id: 'b', name: 'B' },
        firstDealer: 0 as const,
        dealCount: 0,
        totals: { A: 0, B: 0 },
      },
    ],
  }));

  it('updates the table of the event and nothing else', () => {
    const next = applyDealEvent(rounds, {
      tableId: 't2',
      tableNumber: 1,
      round: 2,
      deal: {
        number: 3,
        dealer: 1,
        facts: {
          contract: { value: 80, suit: 'hearts', declarer: 1 },
          doubling: 'none',
          cardPoints: { A: 0, B: 157 },
        },
        made: true,
        marks: { A: 160, B: 0 },
        totals: { A: 400, B: 90 },
      },
      game: {
        version: 3,
        totals: { A: 400, B: 90 },
        finished: false,
        winner: null,
        dealsCounted: 2,
      },
    });
    expect(next[0]).toBe(rounds[0]);
    expect(next[1]?.tables[0]).toMatchObject({
      dealCount: 3,
      dealsCounted: 2,
      totals: { A: 400, B: 90 },
      finished: false,
    });
  });
});
