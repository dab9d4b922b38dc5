import fc from 'fast-check';
import { resolveAuction } from './auction.ts';
import { marksSoFar } from './claim.ts';
import { scoreGame } from './game.ts';
import { scoreDeal } from './marque.ts';
import { outcomeOf } from './test-helpers.ts';
import type { Call, ClaimedDeal, DealRecord, PlayedDeal, Seat } from './types.ts';

/** Any value, null-prototype objects included (they have no toString). */
const anything = () => fc.anything({ withNullPrototype: true, withBigInt: true, withMap: true });

/** Untyped JSON-like input, shaped a little like a deal so that some of it goes deep. */
const junk = fc.oneof(
  anything(),
  fc.record(
    {
      contract: fc.oneof(
        anything(),
        fc.record({ value: anything(), suit: anything(), declarer: anything() }),
      ),
      doubling: fc.oneof(fc.constantFrom('none', 'coinche'), anything()),
      cardPoints: fc.oneof(fc.record({ A: anything(), B: anything() }), anything()),
      allTricks: anything(),
      claim: fc.oneof(
        fc.record({
          team: anything(),
          cardPointsSoFar: anything(),
          tricksSoFar: anything(),
        }),
        fc.constant(undefined),
      ),
      passedOut: fc.oneof(fc.constant(undefined), anything()),
    },
    { requiredKeys: [] },
  ),
);

/** Only a RulesError may come out: a TypeError on bad input is a bug. */
function onlyRulesErrors(act: () => unknown): void {
  expect(outcomeOf(act)).not.toBe('not a RulesError');
}

describe('bad input of any shape throws a RulesError, never a TypeError', () => {
  it('scoreDeal', () => {
    fc.assert(fc.property(junk, (deal) => onlyRulesErrors(() => scoreDeal(deal as PlayedDeal))));
  });

  it('marksSoFar', () => {
    fc.assert(fc.property(junk, (deal) => onlyRulesErrors(() => marksSoFar(deal as ClaimedDeal))));
  });

  it('scoreGame', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.array(junk, { maxLength: 4 }), anything()),
        anything(),
        (deals, options) =>
          onlyRulesErrors(() => scoreGame(deals as DealRecord[], options as { target?: number })),
      ),
    );
  });

  it('resolveAuction', () => {
    const call = fc.oneof(
      anything(),
      fc.record({
        seat: anything(),
        type: anything(),
        value: anything(),
        suit: anything(),
      }),
    );
    fc.assert(
      fc.property(
        anything(),
        fc.oneof(fc.array(call, { maxLength: 6 }), anything()),
        (dealer, calls) => onlyRulesErrors(() => resolveAuction(dealer as Seat, calls as Call[])),
      ),
    );
  });
});
