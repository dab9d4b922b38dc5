import fc from 'fast-check';
import { resolveAuction } from './auction.ts';
import { contractAmount } from './contract.ts';
import { DEFAULT_TARGET, scoreGame } from './game.ts';
import { scoreDeal } from './marque.ts';
import { teamOfSeat } from './seats.ts';
import type { Call, ContractValue, DealRecord, Doubling, PlayedDeal, Seat, Team } from './types.ts';

const seat = fc.constantFrom<Seat>(0, 1, 2, 3);
const value = fc.constantFrom<ContractValue>(
  60,
  70,
  80,
  90,
  100,
  110,
  120,
  130,
  140,
  150,
  'match',
  'generale',
);
const suit = fc.constantFrom('spades', 'hearts', 'diamonds', 'clubs' as const);

/** Any valid played deal: card points adding up to 157, all tricks consistent with them. */
const playedDeal: fc.Arbitrary<PlayedDeal> = fc
  .record({
    value,
    suit,
    declarer: seat,
    doubling: fc.constantFrom<Doubling>('none', 'coinche', 'surcoinche'),
    a: fc.integer({ min: 0, max: 157 }),
    allTricks: fc.constantFrom('none', 'team', 'alone-first', 'alone-second'),
  })
  .map(({ value, suit, declarer, doubling, a, allTricks }) => {
    const deal: PlayedDeal = {
      contract: { value, suit, declarer },
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

const gameDeals = fc.array(
  fc.oneof(
    { weight: 9, arbitrary: playedDeal },
    { weight: 1, arbitrary: fc.constant<DealRecord>({ passedOut: true }) },
  ),
  {
    maxLength: 40,
  },
);

/** The deals up to the end of the game (scoreGame refuses any after it). */
function untilTheEnd(deals: DealRecord[], target = DEFAULT_TARGET): DealRecord[] {
  const end = scoreGameSafe(deals, target);
  return end === null ? deals : deals.slice(0, end);
}

function scoreGameSafe(deals: DealRecord[], target: number): number | null {
  let totals = { A: 0, B: 0 };
  for (let i = 0; i < deals.length; i++) {
    const deal = deals[i] as DealRecord;
    if ('passedOut' in deal) continue;
    const { marks } = scoreDeal(deal as PlayedDeal);
    totals = { A: totals.A + marks.A, B: totals.B + marks.B };
    if (totals.A >= target || totals.B >= target) return i + 1;
  }
  return null;
}

describe('properties of the marque', () => {
  it('marks are multiples of 10, never negative', () => {
    fc.assert(
      fc.property(playedDeal, (deal) => {
        const { marks } = scoreDeal(deal);
        return marks.A % 10 === 0 && marks.B % 10 === 0 && marks.A >= 0 && marks.B >= 0;
      }),
    );
  });

  it('without doubling, a made contract gives the declaring team at least V', () => {
    fc.assert(
      fc.property(playedDeal, (deal) => {
        const undoubled: PlayedDeal = { ...deal, doubling: 'none' };
        const { made, marks } = scoreDeal(undoubled);
        return (
          !made || marks[teamOfSeat(deal.contract.declarer)] >= contractAmount(deal.contract.value)
        );
      }),
    );
  });

  it('without doubling or all tricks, a made numeric contract marks V + 160 in all (V + 150 for points ending in 3 and 4)', () => {
    // round10(a) + round10(157 − a) is 160, except when both round down: a ends in 3 or 4.
    fc.assert(
      fc.property(playedDeal, (deal) => {
        if (typeof deal.contract.value !== 'number' || deal.allTricks) return true;
        const { made, marks } = scoreDeal({ ...deal, doubling: 'none' });
        const bothRoundDown = [3, 4].includes(deal.cardPoints.A % 10);
        return !made || marks.A + marks.B === deal.contract.value + (bothRoundDown ? 150 : 160);
      }),
    );
  });

  it('with doubling, exactly one team marks: m × V + 160', () => {
    fc.assert(
      fc.property(playedDeal, (deal) => {
        if (deal.doubling === 'none') return true;
        const { made, marks } = scoreDeal(deal);
        const factor = deal.doubling === 'coinche' ? 2 : 4;
        const winner = made
          ? teamOfSeat(deal.contract.declarer)
          : teamOfSeat(deal.contract.declarer) === 'A'
            ? 'B'
            : 'A';
        const loser = winner === 'A' ? 'B' : 'A';
        return (
          marks[winner] === factor * contractAmount(deal.contract.value) + 160 && marks[loser] === 0
        );
      }),
    );
  });

  it('swapping the teams swaps the marks', () => {
    fc.assert(
      fc.property(playedDeal, (deal) => {
        const swapped: PlayedDeal = {
          ...deal,
          contract: { ...deal.contract, declarer: ((deal.contract.declarer + 1) % 4) as Seat },
          cardPoints: { A: deal.cardPoints.B, B: deal.cardPoints.A },
          ...(deal.allTricks
            ? {
                allTricks: {
                  team: deal.allTricks.team === 'A' ? 'B' : 'A',
                  ...(deal.allTricks.seat === undefined
                    ? {}
                    : { seat: ((deal.allTricks.seat + 1) % 4) as Seat }),
                },
              }
            : {}),
        };
        const before = scoreDeal(deal);
        const after = scoreDeal(swapped);
        return (
          after.made === before.made &&
          after.marks.A === before.marks.B &&
          after.marks.B === before.marks.A
        );
      }),
    );
  });

  it('totals are the running sum of the marks, and a finished game has a winner at the target', () => {
    fc.assert(
      fc.property(gameDeals, (deals) => {
        const game = scoreGame(untilTheEnd(deals));
        let running = { A: 0, B: 0 };
        for (const deal of game.deals) {
          running = { A: running.A + deal.marks.A, B: running.B + deal.marks.B };
          if (deal.totals.A !== running.A || deal.totals.B !== running.B) return false;
        }
        const reached = game.totals.A >= DEFAULT_TARGET || game.totals.B >= DEFAULT_TARGET;
        return (
          running.A === game.totals.A &&
          running.B === game.totals.B &&
          reached === (game.winner !== null)
        );
      }),
    );
  });

  it('nothing scores after the end: any deal after it is refused', () => {
    fc.assert(
      fc.property(gameDeals, playedDeal, (deals, extra) => {
        const finished = untilTheEnd(deals);
        if (scoreGame(finished).winner === null) return true;
        try {
          scoreGame([...finished, extra]);
          return false;
        } catch (error) {
          return (error as { code?: string }).code === 'DEAL_AFTER_GAME_END';
        }
      }),
    );
  });

  it('the winner is the team at the target, or the declaring team when both are', () => {
    fc.assert(
      fc.property(gameDeals, (deals) => {
        const finished = untilTheEnd(deals);
        const game = scoreGame(finished);
        if (game.winner === null || game.finishedAfterDeal === null) return true;
        const last = finished[game.finishedAfterDeal - 1] as PlayedDeal;
        const bothReached = game.totals.A >= DEFAULT_TARGET && game.totals.B >= DEFAULT_TARGET;
        const expected: Team = bothReached
          ? teamOfSeat(last.contract.declarer)
          : game.totals.A >= DEFAULT_TARGET
            ? 'A'
            : 'B';
        return game.winner === expected;
      }),
    );
  });

  it('an auction of random legal-looking calls either resolves or throws a RulesError, never anything else', () => {
    const call: fc.Arbitrary<Call> = fc.oneof(
      seat.map((s): Call => ({ seat: s, type: 'pass' })),
      fc
        .tuple(seat, value, suit)
        .map(([s, v, su]): Call => ({ seat: s, type: 'bid', value: v, suit: su })),
      seat.map((s): Call => ({ seat: s, type: 'coinche' })),
      seat.map((s): Call => ({ seat: s, type: 'surcoinche' })),
    );
    fc.assert(
      fc.property(seat, fc.array(call, { maxLength: 12 }), (dealer, calls) => {
        try {
          const result = resolveAuction(dealer, calls);
          return result.passedOut || contractAmount(result.contract.value) > 0;
        } catch (error) {
          return (error as Error).name === 'RulesError';
        }
      }),
    );
  });
});
