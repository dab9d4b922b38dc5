import { outcomeAtBell } from './bell.ts';
import type { DealRecord } from './types.ts';

const made80ByA: DealRecord = {
  contract: { value: 80, suit: 'hearts', declarer: 0 },
  doubling: 'none',
  cardPoints: { A: 90, B: 67 },
};
const made80ByB: DealRecord = {
  contract: { value: 80, suit: 'spades', declarer: 3 },
  doubling: 'none',
  cardPoints: { A: 67, B: 90 },
};
const surcoinched150ByA: DealRecord = {
  contract: { value: 150, suit: 'clubs', declarer: 2 },
  doubling: 'surcoinche',
  cardPoints: { A: 152, B: 5 },
};

describe('outcomeAtBell', () => {
  it('gives a game stopped at the bell to the higher total', () => {
    // Each made 80 with 90 card points: 80 + 90 = 170 for the declarers, 67 → 70 for the others.
    const outcome = outcomeAtBell([made80ByA, made80ByB, made80ByA], { tieAtBell: 'draw' });
    expect(outcome).toEqual({ totals: { A: 410, B: 310 }, winner: 'A', stoppedByBell: true });
  });

  it('calls equal totals a draw when the tournament says so', () => {
    const outcome = outcomeAtBell([made80ByA, made80ByB], { tieAtBell: 'draw' });
    expect(outcome).toEqual({ totals: { A: 240, B: 240 }, winner: null, stoppedByBell: true });
  });

  it('gives equal totals to the team that declared the last played deal, when the tournament says so', () => {
    const deals: DealRecord[] = [made80ByA, made80ByB, { passedOut: true }];
    expect(outcomeAtBell(deals, { tieAtBell: 'last-declarer' }).winner).toBe('B');
  });

  it('calls an empty sheet a draw whatever the option (nobody declared)', () => {
    expect(outcomeAtBell([], { tieAtBell: 'last-declarer' })).toEqual({
      totals: { A: 0, B: 0 },
      winner: null,
      stoppedByBell: true,
    });
  });

  it('keeps the winner of a game that had already reached the target', () => {
    const deals = [surcoinched150ByA, surcoinched150ByA, surcoinched150ByA];
    const outcome = outcomeAtBell(deals, { tieAtBell: 'draw' });
    expect(outcome.winner).toBe('A');
    expect(outcome.stoppedByBell).toBe(false);
  });

  it('refuses an unknown tie rule', () => {
    expect(() => outcomeAtBell([], { tieAtBell: 'coin-toss' as 'draw' })).toThrow(/tieAtBell/);
  });
});
