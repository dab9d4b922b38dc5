import { resolveAuction } from './auction.ts';
import type { Call, ContractValue, Seat, Suit } from './types.ts';

const pass = (seat: Seat): Call => ({ seat, type: 'pass' });
const bid = (seat: Seat, value: ContractValue, suit: Suit = 'hearts'): Call => ({
  seat,
  type: 'bid',
  value,
  suit,
});
const coinche = (seat: Seat): Call => ({ seat, type: 'coinche' });
const surcoinche = (seat: Seat): Call => ({ seat, type: 'surcoinche' });

describe('resolveAuction', () => {
  describe('legal auctions', () => {
    it('passes the deal out after four passes', () => {
      expect(resolveAuction(0, [pass(1), pass(2), pass(3), pass(0)])).toEqual({ passedOut: true });
    });

    it('starts at the dealer’s right and ends after three passes following a bid', () => {
      expect(resolveAuction(3, [bid(0, 80), pass(1), pass(2), pass(3)])).toEqual({
        passedOut: false,
        contract: { value: 80, suit: 'hearts', declarer: 0 },
        doubling: 'none',
      });
    });

    it('lets a player who passed bid again when the turn comes back', () => {
      const calls = [
        pass(1),
        bid(2, 80),
        pass(3),
        bid(0, 90, 'spades'),
        bid(1, 100, 'clubs'),
        pass(2),
        pass(3),
        pass(0),
      ];
      expect(resolveAuction(0, calls)).toEqual({
        passedOut: false,
        contract: { value: 100, suit: 'clubs', declarer: 1 },
        doubling: 'none',
      });
    });

    it('ends at once on a coinche by the opposing team, out of turn', () => {
      expect(resolveAuction(0, [bid(1, 80), coinche(0)])).toEqual({
        passedOut: false,
        contract: { value: 80, suit: 'hearts', declarer: 1 },
        doubling: 'coinche',
      });
    });

    it('takes a surcoinche by the declarer’s partner after a coinche', () => {
      expect(resolveAuction(0, [bid(1, 80), pass(2), coinche(2), surcoinche(3)])).toMatchObject({
        doubling: 'surcoinche',
      });
    });

    it('takes a coinche after the three passes, before the first card', () => {
      expect(resolveAuction(0, [bid(1, 120), pass(2), pass(3), pass(0), coinche(0)])).toMatchObject(
        { doubling: 'coinche' },
      );
    });

    it('ends at once on a générale', () => {
      expect(resolveAuction(0, [bid(1, 150), bid(2, 'generale')])).toEqual({
        passedOut: false,
        contract: { value: 'generale', suit: 'hearts', declarer: 2 },
        doubling: 'none',
      });
    });

    it('ranks a match above 150 and a générale above a match', () => {
      expect(
        resolveAuction(0, [bid(1, 150), bid(2, 'match'), pass(3), pass(0), pass(1)]),
      ).toMatchObject({ contract: { value: 'match', declarer: 2 } });
    });

    it('gives the contract to team B’s declarer', () => {
      expect(resolveAuction(2, [bid(3, 60), pass(0), pass(1), pass(2)])).toMatchObject({
        contract: { declarer: 3 },
      });
    });
  });

  describe('illegal auctions', () => {
    it.each<[string, Seat, Call[], string, string]>([
      ['a call out of turn', 0, [pass(2)], 'CALL_OUT_OF_TURN', 'calls[0]'],
      ['a bid out of turn', 0, [pass(1), bid(3, 80)], 'CALL_OUT_OF_TURN', 'calls[1]'],
      [
        'a bid not above the last one',
        0,
        [bid(1, 80), bid(2, 80, 'spades')],
        'BID_NOT_HIGHER',
        'calls[1].value',
      ],
      [
        'a bid below the last one',
        0,
        [bid(1, 100), bid(2, 90)],
        'BID_NOT_HIGHER',
        'calls[1].value',
      ],
      [
        'a match after a générale',
        0,
        [bid(1, 'generale'), bid(2, 'match')],
        'CALL_AFTER_AUCTION_END',
        'calls[1]',
      ],
      [
        'a coinche by the declaring team',
        0,
        [bid(1, 80), coinche(3)],
        'COINCHE_BY_DECLARING_TEAM',
        'calls[1]',
      ],
      ['a coinche before any bid', 0, [pass(1), coinche(2)], 'COINCHE_WITHOUT_BID', 'calls[1]'],
      ['a coinched générale', 0, [bid(1, 'generale'), coinche(2)], 'GENERALE_COINCHED', 'calls[1]'],
      [
        'a surcoinche without a coinche',
        0,
        [bid(1, 80), surcoinche(3)],
        'SURCOINCHE_WITHOUT_COINCHE',
        'calls[1]',
      ],
      [
        'a surcoinche by the defenders',
        0,
        [bid(1, 80), coinche(0), surcoinche(2)],
        'SURCOINCHE_BY_DEFENDERS',
        'calls[2]',
      ],
      [
        'a second coinche',
        0,
        [bid(1, 80), coinche(0), coinche(2)],
        'CALL_AFTER_AUCTION_END',
        'calls[2]',
      ],
      [
        'a second surcoinche',
        0,
        [bid(1, 80), coinche(0), surcoinche(1), surcoinche(3)],
        'CALL_AFTER_AUCTION_END',
        'calls[3]',
      ],
      [
        'a bid after a coinche',
        0,
        [bid(1, 80), coinche(2), bid(2, 90)],
        'CALL_AFTER_AUCTION_END',
        'calls[2]',
      ],
      [
        'a pass after four passes',
        0,
        [pass(1), pass(2), pass(3), pass(0), pass(1)],
        'CALL_AFTER_AUCTION_END',
        'calls[4]',
      ],
      [
        'an auction that has not ended',
        0,
        [bid(1, 80), pass(2), pass(3)],
        'AUCTION_NOT_ENDED',
        'calls',
      ],
      ['no call at all', 0, [], 'AUCTION_NOT_ENDED', 'calls'],
      [
        'a bid of 55',
        0,
        [{ seat: 1, type: 'bid', value: 55, suit: 'hearts' } as unknown as Call],
        'INVALID_CONTRACT_VALUE',
        'calls[0].value',
      ],
      [
        'a bid without a suit',
        0,
        [{ seat: 1, type: 'bid', value: 80 } as unknown as Call],
        'INVALID_SUIT',
        'calls[0].suit',
      ],
      [
        'an unknown call',
        0,
        [{ seat: 1, type: 'double' } as unknown as Call],
        'INVALID_CALL',
        'calls[0].type',
      ],
      [
        'a call from seat 5',
        0,
        [{ seat: 5, type: 'pass' } as unknown as Call],
        'INVALID_SEAT',
        'calls[0].seat',
      ],
      ['a call that is not an object', 0, ['pass' as unknown as Call], 'INVALID_CALL', 'calls[0]'],
      ['a dealer at seat 4', 4 as Seat, [], 'INVALID_SEAT', 'dealer'],
    ])('refuses %s', (_name, dealer, calls, code, field) => {
      expect(() => resolveAuction(dealer, calls)).toThrow(expect.objectContaining({ code, field }));
    });
  });
});
