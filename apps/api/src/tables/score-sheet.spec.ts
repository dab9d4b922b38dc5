import { getRuleset, type AnyDealRecord } from '@marque/rules';
import { scoreSheet, type GameEnd } from './score-sheet';

const belote = getRuleset('belote-coinchee');
const PASSED: AnyDealRecord = { passedOut: true };
/** A made 80 by team A (seat 0): 80 to A. */
const MADE_BY_A = {
  contract: { value: 80, suit: 'hearts', declarer: 0 },
  doubling: 'none',
  cardPoints: { A: 82, B: 80 },
} as AnyDealRecord;
const TWELVE: GameEnd = { target: null, dealsPerGame: 12, passedOutCounts: true, tieAtEnd: 'draw' };

describe('scoreSheet', () => {
  it('ends a game of 12 deals after the 12th, with its winner', () => {
    const sheet = scoreSheet(belote, 0, [MADE_BY_A, ...Array(11).fill(PASSED)], TWELVE, 11);
    expect(sheet).toMatchObject({
      totals: { A: 80, B: 0 },
      finished: true,
      winner: 'A',
      dealsCounted: 12,
    });
  });

  it('finishes a game of 12 deals with equal totals as a draw: over, with no winner', () => {
    const sheet = scoreSheet(belote, 0, Array(12).fill(PASSED), TWELVE, 11);
    expect(sheet).toMatchObject({ totals: { A: 0, B: 0 }, finished: true, winner: null });
  });

  it('gives equal totals to the last declarer when the tournament says so', () => {
    const failedByB = {
      contract: { value: 80, suit: 'hearts', declarer: 1 },
      doubling: 'none',
      cardPoints: { A: 90, B: 72 },
    } as AnyDealRecord;
    // 160 to A for B's failed 80, then 160 to B for its made 160: level, B declared last.
    const madeByB = {
      contract: { value: 160, suit: 'hearts', declarer: 1 },
      doubling: 'none',
      cardPoints: { A: 0, B: 162 },
    } as AnyDealRecord;
    const deals = [failedByB, madeByB, ...Array(10).fill(PASSED)];
    const sheet = scoreSheet(belote, 0, deals, { ...TWELVE, tieAtEnd: 'last-declarer' }, 11);
    expect(sheet).toMatchObject({ totals: { A: 160, B: 160 }, finished: true, winner: 'B' });
  });

  it('leaves out passed-out deals from the count when the tournament does not count them', () => {
    const end = { ...TWELVE, passedOutCounts: false };
    const sheet = scoreSheet(belote, 0, [PASSED, MADE_BY_A, PASSED], end, 2);
    expect(sheet).toMatchObject({ finished: false, winner: null, dealsCounted: 1 });
    expect(sheet.deals.map((deal) => deal.dealer)).toEqual([0, 1, 2]);
  });

  it('is not over before its target in a game to a target', () => {
    const end = { target: 1000, dealsPerGame: null, passedOutCounts: true };
    const sheet = scoreSheet(belote, 0, Array(30).fill(PASSED), end, 29);
    expect(sheet).toMatchObject({ finished: false, dealsCounted: 30 });
  });

  it('goes on from the sheet of the first deals to the sheet scored whole, deal by deal', () => {
    const failedByB = {
      contract: { value: 80, suit: 'hearts', declarer: 1 },
      doubling: 'none',
      cardPoints: { A: 90, B: 72 },
    } as AnyDealRecord;
    const deals = [MADE_BY_A, PASSED, failedByB, MADE_BY_A, PASSED, ...Array(7).fill(PASSED)];
    const end = { ...TWELVE, passedOutCounts: false, tieAtEnd: 'extra-deal' as const };
    let sheet = scoreSheet(belote, 2, [], end, 0);
    for (let count = 1; count <= deals.length; count += 1) {
      sheet = scoreSheet(belote, 2, deals.slice(0, count), end, count - 1, sheet);
      expect(sheet).toEqual(scoreSheet(belote, 2, deals.slice(0, count), end, count - 1));
    }
    expect(sheet).toMatchObject({ totals: { A: 320, B: 0 }, dealsCounted: 3, finished: false });
  });

  it('refuses a deal after the end of a game gone on from its sheet, naming the deal', () => {
    const over = scoreSheet(belote, 0, [MADE_BY_A, ...Array(11).fill(PASSED)], TWELVE, 11);
    expect(() =>
      scoreSheet(belote, 0, [...over.deals.map((deal) => deal.facts), PASSED], TWELVE, 12, over),
    ).toThrow(expect.objectContaining({ code: 'DEAL_AFTER_GAME_END', field: 'deal' }));
  });
});
