import { knockoutOutcomeAtBell, outcomeAtBell } from './bell.ts';
import { scoreGame } from './game.ts';
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

describe('knockoutOutcomeAtBell', () => {
  const atBell = (
    deals: DealRecord[],
    tie: 'last-declarer' | 'extra-deal',
    choice: 'A' | 'B' | null = null,
  ) => knockoutOutcomeAtBell(deals, scoreGame(deals), tie, choice);

  it.each([
    ['last-declarer', 'A'],
    ['extra-deal', 'A'],
  ] as const)('gives the higher total the game whatever the rule (%s)', (tie, winner) => {
    expect(atBell([made80ByA, made80ByB, made80ByA], tie)).toEqual({
      kind: 'over',
      totals: { A: 410, B: 310 },
      winner,
      decidedBy: 'totals',
    });
  });

  it('gives equal totals to the last declarer under that rule, and says so', () => {
    expect(atBell([made80ByA, made80ByB, { passedOut: true }], 'last-declarer')).toEqual({
      kind: 'over',
      totals: { A: 240, B: 240 },
      winner: 'B',
      decidedBy: 'last-declarer',
    });
  });

  it('plays one more deal on equal totals under the extra-deal rule', () => {
    expect(atBell([made80ByA, made80ByB], 'extra-deal')).toEqual({
      kind: 'extra-deal',
      totals: { A: 240, B: 240 },
    });
  });

  it.each(['last-declarer', 'extra-deal'] as const)(
    'asks the organiser when no deal was declared (%s): never a draw 0 – 0',
    (tie) => {
      expect(atBell([], tie)).toEqual({ kind: 'organiser-needed', totals: { A: 0, B: 0 } });
      expect(atBell([{ passedOut: true }], tie, 'B')).toEqual({
        kind: 'over',
        totals: { A: 0, B: 0 },
        winner: 'B',
        decidedBy: 'organiser',
      });
    },
  );

  it('keeps the winner of a game already over, and ignores a choice it does not need', () => {
    const deals = [surcoinched150ByA, surcoinched150ByA, surcoinched150ByA];
    expect(atBell(deals, 'extra-deal', 'B')).toMatchObject({
      kind: 'over',
      winner: 'A',
      decidedBy: 'game',
    });
    expect(atBell([made80ByA, made80ByB], 'last-declarer', 'A')).toMatchObject({ winner: 'B' });
  });
});
