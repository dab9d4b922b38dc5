import fc from 'fast-check';
import { resolveAuction } from './auction.ts';
import { CONTRACT_VALUES, SUITS } from './contract.ts';
import { teamOfSeat } from './seats.ts';
import { outcomeOf } from './test-helpers.ts';
import type { Call, ContractValue, Doubling, Seat } from './types.ts';

const seat = fc.constantFrom<Seat>(0, 1, 2, 3);
const right = (s: Seat, n = 1) => ((s + n) % 4) as Seat;

/** A legal auction, built call by call, with the result it must give. */
const legalAuction = fc
  .record({
    dealer: seat,
    // Each step: pass, or raise the last bid by this many places.
    steps: fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 3 })), { maxLength: 20 }),
    suit: fc.constantFrom(...SUITS),
    doubling: fc.constantFrom<Doubling>('none', 'coinche', 'surcoinche'),
    coincher: fc.constantFrom(1, 3),
    surcoincher: fc.constantFrom(0, 2),
  })
  .map(({ dealer, steps, suit, doubling, coincher, surcoincher }) => {
    const calls: Call[] = [];
    let turn = right(dealer);
    let rank = -1;
    let passes = 0;
    let last: { value: ContractValue; declarer: Seat } | null = null;
    for (const step of steps) {
      const value = CONTRACT_VALUES[rank + step];
      if (step > 0 && value !== undefined) {
        rank += step;
        calls.push({ seat: turn, type: 'bid', value, suit });
        last = { value, declarer: turn };
        passes = 0;
        if (value === 'generale') break;
      } else {
        calls.push({ seat: turn, type: 'pass' });
        passes += 1;
        if (passes === (last ? 3 : 4)) break;
      }
      turn = right(turn);
    }
    if (last?.value !== 'generale') {
      // Close the bidding: passes until three follow the last bid, or four with no bid.
      while (passes < (last ? 3 : 4)) {
        calls.push({ seat: turn, type: 'pass' });
        passes += 1;
        turn = right(turn);
      }
    }
    const canDouble = last !== null && last.value !== 'generale';
    const finalDoubling: Doubling = canDouble ? doubling : 'none';
    if (last && finalDoubling !== 'none')
      calls.push({ seat: right(last.declarer, coincher), type: 'coinche' });
    if (last && finalDoubling === 'surcoinche')
      calls.push({ seat: right(last.declarer, surcoincher), type: 'surcoinche' });
    return { dealer, calls, last, doubling: finalDoubling, suit };
  });

describe('properties of the auction', () => {
  it('a legal auction gives the last bid, by its bidder, with its doubling; no bid passes the deal out', () => {
    fc.assert(
      fc.property(legalAuction, ({ dealer, calls, last, doubling, suit }) => {
        expect(resolveAuction(dealer, calls)).toEqual(
          last === null
            ? { passedOut: true }
            : {
                passedOut: false,
                contract: { value: last.value, suit, declarer: last.declarer },
                doubling,
              },
        );
      }),
    );
  });

  it('a call added after a complete auction is refused, naming that call', () => {
    const anyCall = fc
      .record({ seat, type: fc.constantFrom('pass', 'bid') })
      .map(({ seat: s, type }): Call =>
        type === 'pass' ? { seat: s, type } : { seat: s, type, value: 'generale', suit: 'clubs' },
      );
    fc.assert(
      fc.property(legalAuction, anyCall, ({ dealer, calls }, extra) => {
        expect(() => resolveAuction(dealer, [...calls, extra])).toThrow(
          expect.objectContaining({ field: `calls[${calls.length}]` }),
        );
      }),
    );
  });

  it('only the opposing team can coinche, only the declaring team surcoinche, out of turn', () => {
    fc.assert(
      fc.property(legalAuction, seat, seat, ({ dealer, calls, last }, by, again) => {
        fc.pre(last !== null && last.value !== 'generale');
        const declaring = teamOfSeat((last as { declarer: Seat }).declarer);
        const bidding = calls.filter((c) => c.type === 'pass' || c.type === 'bid');
        const coinche: Call = { seat: by, type: 'coinche' };
        expect(outcomeOf(() => resolveAuction(dealer, [...bidding, coinche]))).toBe(
          teamOfSeat(by) === declaring ? 'COINCHE_BY_DECLARING_TEAM' : 'ok',
        );
        fc.pre(teamOfSeat(by) !== declaring);
        const surcoinche: Call = { seat: again, type: 'surcoinche' };
        expect(outcomeOf(() => resolveAuction(dealer, [...bidding, coinche, surcoinche]))).toBe(
          teamOfSeat(again) === declaring ? 'ok' : 'SURCOINCHE_BY_DEFENDERS',
        );
      }),
    );
  });

  it('any list of calls either resolves or throws a RulesError', () => {
    const call: fc.Arbitrary<Call> = fc.oneof(
      seat.map((s): Call => ({ seat: s, type: 'pass' })),
      fc
        .tuple(seat, fc.constantFrom(...CONTRACT_VALUES), fc.constantFrom(...SUITS))
        .map(([s, value, suit]): Call => ({ seat: s, type: 'bid', value, suit })),
      seat.map((s): Call => ({ seat: s, type: 'coinche' })),
      seat.map((s): Call => ({ seat: s, type: 'surcoinche' })),
    );
    fc.assert(
      fc.property(seat, fc.array(call, { maxLength: 14 }), (dealer, calls) => {
        expect(outcomeOf(() => resolveAuction(dealer, calls))).not.toBe('not a RulesError');
      }),
    );
  });
});
