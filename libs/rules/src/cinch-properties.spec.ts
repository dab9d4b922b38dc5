import fc from 'fast-check';
import { CINCH_CONTRACTS, cinch, isPossibleCinchPair } from './cinch.ts';
import { SUITS } from './contract.ts';
import { RulesError } from './errors.ts';
import { otherTeam, teamOfSeat } from './seats.ts';
import { expectScoredOnAsAtOnce, outcomeOf } from './test-helpers.ts';
import type { CinchDealRecord, CinchPlayedDeal, Seat, Team, TeamPoints } from './types.ts';

const POINT_CARDS = [1, 1, 1, 1, 5, 5];

/** Each point card (High, Low, Jack, Game, the two pedros) to team A, team B or the stock. */
const possiblePair: fc.Arbitrary<TeamPoints> = fc
  .array(fc.constantFrom('A', 'B', 'stock'), {
    minLength: POINT_CARDS.length,
    maxLength: POINT_CARDS.length,
  })
  .map((owners) => {
    const points = { A: 0, B: 0 };
    owners.forEach((owner, index) => {
      if (owner !== 'stock') points[owner] += POINT_CARDS[index] ?? 0;
    });
    return points;
  });

const seat = fc.constantFrom<Seat>(0, 1, 2, 3);

/** Any valid played deal: a bid, a possible pair of points, a revoke or none. */
const playedDeal: fc.Arbitrary<CinchPlayedDeal> = fc
  .record({
    value: fc.constantFrom(...CINCH_CONTRACTS),
    suit: fc.constantFrom(...SUITS),
    declarer: seat,
    cardPoints: possiblePair,
    revoke: fc.constantFrom<Team | undefined>(undefined, undefined, 'A', 'B'),
  })
  .map(({ value, suit, declarer, cardPoints, revoke }) => {
    const deal: CinchPlayedDeal = { contract: { value, suit, declarer }, cardPoints };
    return revoke === undefined ? deal : { ...deal, revoke };
  });

const dealList = fc.array(
  fc.oneof(
    { weight: 9, arbitrary: playedDeal as fc.Arbitrary<CinchDealRecord> },
    { weight: 1, arbitrary: fc.constant<CinchDealRecord>({ passedOut: true }) },
  ),
  { maxLength: 30 },
);

/** The deals up to the end of the game (scoreGame refuses any after it). */
function untilTheEnd(deals: CinchDealRecord[], target: number): CinchDealRecord[] {
  const totals = { A: 0, B: 0 };
  for (const [index, deal] of deals.entries()) {
    if ('passedOut' in deal) continue;
    const { marks } = cinch.scoreDeal(deal);
    totals.A += marks.A;
    totals.B += marks.B;
    if (totals.A >= target || totals.B >= target) return deals.slice(0, index + 1);
  }
  return deals;
}

function declaringTeam(deal: CinchPlayedDeal): Team {
  return teamOfSeat(deal.contract.declarer);
}

describe('properties of the Cinch marque', () => {
  it('marks are whole numbers, never negative', () => {
    fc.assert(
      fc.property(playedDeal, (deal) => {
        const { marks } = cinch.scoreDeal(deal);
        for (const mark of [marks.A, marks.B]) {
          expect(Number.isInteger(mark)).toBe(true);
          expect(mark).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('at most one team marks in a deal', () => {
    fc.assert(
      fc.property(playedDeal, (deal) => {
        const { marks } = cinch.scoreDeal(deal);
        expect(Math.min(marks.A, marks.B)).toBe(0);
      }),
    );
  });

  it('a set always gives the defenders 15 or more, and the declaring team nothing', () => {
    fc.assert(
      fc.property(playedDeal, (deal) => {
        const { made, marks } = cinch.scoreDeal(deal);
        fc.pre(!made);
        const declaring = declaringTeam(deal);
        expect(marks[otherTeam(declaring)]).toBeGreaterThanOrEqual(15);
        expect(marks[declaring]).toBe(0);
      }),
    );
  });

  it('a revoking team never marks', () => {
    fc.assert(
      fc.property(playedDeal, (deal) => {
        fc.pre(deal.revoke !== undefined);
        const { marks } = cinch.scoreDeal(deal);
        expect(marks[deal.revoke as Team]).toBe(0);
      }),
    );
  });

  it('without a revoke, a bid is made exactly when the declaring team has V points', () => {
    fc.assert(
      fc.property(playedDeal, (deal) => {
        fc.pre(deal.revoke === undefined);
        const p = deal.cardPoints[declaringTeam(deal)];
        expect(cinch.scoreDeal(deal).made).toBe(p >= deal.contract.value);
      }),
    );
  });

  it('a made bid without a revoke marks the difference of the points, to the team ahead', () => {
    fc.assert(
      fc.property(playedDeal, (deal) => {
        fc.pre(deal.revoke === undefined);
        const { made, marks } = cinch.scoreDeal(deal);
        fc.pre(made);
        const { A, B } = deal.cardPoints;
        expect(marks).toEqual({ A: Math.max(A - B, 0), B: Math.max(B - A, 0) });
      }),
    );
  });

  it('a revoke by the defenders gives the declaring team at least its bid', () => {
    fc.assert(
      fc.property(playedDeal, (deal) => {
        const declaring = declaringTeam(deal);
        fc.pre(deal.revoke === otherTeam(declaring));
        const { made, marks } = cinch.scoreDeal(deal);
        expect(made).toBe(true);
        expect(marks[declaring]).toBeGreaterThanOrEqual(deal.contract.value);
      }),
    );
  });

  it('moving every seat one place on swaps the marks', () => {
    fc.assert(
      fc.property(playedDeal, (deal) => {
        const before = cinch.scoreDeal(deal);
        const turned: CinchPlayedDeal = {
          contract: { ...deal.contract, declarer: ((deal.contract.declarer + 1) % 4) as Seat },
          cardPoints: { A: deal.cardPoints.B, B: deal.cardPoints.A },
        };
        const moved =
          deal.revoke === undefined ? turned : { ...turned, revoke: otherTeam(deal.revoke) };
        expect(cinch.scoreDeal(moved)).toEqual({
          made: before.made,
          marks: { A: before.marks.B, B: before.marks.A },
        });
      }),
    );
  });
});

describe('properties of the points a deal can hold', () => {
  it('every pair from splitting the six point cards is possible and accepted', () => {
    fc.assert(
      fc.property(possiblePair, playedDeal, (points, deal) => {
        expect(isPossibleCinchPair(points.A, points.B)).toBe(true);
        expect(cinch.readDeal({ ...deal, cardPoints: points })).toMatchObject({
          cardPoints: points,
        });
      }),
    );
  });

  it('every pair the 5f + o rule refuses is refused, with POINTS_IMPOSSIBLE (or CARD_POINTS_SUM above 14)', () => {
    const points = fc.integer({ min: 0, max: 14 });
    fc.assert(
      fc.property(points, points, playedDeal, (a, b, deal) => {
        const ones = (a % 5) + (b % 5);
        const pedros = Math.floor(a / 5) + Math.floor(b / 5);
        const possible = ones <= 4 && pedros <= 2;
        expect(isPossibleCinchPair(a, b)).toBe(possible);
        const outcome = outcomeOf(() => cinch.readDeal({ ...deal, cardPoints: { A: a, B: b } }));
        const refusal = a + b > 14 ? 'CARD_POINTS_SUM' : 'POINTS_IMPOSSIBLE';
        expect(outcome).toBe(possible ? 'ok' : refusal);
      }),
    );
  });
});

describe('properties of a Cinch game', () => {
  const target = fc.constantFrom(11, 51, 100, 500);

  it('running totals are the sums of the deals’ marks; the game ends when a team reaches the target', () => {
    fc.assert(
      fc.property(dealList, target, (deals, goal) => {
        const finished = untilTheEnd(deals, goal);
        const game = cinch.scoreGame(finished, { target: goal });
        let running = { A: 0, B: 0 };
        finished.forEach((deal, index) => {
          const marks = 'passedOut' in deal ? { A: 0, B: 0 } : cinch.scoreDeal(deal).marks;
          running = { A: running.A + marks.A, B: running.B + marks.B };
          expect(game.deals[index]).toEqual({ marks, totals: running });
        });
        expect(game.totals).toEqual(running);
        const reached = running.A >= goal || running.B >= goal;
        expect(game.finishedAfterDeal).toBe(reached ? finished.length : null);
        const winnerTotal = game.winner === null ? null : running[game.winner];
        expect(winnerTotal !== null && winnerTotal >= goal).toBe(reached);
      }),
    );
  });

  it('never has both teams at the target: only one team marks in a deal', () => {
    fc.assert(
      fc.property(dealList, target, (deals, goal) => {
        const { totals } = cinch.scoreGame(untilTheEnd(deals, goal), { target: goal });
        expect(totals.A >= goal && totals.B >= goal).toBe(false);
      }),
    );
  });

  it('refuses any deal after the end', () => {
    fc.assert(
      fc.property(
        dealList,
        fc.oneof(playedDeal as fc.Arbitrary<CinchDealRecord>, fc.constant({ passedOut: true })),
        (deals, extra) => {
          const finished = untilTheEnd(deals, 51);
          fc.pre(cinch.scoreGame(finished).winner !== null);
          expect(outcomeOf(() => cinch.scoreGame([...finished, extra]))).toBe(
            'DEAL_AFTER_GAME_END',
          );
        },
      ),
    );
  });

  it('a game scored on from the score of its first deals is the game scored at once', () => {
    expectScoredOnAsAtOnce(cinch.scoreGame, dealList);
  });
});

/** Any value, null-prototype objects included (they have no toString). */
const anything = () => fc.anything({ withNullPrototype: true, withBigInt: true, withMap: true });

/** Untyped input shaped a little like a Cinch deal, so that some of it goes deep. */
const junkDeal = fc.oneof(
  anything(),
  fc.record(
    {
      contract: fc.oneof(
        anything(),
        fc.record({
          value: fc.oneof(fc.integer({ min: -1, max: 16 }), anything()),
          suit: fc.oneof(fc.constantFrom(...SUITS), anything()),
          declarer: fc.oneof(seat, anything()),
        }),
      ),
      cardPoints: fc.oneof(
        fc.record({
          A: fc.oneof(fc.integer({ min: -1, max: 15 }), anything()),
          B: fc.oneof(fc.integer({ min: -1, max: 15 }), anything()),
        }),
        anything(),
      ),
      revoke: fc.oneof(fc.constantFrom('A', 'B'), anything()),
      doubling: fc.oneof(fc.constantFrom('none', 'coinche'), anything()),
      belote: anything(),
      passedOut: anything(),
    },
    { requiredKeys: [] },
  ),
);

const junkCall = fc.oneof(
  anything(),
  fc.record(
    {
      seat: fc.oneof(seat, anything()),
      type: fc.oneof(fc.constantFrom('pass', 'bid', 'coinche'), anything()),
      value: fc.oneof(fc.integer({ min: 0, max: 15 }), anything()),
      suit: fc.oneof(fc.constantFrom(...SUITS), anything()),
    },
    { requiredKeys: [] },
  ),
);

/** Only a RulesError may come out: a TypeError on bad input is a bug. */
function resultOrRulesError(act: () => unknown): void {
  try {
    act();
  } catch (error) {
    expect(error).toBeInstanceOf(RulesError);
  }
}

describe('random input gives a result or a RulesError, never a TypeError', () => {
  it('readDeal and scoreDeal', () => {
    fc.assert(
      fc.property(junkDeal, (deal) => {
        resultOrRulesError(() => cinch.readDeal(deal));
        resultOrRulesError(() => cinch.scoreDeal(deal));
      }),
    );
  });

  it('scoreGame and outcomeAtBell', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.array(junkDeal, { maxLength: 4 }), anything()),
        anything(),
        (deals, options) => {
          resultOrRulesError(() => cinch.scoreGame(deals as unknown[], options as object));
          resultOrRulesError(() =>
            cinch.outcomeAtBell(deals as unknown[], options as { tieAtBell: 'draw' }),
          );
        },
      ),
    );
  });

  it('resolveAuction', () => {
    fc.assert(
      fc.property(
        fc.oneof(seat, anything()),
        fc.oneof(fc.array(junkCall, { maxLength: 6 }), anything()),
        (dealer, calls) => {
          resultOrRulesError(() => cinch.resolveAuction(dealer as Seat, calls as unknown[]));
        },
      ),
    );
  });
});
