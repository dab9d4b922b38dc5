import fc from 'fast-check';
import { BELOTE_CONTRACTS, beloteCoinchee, requiredPoints } from './belote-coinchee.ts';
import { SUITS } from './contract.ts';
import { otherTeam, teamOfSeat } from './seats.ts';
import { expectScoredOnAsAtOnce, outcomeOf } from './test-helpers.ts';
import type { BelotePlayedDeal, Doubling, Seat, Team, TeamPoints } from './types.ts';

const { readDeal, scoreDeal, scoreGame, resolveAuction, outcomeAtBell } = beloteCoinchee;

const FACTOR: Record<Doubling, number> = { none: 1, coinche: 2, surcoinche: 4 };
const seat = fc.constantFrom<Seat>(0, 1, 2, 3);

/** Any valid played deal: 162 card points, all tricks only with all the points, any belote. */
const playedDeal: fc.Arbitrary<BelotePlayedDeal> = fc
  .record({
    value: fc.constantFrom(...BELOTE_CONTRACTS),
    suit: fc.constantFrom(...SUITS),
    declarer: seat,
    doubling: fc.constantFrom<Doubling>('none', 'coinche', 'surcoinche'),
    // Near the needs (62 to 162 by tens and twos) as often as anywhere.
    a: fc.oneof(
      fc.integer({ min: 0, max: 162 }),
      fc.constantFrom(0, 162),
      fc.integer({ min: 58, max: 162 }),
    ),
    allTricks: fc.boolean(),
    belote: fc.constantFrom<Team | undefined>(undefined, 'A', 'B'),
  })
  .map(({ value, suit, declarer, doubling, a, allTricks, belote }) => {
    const deal: BelotePlayedDeal = {
      contract: { value, suit, declarer },
      doubling,
      cardPoints: { A: a, B: 162 - a },
    };
    if (allTricks && a === 162) deal.allTricks = { team: 'A' };
    if (allTricks && a === 0) deal.allTricks = { team: 'B' };
    if (belote) deal.belote = belote;
    return deal;
  });

const passedOut = fc.constant({ passedOut: true as const });
const dealList = fc.array(
  fc.oneof(
    { weight: 9, arbitrary: playedDeal as fc.Arbitrary<unknown> },
    { weight: 1, arbitrary: passedOut },
  ),
  { maxLength: 40 },
);
const target = fc.oneof(fc.constant(undefined), fc.integer({ min: 500, max: 5000 }));

/** The marks of a deal (0–0 when passed out). */
function marksOf(deal: unknown): TeamPoints {
  const record = readDeal(deal);
  return 'passedOut' in record ? { A: 0, B: 0 } : scoreDeal(record).marks;
}

/** The deals up to the first one that takes a team to the target (scoreGame refuses any after). */
function untilTheEnd(deals: unknown[], goal = 2000): unknown[] {
  const totals = { A: 0, B: 0 };
  for (const [index, deal] of deals.entries()) {
    const marks = marksOf(deal);
    totals.A += marks.A;
    totals.B += marks.B;
    if (totals.A >= goal || totals.B >= goal) return deals.slice(0, index + 1);
  }
  return deals;
}

describe('properties of belote coinchée', () => {
  describe('the marque of a deal', () => {
    it('marks are never negative, and multiples of 10', () => {
      fc.assert(
        fc.property(playedDeal, (deal) => {
          const { marks } = scoreDeal(deal);
          expect(Math.min(marks.A, marks.B)).toBeGreaterThanOrEqual(0);
          expect(marks.A % 10).toBe(0);
          expect(marks.B % 10).toBe(0);
        }),
      );
    });

    it('exactly one team marks: the other marks 0, the marker more than 0', () => {
      fc.assert(
        fc.property(playedDeal, (deal) => {
          const { marks } = scoreDeal(deal);
          expect([marks.A, marks.B].filter((mark) => mark === 0)).toHaveLength(1);
          expect(marks.A + marks.B).toBeGreaterThan(0);
        }),
      );
    });

    it('made: the declaring team marks f × V (f × 250 for a capot); failed: the defenders f × 160', () => {
      fc.assert(
        fc.property(playedDeal, (deal) => {
          const { made, marks } = scoreDeal(deal);
          const declaring = teamOfSeat(deal.contract.declarer);
          const { value } = deal.contract;
          const amount = value === 'capot' ? 250 : value;
          const winner = made ? declaring : otherTeam(declaring);
          expect(marks[winner]).toBe(FACTOR[deal.doubling] * (made ? amount : 160));
          expect(marks[otherTeam(winner)]).toBe(0);
        }),
      );
    });

    it('a numeric contract is made exactly when the declaring team has need points', () => {
      fc.assert(
        fc.property(playedDeal, (deal) => {
          const { value, declarer } = deal.contract;
          fc.pre(value !== 'capot');
          const declaring = teamOfSeat(declarer);
          const need = requiredPoints(value as number, deal.belote === declaring);
          expect(scoreDeal(deal).made).toBe(deal.cardPoints[declaring] >= need);
        }),
      );
    });

    it('a capot is made exactly when the declaring team took all 8 tricks', () => {
      fc.assert(
        fc.property(playedDeal, (deal) => {
          fc.pre(deal.contract.value === 'capot');
          const declaring = teamOfSeat(deal.contract.declarer);
          expect(scoreDeal(deal).made).toBe(deal.allTricks?.team === declaring);
        }),
      );
    });

    it('the defenders’ belote, the doubling and the trump suit never change whether a deal is made', () => {
      fc.assert(
        fc.property(playedDeal, fc.constantFrom(...SUITS), (deal, suit) => {
          const defending = otherTeam(teamOfSeat(deal.contract.declarer));
          const plain: BelotePlayedDeal = {
            contract: { ...deal.contract, suit },
            doubling: 'none',
            cardPoints: deal.cardPoints,
          };
          if (deal.allTricks) plain.allTricks = deal.allTricks;
          if (deal.belote !== undefined && deal.belote !== defending) plain.belote = deal.belote;
          expect(scoreDeal(deal).made).toBe(scoreDeal(plain).made);
        }),
      );
    });

    it('readDeal returns what it was given, and scoring its copy gives the same marque', () => {
      fc.assert(
        fc.property(playedDeal, (deal) => {
          expect(readDeal(deal)).toEqual(deal);
          expect(scoreDeal(readDeal(deal))).toEqual(scoreDeal(deal));
        }),
      );
    });
  });

  describe('a game', () => {
    it('totals are the sum of its deals’ marks', () => {
      fc.assert(
        fc.property(dealList, target, (list, goal) => {
          const deals = untilTheEnd(list, goal ?? 2000);
          const game = scoreGame(deals, { target: goal });
          const sum = deals.map(marksOf).reduce((t, m) => ({ A: t.A + m.A, B: t.B + m.B }), {
            A: 0,
            B: 0,
          });
          expect(game.totals).toEqual(sum);
          expect(game.deals.map((row) => row.marks)).toEqual(deals.map(marksOf));
          expect(game.deals.at(-1)?.totals ?? { A: 0, B: 0 }).toEqual(game.totals);
        }),
      );
    });

    it('ends on the first deal that takes a team to the target, and that team wins', () => {
      fc.assert(
        fc.property(dealList, target, (list, goal) => {
          const reach = goal ?? 2000;
          const deals = untilTheEnd(list, reach);
          const game = scoreGame(deals, goal === undefined ? undefined : { target: goal });
          const first = game.deals.findIndex(
            (row) => Math.max(row.totals.A, row.totals.B) >= reach,
          );
          const ended = first !== -1;
          const totals = ended ? game.deals[first]!.totals : game.totals;
          const winner = ended ? (totals.A >= reach ? 'A' : 'B') : null;
          expect(game.finishedAfterDeal).toBe(ended ? first + 1 : null);
          expect(game.winner).toBe(winner);
          // Nothing after the end (untilTheEnd cut there), and only one team marks in a deal:
          // the two teams never reach the target together.
          expect(ended ? first + 1 : deals.length).toBe(deals.length);
          expect(Math.min(totals.A, totals.B)).toBeLessThan(reach);
        }),
      );
    });

    it('refuses any deal after the end', () => {
      fc.assert(
        fc.property(
          dealList,
          fc.oneof(playedDeal as fc.Arbitrary<unknown>, passedOut),
          (list, extra) => {
            const deals = untilTheEnd(list);
            fc.pre(scoreGame(deals).finishedAfterDeal !== null);
            expect(outcomeOf(() => scoreGame([...deals, extra]))).toBe('DEAL_AFTER_GAME_END');
          },
        ),
      );
    });
  });

  describe('any input gives a result or a RulesError, never a TypeError', () => {
    const anything = () =>
      fc.anything({ withNullPrototype: true, withBigInt: true, withMap: true });
    const junkDeal = fc.oneof(
      anything(),
      playedDeal as fc.Arbitrary<unknown>,
      fc.record(
        {
          contract: fc.oneof(
            anything(),
            fc.record({
              value: fc.oneof(fc.constantFrom(...BELOTE_CONTRACTS), anything()),
              suit: fc.oneof(fc.constantFrom(...SUITS), anything()),
              declarer: fc.oneof(seat, anything()),
            }),
          ),
          doubling: fc.oneof(fc.constantFrom('none', 'coinche', 'surcoinche'), anything()),
          cardPoints: fc.oneof(fc.record({ A: anything(), B: anything() }), anything()),
          allTricks: fc.oneof(fc.record({ team: anything(), seat: anything() }), anything()),
          belote: anything(),
          claim: anything(),
          revoke: anything(),
          passedOut: anything(),
        },
        { requiredKeys: [] },
      ),
    );
    const onlyRulesErrors = (act: () => unknown) =>
      expect(outcomeOf(act)).not.toBe('not a RulesError');

    it('readDeal and scoreDeal', () => {
      fc.assert(
        fc.property(junkDeal, (deal) => {
          onlyRulesErrors(() => readDeal(deal));
          onlyRulesErrors(() => scoreDeal(deal));
        }),
      );
    });

    it('scoreGame and outcomeAtBell', () => {
      fc.assert(
        fc.property(
          fc.oneof(fc.array(junkDeal, { maxLength: 4 }), anything()),
          anything(),
          (deals, options) => {
            onlyRulesErrors(() => scoreGame(deals as unknown[], options as { target?: number }));
            onlyRulesErrors(() =>
              outcomeAtBell(deals as unknown[], options as { tieAtBell: 'draw' }),
            );
          },
        ),
      );
    });

    it('resolveAuction', () => {
      const call = fc.oneof(
        anything(),
        fc.record({
          seat: fc.oneof(seat, anything()),
          type: fc.oneof(fc.constantFrom('pass', 'bid', 'coinche', 'surcoinche'), anything()),
          value: fc.oneof(fc.constantFrom(...BELOTE_CONTRACTS, 'generale'), anything()),
          suit: fc.oneof(fc.constantFrom(...SUITS), anything()),
        }),
      );
      fc.assert(
        fc.property(
          fc.oneof(seat, anything()),
          fc.oneof(fc.array(call, { maxLength: 8 }), anything()),
          (dealer, calls) => {
            onlyRulesErrors(() => resolveAuction(dealer as Seat, calls as unknown[]));
          },
        ),
      );
    });
  });

  it('a game scored on from the score of its first deals is the game scored at once', () => {
    expectScoredOnAsAtOnce(beloteCoinchee.scoreGame, dealList);
  });
});
