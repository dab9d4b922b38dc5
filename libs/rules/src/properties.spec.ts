import fc from 'fast-check';
import { contractAmount, CONTRACT_VALUES, doublingFactor, SUITS } from './contract.ts';
import { DEFAULT_TARGET, scoreGame } from './game.ts';
import { jassCoinche, marque2018 } from './jass-family.ts';
import { expectScoredOnAsAtOnce } from './test-helpers.ts';
import { scoreDeal } from './marque.ts';
import { otherTeam, teamOfSeat } from './seats.ts';
import type { DealRecord, Doubling, PlayedDeal, Seat, Team } from './types.ts';

const seat = fc.constantFrom<Seat>(0, 1, 2, 3);

/** Any valid played deal: card points adding up to 157, all tricks consistent with them. */
const playedDeal: fc.Arbitrary<PlayedDeal> = fc
  .record({
    value: fc.constantFrom(...CONTRACT_VALUES),
    suit: fc.constantFrom(...SUITS),
    declarer: seat,
    doubling: fc.constantFrom<Doubling>('none', 'coinche', 'surcoinche'),
    a: fc.oneof(fc.integer({ min: 0, max: 157 }), fc.constantFrom(0, 157)),
    allTricks: fc.constantFrom('none', 'team', 'alone-first', 'alone-second'),
  })
  .map(({ value, suit, declarer, doubling, a, allTricks }) => {
    const deal: PlayedDeal = {
      contract: { value, suit, declarer },
      // A générale cannot be coinched.
      doubling: value === 'generale' ? 'none' : doubling,
      cardPoints: { A: a, B: 157 - a },
    };
    if (allTricks === 'none' || (a !== 0 && a !== 157)) return deal;
    const team: Team = a === 157 ? 'A' : 'B';
    const seats: [Seat, Seat] = team === 'A' ? [0, 2] : [1, 3];
    if (allTricks === 'team') return { ...deal, allTricks: { team } };
    return {
      ...deal,
      allTricks: { team, seat: allTricks === 'alone-first' ? seats[0] : seats[1] },
    };
  });

const undoubled = playedDeal.map((deal): PlayedDeal => ({ ...deal, doubling: 'none' }));
const doubled = playedDeal.filter((deal) => deal.doubling !== 'none');
const numericDeal = playedDeal.filter((deal) => typeof deal.contract.value === 'number');

const dealList = fc.array(
  fc.oneof(
    { weight: 9, arbitrary: playedDeal as fc.Arbitrary<DealRecord> },
    { weight: 1, arbitrary: fc.constant<DealRecord>({ passedOut: true }) },
  ),
  { maxLength: 40 },
);

/** The deals up to the end of the game (scoreGame refuses any after it). */
function untilTheEnd(deals: DealRecord[], target = DEFAULT_TARGET): DealRecord[] {
  const totals = { A: 0, B: 0 };
  for (const [index, deal] of deals.entries()) {
    if ('passedOut' in deal) continue;
    const { marks } = scoreDeal(deal as PlayedDeal);
    totals.A += marks.A;
    totals.B += marks.B;
    if (totals.A >= target || totals.B >= target) return deals.slice(0, index + 1);
  }
  return deals;
}

/** The same deal with every seat moved one place to the right: teams A and B swap. */
function mirrored(deal: PlayedDeal): PlayedDeal {
  const turn = (s: Seat) => ((s + 1) % 4) as Seat;
  const swapped: PlayedDeal = {
    ...deal,
    contract: { ...deal.contract, declarer: turn(deal.contract.declarer) },
    cardPoints: { A: deal.cardPoints.B, B: deal.cardPoints.A },
  };
  if (!deal.allTricks) return swapped;
  const { team, seat: alone } = deal.allTricks;
  return {
    ...swapped,
    allTricks:
      alone === undefined
        ? { team: otherTeam(team) }
        : { team: otherTeam(team), seat: turn(alone) },
  };
}

describe('properties of the marque', () => {
  it('marks are multiples of 10, never negative', () => {
    fc.assert(
      fc.property(playedDeal, (deal) => {
        const { marks } = scoreDeal(deal);
        expect(marks.A % 10).toBe(0);
        expect(marks.B % 10).toBe(0);
        expect(Math.min(marks.A, marks.B)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('without doubling, a made contract gives the declaring team at least V', () => {
    fc.assert(
      fc.property(undoubled, (deal) => {
        const { made, marks } = scoreDeal(deal);
        fc.pre(made);
        const declaring = teamOfSeat(deal.contract.declarer);
        expect(marks[declaring]).toBeGreaterThanOrEqual(contractAmount(deal.contract.value));
      }),
    );
  });

  it('without doubling, the marks add up to V + 160; V + 150 when the points end in 3 and 4; V + 250 / V + 500 with all tricks made', () => {
    // round10(a) + round10(157 − a) is 160, except when both round down: a ends in 3 or 4.
    // A failed contract gives V + 160 whatever the points.
    fc.assert(
      fc.property(undoubled, (deal) => {
        const { made, marks } = scoreDeal(deal);
        const amount = contractAmount(deal.contract.value);
        const declaring = teamOfSeat(deal.contract.declarer);
        let expected = amount + 160;
        if (made && deal.allTricks?.team === declaring)
          expected = amount + (deal.allTricks.seat === undefined ? 250 : 500);
        else if (made && [3, 4].includes(deal.cardPoints.A % 10)) expected = amount + 150;
        expect(marks.A + marks.B).toBe(expected);
      }),
    );
  });

  it('with doubling, exactly one team marks: ×2 or ×4 V + 160, the other 0', () => {
    fc.assert(
      fc.property(doubled, (deal) => {
        const { made, marks } = scoreDeal(deal);
        const declaring = teamOfSeat(deal.contract.declarer);
        const winner = made ? declaring : otherTeam(declaring);
        const amount = contractAmount(deal.contract.value);
        expect(marks[winner]).toBe(doublingFactor(deal.doubling) * amount + 160);
        expect(marks[otherTeam(winner)]).toBe(0);
      }),
    );
  });

  it('doubling never changes whether a contract is made', () => {
    fc.assert(
      fc.property(doubled, (deal) => {
        expect(scoreDeal(deal).made).toBe(scoreDeal({ ...deal, doubling: 'none' }).made);
      }),
    );
  });

  it('a numeric contract is made exactly when the declarers have V card points', () => {
    fc.assert(
      fc.property(numericDeal, (deal) => {
        const { value, declarer } = deal.contract;
        expect(scoreDeal(deal).made).toBe(deal.cardPoints[teamOfSeat(declarer)] >= Number(value));
      }),
    );
  });

  it('moving every seat one place to the right swaps the marks', () => {
    fc.assert(
      fc.property(playedDeal, (deal) => {
        const before = scoreDeal(deal);
        expect(scoreDeal(mirrored(deal))).toEqual({
          made: before.made,
          marks: { A: before.marks.B, B: before.marks.A },
        });
      }),
    );
  });
});

describe('properties of a game', () => {
  it('running totals are the sums of the marks so far, and the game ends when a team reaches the target', () => {
    fc.assert(
      fc.property(dealList, fc.constantFrom(500, 1000, 2000), (deals, target) => {
        const game = scoreGame(untilTheEnd(deals, target), { target });
        let running = { A: 0, B: 0 };
        for (const deal of game.deals) {
          running = { A: running.A + deal.marks.A, B: running.B + deal.marks.B };
          expect(deal.totals).toEqual(running);
        }
        expect(game.totals).toEqual(running);
        const reached = running.A >= target || running.B >= target;
        expect(game.winner !== null).toBe(reached);
        expect(game.finishedAfterDeal).toBe(reached ? game.deals.length : null);
      }),
    );
  });

  it('nothing scores after the end: any further deal is refused', () => {
    fc.assert(
      fc.property(
        dealList,
        fc.oneof(playedDeal, fc.constant({ passedOut: true })),
        (deals, extra) => {
          const finished = untilTheEnd(deals);
          fc.pre(scoreGame(finished).winner !== null);
          expect(() => scoreGame([...finished, extra as DealRecord])).toThrow(
            expect.objectContaining({
              code: 'DEAL_AFTER_GAME_END',
              field: `deals[${finished.length}]`,
            }),
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('the winner is the team at the target, or the declaring team when both are', () => {
    fc.assert(
      fc.property(dealList, (deals) => {
        const finished = untilTheEnd(deals);
        const game = scoreGame(finished);
        if (game.winner === null) return;
        const last = finished[finished.length - 1] as PlayedDeal;
        const reachedA = game.totals.A >= DEFAULT_TARGET;
        const reachedB = game.totals.B >= DEFAULT_TARGET;
        const expected: Team =
          reachedA && reachedB ? teamOfSeat(last.contract.declarer) : reachedA ? 'A' : 'B';
        expect(game.winner).toBe(expected);
      }),
    );
  });

  it('passed-out deals change nothing but the numbering', () => {
    fc.assert(
      fc.property(dealList, fc.nat({ max: 40 }), (deals, at) => {
        const finished = untilTheEnd(deals);
        const place = Math.min(at, Math.max(finished.length - 1, 0));
        const withPass = [
          ...finished.slice(0, place),
          { passedOut: true as const },
          ...finished.slice(place),
        ];
        const before = scoreGame(finished);
        const after = scoreGame(withPass);
        expect(after.totals).toEqual(before.totals);
        expect(after.winner).toBe(before.winner);
      }),
    );
  });

  it('a game scored on from the score of its first deals is the game scored at once (the 2018 marque, Jass coinché)', () => {
    for (const ruleset of [marque2018, jassCoinche])
      expectScoredOnAsAtOnce(ruleset.scoreGame, dealList);
  });
});
